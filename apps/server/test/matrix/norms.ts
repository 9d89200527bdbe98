/** Access-matrix expectations of the norms area (issue 10, section 2; see common.ts). */
import { notInArray, sql } from 'drizzle-orm';
import { norms } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { districtOfSchool, matrix, SCHOOL_LEADERS, SCHOOL_READERS, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** One norm in each target school (the lists hold nothing else during the matrix). */
export async function seedMatrixNorms(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const school = t.school[scope];
    await server.db.execute(sql`delete from norms where school_id = ${school}`);
    const [n] = await server.db
      .insert(norms)
      .values({ district_id: await districtOfSchool(server, school), school_id: school, position: 0, text: `Matrix ${scope}` })
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
      overriding system value values (${targets.norm![scope]}, ${await districtOfSchool(server, school)}, ${school}, 0, ${`Matrix ${scope}`}) on conflict (id) do nothing`);
  }
}

const norm = (t: Targets, s: Scope | null) => t.norm![s!];

export const normsSpecs: Record<string, Spec> = {
  'GET /api/v1/norms/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/norms/?school=${t.school[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  'POST /api/v1/norms/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/norms/', body: { school: t.school[s!], text: 'Matrix new' } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restoreNorms,
  },
  'PUT /api/v1/norms/order/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/norms/order/', body: { school: t.school[s!], ids: [norm(t, s)] } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
  },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nobody changes anything.
  'PATCH /api/v1/norms/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/norms/${norm(t, s)}/`, body: { version: 0, text: 'Matrix' } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    ok: [409],
  },
  'DELETE /api/v1/norms/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/norms/${norm(t, s)}/` }), allowed: (s) => SCHOOL_LEADERS[s!], after: restoreNorms },
};
