/**
 * Signatures on a plan's latest frozen revision (issue 12, section 3): name, role (a team role of the plan's
 * template, or one said in words), date (not to come), typed name or drawn signature (a PNG data URL the
 * contract size-limits and checks). Recorded only while the plan is final and active, by whoever makes the
 * school's plans and by the student's support plan teachers; removed (a mistake) by the first group only while
 * that revision is the latest and the plan still final. `expected` is the team's size at that revision. A new
 * draft and the next finalise start a new revision, whose list is empty. Reads are audited as reads, every
 * change as its event.
 */
import { PLAN_MSG, type TCreateSignature, type TPlanSignature, type TPlanSignatures } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../lib/errors.ts';
import { supportPlansPolicy } from '../../policies/support-plans.policy.ts';
import { presentSignature } from '../../presenters/support-plans.presenter.ts';
import {
  deleteSignature,
  districtFrancophone,
  findRevisions,
  findSignature,
  insertSignature,
  listSignatures,
  lockPlan,
  revisionStamp,
  userNames,
} from '../../repositories/support-plan-revisions.repository.ts';
import { emit } from '../emit.ts';
import { loadPlan, notPossible, planEvent } from './access.ts';
import { planLabels } from './plans.ts';

export async function readPlanSignatures(ctx: AuthedContext, id: number): Promise<TPlanSignatures> {
  const { db, actor } = ctx;
  const { plan, teaches } = await loadPlan(ctx, id);
  const [rev] = plan.revision > 0 ? await findRevisions(db, id, [plan.revision]) : [];
  const rows = rev ? await listSignatures(db, rev.id) : [];
  await emit(db, ctx, { type: 'support_plan.read', ...planEvent(plan), details: { part: 'signatures', revision: rev?.number ?? null } });
  const open = !!rev && plan.status === 'final' && plan.deactivated_at === null;
  return {
    revision: rev?.number ?? null,
    expected: rev ? rev.team_size : plan.team.length,
    items: rows.map(presentSignature),
    abilities: { sign: open && supportPlansPolicy.sign(actor, plan, teaches), remove: open && supportPlansPolicy.removeSignature(actor, plan) },
  };
}

export async function recordSignature(ctx: AuthedContext, id: number, input: TCreateSignature): Promise<TPlanSignature> {
  const { db, actor } = ctx;
  const { plan, teaches } = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.sign(actor, plan, teaches));
  if (plan.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
  if (plan.status !== 'final' || plan.revision === 0) throw notPossible(PLAN_MSG.signNotFinal);
  const fields: FieldErrors = {};
  if (input.signed_on > todayIso()) fields.signed_on = { message: PLAN_MSG.future };
  // A signature signs the revision as frozen: not before that day (UTC days, as "not in the future").
  const stamp = await revisionStamp(db, id, plan.revision);
  if (stamp && input.signed_on < todayIso(stamp.finalised_at)) fields.signed_on = { message: PLAN_MSG.signedBeforeRevision };
  const roleKey = input.role_key ?? null;
  if (roleKey !== null && !plan.template.team_role_keys.includes(roleKey)) fields.role_key = { message: PLAN_MSG.unknownKey };
  assertNoFieldErrors(fields);
  let role = input.role ?? '';
  if (roleKey !== null) {
    const label = (await planLabels(db, plan.school_id)).get(roleKey);
    const fr = await districtFrancophone(db, plan.district_id);
    role = (fr ? label?.label_fr || label?.label_en : label?.label_en || label?.label_fr) ?? '';
  }
  const created = await db.transaction(async (tx) => {
    const now = await lockPlan(tx, id);
    if (!now) throw notFound();
    if (now.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
    if (now.status !== 'final' || now.revision === 0) throw notPossible(PLAN_MSG.signNotFinal);
    const [rev] = await findRevisions(tx, id, [now.revision]);
    const row = await insertSignature(tx, {
      revision_id: rev!.id,
      name: input.name,
      role_key: roleKey,
      role,
      signed_on: input.signed_on,
      method: input.method,
      typed_name: input.method === 'typed' ? (input.typed_name ?? null) : null,
      drawing: input.method === 'drawn' ? (input.drawing ?? null) : null,
      recorded_by: actor.id,
    });
    await emit(tx, ctx, { type: 'support_plan.signed', ...planEvent(now), details: { revision: now.revision, signature: row.id, method: row.method, role_key: roleKey } });
    return row;
  });
  const names = await userNames(db, [actor.id]);
  return presentSignature({ signature: created, recorded_by_name: names.get(actor.id) ?? '' });
}

export async function removeSignature(ctx: AuthedContext, id: number, signatureId: number): Promise<void> {
  const { db, actor } = ctx;
  const { plan } = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.removeSignature(actor, plan));
  if (plan.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
  if (plan.status !== 'final') throw notPossible(PLAN_MSG.signatureNotLatest);
  const sig = await findSignature(db, signatureId);
  if (!sig || sig.plan_id !== plan.id) throw notFound();
  await db.transaction(async (tx) => {
    const now = await lockPlan(tx, id);
    if (!now) throw notFound();
    if (now.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
    if (now.status !== 'final' || now.revision !== sig.number) throw notPossible(PLAN_MSG.signatureNotLatest);
    if (!(await deleteSignature(tx, signatureId))) throw notFound();
    await emit(tx, ctx, { type: 'support_plan.signature_removed', ...planEvent(now), details: { revision: sig.number, signature: signatureId, method: sig.signature.method } });
  });
}
