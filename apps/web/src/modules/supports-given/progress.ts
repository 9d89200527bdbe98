/**
 * Progress monitoring's arithmetic (issue 11, section 2), kept pure so it is tested without a browser:
 * the trend line (ordinary least squares over the data points, by day), the aim line (from the baseline
 * on the start date to the goal on the goal date), the chart's rows (one per day that any line or point
 * needs, on a day axis, each series null where it has no value so the lines join across) and what the
 * text summary says (latest value, trend per week, on track or not).
 */
import { aimLine, at, dayOf, isoOf, type Line, type Monitored } from '@ss/domain/aim-line';

export interface Point {
  measured_on: string;
  value: number;
}

// The aim line is the domain's (the server's early warnings read the same line).
export { aimLine, at, dayOf, isoOf, type Line, type Monitored };

export interface ChartRow {
  day: number;
  date: string;
  value: number | null;
  aim: number | null;
  trend: number | null;
}

export interface Progress {
  rows: ChartRow[];
  aim: Line | null;
  trend: Line | null;
  latest: Point | null;
  /** Trend per week (null without a trend). */
  perWeek: number | null;
  /** Whether the trend reaches the goal by the goal date; null when there is no goal or no trend. */
  onTrack: boolean | null;
  /**
   * Whether the latest value has already reached the goal (at or past it, in the goal's direction): then the
   * summary says so rather than "on track to reach" it. Null without a goal or a data point.
   */
  reached: boolean | null;
}

/** The least-squares line through the points; null with fewer than two distinct days. */
export function leastSquares(points: readonly { x: number; y: number }[]): Line | null {
  const n = points.length;
  if (n < 2) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - mx) ** 2;
    sxy += (p.x - mx) * (p.y - my);
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  return { slope, intercept: my - slope * mx };
}

/** Rounded for display and the table (two decimals at most). */
const tidy = (v: number) => Math.round(v * 100) / 100;

/**
 * Everything the chart, its table and its summary show. The trend runs from the first point to the
 * last, or on to the goal date when that is later (where it is read against the goal); the aim from the
 * start date to the goal date.
 */
export function buildProgress(m: Monitored, points: readonly Point[]): Progress {
  const sorted = [...points].sort((a, b) => (a.measured_on < b.measured_on ? -1 : a.measured_on > b.measured_on ? 1 : 0));
  const trend = leastSquares(sorted.map((p) => ({ x: dayOf(p.measured_on), y: p.value })));
  const aim = aimLine(m);
  const days = new Set<number>(sorted.map((p) => dayOf(p.measured_on)));
  if (aim) [m.start_date, m.goal_date!].forEach((d) => days.add(dayOf(d)));
  let trendEnd: number | null = null;
  if (trend) {
    const last = dayOf(sorted[sorted.length - 1]!.measured_on);
    trendEnd = m.goal_date !== null && dayOf(m.goal_date) > last ? dayOf(m.goal_date) : last;
    days.add(trendEnd);
  }
  const trendStart = sorted.length ? dayOf(sorted[0]!.measured_on) : null;
  const byDay = new Map<number, number>();
  for (const p of sorted) byDay.set(dayOf(p.measured_on), p.value); // a day measured twice shows its later entry
  const aimFrom = dayOf(m.start_date);
  const aimTo = m.goal_date !== null ? dayOf(m.goal_date) : aimFrom;
  const rows = [...days]
    .sort((a, b) => a - b)
    .map((day) => ({
      day,
      date: isoOf(day),
      value: byDay.get(day) ?? null,
      aim: aim && day >= aimFrom && day <= aimTo ? tidy(at(aim, day)) : null,
      trend: trend && trendStart !== null && trendEnd !== null && day >= trendStart && day <= trendEnd ? tidy(at(trend, day)) : null,
    }));
  const latest = sorted.length ? sorted[sorted.length - 1]! : null;
  // The goal's direction: from the baseline, else the trend's (up when neither tells).
  const rising = m.goal === null ? true : m.baseline !== null ? m.goal >= m.baseline : trend ? trend.slope >= 0 : true;
  let onTrack: boolean | null = null;
  if (trend && m.goal !== null && m.goal_date !== null) {
    const projected = at(trend, dayOf(m.goal_date));
    onTrack = rising ? projected >= m.goal : projected <= m.goal;
  }
  const reached = latest && m.goal !== null ? (rising ? latest.value >= m.goal : latest.value <= m.goal) : null;
  return { rows, aim, trend, latest, perWeek: trend ? tidy(trend.slope * 7) : null, onTrack, reached };
}

/** Which sentence the summary says about the goal: reached (whatever the trend), on track, not on track, or none. */
export function goalStatus(p: Pick<Progress, 'onTrack' | 'reached'>, m: Pick<Monitored, 'goal' | 'goal_date'>): 'reached' | 'onTrack' | 'offTrack' | null {
  if (m.goal === null) return null;
  if (p.reached) return 'reached';
  if (p.onTrack === null || m.goal_date === null) return null;
  return p.onTrack ? 'onTrack' : 'offTrack';
}
