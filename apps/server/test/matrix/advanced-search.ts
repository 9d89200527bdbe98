/** Access-matrix expectations of the advanced search routes (see common.ts). */
import type { CastMember } from '@ss/db';
import { ASPEN, FR, SUPER, TENANT, type Scope, type Spec } from './common.ts';

/** Who reads a school's students: everyone whose scope holds it; suspended schools only super admins. */
const readers = (s: Scope | null): CastMember[] =>
  ({
    own: ['super', ...ASPEN],
    sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
    other: ['super', ...FR],
    suspended: SUPER,
  })[s!] as CastMember[];

/** Roster managers of the school (district staff lead Aspen but are only staff in Riverbend). */
const exporters = (s: Scope | null): CastMember[] =>
  ({
    own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
    sibling: ['super', 'districtAdmin', 'districtLeader'],
    other: ['super', 'frAdmin'],
    suspended: SUPER,
  })[s!] as CastMember[];

export const advancedSearchSpecs: Record<string, Spec> = {
  'POST /api/v1/student_search/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/student_search/', body: { school_id: t.school[s!], pageSize: 5 } }),
    allowed: readers,
  },
  'POST /api/v1/student_search/export/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/student_search/export/', body: { school_id: t.school[s!], grades: ['5'] } }),
    allowed: exporters,
  },
  'GET /api/v1/student_search/options/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_search/options/?school=${t.school[s!]}` }),
    allowed: readers,
  },
};
