/**
 * Reading and acknowledging early-warning flags (issue 22, section 2). A school's list and a student's are
 * read through the roster scope (only students the caller may see); a school or student outside it is 404.
 * Acknowledging keeps the flag open while its cause remains (the job closes it when the cause goes), records
 * who, when and why, and is audited.
 */
import type { TAcknowledgeFlag, TEarlyWarningFlag, TEarlyWarningFlagList } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { earlyWarningPolicy, flagAbilities } from '../../policies/early-warnings.policy.ts';
import { presentFlag } from '../../presenters/early-warnings.presenter.ts';
import { acknowledgeFlag, findOpenFlag, openFlagsOfSchool, openFlagsOfStudent, type FlagRow } from '../../repositories/early-warnings.repository.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';

const present = (ctx: AuthedContext, f: FlagRow) => presentFlag(f, abilitiesOf(flagAbilities, ctx.actor, { district_id: f.district_id, school_id: f.school_id }));

export async function readFlags(ctx: AuthedContext, q: { school?: number; student?: number }): Promise<TEarlyWarningFlagList> {
  const scope = scopeOf(ctx.actor);
  if (q.school !== undefined) {
    const found = await getSchool(ctx.db, scope, q.school);
    if (!found) throw notFound();
    assertSchoolOpen(ctx.actor, found.school);
    return { results: (await openFlagsOfSchool(ctx.db, scope, q.school)).map((f) => present(ctx, f)) };
  }
  if (!(await findStudentInScope(ctx.db, scope, q.student!))) throw notFound();
  return { results: (await openFlagsOfStudent(ctx.db, scope, q.student!)).map((f) => present(ctx, f)) };
}

export async function acknowledge(ctx: AuthedContext, id: number, input: TAcknowledgeFlag): Promise<TEarlyWarningFlag> {
  const scope = scopeOf(ctx.actor);
  const flag = await findOpenFlag(ctx.db, scope, id);
  if (!flag) throw notFound();
  authorize(earlyWarningPolicy.acknowledge, ctx.actor, { district_id: flag.district_id, school_id: flag.school_id });
  await ctx.db.transaction(async (tx) => {
    if (!(await acknowledgeFlag(tx, id, ctx.actor.id, input.comment))) throw notFound();
    await emit(tx, ctx, {
      type: 'early_warning.acknowledged',
      district_id: flag.district_id,
      school_id: flag.school_id,
      student_id: flag.student_id,
      target: { type: 'early_warning', id },
      details: { rule: flag.rule_id, kind: flag.kind, comment: input.comment, ...(flag.acknowledged_at ? { again: true } : {}) },
    });
  });
  return present(ctx, (await findOpenFlag(ctx.db, scope, id))!);
}
