/**
 * The schedule's calendar, as plain dates (issue 10 §1 "Schedule"): the twelve months of a school year
 * (August to July, spec section 9), one month as weeks of seven days, and meetings grouped by the day and
 * the month they start on in their school's time zone (the browser's when a meeting names none). Days are `YYYY-MM-DD` strings so they compare, key
 * maps and go into URLs as they are; no date library.
 */
import { schoolYearOf } from '@ss/domain/school-year';
import { zonedParts } from '@ss/domain/time-zone';

/** A month: `month` is 0 (January) to 11. */
export interface YearMonth {
  year: number;
  month: number;
}

export interface CalendarDay {
  /** `YYYY-MM-DD`. */
  date: string;
  day: number;
  /** False for the days of the previous and next months that fill the first and last weeks. */
  inMonth: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

export const dayKey = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;
export const monthKey = (m: YearMonth) => `${m.year}-${pad(m.month + 1)}`;

/** The calendar day a moment falls on in a zone, else where the browser is (a 19:30 meeting on the 3rd is on the 3rd, whatever UTC says). */
export function localDayOf(iso: string, timeZone?: string): string {
  if (timeZone) return zonedParts(iso, timeZone).date;
  const d = new Date(iso);
  return dayKey(d.getFullYear(), d.getMonth(), d.getDate());
}

export const monthOfDay = (day: string): YearMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) - 1 });

export function addMonths(m: YearMonth, n: number): YearMonth {
  const index = m.year * 12 + m.month + n;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** The school year (its first calendar year) a month belongs to: August starts one. */
export const schoolYearStartOf = (m: YearMonth) => (m.month > 6 ? m.year : m.year - 1);

/** The school year's months, August to July. */
export const schoolYearMonths = (startYear: number): YearMonth[] => Array.from({ length: 12 }, (_, i) => addMonths({ year: startYear, month: 7 }, i));

/** The first and last day of a school year, to ask the server for its meetings. */
export function schoolYearRange(startYear: number): { from: string; to: string } {
  return { from: dayKey(startYear, 7, 1), to: dayKey(startYear + 1, 6, 31) };
}

/** The school year of today where the browser is (`schoolYearOf` reads UTC fields: give it the local date). */
export function currentSchoolYear(now: Date = new Date()): number {
  return schoolYearOf(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))).startYear;
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/**
 * A month as whole weeks: the first week starts on `weekStartsOn` (0 = Sunday, 1 = Monday) and the
 * grid is padded with the neighbouring months' days to full weeks (4 to 6 of them).
 */
export function monthGrid(m: YearMonth, weekStartsOn: 0 | 1 = 0): CalendarDay[][] {
  const firstWeekday = new Date(Date.UTC(m.year, m.month, 1)).getUTCDay();
  const lead = (firstWeekday - weekStartsOn + 7) % 7;
  const count = daysIn(m.year, m.month);
  const cells = Math.ceil((lead + count) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let i = 0; i < cells; i++) {
    const d = new Date(Date.UTC(m.year, m.month, 1 - lead + i));
    const day: CalendarDay = {
      date: dayKey(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()),
      day: d.getUTCDate(),
      inMonth: i >= lead && i < lead + count,
    };
    if (i % 7 === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push(day);
  }
  return weeks;
}

/** The weekday names in the grid's order, long and short, in a locale. */
export function weekdayNames(locale: string, weekStartsOn: 0 | 1 = 0): { long: string; short: string }[] {
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday.
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(Date.UTC(2023, 0, 1 + weekStartsOn + i));
    return { long: long.format(d), short: short.format(d) };
  });
}

export function monthName(m: YearMonth, locale: string, withYear = true): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(new Date(Date.UTC(m.year, m.month, 1)));
}

/** Meetings by the day they start on (in start order within a day). */
export function byDay<T extends { starts_at: string; local_starts_at?: string }>(meetings: readonly T[]): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const m of [...meetings].sort((a, b) => a.starts_at.localeCompare(b.starts_at))) {
    const key = m.local_starts_at?.slice(0, 10) ?? localDayOf(m.starts_at);
    const list = days.get(key);
    if (list) list.push(m);
    else days.set(key, [m]);
  }
  return days;
}

/** How many meetings start in each month (`YYYY-MM`). */
export function countByMonth(meetings: readonly { starts_at: string; local_starts_at?: string }[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const m of meetings) {
    const key = (m.local_starts_at?.slice(0, 10) ?? localDayOf(m.starts_at)).slice(0, 7);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
