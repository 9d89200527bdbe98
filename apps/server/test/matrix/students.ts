/** Access-matrix expectations of this area's routes (see common.ts). */
import { inArray } from 'drizzle-orm';
import { students, studentTeachers, type CastMember } from '@ss/db';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec } from './common.ts';

/** Who may change a school's roster: super, the district's admins and leaders, the school's admins and leaders. */
const ROSTER: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};
const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
const DELETE: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin', 'schoolAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: SUPER };

/** The matrix students back as they were: active, version 1, no teachers. */
async function restoreStudents() {
  const { server, targets } = matrix.ctx!;
  const ids = Object.values(targets.student);
  await server.db.update(students).set({ version: 1, status: 'active', deleted_at: null, first_name: 'Matrix' }).where(inArray(students.id, ids));
  await server.db.delete(studentTeachers).where(inArray(studentTeachers.student_id, ids));
}

/** A teacher of each target school (Aspen, Riverbend, Trois-Ponts, Maple Hollow). */
const teacherOf = (s: Scope) => {
  const u = matrix.ctx!.ids.user;
  return { own: u.teacher, sibling: u.multiTeacher, other: u.frTeacher, suspended: u.suspendedTeacher }[s];
};

let created = 0;

export const studentsSpecs: Record<string, Spec> = {
  'GET /api/v1/students/': { scopes: null, probe: () => ({ path: '/api/v1/students/?search=matrix' }), allowed: () => 'signed-in' },
  'GET /api/v1/students/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/` }), allowed: (s) => READ[s!] },
  // Allowed calls add a throwaway student with a fresh number to the target school.
  'POST /api/v1/students/': {
    scopes: TENANT,
    probe: (t, s, m) => ({
      path: '/api/v1/students/',
      body: { school_id: t.school[s!], first_name: 'Matrix', last_name: `New ${m}`, grade: '2', gender: 'other', student_number: `MX-${s}-${m}-${++created}` },
    }),
    allowed: (s) => ROSTER[s!],
  },
  'PATCH /api/v1/students/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/`, body: { version: 1, first_name: 'Matrix' } }),
    allowed: (s) => ROSTER[s!],
    after: restoreStudents,
  },
  'DELETE /api/v1/students/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/` }),
    allowed: (s) => DELETE[s!],
    after: restoreStudents,
  },
  'POST /api/v1/students/bulk_update/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/students/bulk_update/', body: { school_id: t.school[s!], rows: [{ id: t.student[s!], version: 1, first_name: 'Matrix' }] } }),
    allowed: (s) => ROSTER[s!],
    after: restoreStudents,
  },
  // Returning an active student to its school changes nothing.
  'POST /api/v1/students/lifecycle/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/students/lifecycle/', body: { ids: [t.student[s!]], action: 'add_to_school' } }),
    allowed: (s) => ROSTER[s!],
    after: restoreStudents,
  },
  'POST /api/v1/students/assign_teacher/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/students/assign_teacher/', body: { ids: [t.student[s!]], teacher_id: teacherOf(s!), mode: 'add' } }),
    allowed: (s) => ROSTER[s!],
    after: restoreStudents,
  },
  'GET /api/v1/schools/:id/assignment_rules/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/schools/${t.school[s!]}/assignment_rules/` }), allowed: (s) => READ[s!] },
  // The matrix schools have no rules: saving none and applying none change nothing.
  'PUT /api/v1/schools/:id/assignment_rules/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${t.school[s!]}/assignment_rules/`, body: { rules: [] } }),
    allowed: (s) => ROSTER[s!],
  },
  'POST /api/v1/schools/:id/assignment_rules/apply/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/schools/${t.school[s!]}/assignment_rules/apply/`, body: {} }),
    allowed: (s) => ROSTER[s!],
  },
};
