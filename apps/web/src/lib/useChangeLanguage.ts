import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '@ss/domain';
import { applyLanguage } from './i18n.ts';
import { storeLanguage, storeUserLanguage } from './storage.ts';

/**
 * The language switcher: switch now and remember the choice in the browser, and for
 * the signed-in user (`userId`) as theirs, which wins over their district's language on
 * the next load. A `lang` query parameter would win over the stored choice on the next
 * load, so it is removed from the address.
 */
export function useChangeLanguage(userId?: number): (language: Language) => void {
  const [searchParams, setSearchParams] = useSearchParams();
  return useCallback(
    (language: Language) => {
      storeLanguage(language);
      if (userId !== undefined) storeUserLanguage(userId, language);
      applyLanguage(language);
      if (searchParams.has('lang')) {
        const next = new URLSearchParams(searchParams);
        next.delete('lang');
        setSearchParams(next, { replace: true });
      }
    },
    [searchParams, setSearchParams, userId],
  );
}
