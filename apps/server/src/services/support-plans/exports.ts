/**
 * Support plan bulk exports (issue 12, section 5): asking for one, reading and downloading it. (One plan's PDF:
 * plan-pdf.ts; the job that makes the zip: bulk-export-job.ts.)
 *
 * - A bulk export is asked for a school (its coordinators and admins, the district's admins, super admins) or a
 *   district (its admins, super admins) with filters; the plans are chosen then with the list's read rule and
 *   kept in the export row, which a job (run-export-job.ts → runPlanExport) turns into one zip of PDFs,
 *   stored as a stored file, and an e-mail to the requester with a link to the download. Only the requester sees
 *   an export (anyone else: 404), and downloads it only until `expires_at` (7 days after it was made; then 410 and
 *   the file is removed: on that read, and daily by the sweep job). The request and each download are audited.
 */
import { studentsOfPlans } from '../../repositories/access-log.repository.ts';
import {
  chooseLanguage,
  PLAN_EXPORT_MSG,
  translate,
  type Language,
  type TBulkExport,
  type TBulkExportList,
  type TBulkExportListQuery,
  type TBulkExportQueued,
  type TBulkExportRequest,
} from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { QUEUES } from '../../jobs/queue-names.ts';
import type { Actor } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import { supportPlanExportsPolicy } from '../../policies/support-plan-exports.policy.ts';
import {
  choosePlansForExport,
  countNotFinal,
  exportFileData,
  findExport,
  insertExport,
  listExports,
  removeExpiredExportFiles,
  type PlanExportRow,
} from '../../repositories/support-plan-exports.repository.ts';
import { findTemplate } from '../../repositories/support-plans.repository.ts';
import { emit } from '../emit.ts';
import { districtInScope } from '../support-network/support-access.ts';
import { notPossible, planSchool } from './access.ts';

const DAY_MS = 86_400_000;
/** Recent exports a place's page shows. */
const RECENT = 20;

// Bulk exports: asking, reading, downloading

/** The place of an export or of a list, with the caller's right to export there (404, 403 suspended, 403 module off, 403). */
async function exportPlace(ctx: AuthedContext, at: { schoolId?: number; districtId?: number }): Promise<{ districtId: number; schoolId: number | null }> {
  if (at.schoolId !== undefined) {
    const school = await planSchool(ctx, at.schoolId);
    authorize(supportPlanExportsPolicy.exportSchool, ctx.actor, { district_id: school.district_id, school_id: school.id });
    return { districtId: school.district_id, schoolId: school.id };
  }
  const district = await districtInScope(ctx.db, ctx.actor, at.districtId!);
  authorize(supportPlanExportsPolicy.exportDistrict, ctx.actor, district.id);
  return { districtId: district.id, schoolId: null };
}

export const langOfActor = (actor: Actor): Language => chooseLanguage({ user: actor });

export async function requestBulkExport(ctx: AuthedContext, input: TBulkExportRequest): Promise<TBulkExportQueued> {
  const { db, actor } = ctx;
  const place = await exportPlace(ctx, { schoolId: input.school_id, districtId: input.district_id });
  if (input.template !== undefined) {
    const t = await findTemplate(db, input.template);
    if (!t || t.district_id !== place.districtId || (place.schoolId !== null && t.school_id !== null && t.school_id !== place.schoolId))
      assertNoFieldErrors({ template: { message: PLAN_EXPORT_MSG.template } });
  }
  const filters = {
    status: input.status,
    ...(input.grade !== undefined ? { grade: input.grade } : {}),
    ...(input.template !== undefined ? { template: input.template } : {}),
    ...(input.review_due !== undefined ? { review_due: input.review_due } : {}),
  };
  const ids = await choosePlansForExport(db, actor, {
    districtId: place.districtId,
    schoolId: place.schoolId ?? undefined,
    grade: input.grade,
    templateId: input.template,
    deactivated: input.status === 'deactivated',
    // As the list's review_due: the next review within 7 days, or past.
    reviewBy: input.review_due ? new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10) : undefined,
  });
  if (!ids.length) throw notPossible(PLAN_EXPORT_MSG.none);
  const row = await db.transaction(async (tx) => {
    const made = await insertExport(tx, { requested_by: actor.id, district_id: place.districtId, school_id: place.schoolId, filters, plan_ids: ids, total: ids.length });
    await ctx.jobs.enqueue(tx, QUEUES.supportPlanExport, { exportId: made.id });
    await emit(tx, ctx, {
      type: 'support_plans.bulk_export',
      district_id: place.districtId,
      school_id: place.schoolId,
      target: { type: 'support_plan_export', id: made.id },
      details: { plans: ids, filters },
      student_ids: await studentsOfPlans(tx, ids),
    });
    return made;
  });
  // Drafts (and plans in review) go in too, each page marked DRAFT: the answer says how many there are.
  const drafts = await countNotFinal(db, ids);
  const lang = langOfActor(actor);
  const message = translate(lang, PLAN_EXPORT_MSG.queued) + (drafts ? ` ${translate(lang, 'planExport.drafts', { count: drafts })}` : '');
  return { id: row.id, message, drafts };
}

