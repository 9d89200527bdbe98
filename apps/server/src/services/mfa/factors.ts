/**
 * The second factor's pieces shared by enrolment, sign-in and management (issue 24, section 4): checking a TOTP
 * code (otplib v13) or a passkey's answer (@simplewebauthn/server v14) against a user's factors, recovery codes,
 * and the relying party this server is for WebAuthn.
 */
import { randomBytes } from 'node:crypto';
import { verify as verifyTotp } from 'otplib';
import { verifyAuthenticationResponse, type AuthenticationResponseJSON } from '@simplewebauthn/server';
import { RECOVERY_CODE_COUNT, type TMfaFactor } from '@ss/domain';
import type { Config } from '../../config.ts';
import type { ServiceContext } from '../../context.ts';
import { decryptSecret } from '../../lib/mfa-crypto.ts';
import { sha256 } from '../../lib/tokens.ts';
import { confirmedFactors, findPasskey, takeSessionChallenge, usePasskey, useRecoveryCode, useTotpStep, type FactorRow } from '../../repositories/mfa.repository.ts';

/** A code from the step before or after the current one is accepted too (clocks drift). */
const TOTP_TOLERANCE_S = 30;
const TOTP_PERIOD_S = 30;
/** A WebAuthn challenge holds this long. */
export const CHALLENGE_MS = 5 * 60_000;

/** The relying party: this server's public URL (its host is the RP id, its origin the expected origin). */
export function relyingParty(config: Config) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: 'Student Support Hub' };
}

export const presentFactor = (f: FactorRow): TMfaFactor => ({
  id: f.id,
  kind: f.kind,
  label: f.label,
  created_at: f.created_at.toISOString(),
  last_used_at: f.last_used_at?.toISOString() ?? null,
});

/** The time step a code is valid for with this secret (within the tolerance), or null. */
export async function totpStep(secret: string, code: string): Promise<number | null> {
  try {
    const result = await verifyTotp({ secret, token: code, epochTolerance: TOTP_TOLERANCE_S });
    // The step the code belongs to (`epoch` is the time it was valid at; otplib's types do not name `timeStep`).
    return result.valid && 'epoch' in result ? Math.floor(result.epoch / TOTP_PERIOD_S) : null;
  } catch {
    return null;
  }
}

/** A code from one of the user's TOTP apps, never one already used: the factor it came from, or null. */
export async function checkTotp(ctx: ServiceContext, userId: number, code: string, now: Date): Promise<FactorRow | null> {
  for (const factor of await confirmedFactors(ctx.db, userId)) {
    if (factor.kind !== 'totp' || !factor.totp_secret_enc) continue;
    const secret = decryptSecret(ctx.config, factor.totp_secret_enc);
    if (!secret) continue;
    const step = await totpStep(secret, code);
    if (step !== null && (await useTotpStep(ctx.db, factor.id, step, now))) return factor;
  }
  return null;
}

/** A passkey's answer to this session's challenge: the factor, or null (unknown credential, wrong challenge, bad signature, replayed counter). */
export async function checkPasskey(ctx: ServiceContext, sessionHash: string, userId: number, response: Record<string, unknown>, now: Date): Promise<FactorRow | null> {
  const challenge = liveChallenge(await takeSessionChallenge(ctx.db, sessionHash), now);
  const credentialId = typeof response.id === 'string' ? response.id : null;
  if (!challenge || !credentialId) return null;
  const factor = await findPasskey(ctx.db, userId, credentialId);
  if (!factor?.credential_id || !factor.public_key) return null;
  const { rpID, origin } = relyingParty(ctx.config);
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: factor.credential_id,
        publicKey: new Uint8Array(Buffer.from(factor.public_key, 'base64url')),
        counter: factor.counter,
        transports: factor.transports ?? undefined,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    return (await usePasskey(ctx.db, factor.id, result.authenticationInfo.newCounter, now)) ? factor : null;
  } catch {
    return null;
  }
}

/** `challenge|expiresMs` as stored on the session. */
export const storedChallenge = (challenge: string, now: Date) => `${challenge}|${now.getTime() + CHALLENGE_MS}`;
export function liveChallenge(stored: string | null, now: Date): string | null {
  if (!stored) return null;
  const [challenge, until] = stored.split('|');
  return challenge && Number(until) > now.getTime() ? challenge : null;
}

/** A recovery code, used once. */
export async function checkRecoveryCode(ctx: ServiceContext, userId: number, code: string, now: Date): Promise<boolean> {
  return useRecoveryCode(ctx.db, userId, hashRecoveryCode(code), now);
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** As typed codes are compared: lower case, without spaces or dashes. */
export const hashRecoveryCode = (code: string) => sha256(`recovery:${code.replace(/[\s-]+/g, '').toLowerCase()}`);

/** Ten codes of 16 characters (80 random bits each), shown as `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(16)].map((b) => ALPHABET[b & 31]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}
