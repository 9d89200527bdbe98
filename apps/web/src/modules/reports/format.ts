/**
 * Numbers, months and dates of the reports in the reader's language (Intl): "1 234" and "12,5" in French,
 * month names from Intl.DateTimeFormat ("novembre 2026"), days as the product writes them.
 */
import { LOCALE, formatDate } from '@ss/domain/language';
import type { TReportTier } from '@ss/domain/contracts/reports';

export type Lang = 'en' | 'fr';

const numberFormats = new Map<string, Intl.NumberFormat>();
const monthFormats = new Map<string, Intl.DateTimeFormat>();

/** A count or a measure's value, at most `digits` decimals (1 by default). */
export function formatValue(value: number, lang: Lang, digits = 1): string {
  const key = `${lang}|${digits}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: digits })));
  return f.format(value);
}

/** A change with its sign: "+1.5", "−2", "0" (a true minus sign, as Intl writes it with signDisplay). */
export function formatChange(value: number, lang: Lang, digits = 1): string {
  return new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: digits, signDisplay: 'exceptZero' }).format(value);
}

const MONTH = /^(\d{4})-(\d{2})$/;

/** `YYYY-MM` as a month name: "Nov 2026" / "nov. 2026" (short), "November 2026" / "novembre 2026" (long), "November" / "novembre" (name). */
export function formatMonth(month: string, lang: Lang, style: 'short' | 'long' | 'name' = 'short'): string {
  const m = MONTH.exec(month);
  if (!m) return month;
  const key = `${lang}|${style}`;
  let f = monthFormats.get(key);
  if (!f) {
    const options: Intl.DateTimeFormatOptions = style === 'name' ? { month: 'long' } : { month: style, year: 'numeric' };
    monthFormats.set(key, (f = new Intl.DateTimeFormat(LOCALE[lang], { ...options, timeZone: 'UTC' })));
  }
  return f.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

/** An administration of student data: a month (`YYYY-MM`) as its name, or the data label as it is ("Fall"). */
export const formatAdministration = (administration: string, lang: Lang) => (MONTH.test(administration) ? formatMonth(administration, lang, 'long') : administration);

/** A calendar day (`YYYY-MM-DD`): "Nov 27, 2026", "27 nov. 2026", "1er déc. 2026". */
export const formatDay = (day: string, lang: Lang) => formatDate(`${day}T00:00:00Z`, lang);

/** A tier's name in the reader's language; null is "no tier". */
export const tierLabel = (tier: Pick<TReportTier, 'label_en' | 'label_fr'> | undefined, lang: Lang, none: string) =>
  tier ? (lang === 'fr' ? tier.label_fr || tier.label_en : tier.label_en) : none;

/** A name kept in both languages, the reader's first. */
export const inLanguage = (lang: Lang, en: string, fr: string) => (lang === 'fr' ? fr || en : en || fr);
