import { describe, expect, it } from 'vitest';
import { aimLine, at, behindAimLine, dayOf } from './aim-line.ts';

const m = { start_date: '2026-01-01', baseline: 30, goal: 70, goal_date: '2026-03-02' };

describe('behindAimLine', () => {
  it('holds when each of the last N points is below a rising aim line, naming the latest and the aim on its day', () => {
    expect(at(aimLine(m)!, dayOf('2026-01-31'))).toBeCloseTo(50, 10);
    const points = [
      { measured_on: '2026-01-31', value: 49 },
      { measured_on: '2026-01-11', value: 33 },
      { measured_on: '2026-01-21', value: 40 },
    ];
    expect(behindAimLine(m, points, 3)).toEqual({ value: 49, aim: 50, measured_on: '2026-01-31' });
    // Only the last N count: an early point above the line does not matter.
    expect(behindAimLine(m, [{ measured_on: '2026-01-02', value: 60 }, ...points], 3)).not.toBeNull();
  });

  it('does not hold with a point on or above the line, too few points, or no aim line', () => {
    expect(
      behindAimLine(
        m,
        [
          { measured_on: '2026-01-21', value: 40 },
          { measured_on: '2026-01-31', value: 50 },
        ],
        2,
      ),
    ).toBeNull();
    expect(behindAimLine(m, [{ measured_on: '2026-01-31', value: 10 }], 2)).toBeNull();
    expect(behindAimLine({ ...m, goal_date: null }, [{ measured_on: '2026-01-31', value: 10 }], 1)).toBeNull();
  });

  it('reads a falling goal the other way: above the line is behind', () => {
    const fewer = { start_date: '2026-01-01', baseline: 10, goal: 0, goal_date: '2026-01-11' };
    expect(behindAimLine(fewer, [{ measured_on: '2026-01-06', value: 6 }], 1)).toEqual({ value: 6, aim: 5, measured_on: '2026-01-06' });
    expect(behindAimLine(fewer, [{ measured_on: '2026-01-06', value: 4 }], 1)).toBeNull();
  });
});
