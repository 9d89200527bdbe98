/** Access-matrix expectations of the simulation area (see common.ts): only super admins simulate. */
import { expect } from 'vitest';
import { SUPER, TENANT, type Spec } from './common.ts';

export const simulationSpecs: Record<string, Spec> = {
  'GET /api/v1/support_contact/': { scopes: null, probe: () => ({ path: '/api/v1/support_contact/' }), allowed: () => 'signed-in' },
  'GET /api/v1/simulate/': { scopes: null, probe: () => ({ path: '/api/v1/simulate/' }), allowed: () => 'signed-in' },
  // Nobody in the matrix is simulating: stopping is a conflict for everyone signed in.
  'DELETE /api/v1/simulate/': { scopes: null, probe: () => ({ path: '/api/v1/simulate/' }), allowed: () => 'signed-in', ok: [409] },
  'POST /api/v1/simulate/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/simulate/', body: { user_id: t.user[s!] } }),
    allowed: (s) => (s === 'suspended' ? [] : SUPER),
    refused: [409],
    after: async (c) => {
      expect((await c.delete('/api/v1/simulate/')).status).toBe(200);
    },
  },
};
