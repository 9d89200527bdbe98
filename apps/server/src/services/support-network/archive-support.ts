/**
 * Archiving and restoring (approved ↔ archived) by the support's keepers. An archived support leaves the
 * continuum and the pickers; the supports given keep pointing at it.
 */
import { conflict } from '../../lib/errors.ts';
import { SUPPORT_MSG, type TSupportVersion } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { supportsPolicy } from '../../policies/support-network.policy.ts';
import { factsOf } from './support-facts.ts';
import { updateSupportRow } from '../../repositories/support-network.repository.ts';
import { emit } from '../emit.ts';
import { assertStatus, assertVersion, readableSupport, supportWhere } from './support-access.ts';

async function move(ctx: AuthedContext, id: number, input: TSupportVersion, to: 'archived' | 'approved') {
  const r = await readableSupport(ctx, id);
  authorize(supportsPolicy.archive, ctx.actor, factsOf(r));
  assertVersion(r.s.version, input.version);
  if (to === 'archived') assertStatus(r.s.status, ['approved'], SUPPORT_MSG.notApproved);
  else assertStatus(r.s.status, ['archived'], SUPPORT_MSG.notArchived);
  await ctx.db.transaction(async (tx) => {
    const row = await updateSupportRow(tx, id, input.version, { status: to, archived_at: to === 'archived' ? new Date() : null });
    if (!row) throw conflict();
    await emit(tx, ctx, { type: to === 'archived' ? 'support.archived' : 'support.restored', ...supportWhere(row), details: { level: row.level } });
  });
}

export const archiveSupport = (ctx: AuthedContext, id: number, input: TSupportVersion) => move(ctx, id, input, 'archived');
export const restoreSupport = (ctx: AuthedContext, id: number, input: TSupportVersion) => move(ctx, id, input, 'approved');
