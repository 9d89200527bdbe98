/** Access-matrix expectations of the norms area (issue 10, section 2; see common.ts). */
import { notInArray, sql } from 'drizzle-orm';
import { norms } from '@ss/db';
import type { CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** Who reads a school's norms: whoever's scope holds the school. */
const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
/** Who changes them: the school's admins and leaders (districtStaff leads Aspen), the district's admins and leaders. */
const EDIT: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};

async function districtOf(server: TestServer, schoolId: number): Promise<number> {
  const r = await server.db.execute(sql`select district_id from schools where id = ${schoolId}`);
  return (r as unknown as { rows: { district_id: number }[] }).rows[0]!.district_id;
}

/** One norm in each target school (the lists hold nothing else during the matrix). */
export async function seedMatrixNorms(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const school = t.school[scope];
    await server.db.execute(sql`delete from norms where school_id = ${school}`);
    const [n] = await server.db
      .insert(norms)
      .values({ district_id: await districtOf(server, school), school_id: school, position: 0, text: `Matrix ${scope}` })
      .returning({ id: norms.id });
    out[scope] = n!.id;
  }
  return out;
}

/** Norms added by allowed probes go, deleted ones come back with their ids. */
async function restoreNorms() {
  const { server, targets } = matrix.ctx!;
  const keep = TENANT.map((s) => targets.norm![s]);
  await server.db.delete(norms).where(notInArray(norms.id, keep));
  for (const scope of TENANT) {
    const school = targets.school[scope];
    await server.db.execute(sql`insert into norms (id, district_id, school_id, position, text)
      overriding system value values (${targets.norm![scope]}, ${await districtOf(server, school)}, ${school}, 0, ${`Matrix ${scope}`}) on conflict (id) do nothing`);
  }
}

const norm = (t: Targets, s: Scope | null) => t.norm![s!];

export const normsSpecs: Record<string, Spec> = {
  'GET /api/v1/norms/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/norms/?school=${t.school[s!]}` }), allowed: (s) => READ[s!] },
  'POST /api/v1/norms/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/norms/', body: { school: t.school[s!], text: 'Matrix new' } }),
    allowed: (s) => EDIT[s!],
    after: restoreNorms,
  },
  'PUT /api/v1/norms/order/': { scopes: TENANT, probe: (t, s) => ({ path: '/api/v1/norms/order/', body: { school: t.school[s!], ids: [norm(t, s)] } }), allowed: (s) => EDIT[s!] },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nobody changes anything.
  'PATCH /api/v1/norms/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/norms/${norm(t, s)}/`, body: { version: 0, text: 'Matrix' } }),
    allowed: (s) => EDIT[s!],
    ok: [409],
  },
  'DELETE /api/v1/norms/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/norms/${norm(t, s)}/` }), allowed: (s) => EDIT[s!], after: restoreNorms },
};
