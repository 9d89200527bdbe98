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

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE[lang], options);
    dateFormats.set(key, f);
  }
  return f;
}

/** The parts joined, French writing the first of a month "1er" ("le 1er déc."), as French typography does. */
function joinParts(f: Intl.DateTimeFormat, date: Date, lang: Language): string {
  if (lang !== 'fr') return f.format(date);
  return f
    .formatToParts(date)
    .map((p) => (p.type === 'day' && p.value === '1' ? '1er' : p.value))
    .join('');
}

const DAY_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/**
 * THE date of the product, one format a language (issue 20): "Nov 27, 2026", "27 nov. 2026", "1er déc. 2026".
 * A calendar day (`YYYY-MM-DD`) or an instant, read on UTC's calendar (a day stored as a date is midnight UTC).
 * Screens, e-mails and PDFs write dates through this (CSV files keep ISO days, for spreadsheets).
 */
export function formatDate(value: Date | string, lang: Language): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return joinParts(dateFormat(lang, { ...DAY_PARTS, timeZone: 'UTC' }), date, lang);
}

export interface DateTimeOptions {
  /** The IANA zone to read the clock in (a meeting's school's); the reader's own when absent. */
  timeZone?: string;
  /** Add the zone's short name ("MST", "HNR"). */
  zoneName?: boolean;
  /** Start with the day of the week ("Monday, Nov 30, 2026, 7:30 p.m."). */
  weekday?: boolean;
}

/** A moment as the same date and its time: "Nov 27, 2026, 7:30 p.m.", "27 nov. 2026, 19 h 30". */
export function formatDateTime(value: Date | string, lang: Language, options: DateTimeOptions = {}): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return joinParts(
    dateFormat(lang, {
      ...(options.weekday ? { weekday: 'long' } : {}),
      ...DAY_PARTS,
      hour: 'numeric',
      minute: '2-digit',
      ...(options.zoneName ? { timeZoneName: 'short' } : {}),
      ...(options.timeZone ? { timeZone: options.timeZone } : {}),
    }),
    date,
    lang,
  );
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
