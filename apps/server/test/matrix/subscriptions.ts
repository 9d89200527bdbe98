/** Access-matrix expectations of the subscriptions area (issue 23, section 3; see common.ts). */
import { sql } from 'drizzle-orm';
import type { CastMember } from '@ss/db';
import { matrix, SUPER, TENANT, type Scope, type Spec } from './common.ts';

/** Super admins, the district's admins and the school's admins read a school's subscription (Aspen's admin: own only). */
const READERS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: SUPER };
/** The billing contact: super admins and the school's admins. */
const BILLING: Record<Scope, CastMember[]> = { own: ['super', 'schoolAdmin'], sibling: SUPER, other: SUPER, suspended: SUPER };
/** The demo schools' statuses: a probe asking for the status a school has is refused with 400 after every rule, so nothing changes. */
const CURRENT: Record<Scope, string> = { own: 'good', sibling: 'payment_pending', other: 'good', suspended: 'account_suspended' };

const base = (t: { school: Record<Scope, number> }, s: Scope | null) => `/api/v1/schools/${t.school[s!]}/subscription/`;

export const subscriptionsSpecs: Record<string, Spec> = {
  'GET /api/v1/schools/:id/subscription/': { scopes: TENANT, probe: (t, s) => ({ path: base(t, s) }), allowed: (s) => READERS[s!] },
  // A stale version: an allowed caller gets past the rules to the 409, nothing changes.
  'PATCH /api/v1/schools/:id/subscription/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: base(t, s), body: { version: 999_999, billing_name: 'Matrix' } }),
    allowed: (s) => BILLING[s!],
    ok: [409],
  },
  'POST /api/v1/schools/:id/subscription/status/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `${base(t, s)}status/`, body: { status: CURRENT[s!], reason: 'Matrix probe' } }),
    allowed: () => SUPER,
    ok: [400],
  },
  'POST /api/v1/schools/:id/subscription/invoice_request/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `${base(t, s)}invoice_request/`, body: {} }),
    allowed: (s) => (s === 'own' ? ['schoolAdmin'] : []),
    after: async () => {
      await matrix.ctx!.server.db.execute(sql`update school_subscriptions set invoice_requested_at = null`);
    },
  },
};
