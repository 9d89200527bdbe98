import { describe, expect, it } from 'vitest';
import { schoolYearOf } from './school-year.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const isoOf = (d: Date) => d.toISOString().slice(0, 10);

describe("a district's school-year start month (issue 23, section 4)", () => {
  it('starts in August by default', () => {
    const y = schoolYearOf(day('2026-07-31'));
    expect([y.startYear, isoOf(y.start), isoOf(y.end), y.label]).toEqual([2025, '2025-08-01', '2026-07-31', '2025–2026']);
    expect(schoolYearOf(day('2026-08-01')).startYear).toBe(2026);
  });

  it('starts on the 1st of the month the district chose', () => {
    const sept = schoolYearOf(day('2026-08-20'), 9);
    expect([sept.startYear, isoOf(sept.start), isoOf(sept.end), sept.label]).toEqual([2025, '2025-09-01', '2026-08-31', '2025–2026']);
    expect(schoolYearOf(day('2026-09-01'), 9).startYear).toBe(2026);
    const feb = schoolYearOf(day('2026-01-15'), 2);
    expect([feb.startYear, isoOf(feb.start), isoOf(feb.end)]).toEqual([2025, '2025-02-01', '2026-01-31']);
  });

  it('is a calendar year when it starts in January', () => {
    const y = schoolYearOf(day('2026-12-31'), 1);
    expect([y.startYear, y.endYear, isoOf(y.start), isoOf(y.end), y.label]).toEqual([2026, 2026, '2026-01-01', '2026-12-31', '2026']);
  });
});
