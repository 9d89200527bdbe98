/** Access-matrix expectations of the access-log area (issue 24, section 3; see common.ts). */
import type { CastMember } from '@ss/db';
import { SUPER, TENANT, type Scope, type Spec } from './common.ts';

/** A student's access record: super admins, the district's admins and the leaders of the student's school (Aspen's leader; the district staff member leads Aspen too). */
const READERS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'schoolLeader', 'districtStaff'],
  sibling: ['super', 'districtAdmin'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};

export const accessLogSpecs: Record<string, Spec> = {
  'GET /api/v1/students/:id/access_log/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/access_log/` }), allowed: (s) => READERS[s!] },
  'GET /api/v1/students/:id/access_log/export/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/access_log/export/?format=csv` }),
    allowed: (s) => READERS[s!],
  },
};
