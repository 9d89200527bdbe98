/**
 * Signatures on a plan's latest frozen revision (issue 12, section 3; who signs: issue 20). A signature says how it
 * was given and by whom. A member of the plan's team signs as themselves, signed in (`typed`: their name is the
 * signature; `drawn`: a drawing): the name and role come from their entry in the plan's team, the date is today,
 * the account is kept (`signer_id`), once a revision. A signature given on paper (`paper`: name, a team role of
 * the template or one in words, the day it was signed, not to come nor before the revision) is recorded by a
 * coordinator, who is kept (`recorded_by`), shown and audited. The state rule (final, active, a revision) and who
 * may do which are the policy's. Removing one (a mistake) is for coordinators while that revision is the latest and
 * the plan still final. `expected` is the team's size at that revision. Reads are audited as reads, every change as
 * its event.
 */
import { PLAN_MSG, type TCreateSignature, type TPlanSignature, type TPlanSignatures } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { todayIso } from '../../lib/dates.ts';
import { assertNoFieldErrors, notFound, type FieldErrors } from '../../lib/errors.ts';
import { supportPlansPolicy, type SignablePlan } from '../../policies/support-plans.policy.ts';
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
import type { Database } from '@ss/db';
import { emit } from '../emit.ts';
import { loadPlan, notPossible, planEvent } from './access.ts';
import { planLabels } from './plans.ts';

/** 409 when signatures cannot be collected on the plan now (deactivated, not final). */
function assertSignable(plan: SignablePlan) {
  const refusal = supportPlansPolicy.signatureRefusal(plan);
  if (refusal === 'deactivated') throw notPossible(PLAN_MSG.deactivated);
  if (refusal === 'notFinal') throw notPossible(PLAN_MSG.signNotFinal);
}

/** A team role's label in the district's language. */
export async function roleLabel(db: Database, plan: { school_id: number; district_id: number }, roleKey: number): Promise<string> {
  const label = (await planLabels(db, plan.school_id)).get(roleKey);
  const fr = await districtFrancophone(db, plan.district_id);
  return (fr ? label?.label_fr || label?.label_en : label?.label_en || label?.label_fr) ?? '';
}

export async function readPlanSignatures(ctx: AuthedContext, id: number): Promise<TPlanSignatures> {
  const { db, actor } = ctx;
  const { plan, teaches } = await loadPlan(ctx, id);
  const [rev] = plan.revision > 0 ? await findRevisions(db, id, [plan.revision]) : [];
  const rows = rev ? await listSignatures(db, rev.id) : [];
  await emit(db, ctx, { type: 'support_plan.read', ...planEvent(plan), details: { part: 'signatures', revision: rev?.number ?? null } });
  const signed = rows.some((r) => r.signature.signer_id === actor.id);
  const abilities = rev ? supportPlansPolicy.signatureAbilities(actor, plan, teaches, signed) : { sign: false, record_paper: false, remove: false };
  return { revision: rev?.number ?? null, expected: rev ? rev.team_size : plan.team.length, items: rows.map(presentSignature), abilities };
}

export async function recordSignature(ctx: AuthedContext, id: number, input: TCreateSignature): Promise<TPlanSignature> {
  const { db, actor } = ctx;
  const { plan, teaches } = await loadPlan(ctx, id);
  const paper = input.method === 'paper';
  // Who may comes first (403), then the plan's state (409), then the input (400).
  authorize(supportPlansPolicy.sign, actor, plan, teaches, paper);
  assertSignable(plan);
  let values: { name: string; role_key: number | null; role: string; signed_on: string; typed_name: string | null; drawing: string | null; signer_id: number | null };
  if (input.method === 'paper') {
    const fields: FieldErrors = {};
    if (input.signed_on > todayIso()) fields.signed_on = { message: PLAN_MSG.future };
    // A signature signs the revision as frozen: not before that day (UTC days, as "not in the future").
    const stamp = await revisionStamp(db, id, plan.revision);
    if (stamp && input.signed_on < todayIso(stamp.finalised_at)) fields.signed_on = { message: PLAN_MSG.signedBeforeRevision };
    const roleKey = input.role_key ?? null;
    if (roleKey !== null && !plan.template.team_role_keys.includes(roleKey)) fields.role_key = { message: PLAN_MSG.unknownKey };
    assertNoFieldErrors(fields);
    const role = roleKey !== null ? await roleLabel(db, plan, roleKey) : (input.role ?? '');
    values = { name: input.name, role_key: roleKey, role, signed_on: input.signed_on, typed_name: null, drawing: null, signer_id: null };
  } else {
    // The signer's own entry in the team (signAsSelf found it): their name and role as the plan states them.
    const member = plan.team.find((m) => m.inside && m.user_id === actor.id)!;
    values = {
      name: member.name,
      role_key: member.role_key,
      role: await roleLabel(db, plan, member.role_key),
      signed_on: todayIso(),
      typed_name: input.method === 'typed' ? member.name : null,
      drawing: input.method === 'drawn' ? input.drawing : null,
      signer_id: actor.id,
    };
  }
  const created = await db.transaction(async (tx) => {
    const now = await lockPlan(tx, id);
    if (!now) throw notFound();
    assertSignable(now);
    const [rev] = await findRevisions(tx, id, [now.revision]);
    if (!paper && (await listSignatures(tx, rev!.id)).some((r) => r.signature.signer_id === actor.id)) throw notPossible(PLAN_MSG.alreadySigned);
    const row = await insertSignature(tx, { revision_id: rev!.id, method: input.method, recorded_by: actor.id, ...values });
    await emit(tx, ctx, {
      type: 'support_plan.signed',
      ...planEvent(now),
      details: { revision: now.revision, signature: row.id, method: row.method, role_key: row.role_key, ...(paper ? { recorded_by: actor.id } : { signer: actor.id }) },
    });
    return row;
  });
  const names = await userNames(db, [actor.id]);
  const name = names.get(actor.id) ?? '';
  return presentSignature({ signature: created, recorded_by_name: name, signer_name: paper ? null : name });
}

export async function removeSignature(ctx: AuthedContext, id: number, signatureId: number): Promise<void> {
  const { db, actor } = ctx;
  const { plan } = await loadPlan(ctx, id);
  authorize(supportPlansPolicy.removeSignature, actor, plan);
  if (plan.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
  if (supportPlansPolicy.signatureRefusal(plan) !== null) throw notPossible(PLAN_MSG.signatureNotLatest);
  const sig = await findSignature(db, signatureId);
  if (!sig || sig.plan_id !== plan.id) throw notFound();
  await db.transaction(async (tx) => {
    const now = await lockPlan(tx, id);
    if (!now) throw notFound();
    if (now.deactivated_at !== null) throw notPossible(PLAN_MSG.deactivated);
    if (supportPlansPolicy.signatureRefusal(now) !== null || now.revision !== sig.number) throw notPossible(PLAN_MSG.signatureNotLatest);
    if (!(await deleteSignature(tx, signatureId))) throw notFound();
    await emit(tx, ctx, { type: 'support_plan.signature_removed', ...planEvent(now), details: { revision: sig.number, signature: signatureId, method: sig.signature.method } });
  });
}
