/**
 * What a district report is (issue 22, section 1): one entry of the reports registry
 * (`services/reports/registry.ts`), from which the routes `GET /api/v1/reports/<name>/` and
 * `…/<name>/export/?format=csv` are made, and the whole report's PDF (`/api/v1/reports/export/?format=pdf`).
 * The route resolves the filters and checks access once (`resolveReportScope`); a report reads only
 * inside the scope it is handed, so it never holds another district's rows.
 */
import type { ReportName, TReportApplied } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import type { StackedChartData } from '../../lib/pdf/district-report.ts';

export interface ReportScope {
  districtId: number;
  /** The schools covered: the school filter's one, a district staff member's own, or null for all of the district's. */
  schoolIds: number[] | null;
  /** The schools covered (every school of `schoolIds`, or all of the district's the caller may see), by name. */
  schools: { id: number; name: string }[];
  grade: string | null;
  /** The school year's start year (2026 for 2026–2027), its first and last day (`YYYY-MM-DD`). */
  schoolYear: number;
  start: string;
  end: string;
  /** Today (`YYYY-MM-DD`, UTC): the year's months run from its start month (August unless the district chose another) to the earlier of its last month and this one. */
  today: string;
  /** `YYYY-MM` of each month of the year up to today's, oldest first. */
  months: string[];
  /** Days between a team's meetings the district expects at most (its system page; 42 by default): the meetings report's cadence. */
  cadenceDays: number;
  /** Whether the caller may see the names of the scope's students (the unsupported list). */
  seesStudents: boolean;
  applied: TReportApplied;
  /** The district's tier generation, read with the scope (report-cache.ts): not a filter. */
  generation: number;
}

/** One table of a report's CSV: its rows and columns (headers are catalogue keys). */
export interface ReportTable<R = unknown> {
  /** A catalogue key naming the table (a CSV with several tables writes it on a line of its own before each). */
  title: string;
  columns: CsvColumn<R>[];
  rows: R[];
}

export interface ReportDefinition<T> {
  name: ReportName;
  /** The report's own query fields beyond the common filters (the tier flow's from/to), already validated. */
  read(ctx: AuthedContext, scope: ReportScope, extra: { from?: string; to?: string }): Promise<T>;
  /** The report as tables, for its CSV and the PDF's data tables; `lang` for words in cells (tier labels). */
  tables(report: T, lang: 'en' | 'fr'): ReportTable[];
  /**
   * True when everything the report reads is counted by the district's tier generation (students, teachers,
   * schools, configuration lists, boards, categories, rules, placements, moves, supports given): its answers
   * are then kept per server copy until that generation moves (report-cache.ts). Leave it out otherwise.
   */
  cacheable?: boolean;
  /** The report's charts for the PDF, the same the page draws (series, categories, words in `lang`), drawn as vectors: stacked or grouped bars, or lines. */
  charts?(report: T, lang: 'en' | 'fr'): StackedChartData[];
}

/** A table of typed rows as the registry holds it (its columns read rows of one shape). */
export const reportTable = <R>(table: ReportTable<R>): ReportTable => table as unknown as ReportTable;
