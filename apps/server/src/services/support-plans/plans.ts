/**
 * Student support plans (issue 12, section 2): the plans a caller reads (a page, filtered), making a plan from a
 * template, reading one whole, changing its home part, deactivating and reactivating it. Every read and change
 * of a plan is one audit event about the plan with the student's ids, never its texts: these are the product's
 * most sensitive records. A list is one event naming the plans on the page.
 */
import { PLAN_MSG, type TCreateSupportPlan, type TSupportPlan, type TSupportPlanList, type TSupportPlanListQuery, type TUpdatePlanHome } from '@ss/domain';
import type { Database, PlanReviewDate, PlanTeamMember } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { planAbilities, supportPlansPolicy } from '../../policies/support-plans.policy.ts';
import { presentPlan, presentPlanSummary, type KeyLabels } from '../../presenters/support-plans.presenter.ts';
import { isEligibleResponsible } from '../../repositories/actions.repository.ts';
import { effectiveLists } from '../../repositories/config-resolve.ts';
import {
  activePlanOf,
  findPlan,
  findTemplate,
  insertPlan,
  listPlans,
  setDeactivation,
  updatePlanPart,
  type PlanInsert,
  type PlanRow,
} from '../../repositories/support-plans.repository.ts';
import { emit } from '../emit.ts';
import { loadStudent } from '../student-profile/access.ts';
import { districtInScope } from '../support-network/support-access.ts';
import { assertChangeable, loadPlan, loadPlanForChange, notPossible, planEvent, planSchool } from './access.ts';
import { homeConflict } from './parts.ts';

const keyOf = (item: { id: number; root_item_id: number | null }) => item.root_item_id ?? item.id;

/** The labels of every item (active or not) of the plan lists that apply at the school, by key. */
export async function planLabels(db: Database, schoolId: number): Promise<KeyLabels> {
  const lists = await effectiveLists(db, ['support-plan-information', 'support-team-role'], { schoolId });
  const labels: KeyLabels = new Map();
  for (const list of lists.values()) for (const item of list.items) labels.set(keyOf(item), { label_en: item.label_en, label_fr: item.label_fr });
  return labels;
}

/** The earliest review date not yet held. */
export const nextReview = (dates: PlanReviewDate[]) =>
  dates
    .filter((d) => !d.done)
    .map((d) => d.date)
    .sort()[0] ?? null;

const addMonths = (iso: string, months: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
};

export async function listSupportPlans(ctx: AuthedContext, q: TSupportPlanListQuery): Promise<TSupportPlanList> {
  const { db, actor } = ctx;
  if (q.school !== undefined) {
    const school = await planSchool(ctx, q.school);
    authorize(supportPlansPolicy.list, actor, { district_id: school.district_id, school_id: school.id });
  }
  if (q.district !== undefined) await districtInScope(db, actor, q.district);
  const reviewBy = q.review_due === 'true' ? new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) : undefined;
  const { count, rows } = await listPlans(
    db,
    actor,
    { districtId: q.district, schoolId: q.school, templateId: q.template, studentId: q.student, deactivated: q.status === 'deactivated', reviewBy },
    pageWindow(q),
  );
  const today = todayIso();
  const page = toPage(
    q,
    count,
    rows.map((r) => presentPlanSummary(r, today)),
  );
  if (rows.length)
    await emit(db, ctx, {
      type: 'support_plans.list',
      district_id: q.district ?? (rows.every((r) => r.plan.district_id === rows[0]!.plan.district_id) ? rows[0]!.plan.district_id : null),
      school_id: q.school ?? null,
      details: { plans: rows.map((r) => r.plan.id) },
      student_ids: rows.map((r) => r.plan.student_id),
    });
  return page;
}

/** The whole plan, audited as a read. */
export async function readSupportPlan(ctx: AuthedContext, id: number, audited = true): Promise<TSupportPlan> {
  const { row, teaches } = await loadPlan(ctx, id);
  if (audited) await emit(ctx.db, ctx, { type: 'support_plan.read', ...planEvent(row.plan) });
  return presentPlan(row, await planLabels(ctx.db, row.plan.school_id), abilitiesOf(planAbilities, ctx.actor, row.plan, teaches));
}

export async function createSupportPlan(ctx: AuthedContext, input: TCreateSupportPlan): Promise<number> {
  const { db, actor } = ctx;
  const { student } = await loadStudent(db, actor, input.student_id);
  await planSchool(ctx, student.school_id);
  authorize(supportPlansPolicy.create, actor, student);
  const t = await findTemplate(db, input.template_id);
  if (!t || t.archived_at !== null || t.district_id !== student.district_id || (t.school_id !== null && t.school_id !== student.school_id))
    assertNoFieldErrors({ template_id: { message: PLAN_MSG.template } });
  const template = t!;
  if (await activePlanOf(db, student.id, input.school_year)) throw notPossible(PLAN_MSG.oneActive);
  const review_dates = [{ date: addMonths(todayIso(), template.review_months), done: false }];
  const made = db.transaction(async (tx) => {
    const plan = await insertPlan(tx, {
      district_id: student.district_id,
      school_id: student.school_id,
      student_id: student.id,
      template_id: template.id,
      template_version: template.version,
      template: {
        name: template.name,
        specialized_assessment: template.specialized_assessment,
        goal_planning: template.goal_planning,
        transition_planning: template.transition_planning,
        information_keys: template.information_keys,
        team_role_keys: template.team_role_keys,
        review_months: template.review_months,
      },
      school_year: input.school_year,
      review_dates,
      next_review_date: nextReview(review_dates),
      created_by: actor.id,
      updated_by: actor.id,
    });
    await emit(tx, ctx, {
      type: 'support_plan.created',
      ...planEvent(plan),
      details: { template: template.id, template_version: template.version, school_year: plan.school_year },
    });
    return plan.id;
  });
  // Two makers at once: the partial unique index keeps one active plan per student and school year.
  return made.catch((e: unknown) => {
    if (isUniqueViolation(e)) throw notPossible(PLAN_MSG.oneActive);
    throw e;
  });
}

