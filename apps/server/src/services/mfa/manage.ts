/**
 * Managing second factors (issue 24, section 4): removing one (with a second factor passed in the last minutes,
 * or the password or a code given now; an administrator keeps at least one), making new recovery codes (shown
 * once; the old ones stop working), and a super admin's reset of a user's factors (audited, the user is told
 * by e-mail and enrols again at their next sign-in if their role requires it).
 */
import { decoyHash, verifyPassword } from '@ss/db';
import { chooseLanguage, MFA_MSG, translate, type TMfaConfirm } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { mfaPolicy } from '../../policies/mfa.policy.ts';
import { passwordHashOf } from '../../repositories/credentials.repository.ts';
import { countConfirmedFactors, deleteFactor, deleteFactorsOfUser, deleteRecoveryCodes, findFactor, replaceRecoveryCodes } from '../../repositories/mfa.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { emit } from '../emit.ts';
import { loadTarget } from '../staff/update-user.ts';
import { checkTotp, hashRecoveryCode, newRecoveryCodes } from './factors.ts';
import { invalidAnswer } from './second-step.ts';

/** The session passed a second factor in the last minutes, or the password or a TOTP code is given now. */
async function confirmRecent(ctx: AuthedContext, input: TMfaConfirm, now: Date) {
  const { auth } = ctx;
  if (mfaPolicy.recentlyVerified(auth.session.mfa_at, now)) return;
  const user = auth.realUser;
  if (input.code !== undefined) {
    if (await checkTotp(ctx, user.id, input.code, now)) return;
    throw invalidAnswer();
  }
  if (input.password !== undefined) {
    const stored = await passwordHashOf(ctx.db, user.id);
    const ok = await verifyPassword(stored ?? (await decoyHash()), input.password);
    if (stored && ok) return;
    throw invalidAnswer();
  }
  throw new HttpError(403, 'mfa_recent_required', MFA_MSG.recentRequired);
}

/** DELETE /api/v1/mfa/factors/{id}/ */
export async function removeFactor(ctx: AuthedContext, factorId: number, input: TMfaConfirm): Promise<void> {
  const { auth } = ctx;
  authorize(mfaPolicy.manageOwn, auth.realUser, auth.actor);
  const user = auth.realUser;
  const factor = await findFactor(ctx.db, user.id, factorId);
  if (!factor?.confirmed_at) throw notFound();
  const now = new Date();
  await confirmRecent(ctx, input, now);
  const others = (await countConfirmedFactors(ctx.db, user.id)) - 1;
  if (others === 0 && !mfaPolicy.removeLastFactor(user, ctx.config.demo)) throw new HttpError(409, 'action_not_possible', MFA_MSG.lastFactor);
  await ctx.db.transaction(async (db) => {
    await deleteFactor(db, user.id, factor.id);
    // Without any factor, recovery codes would be a second factor of nothing.
    if (others === 0) await deleteRecoveryCodes(db, user.id);
    await emit(db, ctx, {
      type: 'auth.mfa_removed',
      district_id: user.district?.id ?? null,
      target: { type: 'user', id: user.id },
      details: { kind: factor.kind, factor: factor.id },
    });
  });
}

/** POST /api/v1/mfa/recovery_codes/: ten new codes, shown this once. */
export async function regenerateRecoveryCodes(ctx: AuthedContext, input: TMfaConfirm): Promise<string[]> {
  const { auth } = ctx;
  authorize(mfaPolicy.manageOwn, auth.realUser, auth.actor);
  const user = auth.realUser;
  if ((await countConfirmedFactors(ctx.db, user.id)) === 0) throw new HttpError(409, 'action_not_possible', MFA_MSG.noFactor);
  const now = new Date();
  await confirmRecent(ctx, input, now);
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (db) => {
    await replaceRecoveryCodes(db, user.id, codes.map(hashRecoveryCode), now);
    await emit(db, ctx, { type: 'auth.mfa_recovery_codes_generated', district_id: user.district?.id ?? null, target: { type: 'user', id: user.id } });
  });
  return codes;
}

/** POST /api/v1/users/{id}/mfa/reset/: a super admin removes every factor and recovery code of a user. */
export async function resetFactors(ctx: AuthedContext, userId: number): Promise<void> {
  authorize(mfaPolicy.resetFactors, ctx.actor);
  const { user } = await loadTarget(ctx, userId);
  const person = await loadActor(ctx.db, user.id);
  const lang = chooseLanguage({ user: person ?? { is_super: user.is_super, district: null } });
  const app = translate(lang, 'app.name');
  const by = `${ctx.actor.first_name} ${ctx.actor.last_name}`.trim();
  await ctx.db.transaction(async (db) => {
    const removed = await deleteFactorsOfUser(db, user.id);
    await deleteRecoveryCodes(db, user.id);
    await queueEmail(db, ctx.jobs, {
      to: user.email,
      subject: translate(lang, 'email.mfaReset.subject', { app }),
      text: translate(lang, 'email.mfaReset.body', { app, name: user.first_name, by, support: ctx.config.supportEmail }),
    });
    await emit(db, ctx, {
      type: 'user.mfa_reset',
      district_id: person?.district?.id ?? null,
      target: { type: 'user', id: user.id },
      details: { factors: removed },
    });
  });
}
