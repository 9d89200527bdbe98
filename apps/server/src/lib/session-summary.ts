/**
 * What a user sees of a session (issue 24, section 5): the place as the address's range, never the address
 * (IPv4 /24, IPv6 /48), and the device, browser and system read from the user agent by a few plain rules
 * (no library: the summary only has to help someone recognise their own devices).
 */
import { isIPv4, isIPv6 } from 'node:net';
import type { SessionDevice } from '@ss/domain';

/** "203.0.113.0/24", "2001:db8:1::/48", or null when the address is missing or not one. */
export function ipRange(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1]! : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`;
  if (!isIPv6(ip)) return null;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail counts as two groups; only the first three groups matter here.
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  const first = groups.slice(0, 3).map((g) => (parseInt(g, 16) || 0).toString(16));
  while (first.length && first[first.length - 1] === '0') first.pop();
  return `${first.join(':')}::/48`;
}

export interface DeviceSummary {
  device: SessionDevice;
  browser: string | null;
  os: string | null;
}

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** The device kind, browser and system a user agent names; unknown parts are null ("unknown" device). */
export function summariseUserAgent(ua: string | null | undefined): DeviceSummary {
  if (!ua) return { device: 'unknown', browser: null, os: null };
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null;
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null;
  const device: SessionDevice =
    /\biPad\b|\bTablet\b/.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))
      ? 'tablet'
      : /\bMobile\b|\biPhone\b|\biPod\b/.test(ua)
        ? 'mobile'
        : browser || os
          ? 'desktop'
          : 'unknown';
  return { device, browser, os };
}
