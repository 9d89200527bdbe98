/**
 * Checks every roster use case shares: the school is in the actor's scope and open, the actor
 * may manage its roster, a grade is one of the school's grades, teachers belong to the school.
 */
import { MSG } from '@ss/domain';
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound, type FieldErrors } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { assignableTeacherIds, type StudentRow } from '../../repositories/students.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';

/** The school, when the actor may change its roster: 404 out of scope, 403 suspended or not allowed. */
export async function rosterSchool(db: Database, actor: Actor, schoolId: number) {
  const row = await getSchool(db, scopeOf(actor), schoolId);
  if (!row) throw notFound();
  assertSchoolOpen(actor, row.school);
  authorize(studentPolicy.manageRoster, actor, { district_id: row.school.district_id, school_id: schoolId });
  return row.school;
}

/** The codes of the school's effective grade list (school → district → system). */
export async function gradeCodes(db: Database, schoolId: number): Promise<Set<string>> {
  const list = await effectiveList(db, 'grades', { schoolId }, { activeOnly: true });
  return new Set(list.items.map((i) => i.code ?? i.label_en));
}

/** Teachers not assignable in the school, as field errors under `key`. */
export async function checkTeachers(db: Database, schoolId: number, ids: number[] | undefined, key: string, fields: FieldErrors) {
  if (!ids?.length) return;
  const ok = await assignableTeacherIds(db, schoolId, ids);
  if (ids.some((id) => !ok.has(id))) fields[key] = { message: MSG.invalidValue };
}

/** What the audit log keeps of a student (no more than the roster shows). */
export function studentSnapshot(s: StudentRow) {
  return {
    first_name: s.first_name,
    last_name: s.last_name,
    grade: s.grade,
    gender: s.gender,
    student_number: s.student_number,
    sis_number: s.sis_number,
    status: s.status,
    graduated_year: s.graduated_year,
    archived_at: s.archived_at,
    school_id: s.school_id,
  };
}
