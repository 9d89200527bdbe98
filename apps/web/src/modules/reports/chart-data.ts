/**
 * The reports' chart rows, series and text alternatives, built from the agreed report shapes
 * (`@ss/domain/contracts/reports`) and nothing else: pure, so each is checked by a unit test. A chart's
 * rows carry a `label` (its category: a month, a school, a support) and one number per series name.
 */
import type {
  TActionsReport,
  TMeetingsReport,
  TPlansReport,
  TReportTier,
  TStudentDataReport,
  TSupportsReport,
  TTierFlowReport,
  TTiersReport,
  TUnsupportedReport,
} from '@ss/domain/contracts/reports';
import { SUPPORT_PROGRESS_OUTCOMES } from '@ss/domain/contracts/reports';
import { formatAdministration, formatMonth, formatValue, inLanguage, tierLabel, type Lang } from './format.ts';
import { ACTION_COLORS, OUTCOME_COLORS, PLAN_COLORS, UNSUPPORTED_COLORS, seriesColor, tierColor } from './palette.ts';

/** i18next's `t`, as far as these builders use it. */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface Series {
  name: string;
  label: string;
  color: string;
}
export type Row = { label: string } & Record<string, string | number>;
export interface Chart {
  rows: Row[];
  series: Series[];
}

type TierCounts = { tier_key: number | null; students: number }[];

/** A tier's series name: `t<key>`, `none` for students on no tier category. */
export const tierKeyName = (key: number | null) => (key === null ? 'none' : `t${key}`);

const countOf = (counts: TierCounts, key: number | null) => counts.find((c) => c.tier_key === key)?.students ?? 0;

/** The tiers in the district's order, and "no tier" last when some count holds it. */
export function tierColumns(tiers: TReportTier[], counts: TierCounts[]): (TReportTier | null)[] {
  const withNone = counts.some((c) => countOf(c, null) > 0);
  return [...[...tiers].sort((a, b) => a.rank - b.rank), ...(withNone ? [null] : [])];
}

const tierSeries = (columns: (TReportTier | null)[], lang: Lang, t: Translate): Series[] =>
  columns.map((tier) => ({ name: tierKeyName(tier?.key ?? null), label: tierLabel(tier ?? undefined, lang, t('reports.noTier')), color: tierColor(tier?.rank ?? null) }));

const tierValues = (columns: (TReportTier | null)[], counts: TierCounts) =>
  Object.fromEntries(columns.map((tier) => [tierKeyName(tier?.key ?? null), countOf(counts, tier?.key ?? null)]));

/** Students by tier at each month's end: one stacked bar per month. */
export function tiersChart(report: TTiersReport, lang: Lang, t: Translate): Chart & { columns: (TReportTier | null)[] } {
  const columns = tierColumns(report.tiers, [...report.months.map((m) => m.counts), ...report.schools.map((s) => s.counts)]);
  return {
    columns,
    series: tierSeries(columns, lang, t),
    rows: report.months.map((m) => ({ label: formatMonth(m.month, lang), ...tierValues(columns, m.counts) })),
  };
}

/** The per-school table of the tiers report (at the last month's end), with each row's total. */
export function tiersBySchool(report: TTiersReport, columns: (TReportTier | null)[]) {
  return report.schools.map((s) => {
    const values = columns.map((tier) => countOf(s.counts, tier?.key ?? null));
    return { school: s.school, values, total: values.reduce((a, b) => a + b, 0) };
  });
}

const tierList = (columns: (TReportTier | null)[], counts: TierCounts, lang: Lang, t: Translate) =>
  columns.map((tier) => `${tierLabel(tier ?? undefined, lang, t('reports.noTier'))} ${formatValue(countOf(counts, tier?.key ?? null), lang)}`).join(', ');