const isUniqueViolation = (e: unknown) => {
  const err = e as { code?: string; cause?: { code?: string } } | null;
  return err?.code === '23505' || err?.cause?.code === '23505';
};

/** Field errors of a home part change against the plan's template copy and its school. */
async function checkHome(db: Database, plan: PlanRow, input: TUpdatePlanHome): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const t = plan.template;
  if (input.information !== undefined) {
    const allowed = new Set(t.information_keys.map(String));
    if (Object.keys(input.information).some((k) => !allowed.has(k))) fields.information = { message: PLAN_MSG.unknownKey };
  }
  if (input.team !== undefined) {
    const roles = new Set(t.team_role_keys);
    for (const [i, m] of input.team.entries()) {
      if (!roles.has(m.role_key)) fields[`team.${i}.role_key`] = { message: PLAN_MSG.unknownKey };
      if (m.user_id !== null && !(m.inside && (await isEligibleResponsible(db, m.user_id, { schoolId: plan.school_id, districtId: plan.district_id }))))
        fields[`team.${i}.user_id`] = { message: PLAN_MSG.teamMember };
    }
  }
  return fields;
}

export async function updatePlanHome(ctx: AuthedContext, id: number, input: TUpdatePlanHome): Promise<void> {
  const { db, actor } = ctx;
  const { plan } = await loadPlanForChange(ctx, id);
  if (input.status !== undefined && input.status !== plan.status) authorize(supportPlansPolicy.setStatus, actor, plan);
  if (plan.home_version !== input.home_version) throw homeConflict(plan);
  assertNoFieldErrors(await checkHome(db, plan, input));
  const patch: Partial<PlanInsert> = { updated_by: actor.id };
  const changed: string[] = [];
  if (input.information !== undefined) {
    // The fields named change; an empty text clears one; the others stay.
    const information = Object.fromEntries(Object.entries({ ...plan.information, ...input.information }).filter(([, v]) => v !== ''));
    patch.information = information;
    changed.push(...new Set([...Object.keys(information), ...Object.keys(plan.information)].filter((k) => information[k] !== plan.information[k]).map((k) => `information.${k}`)));
  }
  if (input.team !== undefined) {
    patch.team = input.team as PlanTeamMember[];
    if (JSON.stringify(patch.team) !== JSON.stringify(plan.team)) changed.push('team');
  }
  if (input.review_dates !== undefined) {
    patch.review_dates = [...input.review_dates].sort((a, b) => a.date.localeCompare(b.date));
    patch.next_review_date = nextReview(patch.review_dates);
    if (JSON.stringify(patch.review_dates) !== JSON.stringify(plan.review_dates)) changed.push('review_dates');
  }
  const statusChange = input.status !== undefined && input.status !== plan.status ? { status: [plan.status, input.status] } : {};
  if (input.status !== undefined) patch.status = input.status;
  await db.transaction(async (tx) => {
    const row = await updatePlanPart(tx, id, 'home_version', input.home_version, patch);
    if (!row) {
      const now = await findPlan(tx, id);
      if (!now) throw notFound();
      assertChangeable(now.plan);
      throw homeConflict(now.plan);
    }
    await emit(tx, ctx, {
      type: 'support_plan.updated',
      ...planEvent(row),
      details: { fields: changed, ...(Object.keys(statusChange).length ? { changes: statusChange } : {}), version: row.home_version },
    });
  });
}

export async function deactivateSupportPlan(ctx: AuthedContext, id: number, date: string, reason: string): Promise<void> {
  const { db, actor } = ctx;
  const { plan } = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.deactivate, actor, plan);
  if (plan.deactivated_at !== null) throw notPossible(PLAN_MSG.alreadyDeactivated);
  if (date > todayIso()) assertNoFieldErrors({ date: { message: PLAN_MSG.future } });
  await db.transaction(async (tx) => {
    const row = await setDeactivation(tx, id, date, actor.id, reason);
    if (!row) throw notPossible(PLAN_MSG.alreadyDeactivated);
    await emit(tx, ctx, { type: 'support_plan.deactivated', ...planEvent(row), details: { date } });
  });
}

export async function reactivateSupportPlan(ctx: AuthedContext, id: number): Promise<void> {
  const { db, actor } = ctx;
  const { plan } = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.reactivate, actor, plan);
  if (plan.deactivated_at === null) throw notPossible(PLAN_MSG.notDeactivated);
  if (await activePlanOf(db, plan.student_id, plan.school_year, plan.id)) throw notPossible(PLAN_MSG.oneActive);
  await db.transaction(async (tx) => {
    const row = await setDeactivation(tx, id, null, actor.id);
    if (!row) throw notPossible(PLAN_MSG.notDeactivated);
    await emit(tx, ctx, { type: 'support_plan.reactivated', ...planEvent(row), details: { deactivated_at: plan.deactivated_at } });
  });
}
