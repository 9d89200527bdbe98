import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from './notify.ts';
import { isApiError } from './api.ts';

/**
 * A page past the end answers 404 `invalid_page` (after a search or a deletion):
 * say so and go back to page 1 (spec section 8).
 */
export function useInvalidPageReset(error: unknown, page: number, setPage: (page: number) => void): boolean {
  const { t } = useTranslation();
  const invalid = isApiError(error, 'invalid_page') && page !== 1;
  useEffect(() => {
    if (!invalid || !isApiError(error)) return;
    notify('warning', t(error.message));
    setPage(1);
  }, [invalid, error, setPage, t]);
  return invalid;
}
