import { decoyHash, hashPassword, needsRehash, verifyPassword } from '@ss/db';
import type { TLoginRequest } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { HttpError } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { findUserByEmail, setPasswordHash } from '../../repositories/users.repository.ts';
import { startSession } from './start-session.ts';

export const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid email or password');

/**
 * Signs in with e-mail and password. Unknown e-mail, wrong password, deactivated
 * user and a non-super at the admin door all get the same answer in the same time.
 * A fresh session id is issued (any session the request carried ends), and every
 * attempt is audited. Repeated failures are throttled before this runs (plugins/throttle.ts).
 */
export async function signIn(ctx: ServiceContext, input: TLoginRequest & { kind: 'staff' | 'admin' }): Promise<{ token: string; mfa?: 'verify' | 'enrol' }> {
  const user = await findUserByEmail(ctx.db, input.email);
  const usable = user && !user.deactivated_at && user.password_hash;
  const passwordOk = await verifyPassword(usable ? user.password_hash! : await decoyHash(), input.password);
  const allowed = usable && passwordOk && (input.kind === 'staff' || user.is_super);

  if (!allowed) {
    await emit(
      ctx.db,
      { actor_user_id: user?.id ?? null, ip: ctx.ip },
      {
        type: 'auth.sign_in',
        outcome: 'failure',
        details: { email: input.email, door: input.kind },
      },
    );
    throw invalidCredentials();
  }

  if (needsRehash(user.password_hash!)) await setPasswordHash(ctx.db, user.id, await hashPassword(input.password));
  return startSession(ctx, user, input.kind);
}
