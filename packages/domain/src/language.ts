import { LANGUAGES, type Language } from './enums.ts';

export const LANGUAGE_STORAGE_KEY = 'language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec section 1: the language comes first from the `lang` query parameter, then
 * from the stored browser preference, otherwise English. Once signed in, French
 * is used only when the user's district is francophone; super users always get English;
 * unless the user has chosen a language with the header's switch (`choice`, remembered
 * for that user), which stays theirs across reloads and sign-ins.
 */
export function chooseLanguage(input: {
  queryParam?: string | null;
  stored?: string | null;
  user?: { is_super: boolean; district: { francophone: boolean } | null } | null;
  choice?: string | null;
}): Language {
  if (input.user) {
    if (isLanguage(input.choice)) return input.choice;
    if (input.user.is_super) return 'en';
    return input.user.district?.francophone ? 'fr' : 'en';
  }
  if (isLanguage(input.queryParam)) return input.queryParam;
  if (isLanguage(input.stored)) return input.stored;
  return 'en';
}

/** The locale used by Intl formatting for each language (the product serves Canadian districts). */
export const LOCALE: Record<Language, string> = { en: 'en-CA', fr: 'fr-CA' };

export function formatDate(value: Date | string, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

export function formatDateTime(value: Date | string, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return new Intl.DateTimeFormat(LOCALE[lang], { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(LOCALE[lang]).format(value);
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * DAY],
  ['month', 30 * DAY],
  ['week', 7 * DAY],
  ['day', DAY],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
];

/** How long ago (or in how long) in words: "3 days ago", "yesterday", "il y a 2 semaines", "now" under a minute. */
export function formatRelative(value: Date | string, lang: Language, now: Date = new Date()): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const diff = date.getTime() - now.getTime();
  const format = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: 'auto' });
  const unit = RELATIVE_UNITS.find(([, ms]) => Math.abs(diff) >= ms);
  if (!unit) return format.format(0, 'second');
  return format.format(Math.round(diff / unit[1]), unit[0]);
}
