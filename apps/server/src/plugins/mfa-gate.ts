/**
 * The second factor, enforced on the server (issue 24, section 4): a session whose password (or provider) is
 * proven but whose second factor is not (`sessions.mfa_pending`) reaches only what finishing the sign-in needs —
 * the /api/v1/mfa/ routes of its state, signing out, and what is public anyway. Everything else is answered 401
 * `mfa_required` (a factor is waiting: `verify`) or `mfa_enrolment_required` (an administrator without one:
 * `enrol`), so any client treats the session as not signed in yet. Runs after the auth preHandler and before
 * the agreement check (the agreement comes after signing in).
 */
import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '../context.ts';
import type { HttpError } from '../lib/errors.ts';
import { mfaEnrolmentRequired, mfaRequired } from '../lib/mfa-errors.ts';
import { SIGN_IN_ROUTES } from './sign-in-routes.ts';

/** Open to every pending session: leaving, signing in again, the public pages' reads, and its own state. */
const OPEN = [...SIGN_IN_ROUTES, 'GET /api/v1/mfa/'];

/** What each pending state may do besides. */
export const OPEN_WHILE_MFA_PENDING: Record<'verify' | 'enrol', Set<string>> = {
  verify: new Set([...OPEN, 'POST /api/v1/mfa/verify/', 'POST /api/v1/mfa/webauthn/authentication/options/']),
  enrol: new Set([
    ...OPEN,
    'POST /api/v1/mfa/totp/',
    'POST /api/v1/mfa/totp/confirm/',
    'POST /api/v1/mfa/webauthn/registration/options/',
    'POST /api/v1/mfa/webauthn/registration/',
  ]),
};

/** The session may act (null) or what it still owes. */
export function pendingError(auth: RequestAuth): HttpError | null {
  const pending = auth.session.mfa_pending;
  if (pending === 'verify') return mfaRequired();
  if (pending === 'enrol') return mfaEnrolmentRequired();
  return null;
}

export function registerMfaGate(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    const route = request.routeOptions.url;
    const pending = auth?.session.mfa_pending;
    if (!pending || !route || !route.startsWith('/api/')) return;
    if (OPEN_WHILE_MFA_PENDING[pending].has(`${request.method} ${route}`)) return;
    throw pending === 'verify' ? mfaRequired() : mfaEnrolmentRequired();
  });
}
