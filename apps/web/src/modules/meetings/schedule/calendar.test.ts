import { describe, expect, it } from 'vitest';
import {
  addMonths,
  byDay,
  countByMonth,
  currentSchoolYear,
  localDayOf,
  monthGrid,
  monthName,
  schoolYearMonths,
  schoolYearRange,
  schoolYearStartOf,
  weekdayNames,
} from './calendar.ts';

/** A moment at a local wall-clock time (the calendar groups by the browser's day). */
const local = (y: number, m: number, d: number, h = 9) => new Date(y, m, d, h, 0).toISOString();

describe('the schedule calendar', () => {
  it('lists a school year from August to July', () => {
    const months = schoolYearMonths(2026);
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2026, month: 7 });
    expect(months[4]).toEqual({ year: 2026, month: 11 });
    expect(months[5]).toEqual({ year: 2027, month: 0 });
    expect(months[11]).toEqual({ year: 2027, month: 6 });
    expect(schoolYearRange(2026)).toEqual({ from: '2026-08-01', to: '2027-07-31' });
  });

  it('puts August in the new school year and July in the old one', () => {
    expect(schoolYearStartOf({ year: 2026, month: 7 })).toBe(2026);
    expect(schoolYearStartOf({ year: 2027, month: 6 })).toBe(2026);
    expect(schoolYearStartOf({ year: 2027, month: 0 })).toBe(2026);
    expect(currentSchoolYear(new Date(2026, 7, 1, 0, 30))).toBe(2026);
    expect(currentSchoolYear(new Date(2026, 6, 31, 23, 30))).toBe(2025);
  });

  it('moves by months across years both ways', () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
    expect(addMonths({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(addMonths({ year: 2026, month: 7 }, -20)).toEqual({ year: 2024, month: 11 });
  });

  it('builds whole weeks starting on Sunday, padded with the neighbouring months', () => {
    // November 2026 starts on a Sunday and has 30 days: exactly 5 weeks, no padding before.
    const nov = monthGrid({ year: 2026, month: 10 });
    expect(nov).toHaveLength(5);
    expect(nov[0]![0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(nov[4]![1]).toEqual({ date: '2026-11-30', day: 30, inMonth: true });
    expect(nov[4]![2]).toEqual({ date: '2026-12-01', day: 1, inMonth: false });
    // August 2026 starts on a Saturday: six padding days before, six weeks in all.
    const aug = monthGrid({ year: 2026, month: 7 });
    expect(aug).toHaveLength(6);
    expect(aug[0]![0]).toEqual({ date: '2026-07-26', day: 26, inMonth: false });
    expect(aug[0]![6]).toEqual({ date: '2026-08-01', day: 1, inMonth: true });
    expect(aug.flat().filter((d) => d.inMonth)).toHaveLength(31);
    for (const week of aug) expect(week).toHaveLength(7);
  });

  it('starts weeks on Monday when asked, and knows February of a leap year', () => {
    const feb = monthGrid({ year: 2028, month: 1 }, 1);
    expect(feb[0]![0]!.date).toBe('2028-01-31');
    expect(feb[0]![1]).toEqual({ date: '2028-02-01', day: 1, inMonth: true });
    expect(feb.flat().filter((d) => d.inMonth)).toHaveLength(29);
  });

  it('names weekdays and months in the interface language', () => {
    expect(weekdayNames('en-CA').map((d) => d.long)).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(weekdayNames('fr-CA', 1)[0]!.long).toBe('lundi');
    expect(monthName({ year: 2026, month: 8 }, 'en-CA')).toBe('September 2026');
    expect(monthName({ year: 2026, month: 8 }, 'fr-CA')).toBe('septembre 2026');
    expect(monthName({ year: 2026, month: 8 }, 'fr-CA', false)).toBe('septembre');
  });

  it('groups meetings by the local day and month they start on, in start order', () => {
    const a = { id: 1, starts_at: local(2026, 8, 3, 15) };
    const b = { id: 2, starts_at: local(2026, 8, 3, 8) };
    const c = { id: 3, starts_at: local(2026, 9, 1, 23) };
    expect(localDayOf(c.starts_at)).toBe('2026-10-01');
    const days = byDay([a, b, c]);
    expect(days.get('2026-09-03')?.map((m) => m.id)).toEqual([2, 1]);
    expect(days.get('2026-10-01')?.map((m) => m.id)).toEqual([3]);
    expect(days.has('2026-09-04')).toBe(false);
    expect(Object.fromEntries(countByMonth([a, b, c]))).toEqual({ '2026-09': 2, '2026-10': 1 });
  });
});
