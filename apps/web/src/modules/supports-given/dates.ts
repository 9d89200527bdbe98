/**
 * Dates as the supports pages write them: `formatDate` (the reader's language, medium style), with French's
 * ordinal first of the month, "le 1er déc. 2026", where Intl writes "1 déc. 2026".
 */
import { formatDate } from '@ss/domain/language';

/** French's first of the month is "1er" (premier); every other day is its plain number. */
export const frenchFirst = (text: string) => text.replace(/^1(?=[\s\u00a0\u202f])/, '1er');

export function formatDay(value: Date | string, lang: 'en' | 'fr'): string {
  const text = formatDate(value, lang);
  return lang === 'fr' ? frenchFirst(text) : text;
}
