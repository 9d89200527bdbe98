import { describe, expect, it } from 'vitest';
import { formatRelative } from './language.ts';

describe('formatRelative', () => {
  const now = new Date('2026-03-10T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  it('says how long ago in English and in French, in the largest whole unit', () => {
    expect(formatRelative(ago(20_000), 'en', now)).toBe('now');
    expect(formatRelative(ago(20_000), 'fr', now)).toBe('maintenant');
    expect(formatRelative(ago(5 * 60_000), 'en', now)).toBe('5 minutes ago');
    expect(formatRelative(ago(3 * HOUR), 'fr', now)).toBe('il y a 3 heures');
    expect(formatRelative(ago(DAY), 'en', now)).toBe('yesterday');
    expect(formatRelative(ago(DAY), 'fr', now)).toBe('hier');
    expect(formatRelative(ago(3 * DAY).toISOString(), 'en', now)).toBe('3 days ago');
    expect(formatRelative(ago(15 * DAY), 'fr', now)).toBe('il y a 2 semaines');
    expect(formatRelative(ago(65 * DAY), 'en', now)).toBe('2 months ago');
  });
});
