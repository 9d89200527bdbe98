import { useTranslation } from 'react-i18next';
import { isLanguage } from '@ss/domain/language';
import type { Language } from '@ss/domain';

/** The language in effect, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
