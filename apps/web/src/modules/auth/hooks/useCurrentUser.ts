import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TCurrentUser } from '@ss/domain';
import { fetchCurrentUser } from '../api.ts';
import { qk } from '../../../lib/query-keys.ts';

export function useCurrentUserQuery() {
  return useQuery({
    queryKey: qk.currentUser.all,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in user, or null. The session root renders nothing below it before this is known. */
export function useCurrentUser(): TCurrentUser | null {
  return useCurrentUserQuery().data ?? null;
}

/**
 * For screens behind the workspace guard, where a user is always signed in. Signing out empties
 * the user a render before the guard leaves the page: in that render a screen still sees the
 * user it was drawn for, rather than failing with "Unknown error occurred".
 */
export function useSignedInUser(): TCurrentUser {
  const user = useCurrentUser();
  const [last, setLast] = useState(user);
  if (user && user !== last) setLast(user);
  const shown = user ?? last;
  if (!shown) throw new Error('useSignedInUser used outside a signed-in route');
  return shown;
}
