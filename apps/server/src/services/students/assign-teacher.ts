/**
 * Manual assignment: the selected students get this teacher, added to their teachers or
 * replacing them. The teacher must teach, lead or run each student's school.
 */
import { MSG, type TAssignTeacher } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit } from '../emit.ts';
import { addTeacher, assignableTeacherIds, setTeachers, studentsInScope, touchStudents } from '../../repositories/students.repository.ts';
import { usersOfDistrict } from '../../repositories/users.repository.ts';
import { studentTarget } from '../audit-actor.ts';

export async function assignTeacher(ctx: AuthedContext, input: TAssignTeacher): Promise<number> {
  const actor = ctx.actor;
  const ids = [...new Set(input.ids)];
  const rows = await studentsInScope(ctx.db, scopeOf(actor), ids);
  if (rows.length !== ids.length) throw notFound();
  authorize(
    studentPolicy.manageRosterOf,
    actor,
    rows.map((r) => r.student),
  );
  // Another district's user is answered as a missing one, as a foreign student is (issue 21, section 6).
  for (const districtId of new Set(rows.map((r) => r.student.district_id))) {
    if (!(await usersOfDistrict(ctx.db, districtId, [input.teacher_id])).size) throw notFound();
  }
  for (const schoolId of new Set(rows.map((r) => r.student.school_id))) {
    if (!(await assignableTeacherIds(ctx.db, schoolId, [input.teacher_id])).size) throw fieldError('teacher_id', MSG.invalidValue);
  }
  const changedRows = rows.filter((r) => {
    const has = r.teachers.some((t) => t.id === input.teacher_id);
    return input.mode === 'add' ? !has : !(has && r.teachers.length === 1);
  });
  return ctx.db.transaction(async (tx) => {
    if (input.mode === 'add')
      await addTeacher(
        tx,
        changedRows.map((r) => r.student.id),
        input.teacher_id,
      );
    else for (const r of changedRows) await setTeachers(tx, r.student.id, [input.teacher_id]);
    await touchStudents(
      tx,
      changedRows.map((r) => r.student.id),
    );
    for (const r of changedRows) {
      const before = r.teachers.map((t) => t.id).sort((a, b) => a - b);
      const after = input.mode === 'add' ? [...before, input.teacher_id].sort((a, b) => a - b) : [input.teacher_id];
      await emit(tx, ctx, {
        type: 'student.teachers_assigned',
        ...studentTarget({ id: r.student.id, district_id: r.student.district_id, school_id: r.student.school_id }),
        details: { changes: { teacher_ids: [before, after] } },
      });
    }
    return changedRows.length;
  });
}
