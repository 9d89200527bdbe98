/**
 * The user agreement, enforced on the server: a dialog only in the browser would mean
 * nothing to anyone calling the API directly. Any signed-in API request whose REAL user
 * (the super admin, while simulating) has not agreed to the current version is answered
 * 403 `agreement_required` — super users included — except the few routes needed to
 * read and answer the agreement, learn who one is, change one's password, or leave.
 * Runs after the auth preHandler, which reads the current version with the session on
 * every request and caches nothing, so a newly published version applies at once.
 */
import type { FastifyInstance } from 'fastify';
import { IDENTITY_MSG } from '@ss/domain';
import { HttpError } from '../lib/errors.ts';
import { SIGN_IN_ROUTES } from './sign-in-routes.ts';

/** Routes open without an agreement, by method and route pattern. */
export const OPEN_WITHOUT_AGREEMENT = new Set<string>([
  ...SIGN_IN_ROUTES,
  'GET /api/v1/current_user/',
  'GET /api/v1/agreement/',
  'POST /api/v1/agreement/',
  'PATCH /api/v1/users/password/',
  // A super admin caught mid-simulation by a new version can neither answer it (answering
  // while simulating is refused) nor go on: stopping the simulation must stay possible.
  'DELETE /api/v1/simulate/',
  // Finishing a sign-in with its second factor comes before the agreement (issue 24, section 4).
  'GET /api/v1/mfa/',
  'POST /api/v1/mfa/verify/',
  'POST /api/v1/mfa/webauthn/authentication/options/',
  'POST /api/v1/mfa/totp/',
  'POST /api/v1/mfa/totp/confirm/',
  'POST /api/v1/mfa/webauthn/registration/options/',
  'POST /api/v1/mfa/webauthn/registration/',
]);

export const agreementRequired = () => new HttpError(403, 'agreement_required', IDENTITY_MSG.agreementRequired);

export function registerAgreement(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    const route = request.routeOptions.url;
    if (!auth || !route || !route.startsWith('/api/')) return;
    if (OPEN_WITHOUT_AGREEMENT.has(`${request.method} ${route}`)) return;
    const { current, agreed } = auth.agreement;
    if (current !== null && agreed !== current) throw agreementRequired();
  });
}
