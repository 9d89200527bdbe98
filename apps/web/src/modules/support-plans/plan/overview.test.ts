import { describe, expect, it } from 'vitest';
import type { TGoalPart } from '@ss/domain';
import { latestRating, nextTargetDate, subGoalsDone } from './overview.ts';

type Goal = TGoalPart['goals'][number];
const goal = (patch: Partial<Goal>): Goal => ({
  focus_area_key: null,
  goal: 'Reads aloud',
  criteria: '',
  sub_goals: [],
  student_support_ids: [],
  responsible: '',
  target_date: null,
  reviews: [],
  ...patch,
});

describe('goal overview', () => {
  it('rates a goal by its latest review, whatever the order they were written in', () => {
    expect(latestRating(goal({}))).toBeNull();
    const reviews: Goal['reviews'] = [
      { date: '2026-10-01', rating: 'emerging', comment: '' },
      { date: '2026-12-01', rating: 'achieved', comment: '' },
      { date: '2026-11-01', rating: 'progressing', comment: '' },
    ];
    expect(latestRating(goal({ reviews }))).toBe('achieved');
  });

  it('takes the next target date from the sub-goals not done and the goal’s own', () => {
    const sub_goals: Goal['sub_goals'] = [
      { text: 'a', target_date: '2026-09-15', done: true },
      { text: 'b', target_date: '2026-11-30', done: false },
      { text: 'c', target_date: null, done: false },
    ];
    expect(nextTargetDate(goal({ sub_goals, target_date: '2027-06-01' }))).toBe('2026-11-30');
    expect(nextTargetDate(goal({ sub_goals: sub_goals.slice(0, 1), target_date: '2027-06-01' }))).toBe('2027-06-01');
    expect(nextTargetDate(goal({}))).toBeNull();
    expect(subGoalsDone(goal({ sub_goals }))).toEqual({ done: 1, total: 3 });
  });
});
