/**
 * Binds a provider's id_token to the browser that asked for it, and to one use.
 *
 * Before leaving for the provider the browser asks for a nonce: the server draws a random
 * key, keeps it in a short-lived HttpOnly cookie, and answers the key's SHA-256 as the
 * nonce, which the browser puts in the authorization request and the provider copies into
 * the token. At sign-in the token's `nonce` claim must be the hash of the key in the
 * request's cookie. The token shows only the hash, so someone holding a leaked token cannot
 * make the matching cookie (a cookie holding the nonce or its hash could be forged from the
 * token itself). And the nonce is recorded as used in the database, so even with the cookie
 * the same token signs in once, whichever copy of the server receives it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { newToken, safeEqual, sha256 } from '../../lib/tokens.ts';

export const NONCE_COOKIE = 'oidc_nonce';
/** Long enough to choose an account and consent at the provider. */
export const NONCE_COOKIE_MAX_AGE_S = 10 * 60;
const COOKIE_OPTIONS = { path: '/api/v1/', httpOnly: true, sameSite: 'lax' } as const;

/** Draws a key, sets its cookie, and returns the nonce for the authorization request. */
export function issueNonce(reply: FastifyReply, ctx: AppContext): { nonce: string } {
  const key = newToken();
  reply.setCookie(NONCE_COOKIE, key, { ...COOKIE_OPTIONS, secure: ctx.config.secure, maxAge: NONCE_COOKIE_MAX_AGE_S });
  return { nonce: sha256(key) };
}

/** The key this browser was given, removed from it: one attempt per nonce, whatever its outcome. */
export function takeNonceKey(request: FastifyRequest, reply: FastifyReply, ctx: AppContext): string | null {
  const key = request.cookies[NONCE_COOKIE] || null;
  if (key) reply.clearCookie(NONCE_COOKIE, { ...COOKIE_OPTIONS, secure: ctx.config.secure });
  return key;
}

/** Whether a token's nonce was issued for the key this request carries. */
export function nonceMatches(nonce: string, key: string | null): boolean {
  return key !== null && safeEqual(sha256(key), nonce);
}
