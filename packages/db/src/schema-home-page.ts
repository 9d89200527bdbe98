/**
 * The sign-in page as edited content (issue 23, section 1): what super admins put on the public home page.
 *
 * - Five ordered collections (slides, testimonials, partners, links, videos): each row has a `position` (display
 *   order, 0 first), a `status` (draft or published: visitors see only published rows), a `version` (a stale write
 *   answers 409) and its visible text in English and French (`…_en`, `…_fr`).
 * - `home_page_images`: uploaded images as the server re-encoded them (WebP, resized to the purpose's box); the
 *   original bytes are never kept. An item refers to its image (no action on delete: an image in use cannot be
 *   deleted), with the alt text in both languages on the item. The service deletes an image when the last item
 *   showing it lets it go (deleted, or another image chosen); an uploaded image no item ever took is deleted a day
 *   later, at the next upload.
 * - `home_page_legal`: the terms of use and privacy pages (one row each, published as saved).
 * - `home_page_generation`: one row whose `n` counts every change of the tables above (statement triggers, in the
 *   writer's own transaction, migration home_page): each server copy keeps the public page's answer under it, and
 *   its ETag is made of it.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const item = () => ({
  id: id(),
  position: integer('position').notNull(),
  status: text('status', { enum: ['draft', 'published'] })
    .notNull()
    .default('draft'),
  version: integer('version').notNull().default(1),
  created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
const statusKnown = (name: string, status: unknown) => check(`${name}_status_known`, sql`${status} in ('draft', 'published')`);

export const homePageImages = pgTable(
  'home_page_images',
  {
    id: id(),
    purpose: text('purpose', { enum: ['slide', 'photo', 'logo'] }).notNull(),
    /** Always image/webp: the re-encoded bytes, never the upload's. */
    content_type: text('content_type').notNull().default('image/webp'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('home_page_images_purpose_known', sql`${t.purpose} in ('slide', 'photo', 'logo')`)],
);

export const homePageSlides = pgTable(
  'home_page_slides',
  {
    ...item(),
    title_en: text('title_en').notNull(),
    title_fr: text('title_fr').notNull(),
    text_en: text('text_en').notNull(),
    text_fr: text('text_fr').notNull(),
    link_url: text('link_url'),
    image_id: integer('image_id').references(() => homePageImages.id),
    image_alt_en: text('image_alt_en'),
    image_alt_fr: text('image_alt_fr'),
  },
  (t) => [index('home_page_slides_position_idx').on(t.position), index('home_page_slides_image_idx').on(t.image_id), statusKnown('home_page_slides', t.status)],
);

export const homePageTestimonials = pgTable(
  'home_page_testimonials',
  {
    ...item(),
    quote_en: text('quote_en').notNull(),
    quote_fr: text('quote_fr').notNull(),
    person_name: text('person_name').notNull(),
    role_en: text('role_en').notNull(),
    role_fr: text('role_fr').notNull(),
    school_name: text('school_name').notNull(),
    photo_id: integer('photo_id').references(() => homePageImages.id),
    photo_alt_en: text('photo_alt_en'),
    photo_alt_fr: text('photo_alt_fr'),
  },
  (t) => [index('home_page_testimonials_position_idx').on(t.position), index('home_page_testimonials_photo_idx').on(t.photo_id), statusKnown('home_page_testimonials', t.status)],
);

export const homePagePartners = pgTable(
  'home_page_partners',
  {
    ...item(),
    name: text('name').notNull(),
    link_url: text('link_url'),
    logo_id: integer('logo_id').references(() => homePageImages.id),
    logo_alt_en: text('logo_alt_en'),
    logo_alt_fr: text('logo_alt_fr'),
  },
  (t) => [index('home_page_partners_position_idx').on(t.position), index('home_page_partners_logo_idx').on(t.logo_id), statusKnown('home_page_partners', t.status)],
);

export const homePageLinks = pgTable(
  'home_page_links',
  {
    ...item(),
    kind: text('kind', { enum: ['header', 'call_to_action', 'school_home'] }).notNull(),
    label_en: text('label_en').notNull(),
    label_fr: text('label_fr').notNull(),
    url: text('url').notNull(),
  },
  (t) => [
    index('home_page_links_position_idx').on(t.position),
    statusKnown('home_page_links', t.status),
    check('home_page_links_kind_known', sql`${t.kind} in ('header', 'call_to_action', 'school_home')`),
  ],
);

export const homePageVideos = pgTable(
  'home_page_videos',
  {
    ...item(),
    /** The YouTube video's id only (11 characters); the page plays it with the privacy-enhanced player. */
    youtube_id: text('youtube_id').notNull(),
    title_en: text('title_en').notNull(),
    title_fr: text('title_fr').notNull(),
  },
  (t) => [index('home_page_videos_position_idx').on(t.position), statusKnown('home_page_videos', t.status)],
);

export const homePageLegal = pgTable(
  'home_page_legal',
  {
    key: text('key', { enum: ['terms', 'privacy'] }).primaryKey(),
    title_en: text('title_en').notNull(),
    title_fr: text('title_fr').notNull(),
    body_en: text('body_en').notNull(),
    body_fr: text('body_fr').notNull(),
    version: integer('version').notNull().default(1),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('home_page_legal_key_known', sql`${t.key} in ('terms', 'privacy')`)],
);

/** One row (id 1): the count of changes to the home page's tables, moved by their triggers. */
export const homePageGeneration = pgTable(
  'home_page_generation',
  {
    id: smallint('id').primaryKey().default(1),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('home_page_generation_one_row', sql`${t.id} = 1`)],
);
