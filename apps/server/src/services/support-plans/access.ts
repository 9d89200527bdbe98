/**
 * Loading a support plan or a template for a use case, in the order of the refusals (ARCHITECTURE.md, "Support
 * plans"): out of the caller's reach or missing is 404; a suspended school 403 `suspended` (super admins
 * excepted); the school's support plan module switched off 403 `forbidden`, for everyone, the plans being kept;
 * then the policy (403). A deactivated plan is read-only (409 `action_not_possible`), a final one too.
 */
import { PLAN_MSG } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { supportPlansPolicy } from '../../policies/support-plans.policy.ts';
import { teachesStudent } from '../../repositories/students.repository.ts';
import { findPlan, findTemplate, type PlanRead, type TemplateRow } from '../../repositories/support-plans.repository.ts';
import { districtInScope, schoolInScope } from '../support-network/support-access.ts';

export const notPossible = (message: string) => new HttpError(409, 'action_not_possible', message);

/** Whether the actor's scope holds the school (its district's admins and leaders hold every school of it). */
export function holdsSchool(actor: Actor, place: { district_id: number; school_id: number }): boolean {
  const scope = scopeOf(actor);
  return scope.all || scope.wholeDistrictIds.includes(place.district_id) || scope.schoolIds.includes(place.school_id);
}

/** 403 when the school's support plan module is off. */
export function assertModuleOn(school: { support_plan_enabled: boolean }) {
  authorize(supportPlansPolicy.moduleOn, school);
}

/** A school the caller reaches, with the module on (404, 403 suspended, 403). */
export async function planSchool(ctx: AuthedContext, schoolId: number) {
  const school = await schoolInScope(ctx.db, ctx.actor, schoolId);
  assertModuleOn(school);
  return school;
}

export interface LoadedPlan {
  row: PlanRead;
  plan: PlanRead['plan'];
  /** The caller is one of the student's teachers. */
  teaches: boolean;
}

/** A plan the caller may read. */
export async function loadPlan(ctx: AuthedContext, id: number): Promise<LoadedPlan> {
  const row = await findPlan(ctx.db, id);
  if (!row || !holdsSchool(ctx.actor, row.plan)) throw notFound();
  assertSchoolOpen(ctx.actor, { suspended_at: row.school_suspended_at });
  assertModuleOn({ support_plan_enabled: row.school_plans_enabled });
  const teaches = await teachesStudent(ctx.db, ctx.actor.id, row.plan.student_id);
  authorize(supportPlansPolicy.read, ctx.actor, row.plan, teaches);
  return { row, plan: row.plan, teaches };
}

/** A plan the caller may change: readable, allowed, active and not final. */
export async function loadPlanForChange(ctx: AuthedContext, id: number): Promise<LoadedPlan> {
  const loaded = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.update, ctx.actor, loaded.plan, loaded.teaches);
  assertChangeable(loaded.plan);
  return loaded;
}

export function assertChangeable(plan: { deactivated_at: string | null; status: string }) {
  if (plan.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
  if (plan.status === 'final') throw notPossible(PLAN_MSG.final);
}

/** Where a plan's events happened and what they are about: ids only. */
export const planEvent = (plan: { id: number; district_id: number; school_id: number; student_id: number }) => ({
  district_id: plan.district_id,
  school_id: plan.school_id,
  student_id: plan.student_id,
  target: { type: 'support_plan' as const, id: plan.id },
});

/**
 * A template the caller may read: a district's for the district's people who may (its admins, anyone with a
 * support plan permission in one of its schools), a school's own for that school's plan readers and keepers.
 */
export async function loadTemplate(ctx: AuthedContext, id: number): Promise<TemplateRow> {
  const { db, actor } = ctx;
  const t = await findTemplate(db, id);
  if (!t || !(actor.is_super || actor.districtIds.includes(t.district_id))) throw notFound();
  if (t.school_id === null) {
    await districtInScope(db, actor, t.district_id);
    authorize(supportPlansPolicy.readDistrictTemplates, actor, t.district_id);
  } else {
    if (!holdsSchool(actor, { district_id: t.district_id, school_id: t.school_id })) throw notFound();
    await planSchool(ctx, t.school_id);
    authorize(supportPlansPolicy.readSchoolTemplates, actor, { district_id: t.district_id, school_id: t.school_id });
  }
  return t;
}
