import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './language.ts';
import { isTimeZone, timeZones, zoneLabel, zonedParts, zonedToInstant } from './time-zone.ts';

describe('time zones', () => {
  it('knows IANA zones and nothing else', () => {
    expect(isTimeZone('America/Edmonton')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('EST5EDT ')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(timeZones()).toContain('America/Toronto');
  });

  it('turns a wall-clock time in a zone into its instant, whatever zone the process runs in', () => {
    expect(zonedToInstant('2026-12-03T19:30', 'America/Edmonton')!.toISOString()).toBe('2026-12-04T02:30:00.000Z');
    expect(zonedToInstant('2026-07-03T19:30', 'America/Edmonton')!.toISOString()).toBe('2026-07-04T01:30:00.000Z');
    expect(zonedToInstant('2026-12-03T19:30', 'America/Toronto')!.toISOString()).toBe('2026-12-04T00:30:00.000Z');
    expect(zonedToInstant('2026-12-03T19:30', 'UTC')!.toISOString()).toBe('2026-12-03T19:30:00.000Z');
    expect(zonedToInstant('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedToInstant('2026-12-03 19:30', 'UTC')).toBeNull();
  });

  it('reads a skipped spring time with the offset before it, and an autumn time twice over as its first occurrence', () => {
    // 2027-03-14 02:30 does not exist in Toronto (02:00 EST → 03:00 EDT).
    expect(zonedToInstant('2027-03-14T02:30', 'America/Toronto')!.toISOString()).toBe('2027-03-14T07:30:00.000Z');
    // 2026-11-01 01:30 happens in EDT, then in EST.
    expect(zonedToInstant('2026-11-01T01:30', 'America/Toronto')!.toISOString()).toBe('2026-11-01T05:30:00.000Z');
  });

  it('shows an instant as the date and time on the zone’s clock', () => {
    expect(zonedParts('2026-12-04T02:30:00Z', 'America/Edmonton')).toEqual({ date: '2026-12-03', time: '19:30' });
    expect(zonedParts('2026-12-04T00:00:00Z', 'America/Toronto')).toEqual({ date: '2026-12-03', time: '19:00' });
  });

  it('names the zone with its city in the reader’s language', () => {
    const winter = new Date('2026-12-01T12:00:00Z');
    expect(zoneLabel('America/Edmonton', 'en', winter)).toBe('Mountain Time (Edmonton)');
    expect(zoneLabel('America/Toronto', 'fr', winter)).toBe('heure de l’Est (Toronto)');
  });
});

describe('one date format a language', () => {
  it('writes days as "Nov 27, 2026" and "27 nov. 2026", the first of a month "1er" in French', () => {
    expect(formatDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
    expect(formatDate('2026-11-27', 'fr')).toBe('27 nov. 2026');
    expect(formatDate('2026-12-01', 'fr')).toBe('1er déc. 2026');
    expect(formatDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
    expect(formatDate('2026-12-11', 'fr')).toBe('11 déc. 2026');
  });

  it('writes a moment with the same date, in the zone asked for', () => {
    expect(formatDateTime('2026-12-04T02:30:00Z', 'en', { timeZone: 'America/Edmonton' })).toBe('Dec 3, 2026, 7:30 p.m.');
    expect(formatDateTime('2026-12-02T00:30:00Z', 'fr', { timeZone: 'America/Toronto' })).toBe('1er déc. 2026, 19 h 30');
    expect(formatDateTime('2026-12-04T02:30:00Z', 'en', { timeZone: 'America/Edmonton', zoneName: true, weekday: true })).toBe('Thursday, Dec 3, 2026, 7:30 p.m. MST');
  });
});
