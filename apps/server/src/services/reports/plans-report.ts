/**
 * The support plans report (issue 22, section 1; figures and their definitions: repositories/reports/plans.repository.ts):
 * the school year's active plans, draft or in review, final, with a review overdue, final with signatures missing,
 * per school and over all (the CSV's last line).
 */
import { translate, type TPlansReport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { StackedChartData } from '../../lib/pdf/district-report.ts';
import { PLAN_COLORS } from '../../lib/pdf/palette.ts';
import { plansFigures } from '../../repositories/reports/plans.repository.ts';
import type { ReportDefinition, ReportScope, ReportTable } from './report-definition.ts';

type SchoolRow = TPlansReport['schools'][number];
const COUNTS = ['active', 'final', 'review_overdue', 'signatures_missing'] as const;

async function read(ctx: AuthedContext, scope: ReportScope): Promise<TPlansReport> {
  const figures = await plansFigures(ctx.db, scope);
  return {
    applied: scope.applied,
    totals: figures.totals,
    schools: figures.schools.map(({ id, name, ...counts }) => ({ school: { id, name }, ...counts })),
  };
}

function tables(report: TPlansReport, lang: 'en' | 'fr'): ReportTable[] {
  const all: SchoolRow = { school: { id: 0, name: translate(lang, 'reports.column.all_schools') }, ...report.totals };
  const schools: ReportTable<SchoolRow> = {
    title: 'reports.table.plans_by_school',
    columns: [
      { key: 'school', header: 'reports.column.school', value: (r) => r.school.name },
      ...COUNTS.map((key) => ({ key, header: `reports.column.plans_${key}`, value: (r: SchoolRow) => r[key] })),
    ],
    rows: [...report.schools, all],
  };
  return [schools] as ReportTable[];
}

/** As the page: per school, the four counts side by side (the totals are the table's last line, not a bar). */
function charts(report: TPlansReport, lang: 'en' | 'fr'): StackedChartData[] {
  return [
    {
      title: translate(lang, 'reports.plans.schoolsCaption'),
      kind: 'grouped',
      categories: report.schools.map((s) => s.school.name),
      series: COUNTS.map((k) => ({ label: translate(lang, `reports.plans.${k}`), color: PLAN_COLORS[k], values: report.schools.map((s) => s[k]) })),
    },
  ];
}

/** Cacheable: all it reads is counted by the district's tier generation (migrations 0009, 0027, 0028). */
export const plansReport: ReportDefinition<TPlansReport> = { name: 'plans', read: (ctx, scope) => read(ctx, scope), tables, charts, cacheable: true };
