/**
 * Sessions under the user's control (issue 24, section 5).
 * - A user lists their live sessions (device, browser and system from the user agent; the address's range only;
 *   created, last seen) with the current one marked, ends one of them or all the others. Another user's session
 *   id is not found (404), as is an unknown one. Not while simulating (the session is the super admin's).
 * - A super admin ends all of anyone's sessions, a district admin those of their district's people
 *   (`userPolicy.endSessions`); out of the actor's staff scope is 404.
 * - Every ending is audited (`auth.sessions_ended`, counts only) and closes the sockets of the ended sessions at
 *   once: the realtime hub re-checks its sockets' sessions on that event, as on sign-out.
 * A session is named by an opaque id derived from the token's hash (sha256 again, 128 bits shown): never the token,
 * never the stored hash.
 */
import type { TUserSession, TUserSessionList, TSessionsEnded } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { ipRange, summariseUserAgent } from '../../lib/session-summary.ts';
import { sha256 } from '../../lib/tokens.ts';
import { sessionPolicy } from '../../policies/sessions.policy.ts';
import { userPolicy } from '../../policies/users.policy.ts';
import { countSessionsOfUser, deleteSessionsOfUser, endSessionsOfUsers, liveSessionsOfUser, type SessionRow } from '../../repositories/sessions.repository.ts';
import { loadTarget } from '../staff/update-user.ts';
import { emit } from '../emit.ts';

/** The public id of a session: a hash of its stored hash (the stored hash looks sessions up; it is never shown). */
export const sessionPublicId = (idHash: string) => sha256(`session-id:${idHash}`).slice(0, 32);

function present(row: SessionRow, currentHash: string): TUserSession {
  return {
    id: sessionPublicId(row.id_hash),
    ...summariseUserAgent(row.user_agent),
    ip_range: ipRange(row.ip),
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.id_hash === currentHash,
  };
}

async function ownSessions(ctx: AuthedContext): Promise<SessionRow[]> {
  authorize(sessionPolicy.manageOwn, ctx.auth.session);
  return liveSessionsOfUser(ctx.db, ctx.auth.realUser.id, new Date(), ctx.config.sessionIdleMs);
}

export async function listOwnSessions(ctx: AuthedContext): Promise<TUserSessionList> {
  const rows = await ownSessions(ctx);
  const results = rows.map((r) => present(r, ctx.auth.sessionHash));
  // The current session first, then by last activity.
  results.sort((a, b) => Number(b.current) - Number(a.current));
  return { results };
}

async function endOwn(ctx: AuthedContext, hashes: string[], scope: 'one' | 'others'): Promise<number> {
  const user = ctx.auth.realUser;
  return ctx.db.transaction(async (tx) => {
    const ended = await deleteSessionsOfUser(tx, user.id, hashes);
    await emit(tx, ctx, {
      type: 'auth.sessions_ended',
      district_id: user.district?.id ?? null,
      target: { type: 'user', id: user.id },
      details: { scope, count: ended, current: hashes.includes(ctx.auth.sessionHash) },
    });
    return ended;
  });
}

/** Ends one of the caller's sessions (possibly the current one: `current` says so, and the route clears the cookie). */
export async function endOwnSession(ctx: AuthedContext, id: string): Promise<{ ended: number; current: boolean }> {
  const match = (await ownSessions(ctx)).find((r) => sessionPublicId(r.id_hash) === id);
  if (!match) throw notFound();
  const ended = await endOwn(ctx, [match.id_hash], 'one');
  return { ended, current: match.id_hash === ctx.auth.sessionHash };
}

/** Ends every session of the caller but the current one. */
export async function endOtherSessions(ctx: AuthedContext): Promise<TSessionsEnded> {
  const others = (await ownSessions(ctx)).filter((r) => r.id_hash !== ctx.auth.sessionHash).map((r) => r.id_hash);
  return { ended: await endOwn(ctx, others, 'others') };
}

/** An admin ends all of a user's sessions (and any simulation of them). */
export async function endAllSessionsOfUser(ctx: AuthedContext, userId: number): Promise<TSessionsEnded> {
  const target = await loadTarget(ctx, userId);
  authorize(userPolicy.endSessions, ctx.actor, target);
  const ended = await ctx.db.transaction(async (tx) => {
    const n = await countSessionsOfUser(tx, userId, new Date());
    await endSessionsOfUsers(tx, [userId]);
    await emit(tx, ctx, {
      type: 'auth.sessions_ended',
      district_id: target.memberships.district?.id ?? null,
      target: { type: 'user', id: userId },
      details: { scope: 'all', count: n, by_admin: true },
    });
    return n;
  });
  return { ended };
}
