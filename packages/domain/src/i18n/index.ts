import type { Language } from '../enums.ts';
import { messagesEn } from './messages.en.ts';
import { messagesFr } from './messages.fr.ts';
import { uiEn } from './ui.en.ts';
import { uiFr } from './ui.fr.ts';
import { uiAuthEn } from './ui-auth.en.ts';
import { uiAuthFr } from './ui-auth.fr.ts';
import { uiAdminEn } from './ui-admin.en.ts';
import { uiAdminFr } from './ui-admin.fr.ts';
import { uiConfigEn } from './ui-config.en.ts';
import { uiConfigFr } from './ui-config.fr.ts';
import { uiStudentsEn } from './ui-students.en.ts';
import { uiStudentsFr } from './ui-students.fr.ts';
import { uiProfileEn } from './ui-profile.en.ts';
import { uiProfileFr } from './ui-profile.fr.ts';
import { uiImportsEn } from './ui-imports.en.ts';
import { uiImportsFr } from './ui-imports.fr.ts';
import { uiSearchEn } from './ui-search.en.ts';
import { uiSearchFr } from './ui-search.fr.ts';
import { uiSisEn } from './ui-sis.en.ts';
import { uiSisFr } from './ui-sis.fr.ts';

export type { MessageKey } from './messages.en.ts';

/** Both catalogues, flat: spec messages (keyed by their English text) and interface labels. */
export const catalogues: Record<Language, Record<string, string>> = {
  en: { ...messagesEn, ...uiEn, ...uiAuthEn, ...uiAdminEn, ...uiConfigEn, ...uiStudentsEn, ...uiProfileEn, ...uiImportsEn, ...uiSearchEn, ...uiSisEn },
  fr: { ...messagesFr, ...uiFr, ...uiAuthFr, ...uiAdminFr, ...uiConfigFr, ...uiStudentsFr, ...uiProfileFr, ...uiImportsFr, ...uiSearchFr, ...uiSisFr },
};

export const NOT_TRANSLATED = 'NOT_TRANSLATED';

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
