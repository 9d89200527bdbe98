/** Access-matrix expectations of the celebrations area (issue 10, section 3; see common.ts). */
import { notInArray, sql } from 'drizzle-orm';
import { celebrations } from '@ss/db';
import type { CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** Who reads and adds a school's celebrations: whoever's scope holds the school. */
const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
/** Who changes and deletes one: its author (nobody in the cast here), the school's admins and leaders, the district's admins and leaders. */
const MANAGE: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};

async function districtOf(server: TestServer, schoolId: number): Promise<number> {
  const r = await server.db.execute(sql`select district_id from schools where id = ${schoolId}`);
  return (r as unknown as { rows: { district_id: number }[] }).rows[0]!.district_id;
}

/** A celebration of each target student. */
export async function seedMatrixCelebrations(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const school = t.school[scope];
    const [c] = await server.db
      .insert(celebrations)
      .values({ district_id: await districtOf(server, school), school_id: school, student_id: t.student[scope], celebrated_on: '2026-01-15', title: `Matrix ${scope}` })
      .returning({ id: celebrations.id });
    out[scope] = c!.id;
  }
  return out;
}

async function restoreCelebrations() {
  const { server, targets } = matrix.ctx!;
  const keep = TENANT.map((s) => targets.celebration![s]);
  await server.db.delete(celebrations).where(notInArray(celebrations.id, keep));
  for (const scope of TENANT) {
    const school = targets.school[scope];
    await server.db.execute(sql`insert into celebrations (id, district_id, school_id, student_id, celebrated_on, title)
      overriding system value values (${targets.celebration![scope]}, ${await districtOf(server, school)}, ${school}, ${targets.student[scope]}, '2026-01-15', ${`Matrix ${scope}`})
      on conflict (id) do nothing`);
  }
}

const one = (t: Targets, s: Scope | null) => t.celebration![s!];

export const celebrationsSpecs: Record<string, Spec> = {
  'GET /api/v1/celebrations/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/celebrations/?school=${t.school[s!]}` }), allowed: (s) => READ[s!] },
  'POST /api/v1/celebrations/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/celebrations/', body: { school: t.school[s!], student: t.student[s!], title: 'Matrix new' } }),
    allowed: (s) => READ[s!],
    after: restoreCelebrations,
  },
  'GET /api/v1/celebrations/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/celebrations/${one(t, s)}/` }), allowed: (s) => READ[s!] },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nobody changes anything.
  'PATCH /api/v1/celebrations/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/celebrations/${one(t, s)}/`, body: { version: 0, title: 'Matrix' } }),
    allowed: (s) => MANAGE[s!],
    ok: [409],
  },
  'DELETE /api/v1/celebrations/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/celebrations/${one(t, s)}/` }), allowed: (s) => MANAGE[s!], after: restoreCelebrations },
};
