/** Access-matrix expectations of the users area (see common.ts): staff and super admins. */
import { type CastMember } from '@ss/db';
import { SUPER, TENANT, matrix, type Spec } from './common.ts';

export const usersSpecs: Record<string, Spec> = {
  'GET /api/v1/system_users/': { scopes: null, probe: () => ({ path: '/api/v1/system_users/' }), allowed: () => SUPER },
  'POST /api/v1/system_users/': {
    scopes: null,
    probe: (_t, _s, m) => ({ path: '/api/v1/system_users/', body: { email: `matrix.super.${m}.${Date.now()}@demo.test`, first_name: 'Matrix', last_name: 'Super' } }),
    allowed: () => SUPER,
  },
  'GET /api/v1/users/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/users/' }),
    allowed: () => ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'frAdmin'],
  },
  'POST /api/v1/users/': {
    scopes: TENANT,
    probe: (t, s, m) => ({
      path: '/api/v1/users/',
      body: {
        district_id: s === 'other' ? t.district.other : t.district.own,
        people: [{ email: `matrix.${m}.${s}.${Date.now()}@demo.test` }],
        schools: [{ school_id: t.school[s!], user_type: 'school_staff' }],
      },
    }),
    allowed: (s) => ({ own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: SUPER })[s!] as CastMember[],
  },
  'GET /api/v1/users/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/` }),
    allowed: (s) =>
      ({
        own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
        sibling: ['super', 'districtAdmin', 'districtLeader'],
        other: ['super', 'frAdmin'],
        suspended: ['super', 'districtAdmin', 'districtLeader'],
      })[s!] as CastMember[],
  },
  'PATCH /api/v1/users/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/`, body: { first_name: matrix.ctx!.names.users.get(t.user[s!]) } }),
    allowed: (s) =>
      ({ own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: ['super', 'districtAdmin'] })[
        s!
      ] as CastMember[],
  },
  'POST /api/v1/users/:id/password_link/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/password_link/`, body: {} }),
    allowed: (s) =>
      ({ own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: ['super', 'districtAdmin'] })[
        s!
      ] as CastMember[],
  },
  'GET /api/v1/users/:id/credentials/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/users/${t.user[s!]}/credentials/` }), allowed: () => SUPER },
};
