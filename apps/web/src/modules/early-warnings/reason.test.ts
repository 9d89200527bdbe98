import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { translate } from '@ss/domain';
import { flagLine, flagReason } from './reason.ts';

const tOf = (lang: 'en' | 'fr') => ((key: string, params?: Record<string, string | number>) => translate(lang, key, params)) as unknown as TFunction;

describe('flagReason', () => {
  it('words each kind’s numbers in the reader’s language, numbers in its format', () => {
    const measure = { kind: 'measure_threshold' as const, reason: { measure: 'Attendance rate', operator: 'less_than', threshold: 85, value: 82.5 } };
    expect(flagReason(tOf('en'), 'en', measure)).toBe('Attendance rate: 82.5 (less than 85)');
    expect(flagReason(tOf('fr'), 'fr', measure)).toBe('Attendance rate\u00a0: 82,5 (moins de 85)');
    const aim = { kind: 'below_aim_line' as const, reason: { support: 'Repeated reading', points: 3, value: 34, aim: 41.6 } };
    expect(flagReason(tOf('fr'), 'fr', aim)).toBe('Les 3 dernières données de «\u00a0Repeated reading\u00a0» sous la ligne visée (dernière\u00a0: 34, visée\u00a0: 41,6)');
    expect(flagReason(tOf('en'), 'en', { kind: 'tier_up_twice', reason: { moves: 2, school_year: '2026–2027' } })).toBe('Moved to a higher tier 2 times in 2026–2027');
  });

  it('says one action and one week in the singular', () => {
    expect(flagReason(tOf('en'), 'en', { kind: 'overdue_actions', reason: { overdue: 1, count: 1 } })).toBe('1 overdue action');
    expect(flagReason(tOf('fr'), 'fr', { kind: 'overdue_actions', reason: { overdue: 3, count: 1 } })).toBe('3 actions en retard');
    expect(flagReason(tOf('en'), 'en', { kind: 'no_progress_data', reason: { support: 'Check-in', supports: 1, weeks: 1, last_measured_on: null } })).toBe(
      'No progress data on “Check-in” for a week',
    );
  });

  it('names the rule in the reader’s language before the reason', () => {
    const flag = { id: 1, kind: 'overdue_actions' as const, name_en: 'Overdue actions', name_fr: 'Actions en retard', reason: { overdue: 2, count: 1 }, acknowledged: false };
    expect(flagLine(tOf('fr'), 'fr', flag)).toBe('Actions en retard — 2 actions en retard');
  });
});
