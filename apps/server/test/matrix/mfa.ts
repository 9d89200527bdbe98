/**
 * Access-matrix expectations of the second factor (issue 24, section 4; see common.ts). Everyone signed in manages
 * their own factors; nobody in the matrix has one, so the probes that would need one are refused with 400, 404 or
 * 409 after every rule and change nothing. Only super admins reset another user's factors.
 */
import { SUPER, TENANT, type Spec } from './common.ts';

export const mfaSpecs: Record<string, Spec> = {
  'GET /api/v1/mfa/': { scopes: null, probe: () => ({ path: '/api/v1/mfa/' }), allowed: () => 'signed-in' },
  // An enrolment started and never confirmed: no factor until a code confirms it.
  'POST /api/v1/mfa/totp/': { scopes: null, probe: () => ({ path: '/api/v1/mfa/totp/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/mfa/totp/confirm/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/mfa/totp/confirm/', body: { factor_id: 999_999, code: '123456' } }),
    allowed: () => 'signed-in',
    ok: [409],
  },
  'POST /api/v1/mfa/webauthn/registration/options/': { scopes: null, probe: () => ({ path: '/api/v1/mfa/webauthn/registration/options/', body: {} }), allowed: () => 'signed-in' },
  // A made-up answer: refused by the library (400), or 409 when no challenge is waiting.
  'POST /api/v1/mfa/webauthn/registration/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/mfa/webauthn/registration/', body: { response: { id: 'bm90LWEta2V5', type: 'public-key' } } }),
    allowed: () => 'signed-in',
    ok: [400, 409],
  },
  'POST /api/v1/mfa/webauthn/authentication/options/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/mfa/webauthn/authentication/options/', body: {} }),
    allowed: () => 'signed-in',
    ok: [409],
  },
  'POST /api/v1/mfa/verify/': { scopes: null, probe: () => ({ path: '/api/v1/mfa/verify/', body: { recovery_code: 'matrix-probe' } }), allowed: () => 'signed-in', ok: [400] },
  'DELETE /api/v1/mfa/factors/:id/': { scopes: null, probe: () => ({ path: '/api/v1/mfa/factors/999999/' }), allowed: () => 'signed-in', ok: [404] },
  'POST /api/v1/mfa/recovery_codes/': { scopes: null, probe: () => ({ path: '/api/v1/mfa/recovery_codes/', body: {} }), allowed: () => 'signed-in', ok: [409] },
  'POST /api/v1/users/:id/mfa/reset/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/mfa/reset/`, body: {} }), allowed: () => SUPER },
};
