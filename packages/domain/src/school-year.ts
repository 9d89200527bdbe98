/**
 * The school year starts in August (spec section 9): when the month index
 * (January = 0) is greater than 6 the year runs from this year to the next,
 * otherwise from last year to this one.
 */
export interface SchoolYear {
  startYear: number;
  endYear: number;
  /** First day of the school year (1 August), UTC. */
  start: Date;
  /** Last day of the school year (31 July), UTC. */
  end: Date;
  label: string;
}

export function schoolYearOf(date: Date): SchoolYear {
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  const startYear = month > 6 ? year : year - 1;
  return {
    startYear,
    endYear: startYear + 1,
    start: new Date(Date.UTC(startYear, 7, 1)),
    end: new Date(Date.UTC(startYear + 1, 6, 31)),
    label: `${startYear}–${startYear + 1}`,
  };
}

/**
 * Whether a result point lies after `today` (UTC): a month of a school year once that month has
 * begun counts as now (results are entered during the month); a point without a month (a label
 * such as "Fall") is in the future only when its whole school year is.
 */
export function isFuturePoint(schoolYear: number, month: number | null, today: Date): boolean {
  const current = schoolYearOf(today).startYear;
  if (schoolYear > current) return true;
  if (month === null || month < 0) return false;
  const year = month > 6 ? schoolYear : schoolYear + 1;
  return year * 12 + month > today.getUTCFullYear() * 12 + today.getUTCMonth();
}
