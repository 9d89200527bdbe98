import { describe, expect, it } from 'vitest';
import { aimLine, at, buildProgress, dayOf, goalStatus, isoOf, leastSquares } from './progress.ts';
import { formatDay } from './dates.ts';

describe('leastSquares', () => {
  it('fits the ordinary least-squares line', () => {
    // y = 2x + 1 exactly, then a known fit: points (0,1) (1,3) (2,2) (3,5) → slope 1.1, intercept 1.1.
    expect(leastSquares([0, 1, 2, 3].map((x) => ({ x, y: 2 * x + 1 })))).toEqual({ slope: 2, intercept: 1 });
    const fit = leastSquares([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 2 },
      { x: 3, y: 5 },
    ])!;
    expect(fit.slope).toBeCloseTo(1.1, 10);
    expect(fit.intercept).toBeCloseTo(1.1, 10);
  });

  it('has no line through fewer than two days', () => {
    expect(leastSquares([])).toBeNull();
    expect(leastSquares([{ x: 4, y: 2 }])).toBeNull();
    expect(
      leastSquares([
        { x: 4, y: 2 },
        { x: 4, y: 6 },
      ]),
    ).toBeNull();
  });
});

describe('aimLine', () => {
  it('goes from the baseline at the start to the goal at the goal date', () => {
    const aim = aimLine({ start_date: '2026-01-01', baseline: 30, goal: 70, goal_date: '2026-03-02' })!;
    expect(at(aim, dayOf('2026-01-01'))).toBeCloseTo(30, 10);
    expect(at(aim, dayOf('2026-03-02'))).toBeCloseTo(70, 10);
    expect(at(aim, dayOf('2026-01-31'))).toBeCloseTo(50, 10);
  });

  it('needs a baseline, a goal and a later goal date', () => {
    expect(aimLine({ start_date: '2026-01-01', baseline: null, goal: 70, goal_date: '2026-03-02' })).toBeNull();
    expect(aimLine({ start_date: '2026-01-01', baseline: 30, goal: 70, goal_date: '2026-01-01' })).toBeNull();
  });
});

describe('buildProgress', () => {
  const m = { start_date: '2026-01-05', baseline: 30, goal: 70, goal_date: '2026-03-02' };
  const weekly = (values: number[]) => values.map((value, i) => ({ measured_on: isoOf(dayOf('2026-01-05') + 7 * i), value }));

  it('builds one row per day any series needs, with the points, the aim and the trend where each applies', () => {
    const p = buildProgress(m, weekly([30, 34, 38]).reverse());
    expect(p.rows.map((r) => r.date)).toEqual(['2026-01-05', '2026-01-12', '2026-01-19', '2026-03-02']);
    expect(p.rows.map((r) => r.value)).toEqual([30, 34, 38, null]);
    expect(p.rows.map((r) => r.aim)).toEqual([30, 35, 40, 70]);
    // The trend (4 a week from 30) runs on to the goal date, 8 weeks after the start.
    expect(p.rows.map((r) => r.trend)).toEqual([30, 34, 38, 62]);
    expect(p.perWeek).toBe(4);
    expect(p.latest).toEqual({ measured_on: '2026-01-19', value: 38 });
    expect(p.onTrack).toBe(false);
  });

  it('is on track when the trend reaches the goal by its date, down as well as up', () => {
    expect(buildProgress(m, weekly([30, 36, 42])).onTrack).toBe(true);
    const down = { start_date: '2026-01-05', baseline: 12, goal: 4, goal_date: '2026-02-02' };
    expect(buildProgress(down, weekly([12, 9, 6])).onTrack).toBe(true);
    expect(buildProgress(down, weekly([12, 12, 11])).onTrack).toBe(false);
  });

  it('draws no trend, aim or verdict without what they need', () => {
    const one = buildProgress({ start_date: '2026-01-05', baseline: null, goal: null, goal_date: null }, weekly([5]));
    expect(one.rows).toEqual([{ day: dayOf('2026-01-05'), date: '2026-01-05', value: 5, aim: null, trend: null }]);
    expect([one.trend, one.aim, one.perWeek, one.onTrack]).toEqual([null, null, null, null]);
    const empty = buildProgress(m, []);
    expect(empty.rows.map((r) => [r.date, r.aim])).toEqual([
      ['2026-01-05', 30],
      ['2026-03-02', 70],
    ]);
    expect(empty.latest).toBeNull();
  });
});

describe('goalStatus: what the summary says about the goal', () => {
  const m = { start_date: '2026-09-01', baseline: 40, goal: 70, goal_date: '2026-12-01' };
  const points = (values: [string, number][]) => values.map(([measured_on, value]) => ({ measured_on, value }));

  it('says the goal is reached once the latest value is at or past it, even when the trend would not get there by the date', () => {
    // A flat trend (72, 66, 74) projects under 70 on Dec 1, but 74 has reached 70.
    const p = buildProgress(
      m,
      points([
        ['2026-10-01', 72],
        ['2026-10-15', 66],
        ['2026-11-01', 74],
      ]),
    );
    expect(p.reached).toBe(true);
    expect(goalStatus(p, m)).toBe('reached');
    expect(
      goalStatus(
        buildProgress(
          m,
          points([
            ['2026-10-01', 50],
            ['2026-11-01', 70],
          ]),
        ),
        m,
      ),
    ).toBe('reached');
  });

  it('reads a falling goal the other way: reached at or under it', () => {
    const down = { ...m, baseline: 12, goal: 4 };
    expect(
      goalStatus(
        buildProgress(
          down,
          points([
            ['2026-10-01', 8],
            ['2026-11-01', 3],
          ]),
        ),
        down,
      ),
    ).toBe('reached');
    expect(
      goalStatus(
        buildProgress(
          down,
          points([
            ['2026-10-01', 12],
            ['2026-11-01', 7],
          ]),
        ),
        down,
      ),
    ).toBe('onTrack');
  });

  it('is on track or not while the goal is ahead, and says nothing without a goal', () => {
    expect(
      goalStatus(
        buildProgress(
          m,
          points([
            ['2026-09-01', 40],
            ['2026-10-01', 55],
            ['2026-11-01', 66],
          ]),
        ),
        m,
      ),
    ).toBe('onTrack');
    expect(
      goalStatus(
        buildProgress(
          m,
          points([
            ['2026-09-01', 40],
            ['2026-11-01', 44],
          ]),
        ),
        m,
      ),
    ).toBe('offTrack');
    expect(goalStatus(buildProgress({ ...m, goal: null }, points([['2026-11-01', 90]])), { goal: null, goal_date: null })).toBeNull();
    // One point under the goal: no trend, so neither on nor off track.
    expect(goalStatus(buildProgress(m, points([['2026-11-01', 50]])), m)).toBeNull();
  });
});

describe('formatDay', () => {
  it('writes French’s first of the month as 1er, other days and English as Intl does', () => {
    expect(formatDay('2026-12-01', 'fr')).toBe('1er déc. 2026');
    expect(formatDay('2026-12-11', 'fr')).toBe('11 déc. 2026');
    expect(formatDay('2026-12-21', 'fr')).toBe('21 déc. 2026');
    expect(formatDay('2026-12-01', 'en')).toBe('Dec 1, 2026');
  });
});
