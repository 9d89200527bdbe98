import { describe, expect, it } from 'vitest';
import type { TActionsReport, TReportApplied, TStudentDataReport, TSupportsReport, TTierFlowReport, TTiersReport, TUnsupportedReport } from '@ss/domain/contracts/reports';
import {
  actionsChart,
  actionsSummary,
  flowMatrix,
  flowSummary,
  isEmpty,
  measureChart,
  measureSummary,
  outcomesChart,
  tierKeyName,
  tiersBySchool,
  tiersChart,
  tiersSummary,
  unsupportedChart,
  unsupportedSummary,
  type Translate,
} from './chart-data.ts';
import { OUTCOME_COLORS, tierColor } from './palette.ts';

/** A `t` that shows the key and its values, so a test sees what was asked for. */
const t: Translate = (key, vars) =>
  vars
    ? `${key}(${Object.entries(vars)
        .map(([k, v]) => `${k}=${v}`)
        .join('|')})`
    : key;

const applied: TReportApplied = {
  district: { id: 1, name: 'North' },
  school: null,
  grade: null,
  school_year: 2026,
  school_year_label: '2026–2027',
  start: '2026-08-01',
  end: '2027-07-31',
};
const tiers = [
  { key: 20, rank: 1, label_en: 'Tier 2', label_fr: 'Palier 2', color: 'red' },
  { key: 10, rank: 0, label_en: 'Tier 1', label_fr: 'Palier 1', color: 'green' },
];

describe('students by tier', () => {
  const report: TTiersReport = {
    applied,
    tiers,
    months: [
      {
        month: '2026-08',
        counts: [
          { tier_key: 10, students: 120 },
          { tier_key: 20, students: 30 },
        ],
      },
      { month: '2026-09', counts: [{ tier_key: 10, students: 118 }] },
      {
        month: '2026-11',
        counts: [
          { tier_key: 10, students: 1100 },
          { tier_key: 20, students: 35 },
          { tier_key: null, students: 4 },
        ],
      },
    ],
    schools: [{ school: { id: 5, name: 'Aspen' }, counts: [{ tier_key: 20, students: 7 }] }],
  };

  it('stacks one bar a month, tiers in the district’s order, missing counts as 0, and “no tier” last when some student has none', () => {
    const chart = tiersChart(report, 'en', t);
    expect(chart.series.map((s) => [s.name, s.label])).toEqual([
      ['t10', 'Tier 1'],
      ['t20', 'Tier 2'],
      ['none', 'reports.noTier'],
    ]);
    expect(chart.series.map((s) => s.color)).toEqual([tierColor(0), tierColor(1), tierColor(null)]);
    expect(chart.rows).toEqual([
      { label: 'Aug 2026', t10: 120, t20: 30, none: 0 },
      { label: 'Sep 2026', t10: 118, t20: 0, none: 0 },
      { label: 'Nov 2026', t10: 1100, t20: 35, none: 4 },
    ]);
    expect(tierKeyName(null)).toBe('none');
  });

  it('counts each school per tier with its total', () => {
    const { columns } = tiersChart(report, 'fr', t);
    expect(tiersBySchool(report, columns)).toEqual([{ school: { id: 5, name: 'Aspen' }, values: [0, 7, 0], total: 7 }]);
  });

  it('summarises the first and last months for the chart’s accessible name, in French numbers', () => {
    const text = tiersSummary(report, 'fr', t).replace(/[\u00a0\u202f]/g, ' ');
    expect(text).toBe(
      'reports.tiers.summary(from=août 2026|to=novembre 2026|details=août 2026, Palier 1 120, Palier 2 30, reports.noTier 0; novembre 2026, Palier 1 1 100, Palier 2 35, reports.noTier 4)',
    );
  });

  it('is empty when no student is counted', () => {
    expect(isEmpty.tiers(report)).toBe(false);
    expect(isEmpty.tiers({ ...report, months: [{ month: '2026-08', counts: [{ tier_key: 10, students: 0 }] }], schools: [] })).toBe(true);
  });
});

describe('tier flow', () => {
  const report: TTierFlowReport = {
    applied: { ...applied, from: '2026-08-01', to: '2026-11-27' },
    tiers,
    up: 3,
    down: 1,
    same: 40,
    entered: 2,
    left: 0,
    matrix: [
      { from_tier_key: 10, to_tier_key: 20, students: 3 },
      { from_tier_key: 20, to_tier_key: 10, students: 1 },
      { from_tier_key: 10, to_tier_key: 10, students: 40 },
      { from_tier_key: null, to_tier_key: 20, students: 2 },
    ],
  };

  it('lays the matrix out with the tiers in order, “no tier” when used, and 0 for the empty cells', () => {
    const { keys, cell } = flowMatrix(report);
    expect(keys.map((k) => k?.key ?? null)).toEqual([10, 20, null]);
    expect(cell(10, 20)).toBe(3);
    expect(cell(20, 20)).toBe(0);
    expect(cell(null, 20)).toBe(2);
    expect(flowMatrix({ ...report, matrix: report.matrix.slice(0, 3) }).keys.map((k) => k?.key ?? null)).toEqual([10, 20]);
  });

  it('says the five figures between the two dates', () => {
    expect(flowSummary(report, 'en', t, (d) => `[${d}]`)).toBe('reports.flow.summary(from=[2026-08-01]|to=[2026-11-27]|up=3|down=1|same=40|entered=2|left=0)');
  });
});

