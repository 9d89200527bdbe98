/**
 * A plan's lifecycle (issue 12, section 3): finalising freezes the next numbered revision (a snapshot of the
 * whole plan with the labels of its keys, who finalised it and when, the team's size as the signatures
 * expected, and the edit log since the previous revision); a final plan is read-only; a new draft makes it
 * editable again with its content kept, and the next finalise makes the next revision (with no signatures yet).
 * Reading revisions and comparing two: anyone who reads the plan, audited as reads.
 */
import { PLAN_MSG, type Language, type TCompareQuery, type TPlanCompare, type TPlanRevisionList, type TPlanSnapshot, type TPlanSnapshotContent } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, notFound } from '../../lib/errors.ts';
import { supportPlansPolicy } from '../../policies/support-plans.policy.ts';
import { planContent } from '../../presenters/support-plans.presenter.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import {
  districtFrancophone,
  editorsBetween,
  findRevisions,
  insertRevision,
  listRevisions,
  lockPlan,
  markDraft,
  markFinal,
  userNames,
  type RevisionRow,
} from '../../repositories/support-plan-revisions.repository.ts';
import { emit } from '../emit.ts';
import { loadPlan, notPossible, planEvent } from './access.ts';
import { attachmentNames } from './attachments.ts';
import { comparePlans } from './plan-compare.ts';
import { planLabels } from './plans.ts';

export async function finaliseSupportPlan(ctx: AuthedContext, id: number): Promise<void> {
  const { db, actor } = ctx;
  const { plan } = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.finalise, actor, plan);
  const labels = await planLabels(db, plan.school_id);
  await db.transaction(async (tx) => {
    // Locked: a save of a part waits, so the snapshot is the plan as finalised.
    const now = await lockPlan(tx, id);
    if (!now) throw notFound();
    if (now.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
    if (now.status === 'final') throw notPossible(PLAN_MSG.alreadyFinal);
    const number = now.revision + 1;
    const row = await markFinal(tx, id, number, actor.id);
    await insertRevision(tx, {
      plan_id: id,
      number,
      snapshot: planContent(now, labels, await attachmentNames(tx, id)) as unknown as Record<string, unknown>,
      editors: now.edit_log,
      team_size: now.team.length,
      finalised_by: actor.id,
    });
    await emit(tx, ctx, {
      type: 'support_plan.finalised',
      ...planEvent(row),
      details: { revision: number, changes: { status: [now.status, 'final'] }, team_size: now.team.length },
    });
  });
}

export async function startNewDraft(ctx: AuthedContext, id: number): Promise<void> {
  const { db, actor } = ctx;
  const { plan } = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.finalise, actor, plan);
  if (plan.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
  if (plan.status !== 'final') throw notPossible(PLAN_MSG.notFinal);
  await db.transaction(async (tx) => {
    const row = await markDraft(tx, id, actor.id);
    if (!row) throw notPossible(PLAN_MSG.notFinal);
    await emit(tx, ctx, { type: 'support_plan.new_draft', ...planEvent(row), details: { revision: row.revision, changes: { status: ['final', 'draft'] } } });
  });
}

export async function listPlanRevisions(ctx: AuthedContext, id: number): Promise<TPlanRevisionList> {
  const { plan } = await loadPlan(ctx, id);
  const rows = await listRevisions(ctx.db, id);
  await emit(ctx.db, ctx, { type: 'support_plan.read', ...planEvent(plan), details: { part: 'revisions' } });
  return {
    items: rows.map((r) => ({
      number: r.number,
      finalised_at: r.finalised_at.toISOString(),
      finalised_by: r.finalised_by === null ? null : { id: r.finalised_by, name: r.finalised_by_name ?? '' },
      signatures: { count: r.signature_count, expected: r.team_size },
    })),
  };
}

export async function readPlanRevision(ctx: AuthedContext, id: number, number: number): Promise<TPlanSnapshot> {
  const { db } = ctx;
  const { plan } = await loadPlan(ctx, id);
  const [rev] = await findRevisions(db, id, [number]);
  if (!rev) throw notFound();
  const names = await userNames(db, rev.finalised_by === null ? [] : [rev.finalised_by]);
  const [summary] = (await listRevisions(db, id)).filter((r) => r.number === number);
  await emit(db, ctx, { type: 'support_plan.read', ...planEvent(plan), details: { part: 'revision', revision: number } });
  return {
    plan_id: id,
    number,
    finalised_at: rev.finalised_at.toISOString(),
    finalised_by: rev.finalised_by === null ? null : { id: rev.finalised_by, name: names.get(rev.finalised_by) ?? '' },
    signatures: { count: summary?.signature_count ?? 0, expected: rev.team_size },
    content: rev.snapshot as unknown as TPlanSnapshotContent,
  };
}

const keyOf = (item: { id: number; root_item_id: number | null }) => item.root_item_id ?? item.id;

/** What changed from one revision to another, and who saved which part in between (their order does not matter). */
export async function compareRevisions(ctx: AuthedContext, id: number, q: TCompareQuery): Promise<TPlanCompare> {
  const { db } = ctx;
  const { plan } = await loadPlan(ctx, id);
  if (q.from === q.to) assertNoFieldErrors({ to: { message: PLAN_MSG.compareSame } });
  const [from, to] = q.from < q.to ? [q.from, q.to] : [q.to, q.from];
  const revs = await findRevisions(db, id, [from, to]);
  const byNumber = new Map<number, RevisionRow>(revs.map((r) => [r.number, r]));
  const a = byNumber.get(from);
  const b = byNumber.get(to);
  if (!a || !b) throw notFound();
  const lang: Language = (await districtFrancophone(db, plan.district_id)) ? 'fr' : 'en';
  const focus = await effectiveList(db, 'student-support-focus-areas', { schoolId: plan.school_id });
  const focusAreas = new Map(focus.items.map((i) => [keyOf(i), { label_en: i.label_en, label_fr: i.label_fr }]));
  const changes = comparePlans(a.snapshot as unknown as TPlanSnapshotContent, b.snapshot as unknown as TPlanSnapshotContent, { lang, focusAreas });
  const edits = await editorsBetween(db, id, from, to);
  const names = await userNames(
    db,
    edits.flatMap((e) => (e.user_id === null ? [] : [e.user_id])),
  );
  await emit(db, ctx, { type: 'support_plan.read', ...planEvent(plan), details: { part: 'compare', from, to } });
  return {
    from,
    to,
    changes,
    editors: edits.map((e) => ({ part: e.part, user: e.user_id === null ? null : { id: e.user_id, name: names.get(e.user_id) ?? '' }, at: new Date(e.at).toISOString() })),
  };
}
