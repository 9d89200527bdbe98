import { IDENTITY_MSG, type TAgreementAnswer } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { HttpError } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { userPolicy } from '../../policies/users.policy.ts';
import { currentAgreement, recordAgreement } from '../../repositories/agreements.repository.ts';
import { emit } from '../emit.ts';
import { deleteSession } from '../../repositories/sessions.repository.ts';

/**
 * Agree or Disagree to the user agreement. Agreeing records the version for the real
 * signed-in user, and only if it is still the current one (someone who read an older
 * text has not agreed to the new one: 409). Disagreeing signs the user off, as the
 * spec says. Refused while simulating: one person cannot agree for another.
 * Returns whether the session ended (the route then clears the cookie).
 */
export async function answerAgreement(ctx: AuthedContext, input: TAgreementAnswer): Promise<{ signedOut: boolean }> {
  const { auth } = ctx;
  authorize(userPolicy.actAsSelf, auth.session);
  const user = auth.realUser;
  const by = { actor_user_id: user.id, real_actor_user_id: user.id, ip: ctx.ip };
  const target = { type: 'agreement' as const, id: input.version };

  if (!input.agree) {
    await emit(ctx.db, by, { type: 'agreement.declined', target });
    await deleteSession(ctx.db, auth.sessionHash);
    await emit(ctx.db, by, { type: 'auth.sign_out', target, details: { reason: 'agreement_declined' } });
    return { signedOut: true };
  }

  const current = await currentAgreement(ctx.db);
  if (!current || current.version !== input.version) throw new HttpError(409, 'conflict', IDENTITY_MSG.agreementChanged);
  await recordAgreement(ctx.db, user.id, current.version, new Date());
  await emit(ctx.db, by, { type: 'agreement.agreed', target });
  return { signedOut: false };
}
