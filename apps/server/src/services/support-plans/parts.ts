/**
 * A plan's parts besides its home (issue 12, section 2): specialized assessment, goal planning, transition
 * planning. A part the plan's template copy does not enable answers 404. A part is saved whole with the version
 * it was read at; a stale save answers 409 `conflict` with the saved part in `error.current`, so the page can
 * show both texts and nothing is lost. Reads and saves are audited (the part's name and version, never its text).
 * A goal names the focus area by a key of the school's focus-area list and the supports given it serves by
 * their ids, which must be supports given to the plan's student.
 */
import {
  PLAN_MSG,
  type SupportPlanPart,
  type TAssessmentPart,
  type TGoalPart,
  type TSaveAssessments,
  type TSaveGoals,
  type TSaveTransitions,
  type TTransitionPart,
} from '@ss/domain';
import { randomBytes } from 'node:crypto';
import type { Database, PlanAssessment, PlanGoal, PlanTransition } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { assertNoFieldErrors, HttpError, notFound, type FieldErrors } from '../../lib/errors.ts';
import { assessmentPart, goalPart, transitionPart } from '../../presenters/support-plans.presenter.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { findPlan, supportsGivenOf, updatePlanPart, type PlanInsert, type PlanRow, type PlanVersionColumn } from '../../repositories/support-plans.repository.ts';
import { emit } from '../emit.ts';
import { assertChangeable, loadPlan, loadPlanForChange, planEvent } from './access.ts';
import { dropOrphanAttachments } from './attachments.ts';

type PartAnswers = { specialized_assessment: TAssessmentPart; goal_planning: TGoalPart; transition_planning: TTransitionPart };
type PartAnswer = PartAnswers[SupportPlanPart];

const PARTS: Record<SupportPlanPart, { version: PlanVersionColumn; present: (p: PlanRow) => PartAnswer }> = {
  specialized_assessment: { version: 'assessment_version', present: assessmentPart },
  goal_planning: { version: 'goals_version', present: goalPart },
  transition_planning: { version: 'transition_version', present: transitionPart },
};

const stale = (current: Record<string, unknown>) => new HttpError(409, 'conflict', PLAN_MSG.partConflict, undefined, current);

/** 409 with the home part as saved. */
export const homeConflict = (p: PlanRow) =>
  stale({ version: p.home_version, information: p.information, team: p.team, review_dates: p.review_dates, status: p.status, updated_at: p.updated_at.toISOString() });

function assertPart(plan: PlanRow, part: SupportPlanPart) {
  if (!plan.template[part]) throw notFound();
}

export async function readPlanPart<P extends SupportPlanPart>(ctx: AuthedContext, id: number, part: P): Promise<PartAnswers[P]> {
  const { plan } = await loadPlan(ctx, id);
  assertPart(plan, part);
  await emit(ctx.db, ctx, { type: 'support_plan.read', ...planEvent(plan), details: { part } });
  return PARTS[part].present(plan) as PartAnswers[P];
}

const keyOf = (item: { id: number; root_item_id: number | null }) => item.root_item_id ?? item.id;

/** Goals: focus areas of the school's list (or one the goal already held), supports given to the student. */
async function checkGoals(db: Database, plan: PlanRow, goals: PlanGoal[]): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const { items } = await effectiveList(db, 'student-support-focus-areas', { schoolId: plan.school_id }, { activeOnly: true });
  const keys = new Set([...items.map(keyOf), ...plan.goals.map((g) => g.focus_area_key)]);
  const given = await supportsGivenOf(
    db,
    plan.student_id,
    goals.flatMap((g) => g.student_support_ids),
  );
  for (const [i, g] of goals.entries()) {
    if (g.focus_area_key !== null && !keys.has(g.focus_area_key)) fields[`goals.${i}.focus_area_key`] = { message: PLAN_MSG.unknownKey };
    if (g.student_support_ids.some((s) => !given.has(s))) fields[`goals.${i}.student_support_ids`] = { message: PLAN_MSG.studentSupport };
  }
  return fields;
}

/**
 * Each assessment keeps the id it was read with (the saved part's, once each); a new one, an older one saved
 * before ids existed, or an id the part does not hold gets a fresh one. Attachments name assessments by it.
 */
export function withAssessmentIds(saved: PlanAssessment[], sent: TSaveAssessments['assessments']): PlanAssessment[] {
  const known = new Set(saved.map((a) => a.id).filter(Boolean));
  const used = new Set<string>();
  return sent.map((a) => {
    const id = a.id && known.has(a.id) && !used.has(a.id) ? a.id : randomBytes(9).toString('base64url');
    used.add(id);
    return { ...a, id } as PlanAssessment;
  });
}

type SaveInput = { part: 'specialized_assessment'; body: TSaveAssessments } | { part: 'goal_planning'; body: TSaveGoals } | { part: 'transition_planning'; body: TSaveTransitions };

export async function savePlanPart<P extends SupportPlanPart>(ctx: AuthedContext, id: number, save: SaveInput & { part: P }): Promise<PartAnswers[P]> {
  const { db, actor } = ctx;
  const input: SaveInput = save;
  const { plan } = await loadPlanForChange(ctx, id);
  assertPart(plan, input.part);
  const spec = PARTS[input.part];
  if (plan[spec.version] !== input.body.version) throw stale(spec.present(plan));
  const patch: Partial<PlanInsert> = { updated_by: actor.id };
  let items: number;
  if (input.part === 'specialized_assessment') {
    patch.assessments = withAssessmentIds(plan.assessments, input.body.assessments);
    items = patch.assessments.length;
  } else if (input.part === 'goal_planning') {
    const goals = input.body.goals.map((g) => ({ ...g, student_support_ids: [...new Set(g.student_support_ids)] })) as PlanGoal[];
    assertNoFieldErrors(await checkGoals(db, plan, goals));
    patch.goals = goals;
    items = goals.length;
  } else {
    patch.transitions = input.body.transitions as PlanTransition[];
    items = patch.transitions.length;
  }
  return db.transaction(async (tx) => {
    const row = await updatePlanPart(tx, id, spec.version, input.body.version, patch);
    if (!row) {
      const now = await findPlan(tx, id);
      if (!now) throw notFound();
      assertChangeable(now.plan);
      throw stale(spec.present(now.plan));
    }
    if (input.part === 'specialized_assessment') await dropOrphanAttachments(tx, ctx, row);
    await emit(tx, ctx, { type: 'support_plan.part_saved', ...planEvent(row), details: { part: input.part, items, version: row[spec.version] } });
    return spec.present(row) as PartAnswers[P];
  });
}
