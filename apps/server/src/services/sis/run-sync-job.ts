/**
 * The dry-run job of a sync: reads the stored bundle, checks it, computes the plan (writing no
 * student or user), records status, summary and errors, and e-mails the person who uploaded it.
 * Idempotent: a sync no longer queued or running is left alone, so a retried job does nothing twice.
 */
import { chooseLanguage, translate, type TSisError } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AppContext } from '../../context.ts';
import { getSync, storedFileData, updateSync } from '../../repositories/sis.repository.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';
import { readBundle } from './bundle.ts';
import { computePlan, MAX_STORED_ERRORS } from './plan.ts';

/** Errors in reading order: by file, then line. */
const byPlace = (errors: TSisError[]) => [...errors].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));

/** What a bundle may inflate to: ten times the upload limit. */
export const maxUncompressed = (ctx: AppContext) => ctx.config.uploads.fileMb * 10 * 1024 * 1024;

export async function runSisSyncJob(ctx: AppContext, data: Record<string, unknown>, meta?: { retryCount: number; retryLimit: number }): Promise<void> {
  const syncId = Number(data.syncId);
  const found = await getSync(ctx.db, syncId);
  if (!found || !found.sync.dry_run || !['queued', 'running'].includes(found.sync.status)) return;
  const sync = found.sync;
  await updateSync(ctx.db, syncId, { status: 'running' });
  try {
    const bytes = sync.file_id ? await storedFileData(ctx.db, sync.file_id) : null;
    const read = bytes ? await readBundle(bytes, maxUncompressed(ctx)) : { ok: false as const, errors: [{ file: 'bundle', message: 'sis.error.missingBundle' }] };
    await ctx.db.transaction(async (tx) => {
      // Only the first job to get here records a result.
      const locked = await getSync(tx, syncId, { forUpdate: true });
      if (!locked || locked.sync.status !== 'running') return;
      if (!read.ok) {
        await updateSync(tx, syncId, { status: 'failed', errors: byPlace(read.errors).slice(0, MAX_STORED_ERRORS), summary: {}, finished_at: new Date() });
      } else {
        const plan = await computePlan(tx, sync.district_id, read.bundle);
        await updateSync(tx, syncId, { status: plan.status, errors: byPlace(plan.errors), summary: plan.summary, finished_at: new Date() });
      }
      await notify(ctx, tx, sync.created_by, syncId, sync.district_id, sync.file_name);
    });
  } catch (err) {
    if (!meta || meta.retryCount >= meta.retryLimit) {
      await updateSync(ctx.db, syncId, { status: 'failed', errors: [{ file: 'bundle', message: 'sis.error.internal' }], finished_at: new Date() });
    }
    throw err;
  }
}

async function notify(ctx: AppContext, tx: Database, userId: number | null, syncId: number, districtId: number, fileName: string) {
  const user = userId === null ? null : await loadActor(tx, userId);
  if (!user) return;
  const lang = chooseLanguage({ user });
  const path = user.is_super ? `/admin/sync-data/${syncId}` : `/district/${districtId}/sync/${syncId}`;
  const app = translate(lang, 'app.name');
  await queueEmail(tx, ctx.jobs, {
    to: user.email,
    subject: translate(lang, 'sis.email.subject', { app }),
    text: translate(lang, 'sis.email.body', { name: user.first_name, file: fileName, link: `${ctx.config.publicUrl}${path}` }),
  });
}
