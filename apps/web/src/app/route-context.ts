/**
 * What route loaders may use: the app's QueryClient, handed to them through react-router's context
 * (createBrowserRouter's getContext). Loaders here only start requests a page is about to make (they
 * answer null at once, so no route waits for them): the page's own queries then find the data, or the
 * request under way.
 */
import { createContext, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { fetchCurrentUser } from '../modules/auth/api.ts';
import { qk } from '../lib/query-keys.ts';

export const queryClientContext = createContext<QueryClient>();

/**
 * A loader that prefetches once someone is known to be signed in (the current user's request is the one
 * already under way): signed out, a request would answer 401, which reads as a session that ended.
 */
export function prefetchLoader(prefetch: (client: QueryClient, args: LoaderFunctionArgs) => Promise<unknown> | void) {
  return (args: LoaderFunctionArgs) => {
    const client = args.context.get(queryClientContext);
    void client
      .ensureQueryData({ queryKey: qk.currentUser.all, queryFn: ({ signal }) => fetchCurrentUser(signal) })
      .then((user) => (user ? prefetch(client, args) : undefined))
      .catch(() => undefined);
    return null;
  };
}
