import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';
import { fetchCurrentUser, postSignIn, type SignInKind } from '../api.ts';
import type { SignInValues } from '../validate-sign-in.ts';
import { qk } from '../../../lib/query-keys.ts';

/**
 * Signs in, then loads the current user into the cache. The auth layout sees the
 * user and moves on to redirectTo or the user's home, so the form does not navigate.
 */
export function useSignIn(kind: SignInKind) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['sign_in', kind],
    mutationFn: async (values: SignInValues) => {
      await postSignIn(kind, { email: values.email.trim(), password: values.password });
      const user = await client.fetchQuery({ queryKey: qk.currentUser.all, queryFn: ({ signal }) => fetchCurrentUser(signal), staleTime: 0 });
      if (!user) throw new ApiError(401, 'unauthenticated', 'Please sign in to continue');
      return user;
    },
  });
}
