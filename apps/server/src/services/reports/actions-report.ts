/**
 * The actions report (issue 22, section 1; figures and their definitions: repositories/reports/actions.repository.ts):
 * per month of the school year created, completed, abandoned and overdue at the month's end; per school the year's
 * figures; the median days from creation to completion. With a grade, only the actions about a student of that grade
 * (actions about no student are left out).
 */
import { translate, type TActionsReport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import type { StackedChartData } from '../../lib/pdf/district-report.ts';
import { ACTION_COLORS } from '../../lib/pdf/palette.ts';
import { actionsFigures } from '../../repositories/reports/actions.repository.ts';
import { monthLabel } from './chart-words.ts';
import type { ReportDefinition, ReportScope, ReportTable } from './report-definition.ts';

type MonthRow = TActionsReport['months'][number];
type SchoolRow = TActionsReport['schools'][number];

async function read(ctx: AuthedContext, scope: ReportScope): Promise<TActionsReport> {
  const figures = await actionsFigures(ctx.db, scope);
  return {
    applied: scope.applied,
    median_days_to_complete: figures.median_days_to_complete,
    months: figures.months,
    schools: figures.schools.map(({ id, name, ...counts }) => ({ school: { id, name }, ...counts })),
  };
}

const counts = <R extends { created: number; completed: number; abandoned: number; overdue: number }>(): CsvColumn<R>[] =>
  KEYS.map((key) => ({ key, header: `reports.column.${key}`, value: (r: R) => r[key] }));

function tables(report: TActionsReport): ReportTable[] {
  const months: ReportTable<MonthRow> = {
    title: 'reports.table.actions_by_month',
    columns: [{ key: 'month', header: 'reports.column.month', value: (r) => r.month }, ...counts<MonthRow>()],
    rows: report.months,
  };
  const schools: ReportTable<SchoolRow> = {
    title: 'reports.table.actions_by_school',
    columns: [
      { key: 'school', header: 'reports.column.school', value: (r) => r.school.name },
      ...counts<SchoolRow>(),
      { key: 'median_days_to_complete', header: 'reports.column.median_days_to_complete', value: (r) => r.median_days_to_complete },
    ],
    rows: report.schools,
  };
  return [months, schools] as ReportTable[];
}

const KEYS = ['created', 'completed', 'abandoned', 'overdue'] as const;

/** As the page: the four figures per month as lines. */
function charts(report: TActionsReport, lang: 'en' | 'fr'): StackedChartData[] {
  return [
    {
      title: translate(lang, 'reports.actions.monthsCaption'),
      kind: 'line',
      categories: report.months.map((m) => monthLabel(m.month, lang)),
      series: KEYS.map((k) => ({ label: translate(lang, `reports.actions.${k}`), color: ACTION_COLORS[k], values: report.months.map((m) => m[k]) })),
    },
  ];
}

/** Cacheable: all it reads is counted by the district's tier generation (migrations 0009, 0027, 0028). */
export const actionsReport: ReportDefinition<TActionsReport> = { name: 'actions', read: (ctx, scope) => read(ctx, scope), tables, charts, cacheable: true };
