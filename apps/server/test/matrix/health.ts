/** Access-matrix expectations of the health area (see common.ts): public. */
import { type Spec } from './common.ts';

export const healthSpecs: Record<string, Spec> = {
  'GET /api/v1/health/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/health/' }), allowed: () => 'signed-in' },
  // Readiness (issue 25, section 3): public as liveness is, for the orchestrator's probe; it says nothing of any tenant.
  'GET /api/v1/ready/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/ready/' }), allowed: () => 'signed-in' },
};
