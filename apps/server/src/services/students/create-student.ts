/** Adding one student to a school (add-student). */
import { MSG, type TCreateStudent } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { assertNoFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { insertStudent, setTeachers, takenNumbers } from '../../repositories/students.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { checkTeachers, gradeCodes, rosterSchool, studentSnapshot } from './roster-checks.ts';

export async function createStudent(ctx: AuthedContext, input: TCreateStudent): Promise<number> {
  const actor = ctx.actor;
  const school = await rosterSchool(ctx.db, actor, input.school_id);
  const fields: FieldErrors = {};
  if (!(await gradeCodes(ctx.db, school.id)).has(input.grade)) fields.grade = { message: MSG.invalidValue };
  if ((await takenNumbers(ctx.db, school.district_id, [input.student_number])).size) fields.student_number = { message: MSG.notUnique };
  await checkTeachers(ctx.db, school.id, input.teacher_ids, 'teacher_ids', fields);
  assertNoFieldErrors(fields);

  return ctx.db.transaction(async (tx) => {
    const row = await insertStudent(tx, {
      district_id: school.district_id,
      school_id: school.id,
      first_name: input.first_name,
      last_name: input.last_name,
      grade: input.grade,
      gender: input.gender,
      student_number: input.student_number,
      sis_number: input.sis_number || null,
    });
    if (input.teacher_ids?.length) await setTeachers(tx, row.id, input.teacher_ids);
    await emit(tx, ctx, {
      type: 'student.created',
      ...studentTarget({ id: row.id, district_id: row.district_id, school_id: row.school_id }),
      details: { after: { ...studentSnapshot(row), teacher_ids: input.teacher_ids ?? [] } },
    });
    return row.id;
  });
}
