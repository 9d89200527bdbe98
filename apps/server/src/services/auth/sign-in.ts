import { decoyHash, hashPassword, needsRehash, verifyPassword } from '@ss/db';
import type { TLoginRequest } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { HttpError } from '../../lib/errors.ts';
import { newToken, sha256 } from '../../lib/tokens.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { createSession, deleteSession } from '../../repositories/sessions.repository.ts';
import { findUserByEmail, recordSignIn, setPasswordHash } from '../../repositories/users.repository.ts';

const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid email or password');

/**
 * Signs in with e-mail and password. Unknown e-mail, wrong password, deactivated
 * user and a non-super at the admin door all get the same answer in the same time.
 * A fresh session id is issued (any session the request carried ends), and every
 * attempt is audited.
 */
export async function signIn(ctx: ServiceContext, input: TLoginRequest & { kind: 'staff' | 'admin' }): Promise<{ token: string }> {
  const user = await findUserByEmail(ctx.db, input.email);
  const usable = user && !user.deactivated_at && user.password_hash;
  const passwordOk = await verifyPassword(usable ? user.password_hash! : await decoyHash(), input.password);
  const allowed = usable && passwordOk && (input.kind === 'staff' || user.is_super);

  if (!allowed) {
    await recordAudit(ctx.db, {
      action: 'auth.sign_in',
      outcome: 'failure',
      actor_user_id: user?.id ?? null,
      ip: ctx.ip,
      details: { email: input.email, door: input.kind },
    });
    throw invalidCredentials();
  }

  if (needsRehash(user.password_hash!)) await setPasswordHash(ctx.db, user.id, await hashPassword(input.password));
  if (ctx.auth) await deleteSession(ctx.db, ctx.auth.sessionHash);

  const token = newToken();
  const now = new Date();
  await createSession(ctx.db, {
    id_hash: sha256(token),
    user_id: user.id,
    kind: input.kind,
    created_at: now,
    last_seen_at: now,
    expires_at: new Date(now.getTime() + ctx.config.sessionAbsoluteMs),
    ip: ctx.ip,
  });
  await recordSignIn(ctx.db, user.id, now);
  await recordAudit(ctx.db, {
    action: 'auth.sign_in',
    outcome: 'success',
    actor_user_id: user.id,
    real_actor_user_id: user.id,
    ip: ctx.ip,
    details: { door: input.kind },
  });
  return { token };
}
