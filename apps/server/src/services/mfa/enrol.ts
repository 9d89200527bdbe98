/**
 * Enrolling a second factor (issue 24, section 4): a TOTP app (a secret to scan or type, confirmed by a code
 * from the app) or a passkey (WebAuthn registration). The first factor brings ten recovery codes, shown once.
 * Enrolling counts as passing the second factor for this session. Someone who already has a factor adds
 * another only from a session that passed one.
 */
import { generateSecret, generateURI } from 'otplib';
import { generateRegistrationOptions, verifyRegistrationResponse, type RegistrationResponseJSON } from '@simplewebauthn/server';
import { MFA_MSG, type TMfaEnrolled, type TTotpConfirm, type TTotpStarted, type TWebauthnRegister } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError } from '../../lib/errors.ts';
import { decryptSecret, encryptSecret } from '../../lib/mfa-crypto.ts';
import { mfaRequired } from '../../lib/mfa-errors.ts';
import { mfaPolicy } from '../../policies/mfa.policy.ts';
import {
  confirmFactor,
  confirmedFactors,
  countConfirmedFactors,
  countRecoveryCodesLeft,
  deleteUnconfirmedTotp,
  findFactor,
  insertFactor,
  markSessionVerified,
  replaceRecoveryCodes,
  setSessionChallenge,
  takeSessionChallenge,
  type FactorRow,
} from '../../repositories/mfa.repository.ts';
import { emit } from '../emit.ts';
import { hashRecoveryCode, liveChallenge, newRecoveryCodes, presentFactor, relyingParty, storedChallenge, totpStep } from './factors.ts';
import { invalidAnswer } from './second-step.ts';

/** An unconfirmed TOTP enrolment is forgotten after this long. */
const ENROLMENT_MS = 24 * 3_600_000;

async function mayEnrol(ctx: AuthedContext) {
  const { auth } = ctx;
  authorize(mfaPolicy.manageOwn, auth.realUser, auth.actor);
  // Adding a factor beside existing ones takes a session that passed one (a pending `verify` session never gets here).
  if (auth.session.mfa_at === null && (await countConfirmedFactors(ctx.db, auth.realUser.id)) > 0) throw mfaRequired();
}

/** POST /api/v1/mfa/totp/: a new secret (any earlier unconfirmed one is dropped). */
export async function startTotp(ctx: AuthedContext): Promise<TTotpStarted> {
  await mayEnrol(ctx);
  const user = ctx.auth.realUser;
  const secret = generateSecret();
  const { rpName } = relyingParty(ctx.config);
  const factor = await ctx.db.transaction(async (db) => {
    await deleteUnconfirmedTotp(db, user.id);
    return insertFactor(db, { user_id: user.id, kind: 'totp', totp_secret_enc: encryptSecret(ctx.config, secret) });
  });
  return { factor_id: factor.id, secret, otpauth_uri: generateURI({ issuer: rpName, label: user.email, secret }) };
}

/** What a newly confirmed factor brings: the session passes, the first factor brings recovery codes, and it is audited. */
async function enrolled(ctx: AuthedContext, factor: FactorRow, now: Date): Promise<TMfaEnrolled> {
  const { auth } = ctx;
  const userId = auth.realUser.id;
  let codes: string[] | null = null;
  await ctx.db.transaction(async (db) => {
    if ((await countRecoveryCodesLeft(db, userId)) === 0) {
      codes = newRecoveryCodes();
      await replaceRecoveryCodes(db, userId, codes.map(hashRecoveryCode), now);
    }
    await markSessionVerified(db, auth.sessionHash, now);
    await emit(db, ctx, {
      type: 'auth.mfa_enrolled',
      district_id: auth.realUser.district?.id ?? null,
      target: { type: 'user', id: userId },
      details: { kind: factor.kind, factor: factor.id, recovery_codes: codes !== null },
    });
  });
  return { factor: presentFactor(factor), recovery_codes: codes };
}

/** POST /api/v1/mfa/totp/confirm/: a code from the app proves it holds the secret. */
export async function confirmTotp(ctx: AuthedContext, input: TTotpConfirm): Promise<TMfaEnrolled> {
  await mayEnrol(ctx);
  const userId = ctx.auth.realUser.id;
  const now = new Date();
  await deleteUnconfirmedTotp(ctx.db, userId, new Date(now.getTime() - ENROLMENT_MS));
  const factor = await findFactor(ctx.db, userId, input.factor_id);
  if (!factor || factor.kind !== 'totp' || factor.confirmed_at || !factor.totp_secret_enc) throw new HttpError(409, 'action_not_possible', MFA_MSG.enrolmentExpired);
  const secret = decryptSecret(ctx.config, factor.totp_secret_enc);
  const step = secret ? await totpStep(secret, input.code) : null;
  if (step === null) throw invalidAnswer();
  const label = input.label ?? '';
  await confirmFactor(ctx.db, factor.id, { label, last_step: step, at: now });
  return enrolled(ctx, { ...factor, label, last_step: step, confirmed_at: now }, now);
}

/** POST /api/v1/mfa/webauthn/registration/options/: what the browser's navigator.credentials.create needs. */
export async function passkeyRegistrationOptions(ctx: AuthedContext) {
  await mayEnrol(ctx);
  const user = ctx.auth.realUser;
  const { rpID, rpName } = relyingParty(ctx.config);
  const existing = (await confirmedFactors(ctx.db, user.id)).filter((f) => f.kind === 'webauthn' && f.credential_id);
  const options = await generateRegistrationOptions({
    rpName,
    rpID,
    userName: user.email,
    userDisplayName: `${user.first_name} ${user.last_name}`.trim(),
    userID: new TextEncoder().encode(`user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((f) => ({ id: f.credential_id!, transports: f.transports ?? undefined })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await setSessionChallenge(ctx.db, ctx.auth.sessionHash, storedChallenge(options.challenge, new Date()));
  return options as unknown as Record<string, unknown>;
}

/** POST /api/v1/mfa/webauthn/registration/: the browser's answer, checked against this session's challenge. */
export async function registerPasskey(ctx: AuthedContext, input: TWebauthnRegister): Promise<TMfaEnrolled> {
  await mayEnrol(ctx);
  const { auth } = ctx;
  const now = new Date();
  const challenge = liveChallenge(await takeSessionChallenge(ctx.db, auth.sessionHash), now);
  if (!challenge) throw new HttpError(409, 'action_not_possible', MFA_MSG.enrolmentExpired);
  const { rpID, origin } = relyingParty(ctx.config);
  let info;
  try {
    const result = await verifyRegistrationResponse({
      response: input.response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    info = result.verified ? result.registrationInfo : null;
  } catch {
    info = null;
  }
  if (!info) throw new HttpError(400, 'mfa_invalid', MFA_MSG.passkeyRefused);
  const { credential } = info;
  const factor = await insertFactor(ctx.db, {
    user_id: auth.realUser.id,
    kind: 'webauthn',
    label: input.label ?? '',
    credential_id: credential.id,
    public_key: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? null,
    confirmed_at: now,
  }).catch(() => null);
  // The same authenticator twice (the credential id is unique).
  if (!factor) throw new HttpError(409, 'action_not_possible', MFA_MSG.passkeyRefused);
  return enrolled(ctx, factor, now);
}
