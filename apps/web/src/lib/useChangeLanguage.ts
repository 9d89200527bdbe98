import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '@ss/domain';
import { applyLanguage } from './i18n.ts';
import { storeLanguage } from './storage.ts';

/**
 * The language switcher: switch now and remember the choice in the browser.
 * A `lang` query parameter would win over the stored choice on the next load,
 * so it is removed from the address.
 */
export function useChangeLanguage(): (language: Language) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  return useCallback(
    (language: Language) => {
      applyLanguage(language);
      storeLanguage(language);
      if (searchParams.has('lang')) {
        const next = new URLSearchParams(searchParams);
        next.delete('lang');
        setSearchParams(next, { replace: true });
      }
    },
    [searchParams, setSearchParams],
  );
}
