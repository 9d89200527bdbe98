/**
 * Numbers as people type and read them: "85,5" in French, "85.5" in English. Results travel and are
 * stored in one canonical form (digits, an optional leading "-", "." before the decimals) so the
 * server, the database and sorting never depend on the interface language; these helpers convert at
 * the edge, in the browser.
 */
import type { Language } from './enums.ts';

/** Spaces a number may be grouped with: ordinary, no-break (fr-CA's Intl output) and narrow no-break. */
const GROUP_SPACES = /[ \u00a0\u202f]/g;

/**
 * Reads a number typed in `lang` and returns it in canonical form ("-85.5"), or null when the text is
 * not a number. French takes a decimal comma (a point is also read as the decimal mark, as pasted from
 * a spreadsheet) and groups of digits separated by spaces; English takes a decimal point and commas
 * only as thousands separators ("1,234.5"), so "85,5" is not silently read as 855. Digits are kept as
 * typed ("85,50" → "85.50"); a leading "+" and a trailing decimal mark are dropped.
 */
export function parseLocaleNumber(text: string, lang: Language): string | null {
  let s = text.trim().replace(/^\u2212/, '-');
  if (s === '') return null;
  const sign = s.startsWith('-') ? '-' : '';
  if (s.startsWith('-') || s.startsWith('+')) s = s.slice(1);
  let integer: string;
  let fraction: string;
  if (lang === 'fr') {
    const m = /^(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d*)(?:[,.](\d*))?$/.exec(s);
    if (!m) return null;
    integer = m[1]!.replace(GROUP_SPACES, '');
    fraction = m[2] ?? '';
  } else {
    const m = /^(\d{1,3}(?:,\d{3})+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d*)(?:\.(\d*))?$/.exec(s);
    if (!m) return null;
    integer = m[1]!.replace(/[,]/g, '').replace(GROUP_SPACES, '');
    fraction = m[2] ?? '';
  }
  if (integer === '' && fraction === '') return null;
  return `${sign}${integer === '' ? '0' : integer}${fraction ? `.${fraction}` : ''}`;
}

/** True when `value` is a number in canonical form (what parseLocaleNumber returns and the server stores). */
export function isCanonicalNumber(value: string): boolean {
  return /^-?(\d+(\.\d+)?|\.\d+)$/.test(value.trim());
}

/**
 * Shows a stored value in `lang`: a canonical number gets the language's decimal mark, with its digits
 * as stored and no grouping (so it can be edited as it is shown); any other text (a list option) is
 * returned unchanged.
 */
export function formatLocaleNumber(value: string | number, lang: Language): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (typeof value === 'string' && !isCanonicalNumber(text)) return value;
  if (!/^-?\d*\.?\d+$/.test(text)) return text; // exponent notation of a huge or tiny number: leave it be
  return lang === 'fr' ? text.replace('.', ',') : text;
}
