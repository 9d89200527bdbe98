/**
 * What a session that may not act yet still reaches (the agreement to answer, a second factor owed): leaving,
 * signing in again, setting a password, and the sign-in page's public reads. One list for both gates
 * (plugins/agreement.ts, plugins/mfa-gate.ts), each adding what answering its own question needs.
 */
export const SIGN_IN_ROUTES = [
  'POST /api/v1/logout/',
  'GET /api/v1/health/',
  'POST /api/v1/auth/',
  'POST /api/v1/admin_auth/',
  'POST /api/v1/oidc_nonce/',
  'POST /api/v1/google_login/',
  'POST /api/v1/microsoft_login/',
  'GET /api/v1/auth_config/',
  'POST /api/v1/users/password/forgot/',
  'GET /api/v1/users/password/',
  'POST /api/v1/users/password/',
  // The sign-in page's content and images are public (the terms and privacy pages are read before agreeing).
  'GET /api/v1/home_page/',
  'GET /api/v1/home_page/images/:id/',
] as const;
