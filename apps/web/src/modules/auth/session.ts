/**
 * Signing out, in one place. The cache keeps `current_user = null` and everything
 * else is dropped; the workspace guard, seeing no user, sends the browser to the
 * sign-in page. How it does so (which page, with or without redirectTo) is decided
 * here and left for the guard in `pendingSignOut`, because a forced sign-out
 * (the session ended under us) returns without redirectTo (spec section 4).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { TCurrentUser } from '@ss/domain';
import { clearSessionStorage } from '../../lib/storage.ts';
import { postSignOut, type SignInKind } from './api.ts';
import { qk } from '../../lib/query-keys.ts';

/** Why the user was signed out, said on the sign-in page (the key of its message, in the location's state). */
export type SignOutNotice = 'agreement.declined';

export interface PendingSignOut {
  forced: boolean;
  kind: SignInKind;
}

let pending: PendingSignOut | null = null;

export function pendingSignOut(): PendingSignOut | null {
  return pending;
}

export function clearPendingSignOut(): void {
  pending = null;
}

function clearSession(client: QueryClient, next: PendingSignOut): void {
  pending = next;
  clearSessionStorage();
  client.cancelQueries().catch(() => undefined);
  client.setQueryData(qk.currentUser.all, null);
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== qk.currentUser.all[0] });
  client.getMutationCache().clear();
}

function kindOf(client: QueryClient): SignInKind {
  return client.getQueryData<TCurrentUser | null>(qk.currentUser.all)?.is_super ? 'admin' : 'user';
}

export async function signOut(client: QueryClient): Promise<void> {
  const kind = kindOf(client);
  try {
    await postSignOut();
  } finally {
    clearSession(client, { forced: false, kind });
  }
}

/** The server no longer knows the session: clear it locally without asking again. */
export function forceSignOut(client: QueryClient): boolean {
  if (!client.getQueryData(qk.currentUser.all)) return false;
  clearSession(client, { forced: true, kind: kindOf(client) });
  return true;
}
