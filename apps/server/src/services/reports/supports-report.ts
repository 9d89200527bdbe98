/**
 * The supports report (issue 22, section 1; figures: repositories/reports/supports.repository.ts): supports given
 * during the school year by type (given; active at the report's day, today during the year), by focus area (the
 * focus-area list that applies: the one school's when the scope is one school, else the district's, in its order;
 * its active items always, with 0, and any other key supports given hold after them) and their outcomes per network
 * support (one-offs by name and type), most given first.
 */
import { SUPPORT_PROGRESS_OUTCOMES, SUPPORT_TYPES, translate, type SupportType, type TSupportsReport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import type { CsvColumn } from '../../lib/csv-export.ts';
import type { StackedChartData } from '../../lib/pdf/district-report.ts';
import { OUTCOME_COLORS, seriesColor } from '../../lib/pdf/palette.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { supportsFigures } from '../../repositories/reports/supports.repository.ts';
import { FOCUS, keyOf } from '../support-network/support-keys.ts';
import type { ReportDefinition, ReportScope, ReportTable } from './report-definition.ts';

type FocusRow = TSupportsReport['by_focus_area'][number];
type OutcomeRow = TSupportsReport['outcomes'][number];
type TypeRow = TSupportsReport['by_type'][number];

async function focusAreas(
  ctx: AuthedContext,
  scope: ReportScope,
  counted: { key: number; given: number; label_en: string | null; label_fr: string | null }[],
): Promise<FocusRow[]> {
  const at = scope.schoolIds?.length === 1 ? { schoolId: scope.schoolIds[0]! } : { districtId: scope.districtId };
  const list = await effectiveList(ctx.db, FOCUS, at, { activeOnly: false });
  const given = new Map(counted.map((c) => [c.key, c]));
  const rows: FocusRow[] = [];
  const listed = new Set<number>();
  for (const item of list.items) {
    const key = keyOf(item);
    const n = given.get(key)?.given ?? 0;
    if (listed.has(key) || (!item.active && n === 0)) continue;
    listed.add(key);
    rows.push({ key, label_en: item.label_en, label_fr: item.label_fr, given: n });
  }
  const others = counted
    .filter((c) => !listed.has(c.key))
    .map((c) => ({ key: c.key, label_en: c.label_en ?? '', label_fr: c.label_fr ?? '', given: c.given }))
    .sort((a, b) => a.label_en.localeCompare(b.label_en) || a.key - b.key);
  return [...rows, ...others];
}

async function read(ctx: AuthedContext, scope: ReportScope): Promise<TSupportsReport> {
  const figures = await supportsFigures(ctx.db, scope);
  const byType = new Map(figures.by_type.map((t) => [t.type, t]));
  return {
    applied: scope.applied,
    total: figures.total,
    by_type: SUPPORT_TYPES.map((type: SupportType) => ({ type, given: byType.get(type)?.given ?? 0, active: byType.get(type)?.active ?? 0 })),
    by_focus_area: await focusAreas(ctx, scope, figures.by_focus_area),
    outcomes: figures.outcomes,
  };
}

const h = (key: string) => `reports.column.${key}`;
const labelIn = (lang: 'en' | 'fr', r: { label_en: string; label_fr: string }) => (lang === 'fr' ? r.label_fr || r.label_en : r.label_en || r.label_fr);
const nameIn = (lang: 'en' | 'fr', r: { name_en: string; name_fr: string }) => (lang === 'fr' ? r.name_fr || r.name_en : r.name_en || r.name_fr);
const outcomeColumn = (key: keyof OutcomeRow & string): CsvColumn<OutcomeRow> => ({ key, header: h(key), value: (r) => r[key] });

function tables(report: TSupportsReport, lang: 'en' | 'fr'): ReportTable[] {
  const byType: ReportTable<TypeRow> = {
    title: 'reports.table.supports_by_type',
    columns: [
      { key: 'type', header: h('support_type'), value: (r) => r.type, words: 'studentSupports.type' },
      { key: 'given', header: h('given'), value: (r) => r.given },
      { key: 'active', header: h('active_supports'), value: (r) => r.active },
    ],
    rows: report.by_type,
  };
  const byFocus: ReportTable<FocusRow> = {
    title: 'reports.table.supports_by_focus_area',
    columns: [
      { key: 'focus_area', header: h('focus_area'), value: (r) => labelIn(lang, r) },
      { key: 'given', header: h('given'), value: (r) => r.given },
    ],
    rows: report.by_focus_area,
  };
  const outcomes: ReportTable<OutcomeRow> = {
    title: 'reports.table.supports_outcomes',
    columns: [
      { key: 'support', header: h('support'), value: (r) => nameIn(lang, r) },
      { key: 'type', header: h('support_type'), value: (r) => r.type, words: 'studentSupports.type' },
      { key: 'level', header: h('network'), value: (r) => (r.support_id === null ? 'one_off' : 'network'), words: 'reports.column.kind' },
      outcomeColumn('given'),
      outcomeColumn('goal_reached'),
      outcomeColumn('on_track'),
      outcomeColumn('not_on_track'),
      outcomeColumn('no_recent_data'),
      outcomeColumn('not_monitored'),
    ],
    rows: report.outcomes,
  };
  return [byType, byFocus, outcomes] as ReportTable[];
}

/** As the page: by type given and active side by side; by focus area, most given first; each support's outcomes stacked. */
function charts(report: TSupportsReport, lang: 'en' | 'fr'): StackedChartData[] {
  const focus = [...report.by_focus_area].sort((a, b) => b.given - a.given);
  return [
    {
      title: translate(lang, 'reports.supports.byType'),
      kind: 'grouped',
      categories: report.by_type.map((r) => translate(lang, `studentSupports.type.${r.type}`)),
      series: [
        { label: translate(lang, 'reports.supports.given'), color: seriesColor(0), values: report.by_type.map((r) => r.given) },
        { label: translate(lang, 'reports.supports.active'), color: seriesColor(1), values: report.by_type.map((r) => r.active) },
      ],
    },
    {
      title: translate(lang, 'reports.supports.byFocusArea'),
      horizontal: true,
      categories: focus.map((r) => labelIn(lang, r)),
      series: [{ label: translate(lang, 'reports.supports.given'), color: seriesColor(0), values: focus.map((r) => r.given) }],
    },
    {
      title: translate(lang, 'reports.supports.outcomes'),
      horizontal: true,
      categories: report.outcomes.map((r) => nameIn(lang, r)),
      series: SUPPORT_PROGRESS_OUTCOMES.map((o) => ({ label: translate(lang, `reports.outcome.${o}`), color: OUTCOME_COLORS[o], values: report.outcomes.map((r) => r[o]) })),
    },
  ];
}

/** Cacheable: all it reads is counted by the district's tier generation (migrations 0009, 0027, 0028). */
export const supportsReport: ReportDefinition<TSupportsReport> = { name: 'supports', read: (ctx, scope) => read(ctx, scope), tables, charts, cacheable: true };
