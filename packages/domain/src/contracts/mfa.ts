/**
 * A second factor at sign-in (issue 24, section 4): TOTP apps, passkeys (WebAuthn) and ten one-time
 * recovery codes, under /api/v1/mfa/. Super admins and district admins must have one; others may.
 */
import { z } from 'zod';
import { MSG, zText } from '../validation.ts';
import { PASSWORD_MAX } from './auth.ts';

/** Messages of this section; each is a key of the catalogue. */
export const MFA_MSG = {
  /** A pending session (password proven, second factor not yet) asked for anything else. */
  required: 'Please confirm your sign-in with your second factor to continue.',
  /** An administrator without a factor asked for anything but enrolment. */
  enrolmentRequired: 'Please set up a second factor to continue.',
  invalidCode: 'This code is not valid. Please try again.',
  codeShape: 'Enter the 6-digit code from your app',
  passkeyRefused: 'The passkey could not be verified. Please try again.',
  enrolmentExpired: 'This set-up has expired. Please start again.',
  recentRequired: 'Please confirm with your password or a code from your second factor.',
  lastFactor: 'Administrators must keep a second factor: add another one before removing this one.',
  noFactor: 'Set up a second factor first.',
  simulationNeedsMfa: 'Starting a simulation needs a sign-in confirmed with your second factor in the last 12 hours. Please sign out and sign in again.',
  oneAnswer: 'Give one of: a code, a recovery code or a passkey',
} as const;

export const MFA_FACTOR_KINDS = ['totp', 'webauthn'] as const;
export type MfaFactorKind = (typeof MFA_FACTOR_KINDS)[number];

/** Where this session stands: passed the second factor, waits for it, must enrol one first, or needs none. */
export const MFA_SESSION_STATES = ['verified', 'verify', 'enrol', 'none'] as const;

export const RECOVERY_CODE_COUNT = 10;

export const ZMfaFactor = z.object({
  id: z.number().int(),
  kind: z.enum(MFA_FACTOR_KINDS),
  label: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TMfaFactor = z.infer<typeof ZMfaFactor>;

/** GET /api/v1/mfa/ */
export const ZMfaStatus = z.object({
  /** Whether this user must have a second factor (super admins, district admins). */
  required: z.boolean(),
  session: z.enum(MFA_SESSION_STATES),
  /** When this session last passed the second factor. */
  mfa_at: z.string().nullable(),
  factors: z.array(ZMfaFactor),
  recovery_codes_left: z.number().int(),
});
export type TMfaStatus = z.infer<typeof ZMfaStatus>;

const zLabel = () => zText(60).optional();
/** A TOTP code as typed: spaces are ignored. */
export const zTotpCode = () =>
  z
    .string({ error: MSG.required })
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, MSG.required)
        .regex(/^\d{6}$/, MFA_MSG.codeShape),
    );
/** A recovery code as typed: case, spaces and dashes are ignored. */
export const zRecoveryCode = () =>
  z
    .string({ error: MSG.required })
    .max(64, MSG.maxLength)
    .transform((v) => v.replace(/[\s-]+/g, '').toLowerCase())
    .pipe(z.string().min(1, MSG.required));
/** A WebAuthn response from the browser (@simplewebauthn/browser's JSON), checked by the server's library. */
const zWebauthnResponse = () => z.record(z.string(), z.unknown());

/** POST /api/v1/mfa/totp/ → a new TOTP secret, to type or scan; confirmed by a code. */
export const ZTotpStarted = z.object({ factor_id: z.number().int(), secret: z.string(), otpauth_uri: z.string() });
export type TTotpStarted = z.infer<typeof ZTotpStarted>;

/** POST /api/v1/mfa/totp/confirm/ */
export const ZTotpConfirm = z.object({ factor_id: z.number().int(), code: zTotpCode(), label: zLabel() }).strict();
export type TTotpConfirm = z.infer<typeof ZTotpConfirm>;

/** A factor just enrolled; the recovery codes when this was the user's first factor (shown once). */
export const ZMfaEnrolled = z.object({ factor: ZMfaFactor, recovery_codes: z.array(z.string()).nullable() });
export type TMfaEnrolled = z.infer<typeof ZMfaEnrolled>;

/** WebAuthn options for the browser (registration or sign-in), as the library makes them. */
export const ZWebauthnOptions = z.record(z.string(), z.unknown());

/** POST /api/v1/mfa/webauthn/registration/ */
export const ZWebauthnRegister = z.object({ response: zWebauthnResponse(), label: zLabel() }).strict();
export type TWebauthnRegister = z.infer<typeof ZWebauthnRegister>;

/** POST /api/v1/mfa/verify/: exactly one of a TOTP code, a recovery code or a passkey's answer. */
export const ZMfaVerify = z
  .object({ code: zTotpCode().optional(), recovery_code: zRecoveryCode().optional(), webauthn: zWebauthnResponse().optional() })
  .strict()
  .refine((b) => [b.code, b.recovery_code, b.webauthn].filter((v) => v !== undefined).length === 1, { message: MFA_MSG.oneAnswer });
export type TMfaVerify = z.infer<typeof ZMfaVerify>;

/** DELETE /api/v1/mfa/factors/{id}/: needs a second factor passed in the last minutes, or the password or a code now. */
export const ZMfaConfirm = z.object({ password: z.string().max(PASSWORD_MAX, MSG.maxLength).optional(), code: zTotpCode().optional() }).strict();
export type TMfaConfirm = z.infer<typeof ZMfaConfirm>;

/** POST /api/v1/mfa/recovery_codes/: a new set, shown once (the old ones stop working). */
export const ZRecoveryCodes = z.object({ codes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

export const ZMfaVerified = z.object({ verified: z.literal(true) });
