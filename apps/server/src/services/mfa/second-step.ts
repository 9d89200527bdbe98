/**
 * The second step of signing in (issue 24, section 4). At sign-in (password, Google, Microsoft) a session
 * either passes at once, or waits for a second factor (`verify`: the user has one), or for an enrolment
 * (`enrol`: a super admin or district admin without one). A provider's token whose `amr` says it asked for
 * a second factor itself counts as one. The demo's two administrators keep the password alone in demo mode.
 */
import { generateAuthenticationOptions } from '@simplewebauthn/server';
import { MFA_MSG, type TMfaStatus, type TMfaVerify } from '@ss/domain';
import type { AuthedContext, ServiceContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError } from '../../lib/errors.ts';
import { mfaPolicy } from '../../policies/mfa.policy.ts';
import { confirmedFactors, countConfirmedFactors, countRecoveryCodesLeft, markSessionVerified, setSessionChallenge } from '../../repositories/mfa.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { emit } from '../emit.ts';
import { checkPasskey, checkRecoveryCode, checkTotp, presentFactor, relyingParty, storedChallenge } from './factors.ts';

export type MfaPending = 'verify' | 'enrol' | null;

/** The MFA columns of a new session. `providerMfa`: the provider's token says it asked for a second factor. */
export async function secondFactorAtSignIn(ctx: ServiceContext, userId: number, providerMfa: boolean, now: Date): Promise<{ mfa_pending: MfaPending; mfa_at: Date | null }> {
  if (!ctx.config.mfaEnforced) return { mfa_pending: null, mfa_at: null };
  const user = await loadActor(ctx.db, userId);
  if (!user || mfaPolicy.passwordAlone(user, ctx.config.demo)) return { mfa_pending: null, mfa_at: null };
  if (providerMfa) return { mfa_pending: null, mfa_at: now };
  if ((await countConfirmedFactors(ctx.db, userId)) > 0) return { mfa_pending: 'verify', mfa_at: null };
  return { mfa_pending: mfaPolicy.mustEnrol(user, ctx.config.demo) ? 'enrol' : null, mfa_at: null };
}

export const invalidAnswer = () => new HttpError(400, 'mfa_invalid', MFA_MSG.invalidCode);

/** GET /api/v1/mfa/: the signed-in user's factors and where this session stands (a pending session may ask). */
export async function mfaStatus(ctx: AuthedContext): Promise<TMfaStatus> {
  const { auth } = ctx;
  const user = auth.realUser;
  const [factors, left] = await Promise.all([confirmedFactors(ctx.db, user.id), countRecoveryCodesLeft(ctx.db, user.id)]);
  const { mfa_pending, mfa_at } = auth.session;
  return {
    required: mfaPolicy.mustEnrol(user, ctx.config.demo),
    session: mfa_pending ?? (mfa_at ? 'verified' : 'none'),
    mfa_at: mfa_at?.toISOString() ?? null,
    factors: factors.map(presentFactor),
    recovery_codes_left: left,
  };
}

/** POST /api/v1/mfa/webauthn/authentication/options/: a challenge for the user's passkeys, kept on the session. */
export async function passkeySignInOptions(ctx: AuthedContext) {
  const { auth } = ctx;
  authorize(mfaPolicy.manageOwn, auth.realUser, auth.actor);
  const passkeys = (await confirmedFactors(ctx.db, auth.realUser.id)).filter((f) => f.kind === 'webauthn' && f.credential_id);
  if (passkeys.length === 0) throw new HttpError(409, 'action_not_possible', MFA_MSG.noFactor);
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx.config).rpID,
    allowCredentials: passkeys.map((f) => ({ id: f.credential_id!, transports: f.transports ?? undefined })),
    userVerification: 'preferred',
  });
  await setSessionChallenge(ctx.db, auth.sessionHash, storedChallenge(options.challenge, new Date()));
  return options as unknown as Record<string, unknown>;
}

/**
 * POST /api/v1/mfa/verify/: a TOTP code, a recovery code (used once) or a passkey's answer. The session then
 * counts as having passed the second factor now (`mfa_at`). A wrong answer is 400 `mfa_invalid`, audited, and
 * counted by the throttle (plugins/throttle.ts) per user.
 */
export async function verifySecondFactor(ctx: AuthedContext, input: TMfaVerify): Promise<void> {
  const { auth } = ctx;
  authorize(mfaPolicy.manageOwn, auth.realUser, auth.actor);
  const userId = auth.realUser.id;
  const now = new Date();
  const method = input.code !== undefined ? 'totp' : input.recovery_code !== undefined ? 'recovery_code' : 'webauthn';
  let ok = false;
  let factorId: number | null = null;
  if (input.code !== undefined) {
    const factor = await checkTotp(ctx, userId, input.code, now);
    ok = factor !== null;
    factorId = factor?.id ?? null;
  } else if (input.recovery_code !== undefined) {
    ok = await checkRecoveryCode(ctx, userId, input.recovery_code, now);
  } else if (input.webauthn) {
    const factor = await checkPasskey(ctx, auth.sessionHash, userId, input.webauthn, now);
    ok = factor !== null;
    factorId = factor?.id ?? null;
  }
  const by = { actor_user_id: userId, real_actor_user_id: userId, ip: ctx.ip };
  const district_id = auth.realUser.district?.id ?? null;
  if (!ok) {
    await emit(ctx.db, by, { type: 'auth.mfa_verified', outcome: 'failure', district_id, target: { type: 'user', id: userId }, details: { method } });
    throw invalidAnswer();
  }
  await markSessionVerified(ctx.db, auth.sessionHash, now);
  await emit(ctx.db, by, {
    type: 'auth.mfa_verified',
    district_id,
    target: { type: 'user', id: userId },
    details: { method, ...(factorId ? { factor: factorId } : {}), ...(method === 'recovery_code' ? { codes_left: await countRecoveryCodesLeft(ctx.db, userId) } : {}) },
  });
}
