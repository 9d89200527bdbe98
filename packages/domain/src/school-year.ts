/**
 * The school year starts in August (spec section 9) unless the district chose another month
 * (`districts.school_year_start_month`, 1–12, on its system page): when the date's month is that
 * month or later the year runs from this year to the next, otherwise from last year to this one.
 * A year starting in January is a calendar year (its label is one year).
 */
export interface SchoolYear {
  startYear: number;
  endYear: number;
  /** First day of the school year (the 1st of its start month; 1 August by default), UTC. */
  start: Date;
  /** Last day of the school year (the day before the next one starts; 31 July by default), UTC. */
  end: Date;
  label: string;
}

/** The month (1–12) a school year starts in when the district did not choose one: August. */
export const DEFAULT_SCHOOL_YEAR_START_MONTH = 8;

export function schoolYearOf(date: Date, startMonth: number = DEFAULT_SCHOOL_YEAR_START_MONTH): SchoolYear {
  const first = startMonth - 1;
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear();
  const startYear = month >= first ? year : year - 1;
  const endYear = first === 0 ? startYear : startYear + 1;
  return {
    startYear,
    endYear,
    start: new Date(Date.UTC(startYear, first, 1)),
    end: new Date(Date.UTC(startYear + 1, first, 0)),
    label: endYear === startYear ? `${startYear}` : `${startYear}–${endYear}`,
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
