/** After the second factor: the current user is loaded, and the auth layout moves on (redirectTo or home). */
import type { QueryClient } from '@tanstack/react-query';
import { fetchCurrentUser } from '../auth/api.ts';
import { qk } from '../../lib/query-keys.ts';

export async function finishSignIn(client: QueryClient): Promise<void> {
  await client.fetchQuery({ queryKey: qk.currentUser.all, queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 0 });
}

/** Where a sign-in that still owes a second factor goes, keeping redirectTo. */
export function mfaPath(step: 'verify' | 'enrol', search: string): string {
  return `${step === 'verify' ? '/auth/mfa' : '/auth/mfa/enrol'}${search}`;
}
