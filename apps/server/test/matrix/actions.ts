/** Access-matrix expectations of the actions area (issue 10, section 4; see common.ts). */
import { eq, notInArray, sql } from 'drizzle-orm';
import { actions } from '@ss/db';
import type { CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** Who sees a school's actions: whoever's scope holds the school (as for its students). */
const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
/** Who creates one: the school's admins, leaders and teachers, the district's admins and leaders (districtStaff leads Aspen). */
const CREATE: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher'],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'multiTeacher'],
  other: ['super', 'frAdmin', 'frTeacher'],
  suspended: SUPER,
};
/** Who changes one: those who create it there but teachers, and the responsible person (the scope's target user). */
const CHANGE: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin', 'frTeacher'],
  suspended: SUPER,
};
/** Who deletes one: its creator (nobody in the cast here) and the school's leaders and admins. */
const DELETE: Record<Scope, CastMember[]> = { own: ['super', 'districtStaff', 'schoolAdmin', 'schoolLeader'], sibling: SUPER, other: SUPER, suspended: SUPER };

const row = (t: Targets, scope: Scope, districtId: number) => ({
  district_id: districtId,
  school_id: t.school[scope],
  name: `Matrix ${scope}`,
  responsible_id: t.user[scope],
  completion_date: '2026-06-01',
  student_id: t.student[scope],
});

async function districtOf(server: TestServer, schoolId: number): Promise<number> {
  const r = await server.db.execute(sql`select district_id from schools where id = ${schoolId}`);
  return (r as unknown as { rows: { district_id: number }[] }).rows[0]!.district_id;
}

/** An open action in each target school, its responsible person the scope's target user. */
export async function seedMatrixActions(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const [a] = await server.db
      .insert(actions)
      .values(row(t, scope, await districtOf(server, t.school[scope])))
      .returning({ id: actions.id });
    out[scope] = a!.id;
  }
  return out;
}

/** Deleted matrix actions come back with their ids, and the ones allowed creations added go. */
async function restoreActions() {
  const { server, targets } = matrix.ctx!;
  const keep = TENANT.map((s) => targets.action![s]);
  await server.db.delete(actions).where(notInArray(actions.id, keep));
  for (const scope of TENANT) {
    const id = targets.action![scope];
    const [found] = await server.db.select({ id: actions.id }).from(actions).where(eq(actions.id, id));
    if (found) continue;
    const r = row(targets, scope, await districtOf(server, targets.school[scope]));
    await server.db.execute(sql`insert into actions (id, district_id, school_id, name, responsible_id, completion_date, student_id)
      overriding system value values (${id}, ${r.district_id}, ${r.school_id}, ${r.name}, ${r.responsible_id}, ${r.completion_date}, ${r.student_id})`);
  }
}

const action = (t: Targets, s: Scope | null) => t.action![s!];
const list = (t: Targets, s: Scope | null) => `scope=schoolActions&school=${t.school[s!]}&status=incomplete_in_progress`;

export const actionsSpecs: Record<string, Spec> = {
  'GET /api/v1/actions/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/actions/?${list(t, s)}` }), allowed: (s) => READ[s!] },
  'POST /api/v1/actions/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/actions/', body: { name: 'Matrix new', responsible: t.user[s!], completion_date: '2026-06-01', school: t.school[s!] } }),
    allowed: (s) => CREATE[s!],
    after: restoreActions,
  },
  'GET /api/v1/actions/export/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/actions/export/?${list(t, s)}&format=csv` }), allowed: (s) => READ[s!] },
  'GET /api/v1/actions/people/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/actions/people/?school=${t.school[s!]}` }), allowed: (s) => READ[s!] },
  'GET /api/v1/actions/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/actions/${action(t, s)}/` }), allowed: (s) => READ[s!] },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nobody changes anything.
  'PATCH /api/v1/actions/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/actions/${action(t, s)}/`, body: { version: 0, name: 'Matrix' } }),
    allowed: (s) => CHANGE[s!],
    ok: [409],
  },
  'DELETE /api/v1/actions/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/actions/${action(t, s)}/` }), allowed: (s) => DELETE[s!], after: restoreActions },
};
