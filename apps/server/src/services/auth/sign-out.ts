import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { deleteSession } from '../../repositories/sessions.repository.ts';

/** Ends the request's session, if it has one. */
export async function signOut(ctx: ServiceContext): Promise<void> {
  if (!ctx.auth) return;
  await deleteSession(ctx.db, ctx.auth.sessionHash);
  await recordAudit(ctx.db, {
    action: 'auth.sign_out',
    actor_user_id: ctx.auth.actor.id,
    real_actor_user_id: ctx.auth.realUser.id,
    district_id: ctx.auth.realUser.district?.id ?? null,
    ip: ctx.ip,
  });
}