export const downloadPath = (id: number) => `/api/v1/support_plans/bulk_export/${id}/download/`;
const isExpired = (row: PlanExportRow, now = new Date()) => row.expires_at !== null && row.expires_at.getTime() <= now.getTime();

export function presentExport(row: PlanExportRow, now = new Date()): TBulkExport {
  const expired = isExpired(row, now);
  return {
    id: row.id,
    district_id: row.district_id,
    school_id: row.school_id,
    filters: row.filters,
    status: row.status,
    total: row.total,
    done_count: row.done_count,
    failures: row.failures,
    size: row.size,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    expired,
    download_url: row.status === 'done' && !expired && row.file_id !== null ? downloadPath(row.id) : null,
  };
}

/** An export its requester reads; anyone else: 404 (super admins too: the zip holds the requester's reading). */
async function ownExport(ctx: AuthedContext, id: number): Promise<PlanExportRow> {
  const row = await findExport(ctx.db, id);
  if (!row || row.requested_by !== ctx.actor.id) throw notFound();
  return row;
}

export async function readBulkExport(ctx: AuthedContext, id: number): Promise<TBulkExport> {
  return presentExport(await ownExport(ctx, id));
}

export async function listBulkExports(ctx: AuthedContext, q: TBulkExportListQuery): Promise<TBulkExportList> {
  const place = await exportPlace(ctx, { schoolId: q.school, districtId: q.district });
  const rows = await listExports(ctx.db, ctx.actor.id, place, RECENT);
  return { count: rows.length, page: 1, pageSize: RECENT, results: rows.map((r) => presentExport(r)) };
}

/**
 * The zip, for its requester while they may still export there, until it expires (then 410, and its file is
 * removed now if the sweep has not yet), audited.
 */
export async function downloadBulkExport(ctx: AuthedContext, id: number): Promise<{ data: Buffer; fileName: string }> {
  const row = await ownExport(ctx, id);
  await exportPlace(ctx, { schoolId: row.school_id ?? undefined, districtId: row.school_id === null ? row.district_id : undefined });
  if (row.status === 'failed') throw notPossible(PLAN_EXPORT_MSG.failedExport);
  if (row.status !== 'done') throw notPossible(PLAN_EXPORT_MSG.notReady);
  if (isExpired(row)) {
    await removeExpiredExportFiles(ctx.db, new Date(), row.id);
    throw new HttpError(410, 'gone', PLAN_EXPORT_MSG.expired);
  }
  const data = row.file_id !== null ? await exportFileData(ctx.db, row.file_id) : null;
  if (!data) throw new HttpError(410, 'gone', PLAN_EXPORT_MSG.expired);
  await emit(ctx.db, ctx, {
    type: 'support_plans.bulk_export_downloaded',
    district_id: row.district_id,
    school_id: row.school_id,
    target: { type: 'support_plan_export', id: row.id },
    details: { plans: row.done_count, size: data.length },
    student_ids: await studentsOfPlans(ctx.db, row.plan_ids ?? []),
  });
  return { data, fileName: row.file_name ?? `support-plans-${row.id}.zip` };
}
