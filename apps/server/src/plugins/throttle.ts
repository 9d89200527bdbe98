/**
 * Throttles sign-in and password routes (security checklist item 3), with counts in
 * the database so every copy of the server shares them.
 *
 * - Sign-in (password, Google, Microsoft): at most THROTTLE_ACCOUNT_MAX failures per
 *   (IP + e-mail) and THROTTLE_IP_MAX per IP in THROTTLE_WINDOW_MINUTES. Provider
 *   sign-ins carry no e-mail the server can trust before verifying the token, so they
 *   count per IP only. A wrong current password when changing it counts as a failure.
 * - Forgot password: at most THROTTLE_FORGOT_MAX requests per (IP + e-mail).
 *
 * Failures are counted, and so are attempts still in flight: each attempt first
 * registers as pending, and goes ahead only while failures plus the attempts pending
 * before it (itself included) stay within the limit, so a burst of parallel guesses
 * cannot slip past it. Over the limit by
 * failures alone, the answer is 429 at once — the password is never checked, and
 * known and unknown e-mails get the same answer — audited with `throttled: true`.
 * Over it only because of attempts in flight (a school's many sign-ins at 8 a.m.
 * behind one address), the attempt waits briefly for them to finish. Afterwards a
 * failed attempt leaves a hit and a successful one leaves nothing.
 *
 * A plugin emits no events: what puts a refused attempt on record is handed in by app.ts
 * (services/auth/record-throttled.ts), so plugins import no services.
 */
import type { Database } from '@ss/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { HttpError } from '../lib/errors.ts';
import { sha256 } from '../lib/tokens.ts';
import { addHits, countHits, countHitsUpTo, removeHits, sweepHits } from '../repositories/rate-limit.repository.ts';

/** What a refused attempt tried: it is on record as a failure of that action. */
export type ThrottledAction = 'auth.sign_in' | 'auth.password_forgot' | 'auth.password_changed' | 'support_plan.guardian_link_refused' | 'auth.mfa_verified';

/** Who tried, and from where: the audit row's columns. */
export interface ThrottledBy {
  actor_user_id: number | null;
  real_actor_user_id: number | null;
  ip: string;
}

/** Puts a refused attempt on record. */
export type RecordThrottled = (db: Database, by: ThrottledBy, action: ThrottledAction, details: Record<string, unknown>) => Promise<void>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The throttled attempt this request is, while it runs. */
    throttle: { rule: Rule; buckets: string[]; pendingIds: number[] } | null;
  }
}

interface Limit {
  bucket: string;
  max: number;
}

interface Rule {
  limits(request: FastifyRequest, config: AppContext['config']['throttle']): Limit[];
  /** Whether an attempt answered with this status counts against the limits. */
  counts(status: number): boolean;
  audit(request: FastifyRequest): { action: ThrottledAction; actor?: number; details: Record<string, unknown> };
}

const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as { email?: string; user_type?: string };

/** The e-mail part of a bucket name is hashed: the table is not a list of who tried to sign in. */
export const accountBucket = (prefix: string, ip: string, email: string) => `${prefix}:${sha256(`${ip}\n${email.toLowerCase()}`)}`;

const signInLimits = (ip: string, email: string | undefined, c: AppContext['config']['throttle']): Limit[] => [
  { bucket: `sign-in:ip:${ip}`, max: c.ipMax },
  ...(email ? [{ bucket: accountBucket('sign-in:account', ip, email), max: c.accountMax }] : []),
];

const passwordDoor = (door: 'staff' | 'admin'): Rule => ({
  limits: (request, c) => signInLimits(request.ip, bodyOf(request).email, c),
  counts: (status) => status === 401,
  audit: (request) => ({ action: 'auth.sign_in', details: { email: bodyOf(request).email, door } }),
});

const providerDoor = (provider: 'google' | 'microsoft'): Rule => ({
  limits: (request, c) => signInLimits(request.ip, undefined, c),
  counts: (status) => status === 401,
  audit: (request) => ({ action: 'auth.sign_in', details: { provider, door: bodyOf(request).user_type === 'admin' ? 'admin' : 'staff' } }),
});

/**
 * A guardian's signature link (issue 24, section 1): a link that does not open (unknown, expired, withdrawn:
 * 410; used: 409; malformed: 400) counts against the caller's IP, as a failed sign-in does, so guessing tokens
 * runs into the limit long before it could find one; opening a real link costs nothing.
 */
const guardianLink: Rule = {
  limits: (request, c) => [{ bucket: `guardian-link:ip:${request.ip}`, max: c.ipMax }],
  counts: (status) => status === 400 || status === 404 || status === 409 || status === 410,
  audit: () => ({ action: 'support_plan.guardian_link_refused', details: {} }),
};

/**
 * Second-factor answers (issue 24, section 4): wrong codes, recovery codes, passkeys and confirming passwords count
 * per signed-in user (THROTTLE_ACCOUNT_MAX in the window, whichever session or address they come from) and per IP.
 */
