import type { TAuthConfig, TOidcNonce } from '@ss/domain/contracts/identity';
import type { Workspace } from '@ss/domain';
import { api } from '../../lib/api.ts';

export type Provider = 'google' | 'microsoft';

export function fetchAuthConfig(signal?: AbortSignal): Promise<TAuthConfig> {
  return api.get<TAuthConfig>('auth_config/', undefined, signal);
}

export function providerSignIn(provider: Provider, body: { id_token: string; user_type: Workspace }): Promise<{ token: string; mfa?: 'verify' | 'enrol' }> {
  return api.post<{ token: string; mfa?: 'verify' | 'enrol' }>(`${provider}_login/`, body);
}

/** The nonce for the authorization request; the server keeps its key in an HttpOnly cookie of this browser. */
export function fetchNonce(): Promise<TOidcNonce> {
  return api.post<TOidcNonce>('oidc_nonce/');
}
