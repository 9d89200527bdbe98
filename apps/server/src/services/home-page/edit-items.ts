/**
 * Super admins edit the sign-in page's collections (issue 23, section 1): list (drafts included), add (last),
 * change (with the version read: a stale one answers 409), delete, and order (every id of the collection, once).
 * An item's image must be an uploaded image of the item's purpose; the image an item lets go (deleted, or another
 * chosen) is deleted with the change when no other item shows it. Each change is one `home_page.updated` audit
 * row (the collection, the item, the change, the fields changed — never their text).
 */
import { HOME_COLLECTION_MAX, HOME_PAGE_MSG, MSG, type HomeCollection } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { homePagePolicy } from '../../policies/home-page.policy.ts';
import {
  deleteImagesIfUnused,
  deleteItem,
  findItem,
  imageMetas,
  insertItem,
  itemIds,
  listItems,
  nextPosition,
  updateItem,
  writeOrder,
  type ItemRow,
} from '../../repositories/home-page/home-page.repository.ts';
import { emit } from '../emit.ts';
import { changedColumns, columnsOf, imageChoice, imageIdsOf, presentItem } from './collections.ts';

export type Item = Record<string, unknown>;

async function present(db: Database, c: HomeCollection, rows: ItemRow[]): Promise<Item[]> {
  const images = await imageMetas(db, imageIdsOf(c, rows));
  return rows.map((r) => presentItem(c, r, images));
}

/** The chosen image exists and was uploaded for this kind of item. */
async function checkImage(db: Database, c: HomeCollection, input: Record<string, unknown>) {
  const chosen = imageChoice(c, input);
  if (!chosen?.choice) return;
  const meta = (await imageMetas(db, [chosen.choice.image_id])).get(chosen.choice.image_id);
  if (!meta || meta.purpose !== chosen.slot.purpose) throw fieldError(`${chosen.slot.field}.image_id`, MSG.invalidValue);
}

const audit = (db: Database, ctx: AuthedContext, c: HomeCollection, id: number, change: string, fields?: string[]) =>
  emit(db, ctx, { type: 'home_page.updated', target: { type: 'home_page', id }, details: { collection: c, item_id: id, change, ...(fields ? { fields } : {}) } });

export async function listCollection(ctx: AuthedContext, c: HomeCollection): Promise<{ items: Item[] }> {
  authorize(homePagePolicy.edit, ctx.actor);
  return { items: await present(ctx.db, c, await listItems(ctx.db, c, true)) };
}

export async function createItem(ctx: AuthedContext, c: HomeCollection, input: Record<string, unknown>): Promise<Item> {
  authorize(homePagePolicy.edit, ctx.actor);
  await checkImage(ctx.db, c, input);
  return ctx.db.transaction(async (tx) => {
    const { count, next } = await nextPosition(tx, c);
    if (count >= HOME_COLLECTION_MAX) throw fieldError('items', HOME_PAGE_MSG.tooMany, { max: HOME_COLLECTION_MAX });
    const row = await insertItem(tx, c, { ...columnsOf(c, input), position: next });
    await audit(tx, ctx, c, row.id, 'created');
    return (await present(tx, c, [row]))[0]!;
  });
}

export async function updateItemOf(ctx: AuthedContext, c: HomeCollection, id: number, input: Record<string, unknown> & { version: number }): Promise<Item> {
  authorize(homePagePolicy.edit, ctx.actor);
  const current = await findItem(ctx.db, c, id);
  if (!current) throw notFound();
  await checkImage(ctx.db, c, input);
  const values = columnsOf(c, input);
  return ctx.db.transaction(async (tx) => {
    const row = await updateItem(tx, c, id, input.version, values);
    if (!row) throw (await findItem(tx, c, id)) ? conflict() : notFound();
    const fields = changedColumns(current, values);
    // The image this item showed, if it let it go.
    const before = imageIdsOf(c, [current]);
    const after = imageIdsOf(c, [row]);
    await deleteImagesIfUnused(
      tx,
      before.filter((i) => !after.includes(i)),
    );
    if (fields.length) await audit(tx, ctx, c, id, 'updated', fields);
    return (await present(tx, c, [row]))[0]!;
  });
}

export async function deleteItemOf(ctx: AuthedContext, c: HomeCollection, id: number): Promise<void> {
  authorize(homePagePolicy.edit, ctx.actor);
  const current = await findItem(ctx.db, c, id);
  if (!current) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deleteItem(tx, c, id);
    await deleteImagesIfUnused(tx, imageIdsOf(c, [current]));
    await audit(tx, ctx, c, id, 'deleted');
  });
}

/** Display order: every id of the collection, once; positions become 0, 1, … in that order. */
export async function orderCollection(ctx: AuthedContext, c: HomeCollection, ids: number[]): Promise<{ items: Item[] }> {
  authorize(homePagePolicy.edit, ctx.actor);
  return ctx.db.transaction(async (tx) => {
    const existing = await itemIds(tx, c);
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== existing.length || existing.some((i) => !given.has(i))) throw fieldError('ids', HOME_PAGE_MSG.orderMismatch);
    await writeOrder(tx, c, ids);
    await emit(tx, ctx, { type: 'home_page.updated', target: { type: 'home_page', id: null }, details: { collection: c, change: 'reordered', ids } });
    return { items: await present(tx, c, await listItems(tx, c, true)) };
  });
}
