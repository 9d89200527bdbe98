/**
 * i18next over the flat catalogues of @ss/domain. Keys contain dots and colons
 * (they are English sentences), so both separators are off; `{name}` marks a
 * parameter. A missing key renders as `key NOT_TRANSLATED` in every language.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NOT_TRANSLATED, catalogues } from '@ss/domain/i18n/index';
import { chooseLanguage } from '@ss/domain/language';
import type { Language } from '@ss/domain';
import { storedLanguage } from './storage.ts';

function initialLanguage(): Language {
  const queryParam = new URLSearchParams(window.location.search).get('lang');
  return chooseLanguage({ queryParam, stored: storedLanguage() });
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  resources: {
    en: { translation: catalogues.en },
    fr: { translation: catalogues.fr },
  },
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  parseMissingKeyHandler: (key: string) => `${key} ${NOT_TRANSLATED}`,
  react: { useSuspense: false },
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language: string) => {
  document.documentElement.lang = language;
});

export function currentLanguage(): Language {
  return i18n.language === 'fr' ? 'fr' : 'en';
}

export function applyLanguage(language: Language): void {
  if (i18n.language !== language) void i18n.changeLanguage(language);
}
