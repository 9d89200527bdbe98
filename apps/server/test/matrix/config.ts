/**
 * Access-matrix expectations of the configuration routes (see common.ts). Probes are harmless:
 * a school list written empty is reset afterwards, definition edits carry a stale version (409),
 * deletions only deactivate a definition that has results (re-activated afterwards), a logo
 * upload without a file is refused by its validation (400), a removed logo is put back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { schools, storedFiles, studentDataDefinitions, studentDataResults, type CastMember } from '@ss/db';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
const EDIT: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'schoolAdmin'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};

/** One definition (with a result, so deleting deactivates) and one logo in each target school. */
const definitionIds = new Map<Scope, number>();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
async function ensureFixtures() {
  const { server, targets } = matrix.ctx!;
  const db = server.db;
  for (const scope of TENANT) {
    const schoolId = targets.school[scope];
    const [school] = await db.select().from(schools).where(eq(schools.id, schoolId));
    if (!definitionIds.has(scope)) {
      const [d] = await db
        .insert(studentDataDefinitions)
        .values({ district_id: school!.district_id, school_id: schoolId, name: `Matrix ${scope}`, result_type: 'manual', data_type: 'label', labels: ['Fall'] })
        .returning();
      await db.insert(studentDataResults).values({ student_id: targets.student[scope], definition_id: d!.id, school_year: 2026, label: 'Fall', value_number: 1 });
      definitionIds.set(scope, d!.id);
    }
    const [logo] = await db
      .select({ id: storedFiles.id })
      .from(storedFiles)
      .where(and(eq(storedFiles.school_id, schoolId), eq(storedFiles.purpose, 'school_logo')));
    if (!logo) {
      await db
        .insert(storedFiles)
        .values({ district_id: school!.district_id, school_id: schoolId, purpose: 'school_logo', content_type: 'image/png', file_name: 'm.png', size: PNG.length, data: PNG });
    }
  }
  await db
    .update(studentDataDefinitions)
    .set({ active: true })
    .where(inArray(studentDataDefinitions.id, [...definitionIds.values()]));
}

const school = (t: Targets, s: Scope | null) => t.school[s!];
const defId = (s: Scope | null) => definitionIds.get(s!) ?? 0;

export const configSpecs: Record<string, Spec> = {
  'GET /api/v1/config/:kind/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/config/student-support-tiers/?school=${school(t, s)}` }),
    allowed: (s) => READ[s!],
  },
  'PUT /api/v1/config/:kind/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/config/student-support-focus-areas/', body: { school_id: school(t, s), version: 0, items: [] } }),
    allowed: (s) => EDIT[s!],
    after: async (c) => {
      const { targets } = matrix.ctx!;
      for (const id of Object.values(targets.school)) await c.delete(`/api/v1/config/student-support-focus-areas/?school=${id}`);
    },
  },
  'DELETE /api/v1/config/:kind/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/config/student-support-focus-areas/?school=${school(t, s)}` }),
    allowed: (s) => EDIT[s!],
  },
  'GET /api/v1/student_data_definitions/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_data_definitions/?school=${school(t, s)}` }),
    allowed: (s) => READ[s!],
    after: ensureFixtures,
  },
  // A dropdown without options passes the contract but not the rules, which are checked after the rights.
  'POST /api/v1/student_data_definitions/': {
    scopes: TENANT,
    probe: (t, s) => ({
      path: '/api/v1/student_data_definitions/',
      body: { school_id: school(t, s), name: 'Matrix probe', result_type: 'dropdown', options: [], data_type: 'label', labels: ['Fall'] },
    }),
    allowed: (s) => EDIT[s!],
    ok: [400],
  },
  'PATCH /api/v1/student_data_definitions/:id/': {
    scopes: TENANT,
    probe: (_t, s) => ({ path: `/api/v1/student_data_definitions/${defId(s)}/`, body: { version: 0, name: 'Stale' } }),
    allowed: (s) => EDIT[s!],
    ok: [409],
  },
  'DELETE /api/v1/student_data_definitions/:id/': {
    scopes: TENANT,
    probe: (_t, s) => ({ path: `/api/v1/student_data_definitions/${defId(s)}/` }),
    allowed: (s) => EDIT[s!],
    after: ensureFixtures,
  },
  'GET /api/v1/schools/:id/options/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${school(t, s)}/options/` }),
    allowed: (s) => READ[s!],
  },
  'PATCH /api/v1/schools/:id/options/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${school(t, s)}/options/`, body: {} }),
    allowed: (s) => EDIT[s!],
  },
  'GET /api/v1/schools/:id/logo/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${school(t, s)}/logo/` }),
    allowed: (s) => READ[s!],
  },
  'POST /api/v1/schools/:id/logo/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${school(t, s)}/logo/`, body: {} }),
    allowed: (s) => EDIT[s!],
    ok: [400],
  },
  'DELETE /api/v1/schools/:id/logo/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${school(t, s)}/logo/` }),
    allowed: (s) => EDIT[s!],
    after: ensureFixtures,
  },
};
