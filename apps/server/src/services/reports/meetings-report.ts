/**
 * The meetings report (issue 22, section 1; figures and their definitions: repositories/reports/meetings.repository.ts):
 * team meetings held per month and per team board, each board's last meeting, its longest gap and whether that gap
 * kept to the cadence: the district's own (its system page, issue 23 section 4; 42 days, a meeting every 4–6 weeks,
 * by default), read with the scope and named in the answer so the page says the same. A change of the cadence moves
 * the district's generation (migration 0029), so a cached answer never keeps the old one.
 */
import { translate, type TMeetingsReport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { StackedChartData } from '../../lib/pdf/district-report.ts';
import { seriesColor } from '../../lib/pdf/palette.ts';
import { meetingsFigures } from '../../repositories/reports/meetings.repository.ts';
import { monthLabel } from './chart-words.ts';
import type { ReportDefinition, ReportScope, ReportTable } from './report-definition.ts';

type TeamRow = TMeetingsReport['teams'][number];
type MonthRow = TMeetingsReport['months'][number];

async function read(ctx: AuthedContext, scope: ReportScope): Promise<TMeetingsReport> {
  const figures = await meetingsFigures(ctx.db, scope);
  const cadence = scope.cadenceDays;
  return {
    applied: scope.applied,
    cadence_days: cadence,
    months: figures.months,
    teams: figures.teams.map((t) => ({
      board: { id: t.board_id, title: t.title },
      school: t.school_id === null ? null : { id: t.school_id, name: t.school_name ?? '' },
      held: t.held,
      last_held: t.last_held,
      longest_gap_days: t.longest_gap_days,
      on_cadence: t.longest_gap_days <= cadence,
      by_month: t.by_month,
    })),
  };
}

function tables(report: TMeetingsReport): ReportTable[] {
  const months: ReportTable<MonthRow> = {
    title: 'reports.table.meetings_by_month',
    columns: [
      { key: 'month', header: 'reports.column.month', value: (r) => r.month },
      { key: 'held', header: 'reports.column.held', value: (r) => r.held },
    ],
    rows: report.months,
  };
  const teams: ReportTable<TeamRow> = {
    title: 'reports.table.meetings_by_team',
    columns: [
      { key: 'school', header: 'reports.column.school', value: (r) => r.school?.name ?? '' },
      { key: 'board', header: 'reports.column.team_board', value: (r) => r.board.title },
      { key: 'held', header: 'reports.column.held', value: (r) => r.held },
      { key: 'last_held', header: 'reports.column.last_held', value: (r) => r.last_held },
      { key: 'longest_gap_days', header: 'reports.column.longest_gap_days', value: (r) => r.longest_gap_days },
      { key: 'on_cadence', header: 'reports.column.on_cadence', value: (r) => (r.on_cadence ? 'yes' : 'no'), words: 'reports.column.answer' },
      ...report.months.map((m, i) => ({ key: m.month, header: { text: m.month }, value: (r: TeamRow) => r.by_month[i]?.held ?? 0 })),
    ],
    rows: report.teams,
  };
  return [months, teams] as ReportTable[];
}

/** As the page: meetings held per month, plain bars. */
function charts(report: TMeetingsReport, lang: 'en' | 'fr'): StackedChartData[] {
  return [
    {
      title: translate(lang, 'reports.meetings.monthsCaption'),
      categories: report.months.map((m) => monthLabel(m.month, lang)),
      series: [{ label: translate(lang, 'reports.meetings.held'), color: seriesColor(0), values: report.months.map((m) => m.held) }],
    },
  ];
}

/** Cacheable: all it reads is counted by the district's tier generation (migrations 0009, 0027, 0028). */
export const meetingsReport: ReportDefinition<TMeetingsReport> = { name: 'meetings', read: (ctx, scope) => read(ctx, scope), tables, charts, cacheable: true };
