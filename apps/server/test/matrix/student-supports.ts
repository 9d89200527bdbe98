/**
 * Access-matrix expectations of the student-supports area (issue 11, section 2; see common.ts).
 * Readers of a student's supports are the readers of its profile; writers its note writers (school
 * staff only read); deleting a support given is for its giver (nobody in the cast here: the seeded
 * ones have none) and the roster editors; the district report for the district's admins and leaders.
 * Probes that would create are refused by the rules once the rights are checked (a tier not of the
 * school, a date to come: 400 for whoever is allowed), changes carry a stale version (409), and what
 * a delete removes is put back with its ids.
 */
import { sql } from 'drizzle-orm';
import type { CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { DISTRICT_SCOPES, districtOfSchool, matrix, SCHOOL_LEADERS, SCHOOL_READERS, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** The student's note writers: its school's teachers, admins and leaders, the district's admins and leaders (districtStaff leads Aspen). */
const WRITERS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher'],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'multiTeacher'],
  other: ['super', 'frAdmin', 'frTeacher'],
  suspended: SUPER,
};
const REPORTERS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin', 'districtLeader'], sibling: [], other: ['super', 'frAdmin'], suspended: SUPER };

/** A data point and a session of each target support given. */
const records = { point: {} as Record<Scope, number>, session: {} as Record<Scope, number> };

async function insertRows(server: TestServer, t: Targets, scope: Scope, ids?: { support: number; point: number; session: number }) {
  const school = t.school[scope];
  const district = await districtOfSchool(server, school);
  const id = (n: number | undefined) => (n === undefined ? sql`default` : sql`${n}`);
  const r = await server.db.execute(sql`insert into student_supports (id, district_id, school_id, student_id, name, type, start_date, measure_name, scale_min, scale_max)
    overriding system value values (${id(ids?.support)}, ${district}, ${school}, ${t.student[scope]}, ${`Matrix ${scope}`}, 'strategy', '2026-01-05', 'Matrix measure', 0, 10)
    on conflict (id) do nothing returning id`);
  const support = ids?.support ?? (r as unknown as { rows: { id: number }[] }).rows[0]!.id;
  const p = await server.db.execute(sql`insert into student_support_data_points (id, student_support_id, measured_on, value)
    overriding system value values (${id(ids?.point)}, ${support}, '2026-01-12', 4) on conflict (id) do nothing returning id`);
  const s = await server.db.execute(sql`insert into student_support_sessions (id, student_support_id, held_on, delivered, minutes)
    overriding system value values (${id(ids?.session)}, ${support}, '2026-01-12', true, 20) on conflict (id) do nothing returning id`);
  return {
    support,
    point: ids?.point ?? (p as unknown as { rows: { id: number }[] }).rows[0]!.id,
    session: ids?.session ?? (s as unknown as { rows: { id: number }[] }).rows[0]!.id,
  };
}

/** A monitored support given (scale 0–10) to each target student, with a data point and a session. */
export async function seedMatrixStudentSupports(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const ids = await insertRows(server, t, scope);
    out[scope] = ids.support;
    records.point[scope] = ids.point;
    records.session[scope] = ids.session;
  }
  return out;
}

async function restore() {
  const { server, targets } = matrix.ctx!;
  for (const scope of TENANT) await insertRows(server, targets, scope, { support: targets.studentSupport![scope], point: records.point[scope], session: records.session[scope] });
}

const one = (t: Targets, s: Scope | null) => t.studentSupport![s!];
const district = (t: Targets, s: Scope | null) => t.district[s!];

export const studentSupportsSpecs: Record<string, Spec> = {
  'GET /api/v1/student_supports/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/student_supports/?student=${t.student[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  // No tier of the school is item 2147483647: whoever may give gets past the rights to the 400, nothing is written.
  'POST /api/v1/student_supports/': {
    scopes: TENANT,
    probe: (t, s, m) => ({
      path: '/api/v1/student_supports/',
      body: { student: t.student[s!], name: 'Matrix one-off', type: 'strategy', tier: 2_147_483_647, start_date: '2026-01-05', responsible: matrix.ctx!.ids.user[m] },
    }),
    allowed: (s) => WRITERS[s!],
    ok: [400],
  },
  'GET /api/v1/student_supports/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/` }), allowed: (s) => SCHOOL_READERS[s!] },
  'PATCH /api/v1/student_supports/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/`, body: { version: 0, notes: 'Matrix' } }),
    allowed: (s) => WRITERS[s!],
    ok: [409],
  },
  'DELETE /api/v1/student_supports/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/` }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restore,
  },
  'GET /api/v1/student_supports/:id/data_points/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/data_points/` }),
    allowed: (s) => SCHOOL_READERS[s!],
  },
  'POST /api/v1/student_supports/:id/data_points/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/data_points/`, body: { measured_on: '2999-01-01', value: 5 } }),
    allowed: (s) => WRITERS[s!],
    ok: [400],
  },
  'PATCH /api/v1/student_supports/:id/data_points/:point/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/data_points/${records.point[s!]}/`, body: { version: 1, measured_on: '2999-01-01' } }),
    allowed: (s) => WRITERS[s!],
    ok: [400],
  },
  'DELETE /api/v1/student_supports/:id/data_points/:point/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/data_points/${records.point[s!]}/` }),
    allowed: (s) => WRITERS[s!],
    after: restore,
  },
  'GET /api/v1/student_supports/:id/sessions/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/sessions/` }),
    allowed: (s) => SCHOOL_READERS[s!],
  },
  'POST /api/v1/student_supports/:id/sessions/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/sessions/`, body: { held_on: '2999-01-01', delivered: true, minutes: 20 } }),
    allowed: (s) => WRITERS[s!],
    ok: [400],
  },
  'DELETE /api/v1/student_supports/:id/sessions/:session/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_supports/${one(t, s)}/sessions/${records.session[s!]}/` }),
    allowed: (s) => WRITERS[s!],
    after: restore,
  },
  'GET /api/v1/students/:id/support_history/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/support_history/` }),
    allowed: (s) => SCHOOL_READERS[s!],
  },
  'GET /api/v1/student_supports/report/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/student_supports/report/?district=${district(t, s)}` }),
    allowed: (s) => REPORTERS[s!],
  },
  'GET /api/v1/student_supports/report/export/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/student_supports/report/export/?district=${district(t, s)}` }),
    allowed: (s) => REPORTERS[s!],
  },
};
