/** Applying the rules: every active student of a rule's grade gets its teacher; applying twice changes nothing the second time. */
import type { Database } from '@ss/db';
import type { ServiceContext } from '../../context.ts';
import { rulesOfSchool } from '../../repositories/assignment-rules.repository.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { activeStudentsOfSchool, addTeacher, existingAssignments, touchStudents } from '../../repositories/students.repository.ts';
import { auditActor, schoolTarget } from '../audit-actor.ts';
import { rosterSchool } from './roster-checks.ts';

/** With `dryRun`, only counts the students that would change (the page's confirmation), checked for the same roster editors. */
export async function applyRules(ctx: ServiceContext, schoolId: number, options: { dryRun: boolean } = { dryRun: false }): Promise<number> {
  const school = await rosterSchool(ctx.db, ctx.auth!.actor, schoolId);
  const rules = await rulesOfSchool(ctx.db, schoolId);
  const roster = await activeStudentsOfSchool(ctx.db, schoolId);
  const has = new Set((await existingAssignments(ctx.db, roster.map((s) => s.id))).map((a) => `${a.student_id}:${a.user_id}`));
  const additions = new Map<number, number[]>();
  for (const rule of rules) {
    const missing = roster.filter((s) => s.grade === rule.grade && !has.has(`${s.id}:${rule.user_id}`)).map((s) => s.id);
    if (missing.length) additions.set(rule.user_id, missing);
  }
  const changedIds = [...new Set([...additions.values()].flat())];
  if (!changedIds.length || options.dryRun) return changedIds.length;
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    for (const [teacherId, ids] of additions) await addTeacher(tx, ids, teacherId);
    await touchStudents(tx, changedIds);
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'school.assignment_rules_applied',
      ...schoolTarget({ id: schoolId, district_id: school.district_id }),
      details: { assigned: Object.fromEntries([...additions].map(([t, ids]) => [String(t), ids])) },
    });
  });
  return changedIds.length;
}
