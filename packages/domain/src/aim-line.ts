/**
 * The aim line of a monitored support (issue 11, section 2): a straight line from the baseline on the start date
 * to the goal on the goal date. One function for the web's progress chart and the server's early warnings
 * (issue 22, section 2: the last N data points below it), so both draw the same line.
 */

export interface Monitored {
  start_date: string;
  baseline: number | null;
  goal: number | null;
  goal_date: string | null;
}

export interface Line {
  /** Value per day. */
  slope: number;
  /** Value on day 0 (1970-01-01). */
  intercept: number;
}

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of an ISO day. */
export const dayOf = (iso: string) => Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS);
export const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

export const at = (line: Line, day: number) => line.intercept + line.slope * day;

/** The line from (start, baseline) to (goal date, goal), when all four are known and the goal date is later. */
export function aimLine(m: Monitored): Line | null {
  if (m.baseline === null || m.goal === null || m.goal_date === null) return null;
  const [x0, x1] = [dayOf(m.start_date), dayOf(m.goal_date)];
  if (x1 <= x0) return null;
  const slope = (m.goal - m.baseline) / (x1 - x0);
  return { slope, intercept: m.baseline - slope * x0 };
}

/**
 * Whether the last `n` points (by date) all fall short of the aim line: below it when the goal is above the
 * baseline, above it when the goal is below (fewer incidents, say). Null when there is no aim line or fewer
 * than `n` points. The answer names the latest point and the aim on its day (rounded to two decimals).
 */
export function behindAimLine(m: Monitored, points: readonly { measured_on: string; value: number }[], n: number): { value: number; aim: number; measured_on: string } | null {
  const aim = aimLine(m);
  if (!aim || points.length < n || n < 1) return null;
  const last = [...points].sort((a, b) => (a.measured_on < b.measured_on ? -1 : a.measured_on > b.measured_on ? 1 : 0)).slice(-n);
  const rising = m.goal! >= m.baseline!;
  const behind = last.every((p) => {
    const expected = at(aim, dayOf(p.measured_on));
    return rising ? p.value < expected : p.value > expected;
  });
  if (!behind) return null;
  const latest = last[last.length - 1]!;
  return { value: latest.value, aim: Math.round(at(aim, dayOf(latest.measured_on)) * 100) / 100, measured_on: latest.measured_on };
}
