import type { TCurrentUser, TLoginRequest, TSignInResponse } from '@ss/domain';
import { api, isApiError } from '../../lib/api.ts';

/** The signed-in user, or null when signed out (401). Any other failure is an error. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<TCurrentUser | null> {
  try {
    return await api.get<TCurrentUser>('current_user/', undefined, signal);
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export type SignInKind = 'admin' | 'user';

/** Sets the HttpOnly session cookie; the returned token is not kept by the web app. `mfa`: the second step still owed (issue 24, section 4). */
export function postSignIn(kind: SignInKind, body: TLoginRequest): Promise<TSignInResponse> {
  return api.post<TSignInResponse>(kind === 'admin' ? 'admin_auth/' : 'auth/', body);
}

export function postSignOut(): Promise<void> {
  return api.post<void>('logout/');
}

/** Whom a suspended school's people ask (the district's contact, or the product's): the status page and the suspension dialog show it. */
export function fetchSupportContact(signal?: AbortSignal): Promise<{ email: string }> {
  return api.get<{ email: string }>('support_contact/', undefined, signal);
}
