import type { Language } from '../enums.ts';
import { catalogueEnAreas } from './en-areas.ts';
import { catalogueEnBase } from './en-base.ts';
import { catalogueFrAreas } from './fr-areas.ts';
import { catalogueFrBase } from './fr-base.ts';
import { cataloguePublicEn } from './en-public.ts';
import { cataloguePublicFr } from './fr-public.ts';
import { messagesEmailEn } from './messages-email.en.ts';
import { messagesEmailFr } from './messages-email.fr.ts';
import { NOT_TRANSLATED } from './not-translated.ts';

export type { MessageKey } from './messages.en.ts';

/**
 * Both catalogues, flat: spec messages (keyed by their English text) and interface labels. Each is two
 * files, so the browser can load the sign-in pages' part alone: <lang>-base.ts and <lang>-areas.ts, and
 * <lang>-public.ts, loaded by the pages reached outside the workspace; the e-mails' texts (messages-email) are the
 * server's alone.
 */
export const catalogues: Record<Language, Record<string, string>> = {
  en: { ...catalogueEnBase, ...catalogueEnAreas, ...cataloguePublicEn, ...messagesEmailEn },
  fr: { ...catalogueFrBase, ...catalogueFrAreas, ...cataloguePublicFr, ...messagesEmailFr },
};

export { NOT_TRANSLATED };

/** Replaces `{name}` parameters. */
export function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** Translate outside React (server e-mails, tests). A missing key renders as `key NOT_TRANSLATED`. */
export function translate(lang: Language, key: string, params?: Record<string, string | number>): string {
  const text = catalogues[lang][key];
  if (text === undefined) return `${key} ${NOT_TRANSLATED}`;
  return interpolate(text, params);
}
