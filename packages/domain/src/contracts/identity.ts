/**
 * Contracts of issue 3: passwords (rules, reset and invitation links, change),
 * the user agreement, and sign-in with Google or Microsoft.
 *
 * The list of common passwords (≈49 000 entries) is not imported here: this package
 * is bundled into the browser. `zPassword()` checks the length everywhere; the server
 * passes `isCommon` to refuse the common ones too.
 */
import { z } from 'zod';
import { LANGUAGES, WORKSPACES } from '../enums.ts';
import { MSG, zEmail, zInt, zText } from '../validation.ts';
import { ZPageQuery } from './common.ts';
import { PASSWORD_MAX } from './auth.ts';

export const PASSWORD_MIN = 8;

/** Messages of this issue; each is a key of the catalogue. */
export const IDENTITY_MSG = {
  commonPassword: 'This password is too common. Please choose another one.',
  linkInvalid: 'This link has expired or has already been used.',
  invalidPassword: 'Invalid password',
  agreementChanged: 'The agreement has changed. Please read it again.',
  agreementRequired: 'Please read and accept the user agreement to continue.',
} as const;

/**
 * A new password (security checklist item 2): 8 to 128 characters, no composition
 * rules, no trimming (checked as typed); the most common passwords refused when
 * `isCommon` is given.
 */
export const zPassword = (opts: { isCommon?: (password: string) => boolean } = {}) => {
  const length = z.string({ error: MSG.required }).min(1, MSG.required).min(PASSWORD_MIN, MSG.minLength).max(PASSWORD_MAX, MSG.maxLength);
  const { isCommon } = opts;
  return isCommon ? length.refine((password) => !isCommon(password), IDENTITY_MSG.commonPassword) : length;
};

export const PASSWORD_LINK_PURPOSES = ['reset', 'invite'] as const;
export type PasswordLinkPurpose = (typeof PASSWORD_LINK_PURPOSES)[number];

/** The token of a set-password link; anything malformed is answered like an expired link. */
const zLinkToken = () => z.string({ error: MSG.required }).min(1, MSG.required).max(256, IDENTITY_MSG.linkInvalid);

/** POST /api/v1/users/password/forgot/ */
export const ZForgotPasswordRequest = z.object({ email: zEmail() }).strict();
export type TForgotPasswordRequest = z.infer<typeof ZForgotPasswordRequest>;

/** GET /api/v1/users/password/?token=… */
export const ZPasswordLinkQuery = z.object({ token: zLinkToken() }).strict();

export const ZPasswordLinkInfo = z.object({
  purpose: z.enum(PASSWORD_LINK_PURPOSES),
  email: z.string(),
  first_name: z.string(),
  /** The language of the link's e-mail (the person's, by their district). */
  language: z.enum(LANGUAGES),
});
export type TPasswordLinkInfo = z.infer<typeof ZPasswordLinkInfo>;

/** POST /api/v1/users/password/ — sets the password with a link's token. */
export const ZSetPasswordRequest = z.object({ token: zLinkToken(), password: zPassword() }).strict();
export type TSetPasswordRequest = z.infer<typeof ZSetPasswordRequest>;

/** PATCH /api/v1/users/password/ — the signed-in user changes their own password. */
export const ZChangePasswordRequest = z
  .object({
    current_password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX, MSG.maxLength),
    password: zPassword(),
  })
  .strict();
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** GET /api/v1/agreement/ */
export const ZAgreementQuery = z.object({ lang: z.enum(LANGUAGES, { error: MSG.invalidValue }).optional() }).strict();

export const ZAgreement = z.object({
  version: z.number().int(),
  body: z.string(),
  /** Whether the signed-in (real) user has agreed to this version. */
  agreed: z.boolean(),
  /** When they agreed to this version; null when they have not. */
  agreed_at: z.string().nullable(),
});
export type TAgreement = z.infer<typeof ZAgreement>;

/** POST /api/v1/agreement/ — Agree (true) or Disagree (false, which signs the user out). */
export const ZAgreementAnswer = z
  .object({
    version: zInt().min(1, MSG.min),
    agree: z.boolean({ error: MSG.required }),
  })
  .strict();
export type TAgreementAnswer = z.infer<typeof ZAgreementAnswer>;

export const AGREEMENT_BODY_MAX = 20_000;

/** POST /api/v1/agreements/ (super admins) — publishes a new version. */
export const ZPublishAgreementRequest = z.object({ body_en: zText(AGREEMENT_BODY_MAX), body_fr: zText(AGREEMENT_BODY_MAX) }).strict();
export type TPublishAgreementRequest = z.infer<typeof ZPublishAgreementRequest>;

export const ZAgreementVersion = z.object({
  version: z.number().int(),
  body_en: z.string(),
  body_fr: z.string(),
  published_at: z.string(),
  published_by: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
});
export type TAgreementVersion = z.infer<typeof ZAgreementVersion>;

export const ZAgreementListQuery = ZPageQuery;

/** POST /api/v1/google_login/ and /api/v1/microsoft_login/. `user_type` is the door: 'admin' admits super users only. */
export const ZProviderLoginRequest = z
  .object({
    id_token: z.string({ error: MSG.required }).min(1, MSG.required).max(16_384, MSG.maxLength),
    user_type: z.enum(WORKSPACES, { error: MSG.invalidValue }),
  })
  .strict();
export type TProviderLoginRequest = z.infer<typeof ZProviderLoginRequest>;

/** POST /api/v1/oidc_nonce/ — the nonce to put in the provider's authorization request. */
export const ZOidcNonce = z.object({ nonce: z.string() });
export type TOidcNonce = z.infer<typeof ZOidcNonce>;

/** GET /api/v1/auth_config/ — which sign-in buttons to show; null when a provider is not configured. */
export const ZAuthConfig = z.object({
  google: z.object({ client_id: z.string() }).nullable(),
  microsoft: z.object({ client_id: z.string(), tenant: z.string() }).nullable(),
});
export type TAuthConfig = z.infer<typeof ZAuthConfig>;
