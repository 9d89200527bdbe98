/**
 * Words on the PDF's chart axes (issue 22, section 1), as the web page writes them (apps/web/src/modules/reports/format.ts):
 * a month `YYYY-MM` as "Nov 2026" / "nov. 2026", or in full ("November 2026") for an administration of student data,
 * whose other labels ("Fall") are kept as they are.
 */
import { LOCALE } from '@ss/domain/language';

type Lang = 'en' | 'fr';
const MONTH = /^(\d{4})-(\d{2})$/;

export function monthLabel(month: string, lang: Lang, style: 'short' | 'long' = 'short'): string {
  const m = MONTH.exec(month);
  if (!m) return month;
  return new Intl.DateTimeFormat(LOCALE[lang], { month: style, year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, 1)));
}

export const administrationLabel = (administration: string, lang: Lang) => monthLabel(administration, lang, 'long');