/** "Students by tier, August to November 2026: August 2026, Tier 1 120, Tier 2 30; November 2026, …" (the first and last months). */
export function tiersSummary(report: TTiersReport, lang: Lang, t: Translate): string {
  const { columns } = tiersChart(report, lang, t);
  const months = report.months;
  if (months.length === 0) return t('reports.tiers.summaryEmpty');
  const first = months[0]!;
  const last = months[months.length - 1]!;
  const at = (m: (typeof months)[number]) => `${formatMonth(m.month, lang, 'long')}, ${tierList(columns, m.counts, lang, t)}`;
  return t('reports.tiers.summary', {
    from: formatMonth(first.month, lang, 'long'),
    to: formatMonth(last.month, lang, 'long'),
    details: months.length === 1 ? at(first) : `${at(first)}; ${at(last)}`,
  });
}

export const FLOW_KEYS = ['up', 'down', 'same', 'entered', 'left'] as const;

/** The tier flow's five figures as one bar each. */
export function flowChart(report: TTierFlowReport, t: Translate): Chart {
  return {
    series: [{ name: 'students', label: t('reports.flow.students'), color: seriesColor(0) }],
    rows: FLOW_KEYS.map((k) => ({ label: t(`reports.flow.${k}`), students: report[k] })),
  };
}

/** The from × to matrix: the tiers present on either side (in the district's order, "no tier" last) and each cell's students. */
export function flowMatrix(report: TTierFlowReport) {
  const used = new Set(report.matrix.filter((c) => c.students > 0).flatMap((c) => [c.from_tier_key, c.to_tier_key]));
  const keys: (TReportTier | null)[] = [...[...report.tiers].sort((a, b) => a.rank - b.rank), ...(used.has(null) ? [null] : [])];
  const cell = (from: number | null, to: number | null) => report.matrix.find((c) => c.from_tier_key === from && c.to_tier_key === to)?.students ?? 0;
  return { keys, cell };
}

export function flowSummary(report: TTierFlowReport, lang: Lang, t: Translate, day: (d: string) => string): string {
  const n = (v: number) => formatValue(v, lang);
  return t('reports.flow.summary', {
    from: day(report.applied.from),
    to: day(report.applied.to),
    up: n(report.up),
    down: n(report.down),
    same: n(report.same),
    entered: n(report.entered),
    left: n(report.left),
  });
}

/** Tier 2–3 per school: the supported and the unsupported students stacked. */
export function unsupportedChart(report: TUnsupportedReport, t: Translate): Chart {
  return {
    series: [
      { name: 'unsupported', label: t('reports.unsupported.unsupported'), color: UNSUPPORTED_COLORS.unsupported },
      { name: 'supported', label: t('reports.unsupported.supported'), color: UNSUPPORTED_COLORS.supported },
    ],
    rows: report.schools.map((s) => ({ label: s.school.name, unsupported: s.unsupported, supported: Math.max(0, s.tiered - s.unsupported) })),
  };
}

export function unsupportedSummary(report: TUnsupportedReport, lang: Lang, t: Translate): string {
  const n = (v: number) => formatValue(v, lang);
  const schools = report.schools.map((s) => t('reports.unsupported.schoolPart', { school: s.school.name, unsupported: n(s.unsupported), tiered: n(s.tiered) })).join('; ');
  return t('reports.unsupported.summary', { unsupported: n(report.total_unsupported), tiered: n(report.total_tiered), schools });
}

/** Supports by type: given and active now, side by side. */
export function supportTypesChart(report: TSupportsReport, t: Translate): Chart {
  return {
    series: [
      { name: 'given', label: t('reports.supports.given'), color: seriesColor(0) },
      { name: 'active', label: t('reports.supports.active'), color: seriesColor(1) },
    ],
    rows: report.by_type.map((r) => ({ label: t(`studentSupports.type.${r.type}`), given: r.given, active: r.active })),
  };
}

