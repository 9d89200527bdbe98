import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api.ts';
import { qk } from './query-keys.ts';

/** Retry only what may succeed next time: network failures and server errors, twice. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return isApiError(error) && (error.status === 0 || error.status >= 500);
}

/**
 * `onUnauthenticated` runs when a request made during a session answers 401:
 * the session ended on the server (expired, signed out elsewhere, user disabled).
 */
export function createQueryClient(onUnauthenticated: (client: QueryClient) => void): QueryClient {
  const handle = (error: unknown, queryKey?: readonly unknown[]) => {
    if (queryKey?.[0] === qk.currentUser.all[0]) return;
    if (isApiError(error) && error.status === 401) onUnauthenticated(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => handle(error, mutation.options.mutationKey) }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
  return client;
}
