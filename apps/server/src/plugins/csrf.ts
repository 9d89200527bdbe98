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

export function registerCsrf(app: FastifyInstance, opts: { secure: boolean }) {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[CSRF_COOKIE];
    if (!cookie) {
      reply.setCookie(CSRF_COOKIE, newToken(), { path: '/', sameSite: 'lax', secure: opts.secure, httpOnly: false });
    }
    if (SAFE.has(request.method) || !request.url.startsWith('/api/')) return;
    const header = request.headers[CSRF_HEADER];
    if (!cookie || typeof header !== 'string' || !safeEqual(header, cookie)) {
      throw new HttpError(403, 'csrf', 'The request could not be verified. Please reload the page and try again.');
    }
  });
}