/** Supports given by focus area, most first. */
export function focusAreasChart(report: TSupportsReport, lang: Lang, t: Translate): Chart {
  return {
    series: [{ name: 'given', label: t('reports.supports.given'), color: seriesColor(0) }],
    rows: [...report.by_focus_area].sort((a, b) => b.given - a.given).map((r) => ({ label: inLanguage(lang, r.label_en, r.label_fr), given: r.given })),
  };
}

/** Outcomes per support: one stacked horizontal bar a support, the five outcomes in their order. */
export function outcomesChart(report: TSupportsReport, lang: Lang, t: Translate): Chart {
  return {
    series: SUPPORT_PROGRESS_OUTCOMES.map((o) => ({ name: o, label: t(`reports.outcome.${o}`), color: OUTCOME_COLORS[o] })),
    rows: report.outcomes.map((r) => ({ label: inLanguage(lang, r.name_en, r.name_fr), ...Object.fromEntries(SUPPORT_PROGRESS_OUTCOMES.map((o) => [o, r[o]])) })),
  };
}

export function supportsSummary(report: TSupportsReport, lang: Lang, t: Translate): string {
  const n = (v: number) => formatValue(v, lang);
  const types = report.by_type.map((r) => `${t(`studentSupports.type.${r.type}`)} ${n(r.given)}`).join(', ');
  const sum = (o: (typeof SUPPORT_PROGRESS_OUTCOMES)[number]) => report.outcomes.reduce((a, r) => a + r[o], 0);
  const outcomes = SUPPORT_PROGRESS_OUTCOMES.map((o) => `${t(`reports.outcome.${o}`)} ${n(sum(o))}`).join(', ');
  return t('reports.supports.summary', { total: n(report.total), types, outcomes });
}

export const ACTION_KEYS = ['created', 'completed', 'abandoned', 'overdue'] as const;

/** Actions per month: created, completed, abandoned in it, overdue at its end. */
export function actionsChart(report: TActionsReport, lang: Lang, t: Translate): Chart {
  return {
    series: ACTION_KEYS.map((k) => ({ name: k, label: t(`reports.actions.${k}`), color: ACTION_COLORS[k] })),
    rows: report.months.map((m) => ({ label: formatMonth(m.month, lang), created: m.created, completed: m.completed, abandoned: m.abandoned, overdue: m.overdue })),
  };
}

export function actionsSummary(report: TActionsReport, lang: Lang, t: Translate): string {
  const n = (v: number) => formatValue(v, lang);
  const total = (k: (typeof ACTION_KEYS)[number]) => report.months.reduce((a, m) => a + m[k], 0);
  const last = report.months[report.months.length - 1];
  return t('reports.actions.summary', {
    created: n(total('created')),
    completed: n(total('completed')),
    abandoned: n(total('abandoned')),
    overdue: n(last?.overdue ?? 0),
    median: report.median_days_to_complete === null ? t('reports.none') : t('reports.days', { count: n(report.median_days_to_complete) }),
  });
}

/** Meetings held per month. */
export function meetingsChart(report: TMeetingsReport, lang: Lang, t: Translate): Chart {
  return {
    series: [{ name: 'held', label: t('reports.meetings.held'), color: seriesColor(0) }],
    rows: report.months.map((m) => ({ label: formatMonth(m.month, lang), held: m.held })),
  };
}

export function meetingsSummary(report: TMeetingsReport, lang: Lang, t: Translate): string {
  const n = (v: number) => formatValue(v, lang);
  return t('reports.meetings.summary', {
    held: n(report.months.reduce((a, m) => a + m.held, 0)),
    teams: n(report.teams.length),
    onCadence: n(report.teams.filter((x) => x.on_cadence).length),
    days: n(report.cadence_days),
  });
}

export const PLAN_KEYS = ['active', 'final', 'review_overdue', 'signatures_missing'] as const;

