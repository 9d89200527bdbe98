/**
 * The sign-in page's content (issue 23, section 1): the only code that reads and writes the home_page_* tables.
 *
 * The five collections share their bookkeeping columns (id, position, status, version, updated_at), so one set of
 * functions serves them all; a collection's own columns travel as the row's other fields. Every write here moves
 * `home_page_generation` through the tables' statement triggers (migration home_page), in the caller's transaction.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { homePageGeneration, homePageImages, homePageLegal, homePageLinks, homePagePartners, homePageSlides, homePageTestimonials, homePageVideos, type Database } from '@ss/db';
import type { HomeCollection, HomeImagePurpose, HomeLegalKey } from '@ss/domain';

export const ITEM_TABLES = {
  slides: homePageSlides,
  testimonials: homePageTestimonials,
  partners: homePagePartners,
  links: homePageLinks,
  video: homePageVideos,
} as const;

/** A collection's row: the shared columns, typed, and its own columns. */
export type ItemRow = { id: number; position: number; status: 'draft' | 'published'; version: number; created_at: Date; updated_at: Date } & Record<string, unknown>;

/**
 * The query builder sees every collection's table as the slides' one: they share the columns these functions name
 * (id, position, status, version, updated_at); what else a row holds is the collection's and passes through as it is.
 */
const tableOf = (c: HomeCollection) => ITEM_TABLES[c] as typeof homePageSlides;
type Insert = typeof homePageSlides.$inferInsert;

/** The count of changes to the page: the public answer's cache key and ETag. */
export async function readGeneration(db: Database): Promise<number> {
  const [row] = await db.select({ n: homePageGeneration.n }).from(homePageGeneration).where(eq(homePageGeneration.id, 1));
  return Number(row?.n ?? 0);
}

/** A collection's items in display order; published ones only unless `drafts`. */
export async function listItems(db: Database, c: HomeCollection, drafts: boolean): Promise<ItemRow[]> {
  const t = tableOf(c);
  const rows = await db
    .select()
    .from(t)
    .where(drafts ? undefined : eq(t.status, 'published'))
    .orderBy(asc(t.position), asc(t.id));
  return rows as unknown as ItemRow[];
}

export async function findItem(db: Database, c: HomeCollection, id: number): Promise<ItemRow | null> {
  const t = tableOf(c);
  const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return (row as unknown as ItemRow | undefined) ?? null;
}

/** The collection's size and the position after its last item, read under a lock on the generation row (two appends take turns). */
export async function nextPosition(db: Database, c: HomeCollection): Promise<{ count: number; next: number }> {
  await db.select({ n: homePageGeneration.n }).from(homePageGeneration).where(eq(homePageGeneration.id, 1)).for('update');
  const t = tableOf(c);
  const [row] = await db.select({ count: sql<number>`count(*)::int`, max: sql<number | null>`max(${t.position})` }).from(t);
  return { count: Number(row?.count ?? 0), next: row?.max == null ? 0 : Number(row.max) + 1 };
}

export async function insertItem(db: Database, c: HomeCollection, values: Record<string, unknown>): Promise<ItemRow> {
  const t = tableOf(c);
  const [row] = await db
    .insert(t)
    .values(values as Insert)
    .returning();
  return row as unknown as ItemRow;
}

/** Writes the item's fields if its version is still `version` (and moves it on); null when it is not (stale, or gone). */
export async function updateItem(db: Database, c: HomeCollection, id: number, version: number, values: Record<string, unknown>): Promise<ItemRow | null> {
  const t = tableOf(c);
  const [row] = await db
    .update(t)
    .set({ ...(values as Partial<Insert>), version: sql`${t.version} + 1`, updated_at: new Date() })
    .where(and(eq(t.id, id), eq(t.version, version)))
    .returning();
  return (row as unknown as ItemRow | undefined) ?? null;
}

export async function deleteItem(db: Database, c: HomeCollection, id: number): Promise<void> {
  const t = tableOf(c);
  await db.delete(t).where(eq(t.id, id));
}

/** Every item's id, under a lock on the generation row, so an order and an append take turns. */
export async function itemIds(db: Database, c: HomeCollection): Promise<number[]> {
  await db.select({ n: homePageGeneration.n }).from(homePageGeneration).where(eq(homePageGeneration.id, 1)).for('update');
  const t = tableOf(c);
  return (await db.select({ id: t.id }).from(t)).map((r) => r.id);
}

