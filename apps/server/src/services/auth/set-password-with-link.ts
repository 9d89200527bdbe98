import { hashPassword } from '@ss/db';
import type { TSetPasswordRequest } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { sha256 } from '../../lib/tokens.ts';
import { emit } from '../emit.ts';
import { endSessionsOfUser, setUserPassword } from '../../repositories/credentials.repository.ts';
import { findUsableToken, retireTokens, spendToken } from '../../repositories/password-tokens.repository.ts';
import { linkInvalid } from './describe-password-link.ts';

/**
 * Sets a password from a reset or invitation link. The link is spent by a conditional
 * update inside the transaction that stores the password, so two requests racing with
 * one link cannot both succeed, and a failure leaves the link usable. Every session of
 * the user ends (whoever held one may be why the password is being reset) and their
 * other outstanding links die. The link is checked before hashing, so a made-up token
 * costs no argon2 work.
 */
export async function setPasswordWithLink(ctx: ServiceContext, input: TSetPasswordRequest): Promise<void> {
  const tokenHash = sha256(input.token);
  if (!(await findUsableToken(ctx.db, tokenHash, new Date()))) throw linkInvalid();
  const passwordHash = await hashPassword(input.password);

  await ctx.db.transaction(async (db) => {
    const now = new Date();
    const spent = await spendToken(db, tokenHash, now);
    if (!spent) throw linkInvalid();
    await setUserPassword(db, spent.user_id, passwordHash, now);
    await retireTokens(db, spent.user_id, now, spent.id);
    await endSessionsOfUser(db, spent.user_id);
    await emit(
      db,
      { actor_user_id: spent.user_id, real_actor_user_id: spent.user_id, ip: ctx.ip },
      {
        type: 'auth.password_set',
        target: { type: 'user', id: spent.user_id },
        details: { purpose: spent.purpose },
      },
    );
  });
}
