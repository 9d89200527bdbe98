/**
 * Editing one student. Optimistic concurrency: the caller sends the version it read; a stale
 * version is a 409 and nothing changes. On a SIS-synced student the SIS owns the identity
 * fields, so changing one of them is refused (sending the same value is fine).
 */
import { MSG, SIS_READ_ONLY_FIELDS, type TUpdateStudent } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { changes } from '../../lib/diff.ts';
import { assertNoFieldErrors, conflict, type FieldErrors, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit } from '../emit.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { setTeachers, studentsInScope, takenNumbers, updateStudentRow } from '../../repositories/students.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { checkTeachers, gradeCodes, studentSnapshot } from './roster-checks.ts';

export const SIS_READ_ONLY = 'This field comes from the student information system and cannot be changed';

export async function updateStudent(ctx: AuthedContext, id: number, input: TUpdateStudent): Promise<void> {
  const actor = ctx.actor;
  const found = await findStudentInScope(ctx.db, scopeOf(actor), id);
  if (!found) throw notFound();
  const s = found.student;
  authorize(studentPolicy.manageRoster, actor, s);

  const fields: FieldErrors = {};
  if (s.information_entry_type === 'sis') {
    for (const f of SIS_READ_ONLY_FIELDS) {
      const next = input[f];
      if (next !== undefined && (next || null) !== (s[f] || null)) fields[f] = { message: SIS_READ_ONLY };
    }
  }
  if (input.grade !== undefined && input.grade !== s.grade && !(await gradeCodes(ctx.db, s.school_id)).has(input.grade)) fields.grade = { message: MSG.invalidValue };
  if (input.student_number !== undefined && input.student_number !== s.student_number && (await takenNumbers(ctx.db, s.district_id, [input.student_number], [id])).size) {
    fields.student_number = { message: MSG.notUnique };
  }
  await checkTeachers(ctx.db, s.school_id, input.teacher_ids, 'teacher_ids', fields);
  assertNoFieldErrors(fields);
  if (input.version !== s.version) throw conflict();

  await ctx.db.transaction(async (tx) => {
    const [before] = await studentsInScope(tx, scopeOf(actor), [id]);
    const { version, teacher_ids, ...patch } = input;
    if (patch.sis_number !== undefined) patch.sis_number = patch.sis_number || null;
    const after = await updateStudentRow(tx, s, version, patch);
    if (!after) throw conflict();
    if (teacher_ids) await setTeachers(tx, id, teacher_ids);
    const teachersBefore = before!.teachers.map((t) => t.id).sort((a, b) => a - b);
    const diff = changes(
      { ...studentSnapshot(s), teacher_ids: teachersBefore },
      { ...studentSnapshot(after), teacher_ids: teacher_ids ? [...new Set(teacher_ids)].sort((a, b) => a - b) : teachersBefore },
    );
    await emit(tx, ctx, {
      type: 'student.updated',
      ...studentTarget({ id, district_id: s.district_id, school_id: s.school_id }),
      details: { changes: diff },
    });
  });
}
