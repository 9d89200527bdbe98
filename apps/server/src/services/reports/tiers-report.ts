/**
 * Students by tier over time (issue 22, section 1; `GET /api/v1/reports/tiers/`): the scope's active
 * students in each tier at each month's end of the school year (the current month: now), and per school
 * at the last of those moments. The tier at a moment comes from the boards' placement history
 * (repositories/reports/tiers.repository.ts).
 */
import { translate, type TReportTier, type TTiersReport } from '@ss/domain';
import type { CsvColumn } from '../../lib/csv-export.ts';
import { SERIES_COLORS } from '../../lib/pdf/palette.ts';
import { tierCounts, type TierFilter } from '../../repositories/reports/tiers.repository.ts';
import type { ReportDefinition, ReportScope } from './report-definition.ts';
import { districtTiers, tierLabel } from './report-tiers.ts';

/** The moment a month's figures are taken: its end (the first instant of the next month), or now for the current month. */
export function monthCut(month: string, now: Date): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const end = new Date(Date.UTC(y, m, 1));
  return end > now ? now : end;
}

export const tierFilterOf = (scope: ReportScope, tiers: TReportTier[]): TierFilter => ({
  districtId: scope.districtId,
  schoolIds: scope.schoolIds,
  grade: scope.grade,
  keys: tiers.map((t) => t.key),
  ranks: tiers.map((t) => t.rank),
});

type Counts = TTiersReport['months'][number]['counts'];

/** Every tier's count in the list's order, then the students without a tier (tier_key null); zeros included. */
export function countsOf(tiers: TReportTier[], byRank: Map<number | null, number>): Counts {
  return [...tiers.map((t) => ({ tier_key: t.key as number | null, students: byRank.get(t.rank) ?? 0 })), { tier_key: null, students: byRank.get(null) ?? 0 }];
}

/** Columns of a table of counts: one per tier (its label as the header), then "No tier" and the total. */
export function countColumns<R>(tiers: TReportTier[], lang: 'en' | 'fr', countsOfRow: (row: R) => Counts): CsvColumn<R>[] {
  const at = (row: R, key: number | null) => countsOfRow(row).find((c) => c.tier_key === key)?.students ?? 0;
  return [
    ...tiers.map((t): CsvColumn<R> => ({ key: `tier_${t.key}`, header: { text: tierLabel(t, lang) }, value: (row) => at(row, t.key) })),
    { key: 'no_tier', header: 'reportTables.column.noTier', value: (row) => at(row, null) },
    { key: 'total', header: 'reportTables.column.total', value: (row) => countsOfRow(row).reduce((s, c) => s + c.students, 0) },
  ];
}

export const tiersReport: ReportDefinition<TTiersReport> = {
  name: 'tiers',
  cacheable: true,
  async read(ctx, scope) {
    const now = new Date();
    const tiers = await districtTiers(ctx.db, scope.districtId);
    const cuts = scope.months.map((m) => monthCut(m, now));
    const rows = await tierCounts(ctx.db, tierFilterOf(scope, tiers), cuts);
    const sum = (keep: (r: (typeof rows)[number]) => boolean) => {
      const byRank = new Map<number | null, number>();
      for (const r of rows) if (keep(r)) byRank.set(r.rank, (byRank.get(r.rank) ?? 0) + r.students);
      return byRank;
    };
    const months = scope.months.map((month, i) => ({
      month,
      counts: countsOf(
        tiers,
        sum((r) => r.i === i + 1),
      ),
    }));
    const last = scope.months.length;
    const schools = scope.schools.map((school) => ({
      school,
      counts: countsOf(
        tiers,
        sum((r) => r.i === last && r.school_id === school.id),
      ),
    }));
    return { applied: scope.applied, tiers, months, schools };
  },
  charts(report, lang) {
    const fmt = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    return [
      {
        title: translate(lang, 'reportTables.tiers.byMonth'),
        categories: report.months.map((m) => fmt.format(new Date(`${m.month}-01T00:00:00Z`))),
        series: report.tiers.map((t, i) => ({
          label: tierLabel(t, lang),
          color: SERIES_COLORS[i % SERIES_COLORS.length]!,
          values: report.months.map((m) => m.counts.find((c) => c.tier_key === t.key)?.students ?? 0),
        })),
      },
    ];
  },
  tables(report, lang) {
    type Month = TTiersReport['months'][number];
    type School = TTiersReport['schools'][number];
    return [
      {
        title: 'reportTables.tiers.byMonth',
        columns: [{ key: 'month', header: 'reportTables.column.month', value: (r: Month) => r.month }, ...countColumns<Month>(report.tiers, lang, (r) => r.counts)],
        rows: report.months,
      },
      {
        title: 'reportTables.tiers.bySchool',
        columns: [{ key: 'school', header: 'reportTables.column.school', value: (r: School) => r.school.name }, ...countColumns<School>(report.tiers, lang, (r) => r.counts)],
        rows: report.schools,
      },
    ] as ReturnType<ReportDefinition<TTiersReport>['tables']>;
  },
};
