import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { fetchCurrentUser, postSignIn, type SignInKind } from '../api.ts';
import type { SignInValues } from '../validate-sign-in.ts';
import { qk } from '../../../lib/query-keys.ts';

/**
 * Signs in, then loads the current user into the cache. The auth layout sees the
 * user and moves on to redirectTo or the user's home, so the form does not navigate —
 * unless a second factor is owed (issue 24, section 4): then the answer says which step
 * (`verify` or `enrol`) and the form goes there.
 */
export function useSignIn(kind: SignInKind) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['sign_in', kind],
    mutationFn: async (values: SignInValues) => {
      const signedIn = await postSignIn(kind, { email: values.email.trim(), password: values.password });
      if (signedIn.mfa) return { mfa: signedIn.mfa };
      const user = await client.fetchQuery({ queryKey: qk.currentUser.all, queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 0 });
      if (!user) throw new ApiError(401, 'unauthenticated', 'Please sign in to continue');
      return { mfa: null, user };
    },
  });
}