describe('tier 2–3 with no support', () => {
  const report: TUnsupportedReport = {
    applied,
    tiers,
    total_tiered: 12,
    total_unsupported: 5,
    schools: [
      { school: { id: 5, name: 'Aspen' }, tiered: 8, unsupported: 4 },
      { school: { id: 6, name: 'Birch' }, tiered: 4, unsupported: 1 },
    ],
    names_hidden: true,
    students: [],
  };

  it('stacks the unsupported over the supported students of each school', () => {
    expect(unsupportedChart(report, t).rows).toEqual([
      { label: 'Aspen', unsupported: 4, supported: 4 },
      { label: 'Birch', unsupported: 1, supported: 3 },
    ]);
  });

  it('summarises the totals and each school', () => {
    expect(unsupportedSummary(report, 'en', t)).toBe(
      'reports.unsupported.summary(unsupported=5|tiered=12|schools=reports.unsupported.schoolPart(school=Aspen|unsupported=4|tiered=8); reports.unsupported.schoolPart(school=Birch|unsupported=1|tiered=4))',
    );
  });
});

describe('supports’ outcomes', () => {
  const report: TSupportsReport = {
    applied,
    total: 9,
    by_type: [{ type: 'intervention', given: 9, active: 6 }],
    by_focus_area: [],
    outcomes: [
      {
        support_id: 1,
        name_en: 'Reading group',
        name_fr: 'Groupe de lecture',
        type: 'intervention',
        given: 9,
        goal_reached: 2,
        on_track: 3,
        not_on_track: 1,
        no_recent_data: 1,
        not_monitored: 2,
      },
    ],
  };

  it('stacks the five outcomes in their order, each with its colour, the support named in the reader’s language', () => {
    const chart = outcomesChart(report, 'fr', t);
    expect(chart.series.map((s) => s.name)).toEqual(['goal_reached', 'on_track', 'not_on_track', 'no_recent_data', 'not_monitored']);
    expect(chart.series[2]!.color).toBe(OUTCOME_COLORS.not_on_track);
    expect(chart.rows).toEqual([{ label: 'Groupe de lecture', goal_reached: 2, on_track: 3, not_on_track: 1, no_recent_data: 1, not_monitored: 2 }]);
  });
});

describe('actions', () => {
  const report: TActionsReport = {
    applied,
    median_days_to_complete: 12.5,
    months: [
      { month: '2026-09', created: 10, completed: 4, abandoned: 1, overdue: 2 },
      { month: '2026-10', created: 6, completed: 7, abandoned: 0, overdue: 3 },
    ],
    schools: [],
  };

  it('draws one point a month per count', () => {
    expect(actionsChart(report, 'en', t).rows[1]).toEqual({ label: 'Oct 2026', created: 6, completed: 7, abandoned: 0, overdue: 3 });
  });

  it('sums the year, takes the overdue at the last month’s end, and writes the median in the reader’s language', () => {
    expect(actionsSummary(report, 'fr', t)).toBe('reports.actions.summary(created=16|completed=11|abandoned=1|overdue=3|median=reports.days(count=12,5))');
    expect(actionsSummary({ ...report, median_days_to_complete: null }, 'en', t)).toContain('median=reports.none');
  });
});

describe('student data', () => {
  const numbers: TStudentDataReport['measures'][number] = {
    id: 1,
    name: 'Reading level',
    result_type: 'manual',
    administrations: [
      { administration: '2026-09', results: 20, numbers: { min: 1, q1: 3, median: 5, q3: 7, max: 9, mean: 5.1 }, options: [], change: null },
      { administration: 'Winter', results: 0, numbers: null, options: [], change: null },
    ],
  };
  const choices: TStudentDataReport['measures'][number] = {
    id: 2,
    name: 'Attendance',
    result_type: 'dropdown',
    administrations: [
      { administration: '2026-09', results: 3, numbers: null, options: [{ label: 'Good', color: '#0f0', results: 3 }], change: null },
      {
        administration: '2026-10',
        results: 5,
        numbers: null,
        options: [
          { label: 'Poor', color: '#f00', results: 1 },
          { label: 'Good', color: '#0f0', results: 4 },
        ],
        change: null,
      },
    ],
  };

  it('draws a number measure’s quartiles per administration that has results', () => {
    const chart = measureChart(numbers, 'en', t);
    expect(chart.kind).toBe('numbers');
    expect(chart.rows).toEqual([{ label: 'September 2026', q1: 3, median: 5, q3: 7 }]);
  });

  it('stacks a choice measure’s options, the same option the same series across administrations', () => {
    const chart = measureChart(choices, 'en', t);
    expect(chart.series.map((s) => s.label)).toEqual(['Good', 'Poor']);
    expect(chart.rows).toEqual([
      { label: 'September 2026', o0: 3, o1: 0 },
      { label: 'October 2026', o0: 4, o1: 1 },
    ]);
    expect(measureSummary(choices, 'en', t)).toBe('reports.data.summary(measure=Attendance|details=September 2026: Good 3; October 2026: Poor 1, Good 4)');
  });

  it('is empty when no measure has a result', () => {
    expect(isEmpty.student_data({ applied, measures: [numbers] })).toBe(false);
    expect(isEmpty.student_data({ applied, measures: [{ ...numbers, administrations: [numbers.administrations[1]!] }] })).toBe(true);
  });
});
