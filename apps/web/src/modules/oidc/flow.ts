/**
 * The browser side of "Sign in with Google / Microsoft": a plain redirect to the
 * provider (no third-party script), implicit id_token in the fragment, state and
 * nonce kept in sessionStorage and checked on the way back. The nonce comes from the
 * server, which keeps its key in an HttpOnly cookie: the server verifies the token's
 * signature, audience and expiry, and accepts it only with that nonce, once. The check
 * here binds the answer to this tab.
 */
import type { TAuthConfig } from '@ss/domain/contracts/identity';
import type { Provider } from './api.ts';

export const OIDC_STORAGE_KEY = 'oidcRequest';

export interface PendingRequest {
  provider: Provider;
  state: string;
  nonce: string;
  userType: 'admin' | 'school';
}

function randomToken(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function callbackUrl(provider: Provider): string {
  return `${window.location.origin}/auth/callback/${provider}`;
}

/** The provider's authorization URL for the server's nonce, after remembering state and nonce for the callback. */
export function authorizationUrl(provider: Provider, config: TAuthConfig, userType: 'admin' | 'school', nonce: string): string | null {
  const request: PendingRequest = { provider, state: randomToken(), nonce, userType };
  let endpoint: string;
  let clientId: string;
  if (provider === 'google') {
    if (!config.google) return null;
    endpoint = 'https://accounts.google.com/o/oauth2/v2/auth';
    clientId = config.google.client_id;
  } else {
    if (!config.microsoft) return null;
    endpoint = `https://login.microsoftonline.com/${encodeURIComponent(config.microsoft.tenant)}/oauth2/v2.0/authorize`;
    clientId = config.microsoft.client_id;
  }
  sessionStorage.setItem(OIDC_STORAGE_KEY, JSON.stringify(request));
  const params = new URLSearchParams({
    client_id: clientId,
    response_type: 'id_token',
    response_mode: 'fragment',
    scope: 'openid email profile',
    redirect_uri: callbackUrl(provider),
    state: request.state,
    nonce: request.nonce,
    prompt: 'select_account',
  });
  return `${endpoint}?${params.toString()}`;
}

function takePending(): PendingRequest | null {
  const raw = sessionStorage.getItem(OIDC_STORAGE_KEY);
  sessionStorage.removeItem(OIDC_STORAGE_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingRequest>;
    if (typeof value.state !== 'string' || typeof value.nonce !== 'string' || (value.userType !== 'admin' && value.userType !== 'school')) return null;
    return value as PendingRequest;
  } catch {
    return null;
  }
}

/** The `nonce` claim of an id_token's payload (not verified here: the server does that). */
export function nonceOf(idToken: string): string | null {
  const payload = idToken.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims = JSON.parse(atob(base64)) as { nonce?: unknown };
    return typeof claims.nonce === 'string' ? claims.nonce : null;
  } catch {
    return null;
  }
}

export type CallbackResult = { ok: true; idToken: string; userType: 'admin' | 'school' } | { ok: false; message: string; userType: 'admin' | 'school' };

/** Reads the fragment the provider sent back and checks it against this tab's request. */
export function readCallback(provider: Provider, hash: string): CallbackResult {
  const params = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const pending = takePending();
  const userType = pending?.userType ?? 'school';
  if (params.get('error')) return { ok: false, message: 'oidc.cancelled', userType };
  const idToken = params.get('id_token');
  if (!pending || pending.provider !== provider || !idToken || params.get('state') !== pending.state || nonceOf(idToken) !== pending.nonce) {
    return { ok: false, message: 'oidc.stateMismatch', userType };
  }
  return { ok: true, idToken, userType: pending.userType };
}
