import { describe, expect, it } from 'vitest';
import { ipRange, summariseUserAgent } from './session-summary.ts';

describe('ipRange', () => {
  it('keeps an IPv4 /24 and an IPv6 /48, never the address', () => {
    expect(ipRange('203.0.113.77')).toBe('203.0.113.0/24');
    expect(ipRange('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(ipRange('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(ipRange('2001:db8::1')).toBe('2001:db8::/48');
    expect(ipRange('::1')).toBe('::/48');
    expect(ipRange('fe80::1%eth0')).toBe('fe80::/48');
    expect(ipRange(null)).toBeNull();
    expect(ipRange('not an address')).toBeNull();
  });
});

describe('summariseUserAgent', () => {
  it('names the device, browser and system', () => {
    expect(summariseUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36')).toEqual({
      device: 'desktop',
      browser: 'Chrome',
      os: 'Windows',
    });
    expect(summariseUserAgent('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0')).toMatchObject({ browser: 'Edge' });
    expect(summariseUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1')).toEqual({
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
    });
    expect(summariseUserAgent('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Safari/604.1')).toMatchObject({ device: 'tablet', os: 'iOS' });
    expect(summariseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toEqual({ device: 'desktop', browser: 'Firefox', os: 'Linux' });
    expect(summariseUserAgent('Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 Chrome/120.0 Safari/537.36')).toMatchObject({ device: 'tablet', os: 'Android' });
    expect(summariseUserAgent(null)).toEqual({ device: 'unknown', browser: null, os: null });
    expect(summariseUserAgent('curl/8.0')).toEqual({ device: 'unknown', browser: null, os: null });
  });
});
