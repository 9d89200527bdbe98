/**
 * Files attached to the assessments of a plan's specialized assessment part (issue 12, section 2). Read by whoever
 * reads the plan; attached and removed under the part's rule (the plan's `update`: a final or deactivated plan is
 * read-only), with the refusals of every plan route (404, 403 suspended, module off, permission). Types are checked
 * by content and sizes capped as resources' documents (lib/uploads.ts); a download is always an attachment, never
 * cached nor sniffed. An attachment names its assessment by the assessment's stable `id` (parts.ts gives it);
 * saving the part without that assessment removes its attachments. Every upload, download and removal is audited
 * with ids, the type, the size and the name's length, never the name or the bytes.
 */
import { MSG, PLAN_MSG, type TPlanAttachmentList } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import type { Upload } from '../../lib/uploads.ts';
import { supportPlansPolicy } from '../../policies/support-plans.policy.ts';
import {
  deletePlanAttachments,
  findPlanAttachment,
  insertPlanAttachment,
  planAttachments,
  readPlanDocument,
  type PlanAttachmentRow,
} from '../../repositories/support-plan-attachments.repository.ts';
import { lockPlan } from '../../repositories/support-plan-revisions.repository.ts';
import type { PlanRow } from '../../repositories/support-plans.repository.ts';
import { emit } from '../emit.ts';
import { assertChangeable, loadPlan, loadPlanForChange, planEvent } from './access.ts';

/** The part must be one the plan's template copy has (404 otherwise, as the part's own route). */
function assertAssessmentPart(plan: PlanRow) {
  if (!plan.template.specialized_assessment) throw notFound();
}

const present = (r: PlanAttachmentRow) => ({
  id: r.id,
  assessment_id: r.assessment_id,
  file_name: r.file_name,
  size: r.size,
  content_type: r.content_type,
  created_by: r.created_by === null ? null : { id: r.created_by, name: r.created_by_name ?? '' },
  created_at: r.created_at.toISOString(),
});

async function answer(db: Database, plan: PlanRow, change: boolean): Promise<TPlanAttachmentList> {
  return { items: (await planAttachments(db, plan.id)).map(present), abilities: { change } };
}

export async function listPlanAttachments(ctx: AuthedContext, id: number): Promise<TPlanAttachmentList> {
  const { plan, teaches } = await loadPlan(ctx, id);
  assertAssessmentPart(plan);
  await emit(ctx.db, ctx, { type: 'support_plan.read', ...planEvent(plan), details: { part: 'attachments' } });
  const change = plan.deactivated_at === null && plan.status !== 'final' && supportPlansPolicy.update(ctx.actor, plan, teaches);
  return answer(ctx.db, plan, change);
}

/** The assessment the upload names (a form field sent before the file), or a 400 on `assessment_id`. */
function assessmentOf(plan: PlanRow, fields: Record<string, string>): string {
  const key = fields.assessment_id;
  if (!key) throw fieldError('assessment_id', MSG.required);
  if (!plan.assessments.some((a) => a.id === key)) throw fieldError('assessment_id', PLAN_MSG.unknownAssessment);
  return key;
}

/** An upload: who, the plan's state and the assessment are checked before a byte of the file is read. */
export async function uploadPlanAttachment(
  ctx: AuthedContext,
  id: number,
  read: (beforeFile: (fields: Record<string, string>) => Promise<void>) => Promise<Upload>,
): Promise<TPlanAttachmentList> {
  const { plan } = await loadPlanForChange(ctx, id);
  assertAssessmentPart(plan);
  const upload = await read(async (fields) => {
    assessmentOf(plan, fields);
  });
  return ctx.db.transaction(async (tx) => {
    // Locked: a save of the part that drops this assessment waits, then removes what is attached here.
    const now = await lockPlan(tx, id);
    if (!now) throw notFound();
    assertChangeable(now);
    const assessment = assessmentOf(now, upload.fields);
    const fileName = upload.fileName || 'document';
    const attachment = await insertPlanAttachment(tx, now, assessment, { content_type: upload.contentType, file_name: fileName, data: upload.data }, ctx.actor.id);
    await emit(tx, ctx, {
      type: 'support_plan.attachment_added',
      ...planEvent(now),
      details: { attachment, assessment, content_type: upload.contentType, size: upload.data.length, name_length: fileName.length },
    });
    return answer(tx, now, true);
  });
}

export async function removePlanAttachment(ctx: AuthedContext, id: number, attachmentId: number): Promise<void> {
  const { plan } = await loadPlanForChange(ctx, id);
  assertAssessmentPart(plan);
  const a = await findPlanAttachment(ctx.db, id, attachmentId);
  if (!a) throw notFound();
  await ctx.db.transaction(async (tx) => {
    const now = await lockPlan(tx, id);
    if (!now) throw notFound();
    assertChangeable(now);
    await deletePlanAttachments(tx, [a.file_id]);
    await emit(tx, ctx, { type: 'support_plan.attachment_removed', ...planEvent(now), details: { attachment: a.id, assessment: a.assessment_id } });
  });
}

/** The file of an attachment of a plan the caller reads. */
export async function downloadPlanAttachment(ctx: AuthedContext, id: number, attachmentId: number) {
  const { plan } = await loadPlan(ctx, id);
  assertAssessmentPart(plan);
  const a = await findPlanAttachment(ctx.db, id, attachmentId);
  const file = a ? await readPlanDocument(ctx.db, a.file_id) : null;
  if (!a || !file) throw notFound();
  await emit(ctx.db, ctx, { type: 'support_plan.attachment_downloaded', ...planEvent(plan), details: { attachment: a.id, assessment: a.assessment_id } });
  return file;
}

/**
 * After a save of the part (same transaction, the plan row already updated so locked): the attachments of
 * assessments no longer in the part are removed with their files, each audited.
 */
export async function dropOrphanAttachments(tx: Database, ctx: AuthedContext, plan: PlanRow): Promise<number> {
  const keep = new Set(plan.assessments.map((a) => a.id));
  const orphans = (await planAttachments(tx, plan.id)).filter((a) => !keep.has(a.assessment_id));
  await deletePlanAttachments(
    tx,
    orphans.map((o) => o.file_id),
  );
  for (const o of orphans) {
    await emit(tx, ctx, { type: 'support_plan.attachment_removed', ...planEvent(plan), details: { attachment: o.id, assessment: o.assessment_id, reason: 'assessment_removed' } });
  }
  return orphans.length;
}

/** The names of the files attached to each assessment (by its id), for a revision's snapshot. */
export async function attachmentNames(db: Database, planId: number): Promise<Map<string, string[]>> {
  const names = new Map<string, string[]>();
  for (const a of await planAttachments(db, planId)) names.set(a.assessment_id, [...(names.get(a.assessment_id) ?? []), a.file_name]);
  return names;
}