const secondFactor: Rule = {
  limits: (request, c) =>
    request.auth
      ? [
          { bucket: `mfa:user:${request.auth.realUser.id}`, max: c.accountMax },
          { bucket: `mfa:ip:${request.ip}`, max: c.ipMax },
        ]
      : [],
  counts: (status) => status === 400,
  audit: (request) => ({ action: 'auth.mfa_verified', actor: request.auth?.realUser.id, details: {} }),
};

/** Every throttled route, by method and route pattern. */
export const THROTTLED: Record<string, Rule> = {
  'POST /api/v1/mfa/verify/': secondFactor,
  'POST /api/v1/mfa/totp/confirm/': secondFactor,
  'DELETE /api/v1/mfa/factors/:id/': secondFactor,
  'POST /api/v1/mfa/recovery_codes/': secondFactor,
  'POST /api/v1/auth/': passwordDoor('staff'),
  'POST /api/v1/admin_auth/': passwordDoor('admin'),
  'POST /api/v1/google_login/': providerDoor('google'),
  'POST /api/v1/microsoft_login/': providerDoor('microsoft'),
  'POST /api/v1/users/password/forgot/': {
    limits: (request, c) => [{ bucket: accountBucket('forgot', request.ip, bodyOf(request).email ?? ''), max: c.forgotMax }],
    counts: () => true,
    audit: (request) => ({ action: 'auth.password_forgot', details: { email: bodyOf(request).email } }),
  },
  'GET /api/v1/guardian_sign/': guardianLink,
  'GET /api/v1/guardian_sign/pdf/': guardianLink,
  'POST /api/v1/guardian_sign/sign/': guardianLink,
  'POST /api/v1/guardian_sign/decline/': guardianLink,
  'PATCH /api/v1/users/password/': {
    // Guessing the current password from a stolen session is a sign-in attempt too.
    limits: (request, c) => (request.auth ? signInLimits(request.ip, request.auth.realUser.email, c) : []),
    counts: (status) => status === 400,
    audit: (request) => ({ action: 'auth.password_changed', actor: request.auth?.realUser.id, details: {} }),
  },
};

/** A sweep of every bucket runs on the first attempt and then every this many. */
const GLOBAL_SWEEP_EVERY = 100;
/** A pending mark older than this belongs to a request that died; it no longer counts. */
const PENDING_TTL_MS = 30_000;
/** How long an attempt waits for attempts in flight before giving up with 429. */
const MAX_WAIT_MS = 3_000;
const POLL_MS = 50;

const pendingOf = (bucket: string) => `pending:${bucket}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerThrottle(app: FastifyInstance, ctx: AppContext, recordThrottledAttempt: RecordThrottled) {
  let attempts = 0;
  app.decorateRequest('throttle', null);

  app.addHook('preHandler', async (request, reply) => {
    const rule = THROTTLED[`${request.method} ${request.routeOptions.url}`];
    if (!rule) return;
    const limits = rule.limits(request, ctx.config.throttle);
    if (limits.length === 0) return;
    const buckets = limits.map((l) => l.bucket);
    const pending = buckets.map(pendingOf);
    const started = Date.now();
    const windowStart = new Date(started - ctx.config.throttle.windowMs);

    if (attempts++ % GLOBAL_SWEEP_EVERY === 0) await sweepHits(ctx.db, windowStart);
    else await sweepHits(ctx.db, windowStart, [...buckets, ...pending]);
    const marks = await addHits(ctx.db, pending, new Date(started));
    const pendingIds = [...marks.values()];

    for (;;) {
      const now = Date.now();
      const [failures, inFlight] = await Promise.all([
        countHits(ctx.db, buckets, new Date(now - ctx.config.throttle.windowMs)),
        // Only the attempts that registered before this one: first come, first served, so a
        // burst drains in order instead of every attempt waiting on all the others.
        countHitsUpTo(ctx.db, marks, new Date(now - PENDING_TTL_MS)),
      ]);
      const failed = (l: Limit) => failures.get(l.bucket) ?? 0;
      const exhausted = limits.some((l) => failed(l) >= l.max);
      if (!exhausted && limits.every((l) => failed(l) + (inFlight.get(pendingOf(l.bucket)) ?? 0) <= l.max)) break;
      if (exhausted || now - started > MAX_WAIT_MS) {
        await removeHits(ctx.db, pendingIds);
        const { action, actor, details } = rule.audit(request);
        await recordThrottledAttempt(ctx.db, { actor_user_id: actor ?? null, real_actor_user_id: actor ?? null, ip: request.ip }, action, details);
        reply.header('Retry-After', String(Math.ceil(ctx.config.throttle.windowMs / 1000)));
        throw new HttpError(429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.');
      }
      await sleep(POLL_MS);
    }
    request.throttle = { rule, buckets, pendingIds };
  });

  app.addHook('onSend', async (request, reply) => {
    const attempt = request.throttle;
    if (!attempt) return;
    request.throttle = null;
    // The failure is recorded before the pending mark goes, so nobody sees a count too low in between.
    if (attempt.rule.counts(reply.statusCode)) await addHits(ctx.db, attempt.buckets, new Date());
    await removeHits(ctx.db, attempt.pendingIds);
  });
}
