/**
 * Receiving a OneRoster bundle: the district is checked before the file is read; the file is
 * stored, the sync row created (a dry run) and its job enqueued in one transaction, so the job
 * exists exactly when its sync does. The answer comes at once; the job e-mails the result.
 */
import type { AuthedContext } from '../../context.ts';
import { QUEUES } from '../../jobs/queue.ts';
import type { Upload } from '../../lib/uploads.ts';
import { emit } from '../emit.ts';
import { insertStoredFile, insertSync } from '../../repositories/sis.repository.ts';

export async function uploadBundle(ctx: AuthedContext, districtId: number, upload: Upload): Promise<number> {
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const fileId = await insertStoredFile(tx, {
      district_id: districtId,
      purpose: 'sis_bundle',
      content_type: upload.contentType,
      file_name: upload.fileName.slice(0, 255),
      size: upload.data.length,
      data: upload.data,
      created_by: actor.id,
    });
    const sync = await insertSync(tx, { district_id: districtId, file_id: fileId, file_name: upload.fileName.slice(0, 255), dry_run: true, created_by: actor.id });
    await ctx.jobs.enqueue(tx, QUEUES.sisSync, { syncId: sync.id });
    await emit(tx, ctx, {
      type: 'sis.uploaded',
      district_id: districtId,
      target: { type: 'sis_sync', id: sync.id },
      details: { file_name: sync.file_name, size: upload.data.length },
    });
    return sync.id;
  });
}
