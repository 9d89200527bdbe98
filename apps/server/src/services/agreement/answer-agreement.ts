import { IDENTITY_MSG, type TAgreementAnswer } from '@ss/domain';
import type { RequestAuth, ServiceContext } from '../../context.ts';
import { forbidden, HttpError } from '../../lib/errors.ts';
import { currentAgreement, recordAgreement } from '../../repositories/agreements.repository.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { deleteSession } from '../../repositories/sessions.repository.ts';

/**
 * Agree or Disagree to the user agreement. Agreeing records the version for the real
 * signed-in user, and only if it is still the current one (someone who read an older
 * text has not agreed to the new one: 409). Disagreeing signs the user off, as the
 * spec says. Refused while simulating: one person cannot agree for another.
 * Returns whether the session ended (the route then clears the cookie).
 */
export async function answerAgreement(ctx: ServiceContext & { auth: RequestAuth }, input: TAgreementAnswer): Promise<{ signedOut: boolean }> {
  const { auth } = ctx;
  if (auth.session.simulated_user_id !== null) throw forbidden();
  const user = auth.realUser;
  const audit = { actor_user_id: user.id, real_actor_user_id: user.id, target_type: 'agreement', target_id: String(input.version), ip: ctx.ip };

  if (!input.agree) {
    await recordAudit(ctx.db, { ...audit, action: 'agreement.declined' });
    await deleteSession(ctx.db, auth.sessionHash);
    await recordAudit(ctx.db, { ...audit, action: 'auth.sign_out', details: { reason: 'agreement_declined' } });
    return { signedOut: true };
  }

  const current = await currentAgreement(ctx.db);
  if (!current || current.version !== input.version) throw new HttpError(409, 'conflict', IDENTITY_MSG.agreementChanged);
  await recordAgreement(ctx.db, user.id, current.version, new Date());
  await recordAudit(ctx.db, { ...audit, action: 'agreement.agreed' });
  return { signedOut: false };
}
