/** Automatic assignment rules (grade → teacher) of a school: anyone whose scope holds the school reads them. */
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { rulesOfSchool } from '../../repositories/assignment-rules.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';

/** Anyone whose scope holds the school reads its rules; roster editors change them. */
export async function readRules(ctx: AuthedContext, schoolId: number) {
  const actor = ctx.actor;
  const row = await getSchool(ctx.db, scopeOf(actor), schoolId);
  if (!row) throw notFound();
  assertSchoolOpen(actor, row.school);
  const rules = await rulesOfSchool(ctx.db, schoolId);
  return {
    school_id: schoolId,
    rules: rules.map((r) => ({ grade: r.grade, teacher: { id: r.user_id, first_name: r.first_name, last_name: r.last_name } })),
    abilities: { update: studentPolicy.manageRoster(actor, { district_id: row.school.district_id, school_id: schoolId }) },
  };
}
