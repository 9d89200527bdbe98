/**
 * The flow between tiers (issue 22, section 1; `GET /api/v1/reports/tier_flow/?from=&to=`): each scope
 * student's tier at `from` against their tier at `to` (the end of each day; defaults: the school year's
 * first day, and today or the year's last day when it is over): how many moved up (a higher rank), down,
 * stayed, entered a tier (none at `from`) or left one (none at `to`), and the from × to matrix.
 */
import type { TTierFlowReport } from '@ss/domain';
import { fieldError } from '../../lib/errors.ts';
import { MSG, translate } from '@ss/domain';
import { seriesColor } from '../../lib/pdf/palette.ts';
import { tierFlow } from '../../repositories/reports/tiers.repository.ts';
import type { ReportDefinition } from './report-definition.ts';
import { districtTiers, tierLabel } from './report-tiers.ts';
import { tierFilterOf } from './tiers-report.ts';

/** The end of a day (`YYYY-MM-DD`): the first instant of the next, or now when that is later than now. */
export function dayCut(day: string, now: Date): Date {
  const end = new Date(`${day}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return end > now ? now : end;
}

const validDay = (d: string) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;

export const tierFlowReport: ReportDefinition<TTierFlowReport> = {
  name: 'tier_flow',
  cacheable: true,
  async read(ctx, scope, extra) {
    const now = new Date();
    const from = extra.from ?? scope.start;
    const to = extra.to ?? (scope.today < scope.end ? scope.today : scope.end);
    if (!validDay(from)) throw fieldError('from', MSG.invalidValue);
    if (!validDay(to) || to < from) throw fieldError('to', MSG.invalidValue);
    const tiers = await districtTiers(ctx.db, scope.districtId);
    const rows = await tierFlow(ctx.db, tierFilterOf(scope, tiers), dayCut(from, now), dayCut(to, now));
    const keyOf = (rank: number | null) => (rank === null ? null : (tiers[rank]?.key ?? null));
    let up = 0;
    let down = 0;
    let same = 0;
    let entered = 0;
    let left = 0;
    for (const r of rows) {
      if (r.from_rank === null) entered += r.students;
      else if (r.to_rank === null) left += r.students;
      else if (r.to_rank > r.from_rank) up += r.students;
      else if (r.to_rank < r.from_rank) down += r.students;
      else same += r.students;
    }
    const order = (rank: number | null) => (rank === null ? -1 : rank);
    const matrix = [...rows]
      .sort((a, b) => order(a.from_rank) - order(b.from_rank) || order(a.to_rank) - order(b.to_rank))
      .map((r) => ({ from_tier_key: keyOf(r.from_rank), to_tier_key: keyOf(r.to_rank), students: r.students }));
    return { applied: { ...scope.applied, from, to }, tiers, up, down, same, entered, left, matrix };
  },
  /** As the page: the five figures as plain bars. */
  charts(report, lang) {
    const keys = ['up', 'down', 'same', 'entered', 'left'] as const;
    return [
      {
        title: translate(lang, 'reports.flow.title'),
        categories: keys.map((k) => translate(lang, `reports.flow.${k}`)),
        series: [{ label: translate(lang, 'reports.flow.students'), color: seriesColor(0), values: keys.map((k) => report[k]) }],
      },
    ];
  },
  tables(report, lang) {
    const none = translate(lang, 'reportTables.column.noTier');
    const label = (key: number | null, none: string) => {
      const t = report.tiers.find((x) => x.key === key);
      return t ? tierLabel(t, lang) : none;
    };
    type Move = { movement: string; students: number };
    type Cell = TTierFlowReport['matrix'][number];
    const moves: Move[] = (['up', 'down', 'same', 'entered', 'left'] as const).map((m) => ({ movement: m, students: report[m] }));
    return [
      {
        title: 'reportTables.tierFlow.summary',
        columns: [
          { key: 'movement', header: 'reportTables.column.movement', value: (r: Move) => r.movement, words: 'reportTables.movement' },
          { key: 'students', header: 'reportTables.column.students', value: (r: Move) => r.students },
        ],
        rows: moves,
      },
      {
        title: 'reportTables.tierFlow.matrix',
        columns: [
          { key: 'from_tier', header: 'reportTables.column.fromTier', value: (r: Cell) => label(r.from_tier_key, none) },
          { key: 'to_tier', header: 'reportTables.column.toTier', value: (r: Cell) => label(r.to_tier_key, none) },
          { key: 'students', header: 'reportTables.column.students', value: (r: Cell) => r.students },
        ],
        rows: report.matrix,
      },
    ] as ReturnType<ReportDefinition<TTierFlowReport>['tables']>;
  },
};
