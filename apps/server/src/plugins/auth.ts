/**
 * Resolves the session of each API request from the `sessionid` cookie or an
 * `Authorization: Bearer` token. Sessions are looked up by the SHA-256 of the
 * token, expire when idle or past their absolute lifetime, and end with a
 * deactivated user. Suspension is checked on every request, never cached: the session,
 * both users with their memberships and the agreement version are one statement.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, RequestAuth, ServiceContext } from '../context.ts';
import { unauthenticated } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';
import { actorFrom } from '../repositories/users.repository.ts';
import { deleteSession, findLiveSessionWithUsers, touchSession } from '../repositories/sessions.repository.ts';

export const SESSION_COOKIE = 'sessionid';
/** last_seen_at is written at most this often, to keep reads cheap. */
const TOUCH_EVERY_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || undefined;
  return request.cookies[SESSION_COOKIE] || undefined;
}

export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = presentedToken(request);
    if (!token) return;
    const sessionHash = sha256(token);
    const now = new Date();
    const found = await findLiveSessionWithUsers(ctx.db, sessionHash, now, ctx.config.sessionIdleMs);
    if (!found) return;
    const { session } = found;
    const realUser = actorFrom(found.realUser);
    if (!realUser) {
      await deleteSession(ctx.db, sessionHash);
      return;
    }
    const actor = session.simulated_user_id ? actorFrom(found.simulated) : realUser;
    if (!actor) return;
    if (now.getTime() - session.last_seen_at.getTime() > TOUCH_EVERY_MS) await touchSession(ctx.db, sessionHash, now);
    const agreement = { current: found.currentAgreement, agreed: found.realUser!.agreed_version };
    request.auth = { sessionHash, session, realUser, actor, agreement };
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, ctx: AppContext) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secure,
    maxAge: Math.floor(ctx.config.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, ctx: AppContext) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: ctx.config.secure });
}

/** The request's signed-in session, or 401. */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export function serviceContext(ctx: AppContext, request: FastifyRequest): ServiceContext {
  return { ...ctx, auth: request.auth, ip: request.ip };
}
