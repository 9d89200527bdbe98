/**
 * CSRF protection by double submit: a readable `csrftoken` cookie is set on any
 * response to a request that has none, and every request other than GET/HEAD/OPTIONS
 * must echo it in `X-CSRFToken`. Checked before anything else runs, so a refused
 * request changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.ts';
import { newToken, safeEqual } from '../lib/tokens.ts';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Routes whose credential is a token in the URL, never a cookie, so a forged cross-site request gains nothing: the
 * one-click unsubscribe of a digest (RFC 8058: a mail client posts it without cookies or headers of ours). The
 * token is random, names one user and type, and works once; the route reads no session.
 */
export const TOKEN_ROUTES: ReadonlySet<string> = new Set([
  '/api/v1/summary_preferences/unsubscribe/',
  // A guardian's signature link (issue 24, section 1): the token in the body is the credential.
  '/api/v1/guardian_sign/sign/',
  '/api/v1/guardian_sign/decline/',
]);

export function registerCsrf(app: FastifyInstance, opts: { secure: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, newToken(), { path: '/', sameSite: 'lax', secure: opts.secure, httpOnly: false });
    }
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    if (TOKEN_ROUTES.has(request.url.split('?')[0]!)) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw new HttpError(403, 'csrf', 'The request could not be verified. Please reload the page and try again.');
    }
  });
}
