/**
 * A second factor at sign-in (issue 24, section 4).
 *
 * - `user_factors`: a user's TOTP apps and passkeys. A TOTP secret is stored encrypted (AES-256-GCM with the
 *   server's MFA key: apps/server/src/lib/mfa-crypto.ts), never in clear; a passkey keeps its credential id,
 *   public key, signature counter and transports. A TOTP factor is usable once `confirmed_at` is set (the user
 *   typed a code from it); an unconfirmed one is an enrolment in progress. `last_step` is the last TOTP time
 *   step accepted, so a code is never accepted twice.
 * - `recovery_codes`: ten one-time codes per user, stored as SHA-256 only; `used_at` once used.
 *
 * The session side (`sessions.mfa_at`, `sessions.mfa_pending`, `sessions.mfa_challenge`) is in schema.ts.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { MFA_FACTOR_KINDS } from '@ss/domain/contracts/mfa';
import { users } from './schema.ts';

export const userFactors = pgTable(
  'user_factors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MFA_FACTOR_KINDS }).notNull(),
    label: text('label').notNull().default(''),
    /** TOTP: the base32 secret, encrypted (`v1:iv:tag:ciphertext`, base64url parts). */
    totp_secret_enc: text('totp_secret_enc'),
    /** TOTP: the last time step accepted (replay guard). */
    last_step: bigint('last_step', { mode: 'number' }),
    /** WebAuthn: the credential id (base64url), its COSE public key (base64url), signature counter and transports. */
    credential_id: text('credential_id'),
    public_key: text('public_key'),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    confirmed_at: timestamp('confirmed_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('user_factors_user_idx').on(t.user_id),
    uniqueIndex('user_factors_credential_idx').on(t.credential_id),
    check(
      'user_factors_shape',
      sql`(${t.kind} = 'totp' and ${t.totp_secret_enc} is not null) or (${t.kind} = 'webauthn' and ${t.credential_id} is not null and ${t.public_key} is not null)`,
    ),
  ],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    used_at: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id), uniqueIndex('recovery_codes_hash_idx').on(t.user_id, t.code_hash)],
);
