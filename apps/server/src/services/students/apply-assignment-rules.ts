/** Applying the rules: every active student of a rule's grade gets its teacher; applying twice changes nothing the second time. */
import type { AuthedContext } from '../../context.ts';
import { rulesOfSchool } from '../../repositories/assignment-rules.repository.ts';
import { emit } from '../emit.ts';
import { activeStudentsOfSchool, addTeacher, existingAssignments, touchStudents } from '../../repositories/students.repository.ts';
import { schoolTarget } from '../audit-actor.ts';
import { rosterSchool } from './roster-checks.ts';

/** With `dryRun`, only counts the students that would change (the page's confirmation), checked for the same roster editors. */
export async function applyRules(ctx: AuthedContext, schoolId: number, options: { dryRun: boolean } = { dryRun: false }): Promise<number> {
  const school = await rosterSchool(ctx.db, ctx.actor, schoolId);
  const rules = await rulesOfSchool(ctx.db, schoolId);
  const roster = await activeStudentsOfSchool(ctx.db, schoolId);
  const has = new Set(
    (
      await existingAssignments(
        ctx.db,
        roster.map((s) => s.id),
      )
    ).map((a) => `${a.student_id}:${a.user_id}`),
  );
  const additions = new Map<number, number[]>();
  for (const rule of rules) {
    const missing = roster.filter((s) => s.grade === rule.grade && !has.has(`${s.id}:${rule.user_id}`)).map((s) => s.id);
    if (missing.length) additions.set(rule.user_id, missing);
  }
  const changedIds = [...new Set([...additions.values()].flat())];
  if (!changedIds.length || options.dryRun) return changedIds.length;
  await ctx.db.transaction(async (tx) => {
    for (const [teacherId, ids] of additions) await addTeacher(tx, ids, teacherId);
    await touchStudents(tx, changedIds);
    await emit(tx, ctx, {
      type: 'school.assignment_rules_applied',
      ...schoolTarget({ id: schoolId, district_id: school.district_id }),
      details: { assigned: Object.fromEntries([...additions].map(([t, ids]) => [String(t), ids])) },
    });
  });
  return changedIds.length;
}
