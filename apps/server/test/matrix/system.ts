/** Access-matrix expectations of the system area (see common.ts): super admins only. */
import { SUPER, type Spec } from './common.ts';

export const systemSpecs: Record<string, Spec> = {
  'GET /api/v1/statistics/': { scopes: null, probe: () => ({ path: '/api/v1/statistics/' }), allowed: () => SUPER },
  'GET /api/v1/sent_emails/': { scopes: null, probe: () => ({ path: '/api/v1/sent_emails/' }), allowed: () => SUPER },
  'POST /api/v1/sent_emails/test/': { scopes: null, probe: () => ({ path: '/api/v1/sent_emails/test/', body: { to: 'matrix@demo.test' } }), allowed: () => SUPER },
};