/** Support plans per school, the four counts side by side. */
export function plansChart(report: TPlansReport, t: Translate): Chart {
  return {
    series: PLAN_KEYS.map((k) => ({ name: k, label: t(`reports.plans.${k}`), color: PLAN_COLORS[k] })),
    rows: report.schools.map((s) => ({ label: s.school.name, active: s.active, final: s.final, review_overdue: s.review_overdue, signatures_missing: s.signatures_missing })),
  };
}

export function plansSummary(report: TPlansReport, lang: Lang, t: Translate): string {
  const n = (v: number) => formatValue(v, lang);
  return t('reports.plans.summary', {
    active: n(report.totals.active),
    final: n(report.totals.final),
    review_overdue: n(report.totals.review_overdue),
    signatures_missing: n(report.totals.signatures_missing),
  });
}

type Measure = TStudentDataReport['measures'][number];

/** The distinct options of a choice measure over its administrations, in the order they first come. */
export const measureOptions = (m: Measure) => [...new Set(m.administrations.flatMap((a) => a.options.map((o) => o.label)))];

/** A number measure: its quartiles per administration as lines (first quartile, median, third quartile); a choice measure: its options stacked. */
export function measureChart(m: Measure, lang: Lang, t: Translate): Chart & { kind: 'numbers' | 'options' } {
  const label = (a: Measure['administrations'][number]) => formatAdministration(a.administration, lang);
  if (m.result_type === 'manual') {
    return {
      kind: 'numbers',
      series: [
        { name: 'q1', label: t('reports.data.q1'), color: seriesColor(1) },
        { name: 'median', label: t('reports.data.median'), color: seriesColor(0) },
        { name: 'q3', label: t('reports.data.q3'), color: seriesColor(2) },
      ],
      rows: m.administrations.filter((a) => a.numbers).map((a) => ({ label: label(a), q1: a.numbers!.q1, median: a.numbers!.median, q3: a.numbers!.q3 })),
    };
  }
  const options = measureOptions(m);
  return {
    kind: 'options',
    series: options.map((o, i) => ({ name: `o${i}`, label: o, color: seriesColor(i) })),
    rows: m.administrations.map((a) => ({ label: label(a), ...Object.fromEntries(options.map((o, i) => [`o${i}`, a.options.find((x) => x.label === o)?.results ?? 0])) })),
  };
}

export function measureSummary(m: Measure, lang: Lang, t: Translate): string {
  const n = (v: number) => formatValue(v, lang);
  const parts = m.administrations.map((a) => {
    const when = formatAdministration(a.administration, lang);
    if (a.numbers) return t('reports.data.summaryNumbers', { when, results: n(a.results), median: n(a.numbers.median), q1: n(a.numbers.q1), q3: n(a.numbers.q3) });
    return `${when}: ${a.options.map((o) => `${o.label} ${n(o.results)}`).join(', ')}`;
  });
  return t('reports.data.summary', { measure: m.name, details: parts.join('; ') });
}

/** Whether a report has anything to draw (else the section says "No data for these filters"). */
export const isEmpty = {
  tiers: (r: TTiersReport) => r.months.every((m) => m.counts.every((c) => c.students === 0)) && r.schools.every((s) => s.counts.every((c) => c.students === 0)),
  tier_flow: (r: TTierFlowReport) => r.up + r.down + r.same + r.entered + r.left === 0,
  unsupported: (r: TUnsupportedReport) => r.total_tiered === 0,
  supports: (r: TSupportsReport) => r.total === 0 && r.outcomes.length === 0,
  actions: (r: TActionsReport) => r.months.every((m) => m.created + m.completed + m.abandoned + m.overdue === 0),
  meetings: (r: TMeetingsReport) => r.teams.length === 0 && r.months.every((m) => m.held === 0),
  plans: (r: TPlansReport) => Object.values(r.totals).every((v) => v === 0),
  student_data: (r: TStudentDataReport) => r.measures.every((m) => m.administrations.every((a) => a.results === 0)),
};
