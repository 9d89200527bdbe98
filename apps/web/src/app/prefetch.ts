/**
 * Requests a page is about to make, started before the page renders: by its route (`prefetchRoute`: a
 * loader for navigations in the app, and on a first load a request started even before the router asks for
 * the route's code), and by App for what every signed-in screen waits for (`prefetchSignedIn`). The page's
 * own queries then find the data, or the request under way.
 *
 * Only for someone signed in: a request that answers 401 through the query cache reads as a session that
 * ended. So a first load's early request is handed to the cache only once the current user's request
 * (preloaded by index.html) says someone is signed in; otherwise its answer is dropped.
 */
import { createContext, matchRoutes, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TCurrentUser } from '@ss/domain';
import { fetchCurrentUser } from '../modules/auth/api.ts';
import { qk } from '../lib/query-keys.ts';

/** The app's QueryClient in react-router's context (createBrowserRouter's getContext), for loaders. */
export const queryClientContext = createContext<QueryClient>();

/** A query to start early: its key and its request. */
export interface Prefetch {
  queryKey: QueryKey;
  request: (signal?: AbortSignal) => Promise<unknown>;
}

const signedInUser = (client: QueryClient) => client.ensureQueryData({ queryKey: qk.currentUser.all, queryFn: ({ signal }) => fetchCurrentUser(signal) });

/**
 * Starts a request now and hands it to the query cache once someone is known to be signed in (the key may
 * depend on who). A later fetch of the same query (a retry, a refetch) makes a request of its own.
 */
export function prefetchSignedIn(client: QueryClient, key: QueryKey | ((user: TCurrentUser) => QueryKey), request: Prefetch['request']) {
  const pending = request();
  pending.catch(() => undefined);
  let taken = false;
  signedInUser(client)
    .then((user) => {
      if (!user) return;
      const queryKey = typeof key === 'function' ? key(user) : key;
      return client.prefetchQuery({ queryKey, queryFn: ({ signal }) => (taken ? request(signal) : ((taken = true), pending)) });
    })
    .catch(() => undefined);
}

/**
 * A route's early requests from its path parameters and its URL's search (a page's filters): one, several, or none;
 * or a promise of them, for a route whose keys need code the entry should not carry (loaded first, then requested).
 */
type PrefetchOf = (params: Params, search: URLSearchParams) => Prefetch | Prefetch[] | null | Promise<Prefetch[] | null>;

interface PrefetchHandle {
  prefetch: PrefetchOf;
}

const listOf = (query: Prefetch | Prefetch[] | null): Prefetch[] => (query === null ? [] : Array.isArray(query) ? query : [query]);

/**
 * A route's prefetch: its loader starts the query (once someone is signed in) on every navigation to it, and
 * on a first load `startFirstLoadPrefetches` starts the request before the router loads any code.
 */
export function prefetchRoute(prefetch: PrefetchOf): Pick<RouteObject, 'loader' | 'handle'> {
  const handle: PrefetchHandle = { prefetch };
  return {
    handle,
    loader: ({ params, context, request }: LoaderFunctionArgs) => {
      const client = context.get(queryClientContext);
      Promise.all([Promise.resolve(prefetch(params, new URL(request.url).searchParams)), signedInUser(client)])
        .then(([found, user]) => {
          if (user) for (const query of listOf(found)) void client.prefetchQuery({ queryKey: query.queryKey, queryFn: ({ signal }) => query.request(signal) });
        })
        .catch(() => undefined);
      return null;
    },
  };
}

/**
 * The first load's prefetches, before the router asks for the route's code: a browser has six connections
 * to the server, and the page's data should not queue behind some twenty chunks of code.
 */
export function startFirstLoadPrefetches(client: QueryClient, routes: RouteObject[]) {
  for (const match of matchRoutes(routes, window.location) ?? []) {
    const handle = match.route.handle as Partial<PrefetchHandle> | undefined;
    if (!handle?.prefetch) continue;
    Promise.resolve(handle.prefetch(match.params, new URLSearchParams(window.location.search)))
      .then((found) => {
        for (const query of listOf(found)) prefetchSignedIn(client, query.queryKey, query.request);
      })
      .catch(() => undefined);
  }
}
