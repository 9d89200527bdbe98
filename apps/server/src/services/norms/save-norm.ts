/**
 * Adding, changing, reordering and deleting team norms (issue 10, section 2). A level's rows are locked
 * while one of them changes, so positions stay 0..n-1 without gaps or repeats. A change needs the version
 * read (409 when stale). Nothing here touches `meeting_norms`: a meeting that has started keeps the text
 * it copied, whatever happens to the norm afterwards. Every write is one audit event.
 */
import { NORM_MSG, NORMS_MAX, type TCreateNorm, type TNormOrder, type TUpdateNorm } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { normsPolicy, type NormLevel } from '../../policies/norms.policy.ts';
import { deleteNormRow, insertNorm, lockLevel, setPositions, updateNormRow, type NormRow } from '../../repositories/norms.repository.ts';
import { emit } from '../emit.ts';
import { loadNorm, resolveNormLevel } from './norm-level.ts';

const where = (level: NormLevel, id: number | null) => ({
  district_id: level.district_id,
  school_id: level.school_id,
  target: id === null ? null : { type: 'norm' as const, id },
});

export async function createNorm(ctx: AuthedContext, input: TCreateNorm): Promise<number> {
  const level = await resolveNormLevel(ctx.db, ctx.actor, input);
  authorize(normsPolicy.edit, ctx.actor, level);
  return ctx.db.transaction(async (tx) => {
    const rows = await lockLevel(tx, level);
    if (rows.length >= NORMS_MAX) throw fieldError('text', NORM_MSG.tooMany, { max: NORMS_MAX });
    const row = await insertNorm(tx, { ...level, position: rows.length, text: input.text, active: input.active ?? true });
    await emit(tx, ctx, { type: 'norm.created', ...where(level, row.id), details: { text: row.text, active: row.active } });
    return row.id;
  });
}

export async function updateNorm(ctx: AuthedContext, id: number, input: TUpdateNorm): Promise<void> {
  const { level } = await loadNorm(ctx.db, ctx.actor, id);
  authorize(normsPolicy.edit, ctx.actor, level);
  await ctx.db.transaction(async (tx) => {
    const rows = await lockLevel(tx, level);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    if (row.version !== input.version) throw conflict();
    const patch: Partial<NormRow> = {};
    const changes: Record<string, [unknown, unknown]> = {};
    if (input.text !== undefined && input.text !== row.text) {
      patch.text = input.text;
      changes.text = [row.text, input.text];
    }
    if (input.active !== undefined && input.active !== row.active) {
      patch.active = input.active;
      changes.active = [row.active, input.active];
    }
    if (input.position !== undefined) {
      const target = Math.min(input.position, rows.length - 1);
      const from = rows.findIndex((r) => r.id === id);
      if (target !== from) {
        const ids = rows.map((r) => r.id).filter((x) => x !== id);
        ids.splice(target, 0, id);
        await setPositions(tx, rows, ids);
        changes.position = [from, target];
      }
    }
    // The version moves with every accepted change, the position included (it is the norm's).
    const updated = await updateNormRow(tx, id, input.version, patch);
    if (!updated) throw conflict();
    await emit(tx, ctx, { type: 'norm.updated', ...where(level, id), details: { changes } });
  });
}

export async function reorderNorms(ctx: AuthedContext, input: TNormOrder): Promise<NormLevel> {
  const level = await resolveNormLevel(ctx.db, ctx.actor, input);
  authorize(normsPolicy.edit, ctx.actor, level);
  await ctx.db.transaction(async (tx) => {
    const rows = await lockLevel(tx, level);
    const same = input.ids.length === rows.length && new Set(input.ids).size === rows.length && rows.every((r) => input.ids.includes(r.id));
    if (!same) throw fieldError('ids', NORM_MSG.order);
    await setPositions(tx, rows, input.ids);
    await emit(tx, ctx, { type: 'norms.reordered', ...where(level, null), details: { before: rows.map((r) => r.id), after: input.ids } });
  });
  return level;
}

export async function deleteNorm(ctx: AuthedContext, id: number): Promise<void> {
  const { level } = await loadNorm(ctx.db, ctx.actor, id);
  authorize(normsPolicy.edit, ctx.actor, level);
  await ctx.db.transaction(async (tx) => {
    const rows = await lockLevel(tx, level);
    const row = rows.find((r) => r.id === id);
    if (!row) throw notFound();
    await deleteNormRow(tx, id);
    const rest = rows.filter((r) => r.id !== id);
    await setPositions(
      tx,
      rest,
      rest.map((r) => r.id),
    );
    await emit(tx, ctx, { type: 'norm.deleted', ...where(level, id), details: { text: row.text } });
  });
}
