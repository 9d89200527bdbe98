/** Names and labels as the reader's language shows them (the other language when one is empty). */
import type { Language } from '@ss/domain/enums';

export const inLanguage = (lang: Language, en: string, fr: string) => (lang === 'fr' ? fr || en : en || fr);

export const labelOf = (lang: Language, item: { label_en: string; label_fr: string }) => inLanguage(lang, item.label_en, item.label_fr);

/** A support given's name: its network support's name in the reader's language, else the name it was given under. */
export const givenName = (lang: Language, s: { name: string; support: { name_en: string; name_fr: string } | null }) =>
  s.support ? inLanguage(lang, s.support.name_en, s.support.name_fr) || s.name : s.name;

/** Today in the browser's calendar (yyyy-mm-dd). */
export const localToday = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The profile's Supports section's anchor (the board panel links to it). */
export const SUPPORTS_ANCHOR = 'supports';

/** The student a support is given to: the dialogs need the school for its network, tiers and staff. */
export interface SupportStudent {
  id: number;
  name: string;
  school: number;
}