/** Positions 0, 1, … in the order given (ids are the collection's, each once: the caller checked). */
export async function writeOrder(db: Database, c: HomeCollection, ids: number[]): Promise<void> {
  const t = tableOf(c);
  await db
    .update(t)
    .set({ position: sql`array_position(${sql.param(ids)}::int[], ${t.id}) - 1` })
    .where(inArray(t.id, ids));
}

// Images --------------------------------------------------------------------------------------------------------

export type ImageMeta = { id: number; purpose: HomeImagePurpose; width: number; height: number };

export async function insertImage(db: Database, values: { purpose: HomeImagePurpose; width: number; height: number; data: Buffer; created_by: number | null }): Promise<ImageMeta> {
  const [row] = await db
    .insert(homePageImages)
    .values({ ...values, size: values.data.length, content_type: 'image/webp' })
    .returning({ id: homePageImages.id, purpose: homePageImages.purpose, width: homePageImages.width, height: homePageImages.height });
  return row!;
}

export async function imageMetas(db: Database, ids: number[]): Promise<Map<number, ImageMeta>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: homePageImages.id, purpose: homePageImages.purpose, width: homePageImages.width, height: homePageImages.height })
    .from(homePageImages)
    .where(inArray(homePageImages.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Whether any item shows the image: a published one only, unless `drafts`. */
const referenced = (published: boolean) => {
  const only = published ? sql`and status = 'published'` : sql``;
  return sql`(exists (select 1 from home_page_slides where image_id = home_page_images.id ${only})
    or exists (select 1 from home_page_testimonials where photo_id = home_page_images.id ${only})
    or exists (select 1 from home_page_partners where logo_id = home_page_images.id ${only}))`;
};

/** The image's bytes when a published item shows it (or, `any`, when it exists). */
export async function imageBytes(db: Database, id: number, any: boolean): Promise<{ content_type: string; data: Buffer } | null> {
  const [row] = await db
    .select({ content_type: homePageImages.content_type, data: homePageImages.data })
    .from(homePageImages)
    .where(and(eq(homePageImages.id, id), any ? undefined : referenced(true)))
    .limit(1);
  return row ?? null;
}

/** Deletes these images where no item shows them any more (an item let them go). */
export async function deleteImagesIfUnused(db: Database, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .delete(homePageImages)
    .where(and(inArray(homePageImages.id, ids), sql`not ${referenced(false)}`))
    .returning({ id: homePageImages.id });
  return rows.map((r) => r.id);
}

/** Uploaded images no item took within a day (an editor who uploaded and left). */
export async function deleteStrayImages(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(homePageImages)
    .where(and(lt(homePageImages.created_at, before), sql`not ${referenced(false)}`))
    .returning({ id: homePageImages.id });
  return rows.length;
}

// Legal pages --------------------------------------------------------------------------------------------------

export type LegalRow = typeof homePageLegal.$inferSelect;

export async function listLegal(db: Database): Promise<LegalRow[]> {
  return db.select().from(homePageLegal).orderBy(asc(homePageLegal.key));
}

export async function findLegal(db: Database, key: HomeLegalKey): Promise<LegalRow | null> {
  const [row] = await db.select().from(homePageLegal).where(eq(homePageLegal.key, key)).limit(1);
  return row ?? null;
}

/** Writes the page if its version is still `version` (and moves it on); null when it is not. */
export async function updateLegal(
  db: Database,
  key: HomeLegalKey,
  version: number,
  values: { title_en: string; title_fr: string; body_en: string; body_fr: string },
): Promise<LegalRow | null> {
  const [row] = await db
    .update(homePageLegal)
    .set({ ...values, version: sql`${homePageLegal.version} + 1`, updated_at: new Date() })
    .where(and(eq(homePageLegal.key, key), eq(homePageLegal.version, version)))
    .returning();
  return row ?? null;
}

/** A page no row holds yet (every install has both from its migration; this keeps a deleted one writable). */
export async function insertLegal(db: Database, key: HomeLegalKey, values: { title_en: string; title_fr: string; body_en: string; body_fr: string }): Promise<LegalRow | null> {
  const [row] = await db
    .insert(homePageLegal)
    .values({ key, ...values })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}
