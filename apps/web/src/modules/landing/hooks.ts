/** The sign-in page's content: one cached read shared by /auth, /auth/admins, /terms and /privacy (and the editors' preview). */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../lib/query-keys.ts';
import { fetchHomePage } from './api.ts';

/** A visitor reads it once per few minutes (the browser revalidates with the ETag); a preview is always read again. */
export const useHomePage = (preview = false) =>
  useQuery({
    queryKey: qk.homePage.page(preview),
    queryFn: ({ signal }) => fetchHomePage(preview, signal),
    staleTime: preview ? 0 : 5 * 60_000,
    retry: preview ? 3 : 1,
  });
