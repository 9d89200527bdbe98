/**
 * Access-matrix expectations of the identity area (see common.ts): sign-in and out, providers, the
 * current user and passwords. Most are public; the probes are refused or harmless (unknown tokens, wrong passwords).
 */
import { type Spec } from './common.ts';

export const identitySpecs: Record<string, Spec> = {
  'POST /api/v1/auth/': { public: { status: [400] }, scopes: null, probe: () => ({ path: '/api/v1/auth/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/admin_auth/': { public: { status: [400] }, scopes: null, probe: () => ({ path: '/api/v1/admin_auth/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/logout/': { public: { status: [204] }, scopes: null, probe: () => ({ path: '/api/v1/logout/', body: {} }), allowed: () => 'signed-in' },
  'GET /api/v1/auth_config/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/auth_config/' }), allowed: () => 'signed-in' },
  'POST /api/v1/oidc_nonce/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/oidc_nonce/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/google_login/': {
    public: { status: [401] },
    scopes: null,
    probe: () => ({ path: '/api/v1/google_login/', body: { id_token: 'x.y.z', user_type: 'school' } }),
    allowed: () => 'signed-in',
  },
  'POST /api/v1/microsoft_login/': {
    public: { status: [401] },
    scopes: null,
    probe: () => ({ path: '/api/v1/microsoft_login/', body: { id_token: 'x.y.z', user_type: 'school' } }),
    allowed: () => 'signed-in',
  },
  'POST /api/v1/users/password/forgot/': {
    public: { status: [202] },
    scopes: null,
    probe: () => ({ path: '/api/v1/users/password/forgot/', body: { email: 'nobody@demo.test' } }),
    allowed: () => 'signed-in',
  },
  'GET /api/v1/users/password/': { public: { status: [400] }, scopes: null, probe: () => ({ path: '/api/v1/users/password/?token=not-a-real-token' }), allowed: () => 'signed-in' },
  'POST /api/v1/users/password/': {
    public: { status: [400] },
    scopes: null,
    probe: () => ({ path: '/api/v1/users/password/', body: { token: 'not-a-real-token', password: 'a perfectly long passphrase' } }),
    allowed: () => 'signed-in',
  },
  'GET /api/v1/current_user/': { scopes: null, probe: () => ({ path: '/api/v1/current_user/' }), allowed: () => 'signed-in' },
  // Reachable by every signed-in user for their own account; the wrong current password changes nothing.
  'PATCH /api/v1/users/password/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/users/password/', body: { current_password: 'certainly-not-it', password: 'another long passphrase' } }),
    allowed: () => 'signed-in',
    ok: [400],
  },
};
