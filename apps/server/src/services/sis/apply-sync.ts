/**
 * Applying a finished dry run. The plan is recomputed from the stored bundle inside the
 * transaction (the sync row locked), so exactly what the data says now is applied, all or
 * nothing. Refused (409) while an org awaits its school, or when the 10 % archive guard
 * tripped and the archive was not confirmed. Audited as `sis.sync` with the counts.
 */
import type { TSisApply } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { getSync, lockDistrictSync, storedFileData, updateSync } from '../../repositories/sis.repository.ts';
import { assertSisAccess } from './access.ts';
import { readBundle } from './bundle.ts';
import { executePlan } from './execute-plan.ts';
import { computePlan } from './plan.ts';
import { maxUncompressed } from './run-sync-job.ts';
import { todayIso } from '../../lib/dates.ts';

const conflict = (message: string) => new HttpError(409, 'conflict', message);

/** A unique index refused a row: someone changed the same students meanwhile (on either driver, maybe wrapped by Drizzle). */
const uniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const APPLICABLE = ['succeeded', 'needs_confirmation', 'needs_mapping'];

export async function applySync(ctx: AuthedContext, id: number, input: TSisApply): Promise<void> {
  const actor = ctx.actor;
  const found = await getSync(ctx.db, id);
  if (!found) throw notFound();
  await assertSisAccess(ctx.db, actor, found.sync.district_id);
  const districtId = found.sync.district_id;

  try {
    await applyLocked(ctx, id, districtId, input);
  } catch (err) {
    if (uniqueViolation(err)) throw conflict('sis.error.concurrent');
    throw err;
  }
}

async function applyLocked(ctx: AuthedContext, id: number, districtId: number, input: TSisApply): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    // One apply at a time per district: two plans computed side by side would both insert the same students.
    await lockDistrictSync(tx, districtId);
    const locked = (await getSync(tx, id, { forUpdate: true }))!.sync;
    if (!locked.dry_run) throw conflict('sis.error.alreadyApplied');
    if (!APPLICABLE.includes(locked.status)) throw conflict('sis.error.notReady');
    const bytes = locked.file_id ? await storedFileData(tx, locked.file_id) : null;
    const read = bytes ? await readBundle(bytes, maxUncompressed(ctx)) : null;
    if (!read?.ok) throw conflict('sis.error.notReady');
    const plan = await computePlan(tx, districtId, read.bundle);
    if (plan.status === 'failed') throw conflict('sis.error.planFailed');
    if (plan.status === 'needs_mapping') throw conflict('sis.error.needsMapping');
    if (plan.status === 'needs_confirmation' && input.confirm_archive !== true) throw conflict('sis.error.needsConfirmation');

    await executePlan(ctx, tx, districtId, plan, todayIso());
    await updateSync(tx, id, { dry_run: false, status: 'succeeded', summary: plan.summary, errors: [], finished_at: new Date() });
    const totals = plan.summary.schools.reduce<Record<string, number>>((acc, s) => {
      for (const k of ['created', 'updated', 'unchanged', 'archived', 'teachers_invited', 'teachers_updated', 'assignments_added', 'assignments_removed'] as const) {
        acc[k] = (acc[k] ?? 0) + s[k];
      }
      return acc;
    }, {});
    await emit(tx, ctx, {
      type: 'sis.sync',
      district_id: districtId,
      target: { type: 'sis_sync', id },
      details: { totals, confirmed_archive: input.confirm_archive === true, schools: plan.summary.schools.map((s) => ({ school_id: s.school_id, archived: s.archived })) },
    });
  });
}
