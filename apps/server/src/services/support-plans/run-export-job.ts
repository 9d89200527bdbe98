/**
 * The jobs of support plan bulk exports (issue 12, section 5; exports.ts, bulk-export-job.ts), handed to the queue by support-plans.area.ts:
 * - `support-plan-export` `{ exportId }`: draws the export's plans into one zip, stores it and e-mails the
 *   requester. Idempotent (a finished export is left alone; a second run takes the export over). A run that dies
 *   is retried by pg-boss; when the last retry fails too, the export is recorded as failed and the requester told.
 * - `support-plan-export-sweep` (daily): removes the files of expired exports.
 */
import type { AppContext } from '../../context.ts';
import { failPlanExport, runPlanExport, sweepExpiredPlanExports } from './bulk-export-job.ts';

export async function runPlanExportJob(ctx: AppContext, data: Record<string, unknown>, meta?: { retryCount: number; retryLimit: number }): Promise<void> {
  const id = Number(data.exportId);
  if (!Number.isInteger(id)) return;
  try {
    await runPlanExport(ctx, id);
  } catch (err) {
    if (!meta || meta.retryCount >= meta.retryLimit) await failPlanExport(ctx, id, err);
    throw err; // the queue logs its summary; a retry of a failed export does nothing
  }
}

export async function runPlanExportSweepJob(ctx: AppContext): Promise<void> {
  await sweepExpiredPlanExports(ctx);
}
