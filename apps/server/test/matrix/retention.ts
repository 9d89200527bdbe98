/**
 * Access-matrix expectations of the retention of students' records (issue 24, section 6; see common.ts): the
 * district's admins and leaders (and super admins) read the runs, its admins (and super admins) confirm the first
 * one; district staff and school users are refused; another district is 404, a suspended one 403 but for super
 * admins. The confirmation is probed with a run that is not waiting: whoever may confirm gets 409, nothing is removed.
 */
import type { CastMember } from '@ss/db';
import { DISTRICT_SCOPES, SUPER, type Scope, type Spec } from './common.ts';

const READERS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin', 'districtLeader'], sibling: [], other: ['super', 'frAdmin'], suspended: SUPER };
const ADMINS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin'], sibling: [], other: ['super', 'frAdmin'], suspended: SUPER };

export const retentionSpecs: Record<string, Spec> = {
  'GET /api/v1/districts/:id/retention/runs/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/retention/runs/` }),
    allowed: (s) => READERS[s!],
  },
  'POST /api/v1/districts/:id/retention/confirm/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/retention/confirm/`, body: { run_id: 999999 } }),
    allowed: (s) => ADMINS[s!],
    ok: [409],
  },
};
