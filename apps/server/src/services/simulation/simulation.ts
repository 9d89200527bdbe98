/**
 * User simulation: a super admin acts as another user to help them. The session
 * keeps both users; every audit row written meanwhile names the real one too.
 * Starting and stopping issue a new session id (the old one ends) and keep the
 * original absolute expiry, so simulating never lengthens a session.
 */
import type { RequestAuth, ServiceContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { createSession, deleteSession } from '../../repositories/sessions.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';

/** The user's only district is suspended, or every school of a school-level user is. */
export function onlyTenantSuspended(user: Actor): boolean {
  if (user.district?.suspended_at) return true;
  return !user.district_level && user.schools.length > 0 && user.schools.every((s) => s.suspended_at);
}

async function rotate(ctx: ServiceContext, auth: RequestAuth, simulatedUserId: number | null): Promise<string> {
  const token = newToken();
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as ServiceContext['db'];
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
    });
  });
  return token;
}

export async function startSimulation(ctx: ServiceContext, auth: RequestAuth, userId: number): Promise<{ token: string }> {
  if (!auth.realUser.is_super) throw forbidden();
  if (auth.session.simulated_user_id) throw new HttpError(409, 'conflict', 'Could not perform action');
  const target = await loadActor(ctx.db, userId);
  if (!target) throw notFound();
  if (target.is_super || target.id === auth.realUser.id) throw forbidden();
  const audit = {
    action: 'simulation.started' as const,
    actor_user_id: target.id,
    real_actor_user_id: auth.realUser.id,
    district_id: target.district?.id ?? null,
    target_type: 'user',
    target_id: String(target.id),
    ip: ctx.ip,
  };
  if (onlyTenantSuspended(target)) {
    await recordAudit(ctx.db, { ...audit, outcome: 'failure', details: { reason: 'suspended' } });
    throw new HttpError(409, 'action_not_possible', 'Action not possible');
  }
  const token = await rotate(ctx, auth, target.id);
  await recordAudit(ctx.db, audit);
  return { token };
}

export async function stopSimulation(ctx: ServiceContext, auth: RequestAuth): Promise<{ token: string }> {
  const simulated = auth.session.simulated_user_id;
  if (!simulated) throw new HttpError(409, 'conflict', 'Could not perform action');
  const token = await rotate(ctx, auth, null);
  await recordAudit(ctx.db, {
    action: 'simulation.stopped',
    actor_user_id: simulated,
    real_actor_user_id: auth.realUser.id,
    target_type: 'user',
    target_id: String(simulated),
    ip: ctx.ip,
  });
  return { token };
}
