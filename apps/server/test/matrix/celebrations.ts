/** Access-matrix expectations of the celebrations area (issue 10, section 3; see common.ts). */
import { notInArray, sql } from 'drizzle-orm';
import { celebrations } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { districtOfSchool, matrix, SCHOOL_LEADERS, SCHOOL_READERS, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** A celebration of each target student. */
export async function seedMatrixCelebrations(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const school = t.school[scope];
    const [c] = await server.db
      .insert(celebrations)
      .values({ district_id: await districtOfSchool(server, school), school_id: school, student_id: t.student[scope], celebrated_on: '2026-01-15', title: `Matrix ${scope}` })
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
      overriding system value values (${targets.celebration![scope]}, ${await districtOfSchool(server, school)}, ${school}, ${targets.student[scope]}, '2026-01-15', ${`Matrix ${scope}`})
      on conflict (id) do nothing`);
  }
}

const one = (t: Targets, s: Scope | null) => t.celebration![s!];

export const celebrationsSpecs: Record<string, Spec> = {
  'GET /api/v1/celebrations/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/celebrations/?school=${t.school[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  'POST /api/v1/celebrations/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/celebrations/', body: { school: t.school[s!], student: t.student[s!], title: 'Matrix new' } }),
    allowed: (s) => SCHOOL_READERS[s!],
    after: restoreCelebrations,
  },
  'GET /api/v1/celebrations/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/celebrations/${one(t, s)}/` }), allowed: (s) => SCHOOL_READERS[s!] },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nobody changes anything.
  'PATCH /api/v1/celebrations/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/celebrations/${one(t, s)}/`, body: { version: 0, title: 'Matrix' } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    ok: [409],
  },
  'DELETE /api/v1/celebrations/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/celebrations/${one(t, s)}/` }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restoreCelebrations,
  },
};
