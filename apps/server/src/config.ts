/**
 * Configuration, read once from the environment. Every variable is listed in the README.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes'].includes(v)));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_TIMEOUT_SECONDS: z.coerce.number().min(1).max(120).default(20),
  MAIL_FROM: z.string().default('Student Support Hub <no-reply@localhost>'),
  SUPPORT_EMAIL: z.string().min(3).default('support@localhost'),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
  WORKERS: bool(true),
  DEMO: bool(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  WEB_DIST: z.string().optional(),
  NODE_ENV: z.string().optional(),
  THROTTLE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(10),
  THROTTLE_ACCOUNT_MAX: z.coerce.number().int().min(1).default(5),
  THROTTLE_IP_MAX: z.coerce.number().int().min(1).default(50),
  THROTTLE_FORGOT_MAX: z.coerce.number().int().min(1).default(5),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  MICROSOFT_CLIENT_ID: z.string().optional(),
  MICROSOFT_JWKS_URL: z.string().url().default('https://login.microsoftonline.com/common/discovery/v2.0/keys'),
  MICROSOFT_ISSUER_TEMPLATE: z.string().includes('{tid}').default('https://login.microsoftonline.com/{tid}/v2.0'),
  MICROSOFT_TENANT_ID: z.string().optional(),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(200).default(10),
  MAX_IMAGE_MB: z.coerce.number().int().min(1).max(50).default(2),
  MAX_DOCUMENT_MB: z.coerce.number().int().min(1).max(200).default(10),
  BOARD_LOCK_GRACE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  // At least 16 characters: a bearer token guessed in a few tries would make the metrics public.
  METRICS_TOKEN: z.string().min(16).optional(),
  MFA_KEY: z.string().min(32).optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  smtpUrl?: string;
  /** How long the SMTP transport waits to connect, for the greeting, and for each reply, before the attempt fails and the job retries (mailer.ts). */
  smtpTimeoutMs: number;
  mailFrom: string;
  /** Shown to users of a suspended account when their district names no contact. */
  supportEmail: string;
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  workers: boolean;
  demo: boolean;
  logLevel: string;
  trustProxy: boolean;
  webDist: string;
  /** Cookies get `Secure` and responses HSTS when the public URL is https. */
  secure: boolean;
  /** Sign-in throttle: failures counted per (IP + e-mail) and per IP, and forgot-password requests per (IP + e-mail), over a sliding window. */
  throttle: { windowMs: number; accountMax: number; ipMax: number; forgotMax: number };
  /** Google sign-in; null unless GOOGLE_CLIENT_ID is set. */
  google: { clientId: string; jwksUrl: string; issuer: string } | null;
  /** Microsoft (Entra ID) sign-in; null unless MICROSOFT_CLIENT_ID is set. `issuerTemplate` holds `{tid}`. */
  microsoft: { clientId: string; jwksUrl: string; issuerTemplate: string; tenantId?: string } | null;
  /** Uploads: CSV imports and SIS bundles up to `fileMb`, logos and pictures up to `imageMb`, documents (resources, support attachments) up to `documentMb` (spec: {maxAllowedFileSize}). */
  uploads: { fileMb: number; imageMb: number; documentMb: number };
  /**
   * A board's edit lock without its holder: released `graceMs` after the holder's session lost its last socket on a
   * copy (a reconnect or heartbeat within it keeps the lock); every copy looks for locks past their lifetime every `sweepMs`.
   */
  boardLocks: { graceMs: number; sweepMs: number };
  /** `GET /metrics` answers only `Authorization: Bearer <this>`; null: the route answers 404 (metrics off). */
  metricsToken: string | null;
  /**
   * Issue 24, section 4: the secret TOTP secrets are encrypted with (MFA_KEY, at least 32 characters; its SHA-256 is the
   * AES-256-GCM key). Unset: a random key kept in DATA_DIR/mfa.key (made at first use; one per process with an in-memory
   * database). Several server copies must share MFA_KEY. Changing it makes enrolled TOTP apps unusable (passkeys and recovery codes still work).
   */
  mfaKey?: string;
  /**
   * Whether the second factor is asked for at all (issue 24, section 4): always true from the environment (no
   * variable turns it off). Only the API tests' harness sets it false, so suites that sign in as the cast's
   * administrators need not enrol; test/mfa.test.ts turns it on.
   */
  mfaEnforced: boolean;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (FOO=) means unset.
  const e = ZEnv.parse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR === ':memory:' ? e.DATA_DIR : resolve(e.DATA_DIR),
    publicUrl,
    smtpUrl: e.SMTP_URL || undefined,
    smtpTimeoutMs: e.SMTP_TIMEOUT_SECONDS * 1000,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    workers: e.WORKERS,
    demo: e.DEMO,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ?? DEFAULT_WEB_DIST,
    secure: publicUrl.startsWith('https://'),
    throttle: {
      windowMs: e.THROTTLE_WINDOW_MINUTES * 60_000,
      accountMax: e.THROTTLE_ACCOUNT_MAX,
      ipMax: e.THROTTLE_IP_MAX,
      forgotMax: e.THROTTLE_FORGOT_MAX,
    },
    google: e.GOOGLE_CLIENT_ID ? { clientId: e.GOOGLE_CLIENT_ID, jwksUrl: e.GOOGLE_JWKS_URL, issuer: e.GOOGLE_ISSUER } : null,
    microsoft: e.MICROSOFT_CLIENT_ID
      ? { clientId: e.MICROSOFT_CLIENT_ID, jwksUrl: e.MICROSOFT_JWKS_URL, issuerTemplate: e.MICROSOFT_ISSUER_TEMPLATE, tenantId: e.MICROSOFT_TENANT_ID }
      : null,
    uploads: { fileMb: e.MAX_UPLOAD_MB, imageMb: e.MAX_IMAGE_MB, documentMb: e.MAX_DOCUMENT_MB },
    boardLocks: { graceMs: e.BOARD_LOCK_GRACE_SECONDS * 1000, sweepMs: 10_000 },
    metricsToken: e.METRICS_TOKEN ?? null,
    mfaKey: e.MFA_KEY,
    mfaEnforced: true,
  };
}
