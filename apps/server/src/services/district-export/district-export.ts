/**
 * A district's own export (issue 24, section 6): asking for one, listing them and downloading one. The zip is made
 * by a job (export-job.ts), as the plan bulk export's is (services/support-plans/exports.ts), and e-mailed to the
 * requester as a link.
 *
 * - The district out of the actor's scope: 404; suspended: 403 (super admins reach it); then the policy (its admins
 *   and super admins; anyone else 403). An export of another district is not found.
 * - One export of a district is made at a time (a second request while one is queued or running: 409).
 * - The zip is downloaded by the district's admins until `expires_at` (7 days after it was made; then 410 and its
 *   file is removed: on that read, and daily by the sweep job). The request, the making (with the students it holds)
 *   and each download (with the students again) are audited: the access record counts the export for each student.
 */
import { chooseLanguage, DISTRICT_EXPORT_MSG, translate, type TDistrictExport, type TDistrictExportList, type TDistrictExportQueued } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { QUEUES } from '../../jobs/queue-names.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { districtExportsPolicy } from '../../policies/district-exports.policy.ts';
import {
  activeDistrictExport,
  districtExportFileData,
  findDistrictExport,
  insertDistrictExport,
  listDistrictExports,
  removeExpiredDistrictExportFiles,
  type DistrictExportListed,
  type DistrictExportRow,
} from '../../repositories/district-exports.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';
import { districtExportDownloadPath } from './paths.ts';

/** Recent exports the card shows. */
const RECENT = 20;

const notPossible = (message: string) => new HttpError(409, 'action_not_possible', message);

/** The district, in the actor's reach, open, and theirs to export (404, 403 suspended, 403). */
async function exportableDistrict(ctx: AuthedContext, districtId: number): Promise<number> {
  const row = await getDistrict(ctx.db, scopeOf(ctx.actor), districtId);
  if (!row) throw notFound();
  assertDistrictOpen(ctx.actor, row.district);
  authorize(districtExportsPolicy.export, ctx.actor, districtId);
  return districtId;
}

const isExpired = (row: DistrictExportRow, now = new Date()) => row.expires_at !== null && row.expires_at.getTime() <= now.getTime();

export function presentDistrictExport(row: DistrictExportListed, now = new Date()): TDistrictExport {
  const expired = isExpired(row, now);
  return {
    id: row.id,
    district_id: row.district_id,
    requested_by: { id: row.requested_by, name: [row.requester_first_name, row.requester_last_name].filter(Boolean).join(' ') },
    status: row.status,
    total: row.total,
    done_count: row.done_count,
    students: row.student_ids.length,
    size: row.size,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
    expires_at: row.expires_at?.toISOString() ?? null,
    expired,
    download_url: row.status === 'done' && !expired && row.file_id !== null ? districtExportDownloadPath(row.district_id, row.id) : null,
  };
}

export async function requestDistrictExport(ctx: AuthedContext, districtId: number): Promise<TDistrictExportQueued> {
  const d = await exportableDistrict(ctx, districtId);
  const row = await ctx.db.transaction(async (tx) => {
    if (await activeDistrictExport(tx, d)) throw notPossible(DISTRICT_EXPORT_MSG.busy);
    const made = await insertDistrictExport(tx, { district_id: d, requested_by: ctx.actor.id });
    await ctx.jobs.enqueue(tx, QUEUES.districtExport, { exportId: made.id });
    await emit(tx, ctx, { type: 'district.export_requested', district_id: d, target: { type: 'district_export', id: made.id } });
    return made;
  });
  return { id: row.id, message: translate(chooseLanguage({ user: ctx.actor }), DISTRICT_EXPORT_MSG.queued) };
}

export async function listDistrictExportsOf(ctx: AuthedContext, districtId: number): Promise<TDistrictExportList> {
  const d = await exportableDistrict(ctx, districtId);
  const rows = await listDistrictExports(ctx.db, d, RECENT);
  return { count: rows.length, page: 1, pageSize: RECENT, results: rows.map((r) => presentDistrictExport(r)) };
}

/** The zip, for the district's admins, until it expires (then 410, its file removed now if the sweep has not yet), audited with its students. */
export async function downloadDistrictExport(ctx: AuthedContext, districtId: number, exportId: number): Promise<{ data: Buffer; fileName: string }> {
  const d = await exportableDistrict(ctx, districtId);
  const row = await findDistrictExport(ctx.db, d, exportId);
  if (!row) throw notFound();
  if (row.status === 'failed') throw notPossible(DISTRICT_EXPORT_MSG.failed);
  if (row.status !== 'done') throw notPossible(DISTRICT_EXPORT_MSG.notReady);
  if (isExpired(row)) {
    await removeExpiredDistrictExportFiles(ctx.db, new Date(), row.id);
    throw new HttpError(410, 'gone', DISTRICT_EXPORT_MSG.expired);
  }
  const data = row.file_id !== null ? await districtExportFileData(ctx.db, d, row.file_id) : null;
  if (!data) throw new HttpError(410, 'gone', DISTRICT_EXPORT_MSG.expired);
  await emit(ctx.db, ctx, {
    type: 'district.export_downloaded',
    district_id: d,
    target: { type: 'district_export', id: row.id },
    details: { students: row.student_ids.length, size: data.length },
    student_ids: row.student_ids,
  });
  return { data, fileName: row.file_name ?? `district-export-${row.id}.zip` };
}
