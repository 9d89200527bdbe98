/** Access-matrix expectations of the tenancy area (see common.ts): districts and schools. */
import { type CastMember } from '@ss/db';
import { ASPEN, DISTRICT_SCOPES, EN, FR, SUPER, TENANT, matrix, type Spec } from './common.ts';

export const tenancySpecs: Record<string, Spec> = {
  'GET /api/v1/districts/': { scopes: null, probe: () => ({ path: '/api/v1/districts/' }), allowed: () => 'signed-in' },
  'POST /api/v1/districts/': { scopes: null, probe: (_t, _s, m) => ({ path: '/api/v1/districts/', body: { name: `Matrix district ${m}` } }), allowed: () => SUPER },
  'GET /api/v1/districts/:id/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/` }),
    allowed: (s) => ({ own: ['super', ...EN], other: ['super', ...FR], suspended: SUPER, sibling: [] })[s!] as CastMember[],
  },
  'PATCH /api/v1/districts/:id/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/`, body: { name: matrix.ctx!.names.districts.get(t.district[s!]) } }),
    allowed: () => SUPER,
  },
  'GET /api/v1/schools/': { scopes: null, probe: () => ({ path: '/api/v1/schools/' }), allowed: () => 'signed-in' },
  'POST /api/v1/schools/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s, m) => ({ path: '/api/v1/schools/', body: { district_id: t.district[s!], name: `Matrix school ${m}` } }),
    allowed: (s) => ({ own: ['super', 'districtAdmin', 'districtLeader'], other: ['super', 'frAdmin'], suspended: SUPER, sibling: [] })[s!] as CastMember[],
  },
  'GET /api/v1/schools/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${t.school[s!]}/` }),
    allowed: (s) =>
      ({
        own: ['super', ...ASPEN],
        sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
        other: ['super', ...FR],
        suspended: SUPER,
      })[s!] as CastMember[],
  },
  'PATCH /api/v1/schools/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${t.school[s!]}/`, body: { name: matrix.ctx!.names.schools.get(t.school[s!]) } }),
    allowed: (s) =>
      ({ own: ['super', 'districtAdmin', 'districtLeader'], sibling: ['super', 'districtAdmin', 'districtLeader'], other: ['super', 'frAdmin'], suspended: SUPER })[
        s!
      ] as CastMember[],
  },
};
