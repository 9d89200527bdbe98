/**
 * A flag's reason in words (issue 22, section 2): the server keeps the numbers a rule found (the value and the
 * threshold, the weeks without data…), and the page writes them in the reader's language, numbers in its format.
 */
import type { TFunction } from 'i18next';
import type { TFlagSummary } from '@ss/domain';
import { formatLocaleNumber } from '@ss/domain/locale-number';

type Lang = 'en' | 'fr';

const num = (v: string | number | null | undefined, lang: Lang) => (v === null || v === undefined ? '' : formatLocaleNumber(v, lang));

/** The rule's name in the reader's language. */
export const flagName = (f: Pick<TFlagSummary, 'name_en' | 'name_fr'>, lang: Lang) => (lang === 'fr' ? f.name_fr : f.name_en);

/** What the rule found, as a sentence. */
export function flagReason(t: TFunction, lang: Lang, f: Pick<TFlagSummary, 'kind' | 'reason'>): string {
  const r = f.reason;
  switch (f.kind) {
    case 'measure_threshold':
      return t('earlyWarnings.reason.measure_threshold', {
        measure: r.measure,
        value: num(r.value, lang),
        operator: t(`earlyWarnings.operator.${String(r.operator)}`),
        threshold: num(r.threshold, lang),
      });
    case 'no_progress_data':
      return t(r.weeks === 1 ? 'earlyWarnings.reason.no_progress_data_week' : 'earlyWarnings.reason.no_progress_data', { support: r.support, weeks: num(r.weeks, lang) });
    case 'below_aim_line':
      return t('earlyWarnings.reason.below_aim_line', { support: r.support, points: num(r.points, lang), value: num(r.value, lang), aim: num(r.aim, lang) });
    case 'tier_up_twice':
      return t('earlyWarnings.reason.tier_up_twice', { moves: num(r.moves, lang), school_year: r.school_year });
    case 'overdue_actions':
      return t(r.overdue === 1 ? 'earlyWarnings.reason.overdue_action' : 'earlyWarnings.reason.overdue_actions', { overdue: num(r.overdue, lang) });
  }
}

/** One line per flag: "rule name — reason". */
export const flagLine = (t: TFunction, lang: Lang, f: TFlagSummary) => `${flagName(f, lang)} — ${flagReason(t, lang, f)}`;
