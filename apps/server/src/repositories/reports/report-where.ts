/**
 * What the supports, actions, meetings, plans and student data reports' statements share (issue 22, section 1):
 * the filters as a repository takes them (the route resolved and checked them: `ReportScope` of
 * services/reports/report-definition.ts has these fields), and the `where` pieces every statement repeats, so
 * each one is kept to the district, the schools, the grade and the school year in the same way.
 */
import { sql, type SQL } from 'drizzle-orm';

export interface ReportWhere {
  districtId: number;
  /** null: every school of the district. */
  schoolIds: number[] | null;
  grade: string | null;
  /** The school year's start year, its first and last day (`YYYY-MM-DD`). */
  schoolYear: number;
  start: string;
  end: string;
  /** Today (`YYYY-MM-DD`, UTC). */
  today: string;
  /** `YYYY-MM` of the year's months up to today's. */
  months: string[];
}

/** A timestamp's calendar day in UTC (whatever the session's time zone). */
export const utcDay = (ts: SQL): SQL => sql`(${ts} at time zone 'UTC')::date`;

/** A day's first instant in UTC, and the next day's: bounds for timestamps (`ts >= dayStart(d) and ts < dayAfter(d)`). */
export const dayStart = (day: string): SQL => sql`(${day}::timestamp at time zone 'UTC')`;
export const dayAfter = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

/** `<alias>.school_id` among the scope's schools (nothing when the whole district is covered). */
export const inSchools = (w: ReportWhere, column: string): SQL => (w.schoolIds === null ? sql`` : sql` and ${sql.raw(column)} = any(${sql.param([...w.schoolIds])}::int[])`);

/** `<alias>.grade` is the grade filter's (nothing without one). */
export const ofGrade = (w: ReportWhere, column: string): SQL => (w.grade === null ? sql`` : sql` and ${sql.raw(column)} = ${w.grade}`);

/** The day the report speaks of: today during the year, the year's last day once it is over. */
export const asOf = (w: ReportWhere): string => (w.today < w.end ? w.today : w.end);

/**
 * The months as a set of rows: `month` (`YYYY-MM`), `first_day` and `next_first` (instants: the month's and the next
 * month's first midnight in UTC, for timestamps) and `last_day` (a date: the month's last day, or today in the current month).
 */
export function monthsOf(w: ReportWhere): SQL {
  return sql`select m.month, m.d at time zone 'UTC' as first_day, (m.d + interval '1 month') at time zone 'UTC' as next_first,
      least((m.d + interval '1 month')::date - 1, ${w.today}::date) as last_day
    from (select x as month, (x || '-01')::timestamp as d from unnest(${sql.param([...w.months])}::text[]) x) m`;
}

/** A json column as both drivers hand it (parsed, or its text). */
export const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The schools a report lists: the district's in the scope, by name. */
export function schoolsOf(w: ReportWhere): SQL {
  return sql`select sc.id, sc.name from schools sc where sc.district_id = ${w.districtId}${inSchools(w, 'sc.id')}`;
}
