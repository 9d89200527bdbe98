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
