/**
 * The five collections of the sign-in page (issue 23, section 1), described once: which fields are text in both
 * languages (`title` ↔ `title_en`/`title_fr`), which are kept as they are, and where an item's image goes. From
 * that, a contract's input becomes the table's columns and a row becomes the contract's item.
 */
import type { HomeCollection, HomeImagePurpose, THomeImageShown } from '@ss/domain';
import { youtubeVideoId } from '@ss/domain/resource-urls';
import type { ImageMeta, ItemRow } from '../../repositories/home-page/home-page.repository.ts';

export interface ImageSlot {
  /** The contract's field (`image`, `photo`, `logo`). */
  field: string;
  /** Its columns: the image's id and the alt text's prefix (`…_en`, `…_fr`). */
  idColumn: string;
  altColumn: string;
  purpose: HomeImagePurpose;
}

interface CollectionDef {
  localized: string[];
  plain: string[];
  image: ImageSlot | null;
}

export const COLLECTIONS: Record<HomeCollection, CollectionDef> = {
  slides: { localized: ['title', 'text'], plain: ['link_url'], image: { field: 'image', idColumn: 'image_id', altColumn: 'image_alt', purpose: 'slide' } },
  testimonials: {
    localized: ['quote', 'role'],
    plain: ['person_name', 'school_name'],
    image: { field: 'photo', idColumn: 'photo_id', altColumn: 'photo_alt', purpose: 'photo' },
  },
  partners: { localized: [], plain: ['name', 'link_url'], image: { field: 'logo', idColumn: 'logo_id', altColumn: 'logo_alt', purpose: 'logo' } },
  links: { localized: ['label'], plain: ['kind', 'url'], image: null },
  // The contract takes any YouTube address (`url`) and answers the video's id.
  video: { localized: ['title'], plain: ['youtube_id'], image: null },
};

type Localized = { en: string; fr: string };
type ImageChoice = { image_id: number; alt: Localized } | null;

/** The image an input chooses (undefined: the input leaves it as it is). */
export function imageChoice(c: HomeCollection, input: Record<string, unknown>): { slot: ImageSlot; choice: ImageChoice } | undefined {
  const slot = COLLECTIONS[c].image;
  if (!slot || !(slot.field in input)) return undefined;
  return { slot, choice: (input[slot.field] ?? null) as ImageChoice };
}

/** A contract's input (create, or the fields an update sends) as the table's columns; `version` is not a column. */
export function columnsOf(c: HomeCollection, input: Record<string, unknown>): Record<string, unknown> {
  const def = COLLECTIONS[c];
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'version' || value === undefined) continue;
    if (def.localized.includes(key)) {
      const v = value as Localized;
      out[`${key}_en`] = v.en;
      out[`${key}_fr`] = v.fr;
    } else if (def.image && key === def.image.field) {
      const v = value as ImageChoice;
      out[def.image.idColumn] = v?.image_id ?? null;
      out[`${def.image.altColumn}_en`] = v?.alt.en ?? null;
      out[`${def.image.altColumn}_fr`] = v?.alt.fr ?? null;
    } else if (c === 'video' && key === 'url') {
      out.youtube_id = youtubeVideoId(String(value));
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** The columns an audit row names as changed (never their text: a legal page or a quote stays out of the log). */
export function changedColumns(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return Object.keys(after)
    .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
    .sort();
}

export const imageUrl = (id: number) => `/api/v1/home_page/images/${id}/`;

/** A row as the contract's item, its image (if any) with its size and alt text. */
export function presentItem(c: HomeCollection, row: ItemRow, images: Map<number, ImageMeta>): Record<string, unknown> {
  const def = COLLECTIONS[c];
  const out: Record<string, unknown> = {
    id: row.id,
    position: row.position,
    status: row.status,
    version: row.version,
    updated_at: row.updated_at.toISOString(),
  };
  for (const k of def.localized) out[k] = { en: String(row[`${k}_en`] ?? ''), fr: String(row[`${k}_fr`] ?? '') };
  for (const k of def.plain) out[k] = row[k] ?? null;
  if (def.image) {
    const id = row[def.image.idColumn] as number | null;
    const meta = id == null ? undefined : images.get(id);
    const shown: THomeImageShown | null = meta
      ? {
          id: meta.id,
          url: imageUrl(meta.id),
          width: meta.width,
          height: meta.height,
          alt: { en: String(row[`${def.image.altColumn}_en`] ?? ''), fr: String(row[`${def.image.altColumn}_fr`] ?? '') },
        }
      : null;
    out[def.image.field] = shown;
  }
  return out;
}

/** The image ids these rows show. */
export function imageIdsOf(c: HomeCollection, rows: ItemRow[]): number[] {
  const slot = COLLECTIONS[c].image;
  if (!slot) return [];
  return rows.map((r) => r[slot.idColumn]).filter((v): v is number => typeof v === 'number');
}
