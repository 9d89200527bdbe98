import { decoyHash, hashPassword, verifyPassword } from '@ss/db';
import { IDENTITY_MSG, type TChangePasswordRequest } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { userPolicy } from '../../policies/users.policy.ts';
import { emit } from '../emit.ts';
import { endSessionsOfUser, passwordHashOf, setUserPassword } from '../../repositories/credentials.repository.ts';
import { retireTokens } from '../../repositories/password-tokens.repository.ts';

/**
 * The signed-in user changes their own password, proving they know the current one (a
 * stolen session alone must not be enough to lock the owner out). Every other session
 * of theirs ends — the one making the change stays — and outstanding reset links die.
 * Refused while a super user simulates someone: nobody changes another person's
 * password by simulation. Wrong current passwords are throttled like failed sign-ins.
 */
export async function changePassword(ctx: AuthedContext, input: TChangePasswordRequest): Promise<void> {
  const { auth } = ctx;
  authorize(userPolicy.actAsSelf, auth.session);
  const user = auth.realUser;
  const stored = await passwordHashOf(ctx.db, user.id);
  const ok = await verifyPassword(stored ?? (await decoyHash()), input.current_password);
  if (!stored || !ok) {
    await emit(
      ctx.db,
      { actor_user_id: user.id, real_actor_user_id: user.id, ip: ctx.ip },
      {
        type: 'auth.password_changed',
        outcome: 'failure',
        details: { reason: 'current_password' },
      },
    );
    throw fieldError('current_password', IDENTITY_MSG.invalidPassword);
  }
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (db) => {
    const now = new Date();
    await setUserPassword(db, user.id, passwordHash, now);
    await endSessionsOfUser(db, user.id, auth.sessionHash);
    await retireTokens(db, user.id, now);
    await emit(
      db,
      { actor_user_id: user.id, real_actor_user_id: user.id, ip: ctx.ip },
      {
        type: 'auth.password_changed',
        target: { type: 'user', id: user.id },
      },
    );
  });
}
