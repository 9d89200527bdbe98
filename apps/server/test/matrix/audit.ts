/** Access-matrix expectations of the audit area (see common.ts): admins read the log. */
import { type Spec } from './common.ts';

export const auditSpecs: Record<string, Spec> = {
  'GET /api/v1/audit_events/': { scopes: null, probe: () => ({ path: '/api/v1/audit_events/' }), allowed: () => ['super', 'districtAdmin', 'frAdmin'] },
};
