/**
 * Binds a provider's id_token to the browser that asked for it, and to one use.
 *
 * Before leaving for the provider the browser asks for a nonce: the server draws a random
 * key, keeps it in a short-lived HttpOnly cookie (routes/oidc), and answers the key's
 * SHA-256 as the nonce, which the browser puts in the authorization request and the
 * provider copies into the token. At sign-in the token's `nonce` claim must be the hash of
 * the key in the request's cookie. The token shows only the hash, so someone holding a
 * leaked token cannot make the matching cookie (a cookie holding the nonce or its hash could
 * be forged from the token itself). And the nonce is recorded as used in the database
 * (provider-sign-in.ts), so even with the cookie the same token signs in once, whichever
 * copy of the server receives it.
 */
import { newToken, safeEqual, sha256 } from '../../lib/tokens.ts';

/** Long enough to choose an account and consent at the provider. */
export const NONCE_KEY_MAX_AGE_S = 10 * 60;

/** A new key for the browser's cookie, and the nonce it stands for. */
export function issueNonce(): { key: string; nonce: string } {
  const key = newToken();
  return { key, nonce: sha256(key) };
}

/** Whether a token's nonce was issued for the key this request carries. */
export function nonceMatches(nonce: string, key: string | null): boolean {
  return key !== null && safeEqual(sha256(key), nonce);
}
