import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Lists start at page 1; the page size is the server's default (10, spec section 9). */
const FIRST_PAGE = 1;

/**
 * Page number and search text of a list, kept in the URL so a reload or a shared
 * link shows the same page. Changing the search goes back to page 1.
 */
export function usePageParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number(searchParams.get('page'));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : FIRST_PAGE;
  const search = searchParams.get('search') ?? '';

  const update = useCallback(
    (changes: Record<string, string | string[] | null>) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            next.delete(key);
            if (Array.isArray(value)) for (const item of value) next.append(key, item);
            else if (value !== null && value !== '') next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback((value: number) => update({ page: value <= FIRST_PAGE ? null : String(value) }), [update]);
  const setSearch = useCallback((value: string) => update({ search: value.trim() || null, page: null }), [update]);

  return { page, search, setPage, setSearch, update, searchParams };
}
