/**
 * Resets a district's or school's list to the level above: its list is deleted and the level
 * inherits again. References of its students move back to the items the copies came from; an
 * item added at this level that students use has nowhere to go, so the reset is refused.
 * Resetting a level that already inherits changes nothing.
 */
import { CONFIG_MSG, type ConfigListKind } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { configPolicy } from '../../policies/config.policy.ts';
import { emit } from '../emit.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { deleteList, inUseIds, itemsOf, ownList, remapReferences } from '../../repositories/config.repository.ts';
import { parentRef, resolveLevel } from './level.ts';
import { snapshot } from './save-list.ts';

export async function resetConfigList(ctx: AuthedContext, kind: ConfigListKind, q: { districtId?: number; schoolId?: number }): Promise<void> {
  const actor = ctx.actor;
  const level = await resolveLevel(ctx.db, actor, q);
  if (level.target.level === 'system' || !configPolicy.kindAllowed(kind, level.target.level)) throw notFound();
  authorize(configPolicy.edit, actor, level.target);
  await ctx.db.transaction(async (tx) => {
    const own = await ownList(tx, kind, level.ref);
    // Already inheriting: nothing to do (a reset is idempotent).
    if (!own) return;
    const items = await itemsOf(tx, own.id);
    const used = await inUseIds(tx, kind, items, level.ref);
    const parent = await effectiveList(tx, kind, parentRef(level));
    const parentIds = new Set(parent.items.map((i) => i.id));
    const mapping = new Map<number, number>();
    for (const item of items) {
      if (!used.has(item.id) || kind === 'grades') continue;
      if (item.source_item_id === null || !parentIds.has(item.source_item_id)) {
        throw new HttpError(400, 'validation', CONFIG_MSG.resetInUse);
      }
      mapping.set(item.id, item.source_item_id);
    }
    await remapReferences(tx, kind, level.ref, mapping);
    await deleteList(tx, own.id);
    await emit(tx, ctx, {
      type: 'config.reset',
      district_id: level.districtId,
      school_id: level.schoolId,
      target: { type: 'config_list', id: kind },
      details: { level: level.target.level, changes: { items: [snapshot(items), snapshot(parent.items)] } },
    });
  });
}
