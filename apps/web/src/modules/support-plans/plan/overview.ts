/** The goal overview's figures for one goal (pure, so they are tested alone). */
import type { GoalRating, TGoalPart } from '@ss/domain';

type Goal = TGoalPart['goals'][number];

/** The rating of the goal's latest review (by date; the later one written when two share a day). */
export function latestRating(goal: Goal): GoalRating | null {
  let best: Goal['reviews'][number] | null = null;
  for (const r of goal.reviews) if (r.date && (!best || r.date >= best.date)) best = r;
  return best?.rating ?? null;
}

/** The earliest target date still ahead of the goal: its sub-goals not done, and its own. */
export function nextTargetDate(goal: Goal): string | null {
  const dates = [...goal.sub_goals.filter((s) => !s.done).map((s) => s.target_date), goal.target_date].filter((d): d is string => !!d);
  return dates.sort()[0] ?? null;
}

/** Sub-goals done out of all. */
export const subGoalsDone = (goal: Goal) => ({ done: goal.sub_goals.filter((s) => s.done).length, total: goal.sub_goals.length });
