/**
 * User simulation: a super admin acts as another user to help them. The session
 * keeps both users; every audit row written meanwhile names the real one too.
 * Starting and stopping issue a new session id (the old one ends) and keep the
 * original absolute expiry, so simulating never lengthens a session.
 */
import type { AuthedContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { userPolicy } from '../../policies/users.policy.ts';
import { mfaPolicy } from '../../policies/mfa.policy.ts';
import { MFA_MSG } from '@ss/domain';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { emit } from '../emit.ts';
import { createSession, deleteSession } from '../../repositories/sessions.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';

/** The user's only district is suspended, or every school of a school-level user is. */
export function onlyTenantSuspended(user: Actor): boolean {
  if (user.district?.suspended_at) return true;
  return !user.district_level && user.schools.length > 0 && user.schools.every((s) => s.suspended_at);
}

async function rotate(ctx: AuthedContext, simulatedUserId: number | null): Promise<string> {
  const { auth } = ctx;
  const token = newToken();
  const now = new Date();
  await ctx.db.transaction(async (db) => {
    await deleteSession(db, auth.sessionHash);
    await createSession(db, {
      id_hash: sha256(token),
      user_id: auth.realUser.id,
      simulated_user_id: simulatedUserId,
      kind: auth.session.kind,
      created_at: now,
      last_seen_at: now,
      expires_at: auth.session.expires_at,
      ip: ctx.ip,
      // The second factor this session passed stays with it (issue 24, section 4).
      mfa_at: auth.session.mfa_at,
    });
  });
  return token;
}

export async function startSimulation(ctx: AuthedContext, userId: number): Promise<{ token: string }> {
  const { auth } = ctx;
  authorize(userPolicy.startSimulation, auth.realUser);
  // A simulation needs a second factor passed by this session in the last 12 hours (issue 24, section 4).
  if (ctx.config.mfaEnforced && !mfaPolicy.simulateWithSession(auth.realUser, auth.session.mfa_at, new Date(), ctx.config.demo)) {
    throw new HttpError(403, 'mfa_recent_required', MFA_MSG.simulationNeedsMfa);
  }
  if (auth.session.simulated_user_id) throw new HttpError(409, 'conflict', 'Could not perform action');
  const target = await loadActor(ctx.db, userId);
  if (!target) throw notFound();
  authorize(userPolicy.simulateAs, auth.realUser, target);
  const by = { actor_user_id: target.id, real_actor_user_id: auth.realUser.id, ip: ctx.ip };
  const event = { type: 'simulation.started' as const, district_id: target.district?.id ?? null, target: { type: 'user' as const, id: target.id } };
  if (onlyTenantSuspended(target)) {
    await emit(ctx.db, by, { ...event, outcome: 'failure', details: { reason: 'suspended' } });
    throw new HttpError(409, 'action_not_possible', 'Action not possible');
  }
  const token = await rotate(ctx, target.id);
  await emit(ctx.db, by, event);
  return { token };
}

export async function stopSimulation(ctx: AuthedContext): Promise<{ token: string }> {
  const { auth } = ctx;
  const simulated = auth.session.simulated_user_id;
  if (!simulated) throw new HttpError(409, 'conflict', 'Could not perform action');
  const token = await rotate(ctx, null);
  await emit(
    ctx.db,
    { actor_user_id: simulated, real_actor_user_id: auth.realUser.id, ip: ctx.ip },
    {
      type: 'simulation.stopped',
      target: { type: 'user', id: simulated },
    },
  );
  return { token };
}
