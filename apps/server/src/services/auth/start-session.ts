import type { ServiceContext } from '../../context.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { emit } from '../emit.ts';
import { createSession, deleteSession } from '../../repositories/sessions.repository.ts';
import { primaryDistrictId, recordSignIn } from '../../repositories/users.repository.ts';

export type SessionKind = 'staff' | 'admin';

/**
 * Opens a session for a user whose identity is already proven (password, Google or
 * Microsoft): one place, so every way in gets the same session. A fresh random id is
 * issued and any session the request carried ends (no session fixation); only the
 * SHA-256 of the token is stored; the sign-in is recorded and audited.
 */
export async function startSession(ctx: ServiceContext, user: { id: number }, kind: SessionKind, details: Record<string, unknown> = {}): Promise<{ token: string }> {
  if (ctx.auth) await deleteSession(ctx.db, ctx.auth.sessionHash);
  const token = newToken();
  const now = new Date();
  await createSession(ctx.db, {
    id_hash: sha256(token),
    user_id: user.id,
    kind,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + ctx.config.sessionAbsoluteMs),
    ip: ctx.ip,
  });
  await recordSignIn(ctx.db, user.id, now);
  await emit(
    ctx.db,
    { actor_user_id: user.id, real_actor_user_id: user.id, ip: ctx.ip },
    {
      type: 'auth.sign_in',
      outcome: 'success',
      // So a district admin sees their people's sign-ins in their district's audit log.
      district_id: await primaryDistrictId(ctx.db, user.id),
      details: { door: kind, ...details },
    },
  );
  return { token };
}
