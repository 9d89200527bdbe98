/**
 * What the sign-in page shows (issue 23, section 1), in one answer: the published items of every collection in
 * display order, the first published video, the legal pages. Each server copy keeps the answer under the page's
 * generation (`home_page_generation.n`, moved by the tables' triggers in every writer's transaction), so a change
 * made through any copy is seen by all at their next request; the ETag is the generation, and a visitor who holds
 * it gets a 304 for the price of reading one row. A super admin's preview (drafts included) is built every time.
 */
import type { Database } from '@ss/db';
import { HOME_COLLECTIONS, type HomeCollection, type THomeLegal, type THomePage } from '@ss/domain';
import { imageMetas, listItems, listLegal, readGeneration, type ItemRow, type LegalRow } from '../../repositories/home-page/home-page.repository.ts';
import { imageIdsOf, presentItem } from './collections.ts';

export const presentLegal = (row: LegalRow): THomeLegal => ({
  key: row.key,
  title: { en: row.title_en, fr: row.title_fr },
  body: { en: row.body_en, fr: row.body_fr },
  version: row.version,
  updated_at: row.updated_at.toISOString(),
});

/** The page as built from the database now: published items only, or drafts too for a preview. */
export async function buildHomePage(db: Database, preview: boolean): Promise<THomePage> {
  const rows = {} as Record<HomeCollection, ItemRow[]>;
  for (const c of HOME_COLLECTIONS) rows[c] = await listItems(db, c, preview);
  const images = await imageMetas(
    db,
    HOME_COLLECTIONS.flatMap((c) => imageIdsOf(c, rows[c])),
  );
  const items = (c: HomeCollection) => rows[c].map((r) => presentItem(c, r, images));
  const legal = await listLegal(db);
  return {
    slides: items('slides'),
    testimonials: items('testimonials'),
    partners: items('partners'),
    links: items('links'),
    video: items('video')[0] ?? null,
    legal: legal.map(presentLegal),
    preview,
  } as THomePage;
}

/** The kept answer of each database (tests run several servers in one process), with the generation it was read at. */
const kept = new WeakMap<Database, { generation: number; page: THomePage }>();

/** The ETag of the page at this generation (strong: the same generation is the same bytes on every copy). */
export const homePageEtag = (generation: number) => `"home-${generation}"`;

/** The generation now: what the ETag is made of. */
export const homePageGeneration = (db: Database) => readGeneration(db);

/**
 * The published page at `generation` (read just before): kept if this copy holds it, else built and kept. The
 * generation is read before the content, so a change landing in between is kept under the older number and read
 * again at the next request (the reverse, an older content under a newer number, cannot happen).
 */
export async function publishedHomePage(db: Database, generation: number): Promise<THomePage> {
  const hit = kept.get(db);
  if (hit && hit.generation === generation) return hit.page;
  const page = await buildHomePage(db, false);
  const now = kept.get(db);
  if (!now || now.generation <= generation) kept.set(db, { generation, page });
  return page;
}
