/** Access-matrix expectations of this area's routes (see common.ts). */
import { studentImports } from '@ss/db';
import { matrix, SUPER, TENANT, DISTRICT_SCOPES, type Scope, type Spec } from './common.ts';
import type { CastMember } from '@ss/db';

/** Who manages a school's roster (import, export, history), per scope. */
const ROSTER = (s: Scope | null) =>
  ({
    own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
    sibling: ['super', 'districtAdmin', 'districtLeader'],
    other: ['super', 'frAdmin'],
    suspended: SUPER,
  })[s!] as CastMember[];

/** One finished import per scope's school, written after the first upload probe (the routes are walked in order). */
const importIds: Partial<Record<Scope, number>> = {};
async function ensureImports() {
  if (importIds.own) return;
  const { server, targets, ids } = matrix.ctx!;
  const districtOf: Record<Scope, number> = { own: ids.en, sibling: ids.en, other: ids.fr, suspended: ids.en };
  for (const s of TENANT) {
    const [row] = await server.db
      .insert(studentImports)
      .values({ district_id: districtOf[s], school_id: targets.school[s], file_name: `matrix-${s}.csv`, status: 'succeeded', finished_at: new Date() })
      .returning({ id: studentImports.id });
    importIds[s] = row!.id;
  }
}

export const importsSpecs: Record<string, Spec> = {
  'GET /api/v1/students/export/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/export/?school=${t.school[s!]}` }),
    allowed: ROSTER,
  },
  // The matrix sends JSON, not a multipart form: those allowed are told to select a file (400);
  // the school is checked before the upload is read, so everyone else is refused (403/404).
  'POST /api/v1/student_imports/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/student_imports/', body: { school_id: t.school[s!] } }),
    allowed: ROSTER,
    ok: [400],
    after: ensureImports,
  },
  'GET /api/v1/student_imports/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_imports/?school=${t.school[s!]}` }),
    allowed: ROSTER,
  },
  'GET /api/v1/student_imports/:id/': {
    scopes: TENANT,
    probe: (_t, s) => ({ path: `/api/v1/student_imports/${importIds[s!] ?? 0}/` }),
    allowed: ROSTER,
  },
  'GET /api/v1/districts/:id/retention/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/retention/` }),
    allowed: (s) => ({ own: ['super', 'districtAdmin', 'districtLeader'], other: ['super', 'frAdmin'], suspended: SUPER, sibling: [] })[s!] as CastMember[],
  },
  // Setting it to null (its value in the demo) changes nothing.
  'PATCH /api/v1/districts/:id/retention/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/retention/`, body: { archive_auto_delete_days: null } }),
    allowed: (s) => ({ own: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: SUPER, sibling: [] })[s!] as CastMember[],
  },
};
