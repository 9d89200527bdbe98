/**
 * Writes a whole ordered list at a level. A level that inherited gets its own list, copied from
 * the one it inherited (each copy remembers its source, and the level's students' references move
 * to the copies). Items omitted that students still use are kept, deactivated, never deleted.
 */
import { CONFIG_MSG, configItemErrors, type ConfigListKind, type TPutConfigList } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { assertNoFieldErrors, HttpError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { configPolicy } from '../../policies/config.policy.ts';
import { emit } from '../emit.ts';
import { effectiveList, type ConfigItemRow } from '../../repositories/config-resolve.ts';
import { bumpVersion, createList, deleteItems, inUseIds, insertItem, itemsOf, ownList, remapReferences, updateItem } from '../../repositories/config.repository.ts';
import { resolveLevel } from './level.ts';

export const conflict = () => new HttpError(409, 'conflict', CONFIG_MSG.conflict);

export const snapshot = (items: ConfigItemRow[]) =>
  items.map((i) => ({ id: i.id, code: i.code, label_en: i.label_en, label_fr: i.label_fr, color: i.color, icon: i.icon, url: i.url, active: i.active }));

const clean = (v: string | null | undefined) => (v === undefined || v === null || v.trim() === '' ? null : v.trim());

export async function saveConfigList(ctx: AuthedContext, kind: ConfigListKind, input: TPutConfigList): Promise<void> {
  const actor = ctx.actor;
  const level = await resolveLevel(ctx.db, actor, { districtId: input.district_id, schoolId: input.school_id });
  if (!configPolicy.kindAllowed(kind, level.target.level)) throw notFound();
  authorize(configPolicy.edit, actor, level.target);
  assertNoFieldErrors(configItemErrors(kind, input.items));
  const ids = input.items.map((i) => i.id).filter((id): id is number => id !== undefined);
  if (new Set(ids).size !== ids.length) throw new HttpError(400, 'validation', CONFIG_MSG.unknownItem);

  await ctx.db.transaction(async (tx) => {
    const own = await ownList(tx, kind, level.ref);
    // While inheriting, the items offered are the inherited ones; they become copies here.
    const copying = !own;
    const before = own ? await itemsOf(tx, own.id) : (await effectiveList(tx, kind, level.ref)).items;
    const known = new Set(before.map((i) => i.id));
    if (ids.some((id) => !known.has(id))) throw new HttpError(400, 'validation', CONFIG_MSG.unknownItem, { items: { message: CONFIG_MSG.unknownItem } });

    let listId: number;
    if (own) {
      if (input.version !== own.version || !(await bumpVersion(tx, own.id, input.version))) throw conflict();
      listId = own.id;
    } else {
      if (input.version !== 0) throw conflict();
      const created = await createList(tx, kind, level.districtId, level.schoolId);
      if (!created) throw conflict();
      listId = created.id;
    }

    const byId = new Map(before.map((i) => [i.id, i]));
    const used = await inUseIds(tx, kind, before, level.ref);
    const mapping = new Map<number, number>();
    let position = 0;
    for (const item of input.items) {
      const values = {
        position: position++,
        code: clean(item.code),
        label_en: item.label_en,
        label_fr: item.label_fr,
        color: clean(item.color),
        icon: clean(item.icon),
        url: clean(item.url),
        active: item.active,
      };
      if (item.id !== undefined && !copying) await updateItem(tx, item.id, values);
      else {
        const row = await insertItem(tx, listId, { ...values, source_item_id: item.id ?? null });
        if (item.id !== undefined) mapping.set(item.id, row.id);
      }
    }
    const kept = new Set(ids);
    const remove: number[] = [];
    for (const old of before) {
      if (kept.has(old.id)) continue;
      if (!used.has(old.id)) {
        if (!copying) remove.push(old.id);
        continue;
      }
      // In use: kept at the end, deactivated.
      const values = { position: position++, active: false };
      if (!copying) await updateItem(tx, old.id, values);
      else {
        const { id: _id, list_id: _l, created_at: _c, updated_at: _u, ...rest } = byId.get(old.id)!;
        const row = await insertItem(tx, listId, { ...rest, ...values, source_item_id: old.id });
        mapping.set(old.id, row.id);
      }
    }
    await deleteItems(tx, remove);
    if (copying) await remapReferences(tx, kind, level.ref, mapping);

    const after = await itemsOf(tx, listId);
    await emit(tx, ctx, {
      type: copying ? 'config.customised' : 'config.updated',
      district_id: level.districtId,
      school_id: level.schoolId,
      target: { type: 'config_list', id: kind },
      details: { level: level.target.level, changes: { items: [snapshot(before), snapshot(after)] } },
    });
  });
}
