/**
 * Resolves the session of each API request from the `sessionid` cookie or an
 * `Authorization: Bearer` token. Sessions are looked up by the SHA-256 of the
 * token, expire when idle or past their absolute lifetime, and end with a
 * deactivated user. Suspension is checked on every request, never cached: the session,
 * both users with their memberships and the agreement version are one statement.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext, AuthedContext, RequestAuth, ServiceContext } from '../context.ts';
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

/**
 * The live session behind a session hash, as a request sees it: null when it expired, went idle,
 * was ended, or its user was deactivated (the session is then deleted). `touch` records activity.
 */
export async function authOfSession(ctx: AppContext, sessionHash: string, opts: { touch: boolean }): Promise<RequestAuth | null> {
  const now = new Date();
  const found = await findLiveSessionWithUsers(ctx.db, sessionHash, now, ctx.config.sessionIdleMs);
  if (!found) return null;
  const { session } = found;
  const realUser = actorFrom(found.realUser);
  if (!realUser) {
    await deleteSession(ctx.db, sessionHash);
    return null;
  }
  const actor = session.simulated_user_id ? actorFrom(found.simulated) : realUser;
  if (!actor) return null;
  if (opts.touch && now.getTime() - session.last_seen_at.getTime() > TOUCH_EVERY_MS) await touchSession(ctx.db, sessionHash, now);
  const agreement = { current: found.currentAgreement, agreed: found.realUser!.agreed_version };
  return { sessionHash, session, realUser, actor, agreement };
}

/** The request's session from its cookie or bearer token (the API and the realtime socket). */
export async function authOfRequest(ctx: AppContext, request: FastifyRequest): Promise<RequestAuth | null> {
  const token = presentedToken(request);
  return token ? authOfSession(ctx, sha256(token), { touch: true }) : null;
}

/**
 * The probes read no session: a load balancer's check that carries a cookie must not depend on the session table
 * (while the database is away, readiness answers its own 503 with the failed check, not the session read's error).
 */
const PROBES = new Set(['/api/v1/health/', '/api/v1/ready/']);

export function registerAuth(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith('/api/') || PROBES.has(request.routeOptions.url ?? '')) return;
    request.auth = await authOfRequest(ctx, request);
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

/** The context of a use case that may run without a user (sign-in, password links). */
export function serviceContext(ctx: AppContext, request: FastifyRequest): ServiceContext {
  return { ...ctx, auth: request.auth, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** The context of a use case for a signed-in user, or 401. */
export function authedContext(ctx: AppContext, request: FastifyRequest): AuthedContext {
  const auth = requireAuth(request);
  return { ...ctx, auth, actor: auth.actor, ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
