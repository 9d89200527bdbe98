/** Replacing a school's automatic assignment rules: every grade is the school's, every teacher teaches, leads or runs it. */
import { MSG, type TAssignmentRules } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../lib/errors.ts';
import { replaceRules, rulesOfSchool } from '../../repositories/assignment-rules.repository.ts';
import { emit } from '../emit.ts';
import { assignableTeacherIds } from '../../repositories/students.repository.ts';
import { usersOfDistrict } from '../../repositories/users.repository.ts';
import { schoolTarget } from '../audit-actor.ts';
import { gradeCodes, rosterSchool } from './roster-checks.ts';

export async function saveRules(ctx: AuthedContext, schoolId: number, input: TAssignmentRules): Promise<void> {
  const school = await rosterSchool(ctx.db, ctx.actor, schoolId);
  const grades = await gradeCodes(ctx.db, schoolId);
  // Another district's user is answered as a missing one, as a foreign student or school is (issue 21, section 6).
  const named = [...new Set(input.rules.map((r) => r.teacher_id))];
  if ((await usersOfDistrict(ctx.db, school.district_id, named)).size !== named.length) throw notFound();
  const teachers = await assignableTeacherIds(
    ctx.db,
    schoolId,
    input.rules.map((r) => r.teacher_id),
  );
  const fields: FieldErrors = {};
  const seen = new Set<string>();
  input.rules.forEach((r, i) => {
    if (!grades.has(r.grade)) fields[`rules.${i}.grade`] = { message: MSG.invalidValue };
    if (!teachers.has(r.teacher_id)) fields[`rules.${i}.teacher_id`] = { message: MSG.invalidValue };
    const key = `${r.grade}\u0000${r.teacher_id}`;
    if (seen.has(key)) fields[`rules.${i}.grade`] = { message: MSG.notUnique };
    seen.add(key);
  });
  assertNoFieldErrors(fields);
  const before = (await rulesOfSchool(ctx.db, schoolId)).map((r) => ({ grade: r.grade, teacher_id: r.user_id }));
  await ctx.db.transaction(async (tx) => {
    await replaceRules(
      tx,
      schoolId,
      input.rules.map((r) => ({ grade: r.grade, user_id: r.teacher_id })),
    );
    await emit(tx, ctx, {
      type: 'school.assignment_rules_changed',
      ...schoolTarget({ id: schoolId, district_id: school.district_id }),
      details: { changes: { rules: [before, input.rules] } },
    });
  });
}
