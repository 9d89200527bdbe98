/**
 * Access-matrix expectations of the student profile area (see common.ts). Readers are those whose
 * scope holds the student's school; notes (values, icons, alerts, data) add the school's teachers
 * and drop school staff; pictures and closing others' alerts are the roster editors'.
 * Probes are no-ops when allowed ("" values delete nothing, [] icons on a student without any)
 * or are restored in `after`. What they need (a measure per district, an alert and a picture
 * per target student) is prepared once, by the first allowed call of the first profile route.
 */
import { eq, inArray } from 'drizzle-orm';
import { storedFiles, studentAlerts, studentDataDefinitions, students, type CastMember } from '@ss/db';
import { effectiveList } from '../../src/repositories/config-resolve.ts';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec } from './common.ts';

const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
const NOTES: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher'],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'multiTeacher'],
  other: ['super', 'frAdmin', 'frTeacher'],
  suspended: SUPER,
};
const ROSTER: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const ALERT_TEXT = 'Matrix alert';
const prepared = { done: false, textbox: {} as Record<Scope, number>, definition: {} as Record<Scope, number>, alert: {} as Record<Scope, number> };

async function prepare() {
  if (prepared.done) return;
  const { server, targets } = matrix.ctx!;
  const db = server.db;
  const defs = new Map<number, number>();
  for (const scope of TENANT) {
    const [s] = await db.select().from(students).where(eq(students.id, targets.student[scope]));
    if (!defs.has(s!.district_id)) {
      const [d] = await db
        .insert(studentDataDefinitions)
        .values({ district_id: s!.district_id, name: 'Matrix measure', result_type: 'manual', data_type: 'month', months: [8] })
        .returning();
      defs.set(s!.district_id, d!.id);
    }
    prepared.definition[scope] = defs.get(s!.district_id)!;
    prepared.textbox[scope] = (await effectiveList(db, 'student-profile-textboxes', { schoolId: s!.school_id }, { activeOnly: true })).items[0]!.id;
    const [a] = await db.insert(studentAlerts).values({ student_id: s!.id, text: 'Matrix standing alert' }).returning();
    prepared.alert[scope] = a!.id;
  }
  await restorePictures();
  prepared.done = true;
}

async function restorePictures() {
  const { server, targets } = matrix.ctx!;
  for (const id of Object.values(targets.student)) {
    const [s] = await server.db.select().from(students).where(eq(students.id, id));
    if (s!.picture_file_id) continue;
    const [f] = await server.db
      .insert(storedFiles)
      .values({ district_id: s!.district_id, school_id: s!.school_id, purpose: 'student_picture', content_type: 'image/png', file_name: 'matrix.png', size: PNG.length, data: PNG })
      .returning();
    await server.db.update(students).set({ picture_file_id: f!.id }).where(eq(students.id, id));
  }
}

const byScope = (sets: Record<Scope, CastMember[]>) => (s: Scope | null) => sets[s!];

export const profileSpecs: Record<string, Spec> = {
  'GET /api/v1/students/:id/profile/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/profile/` }),
    allowed: byScope(READ),
    after: prepare,
  },
  'PUT /api/v1/students/:id/profile_values/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/profile_values/`, body: { values: [{ item_id: prepared.textbox[s!] ?? 1, value: '' }] } }),
    allowed: byScope(NOTES),
  },
  'PUT /api/v1/students/:id/card_icons/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/card_icons/`, body: { item_ids: [] } }),
    allowed: byScope(NOTES),
  },
  'GET /api/v1/students/:id/alerts/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/alerts/?closed=true` }),
    allowed: byScope(READ),
  },
  'POST /api/v1/students/:id/alerts/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/alerts/`, body: { text: ALERT_TEXT } }),
    allowed: byScope(NOTES),
    after: async () => {
      await matrix.ctx!.server.db.delete(studentAlerts).where(eq(studentAlerts.text, ALERT_TEXT));
    },
  },
  // The standing alerts have no author, so only roster editors may close them; each close is undone.
  'POST /api/v1/student_alerts/:id/close/': {
    scopes: TENANT,
    probe: (_t, s) => ({ path: `/api/v1/student_alerts/${prepared.alert[s!] ?? 0}/close/`, body: {} }),
    allowed: byScope(ROSTER),
    after: async () => {
      await matrix
        .ctx!.server.db.update(studentAlerts)
        .set({ closed_at: null, closed_by: null })
        .where(inArray(studentAlerts.id, Object.values(prepared.alert)));
    },
  },
  'PUT /api/v1/students/:id/data/': {
    scopes: TENANT,
    probe: (t, s) => ({
      path: `/api/v1/students/${t.student[s!]}/data/`,
      body: { results: [{ definition_id: prepared.definition[s!] ?? 1, school_year: 2026, month: 8, value: '' }] },
    }),
    allowed: byScope(NOTES),
  },
  'GET /api/v1/student_data/grid/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_data/grid/?school=${t.school[s!]}&definition=${prepared.definition[s!] ?? 1}&school_year=2026` }),
    allowed: byScope(READ),
  },
  'PUT /api/v1/student_data/grid/': {
    scopes: TENANT,
    probe: (t, s) => ({
      path: '/api/v1/student_data/grid/',
      body: { school: t.school[s!], definition: prepared.definition[s!] ?? 1, school_year: 2026, cells: [{ student_id: t.student[s!], month: 8, value: '' }] },
    }),
    allowed: byScope(NOTES),
  },
  'GET /api/v1/students/:id/picture/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/picture/` }),
    allowed: byScope(READ),
  },
  // A JSON body is no upload: allowed callers reach the upload check ("Please select a file").
  'POST /api/v1/students/:id/picture/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/picture/`, body: {} }),
    allowed: byScope(ROSTER),
    ok: [400],
  },
  'DELETE /api/v1/students/:id/picture/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/picture/` }),
    allowed: byScope(ROSTER),
    after: restorePictures,
  },
  'GET /api/v1/student_cards/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/student_cards/?school=${t.school[s!]}` }),
    allowed: byScope(READ),
  },
};
