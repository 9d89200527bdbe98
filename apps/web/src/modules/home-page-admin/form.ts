/**
 * The editors' forms as data (no React, no zod): each collection's fields, a form's values from an item and back to
 * the contract's body, the names its errors come under, and the reorder steps. Unit-tested in form.test.ts.
 */
import type { HomeCollection, HomeImagePurpose, HomeLinkKind, HomePageStatus, THomeImageShown, TLocalized } from '@ss/domain';
import type { HomeItem } from './api.ts';

export type FieldKind = 'localized' | 'longLocalized' | 'text' | 'url' | 'optionalUrl' | 'linkKind' | 'video';
export interface FieldDef {
  name: string;
  kind: FieldKind;
  max: number;
}
export interface FormSpec {
  fields: FieldDef[];
  /** The item's one image, under its contract name, and the size the server fits it to. */
  image?: { name: 'image' | 'photo' | 'logo'; purpose: HomeImagePurpose };
}

/** Sizes as the contract has them (HOME_TITLE_MAX, HOME_TEXT_MAX, HOME_URL_MAX): repeated so this file loads no zod. */
const TITLE = 120;
const TEXT = 600;
const URL_MAX = 2000;

export const FORMS: Record<HomeCollection, FormSpec> = {
  slides: {
    fields: [
      { name: 'title', kind: 'localized', max: TITLE },
      { name: 'text', kind: 'longLocalized', max: TEXT },
      { name: 'link_url', kind: 'optionalUrl', max: URL_MAX },
    ],
    image: { name: 'image', purpose: 'slide' },
  },
  testimonials: {
    fields: [
      { name: 'quote', kind: 'longLocalized', max: TEXT },
      { name: 'person_name', kind: 'text', max: TITLE },
      { name: 'role', kind: 'localized', max: TITLE },
      { name: 'school_name', kind: 'text', max: TITLE },
    ],
    image: { name: 'photo', purpose: 'photo' },
  },
  partners: {
    fields: [
      { name: 'name', kind: 'text', max: TITLE },
      { name: 'link_url', kind: 'optionalUrl', max: URL_MAX },
    ],
    image: { name: 'logo', purpose: 'logo' },
  },
  links: {
    fields: [
      { name: 'kind', kind: 'linkKind', max: 0 },
      { name: 'label', kind: 'localized', max: TITLE },
      { name: 'url', kind: 'url', max: URL_MAX },
    ],
  },
  video: {
    fields: [
      { name: 'url', kind: 'video', max: URL_MAX },
      { name: 'title', kind: 'localized', max: TITLE },
    ],
  },
};

/** An image chosen in the form: the uploaded image (to show it) and its alt text in both languages. */
export interface ImageValue {
  image_id: number;
  url: string;
  width: number;
  height: number;
  alt: TLocalized;
}

export type FieldValue = string | TLocalized | ImageValue | null;
export interface FormValues {
  status: HomePageStatus;
  fields: Record<string, FieldValue>;
}

const isLocalized = (kind: FieldKind) => kind === 'localized' || kind === 'longLocalized';

/** A new item's form: a draft until the editor publishes it; a link of the kind its page adds. */
export function emptyValues(collection: HomeCollection, kind: HomeLinkKind = 'header'): FormValues {
  const spec = FORMS[collection];
  const fields: Record<string, FieldValue> = {};
  for (const field of spec.fields) fields[field.name] = isLocalized(field.kind) ? { en: '', fr: '' } : field.kind === 'linkKind' ? kind : '';
  if (spec.image) fields[spec.image.name] = null;
  return { status: 'draft', fields };
}

const imageValue = (image: THomeImageShown | null): ImageValue | null =>
  image ? { image_id: image.id, url: image.url, width: image.width, height: image.height, alt: { en: image.alt.en, fr: image.alt.fr } } : null;

/** A YouTube address for a stored video id (the form edits the address; the server keeps the id). */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** An item's form. */
export function valuesOf(collection: HomeCollection, item: HomeItem): FormValues {
  const spec = FORMS[collection];
  const record = item as unknown as Record<string, unknown>;
  const fields: Record<string, FieldValue> = {};
  for (const field of spec.fields) {
    if (field.kind === 'video') fields[field.name] = youtubeWatchUrl(String(record.youtube_id ?? ''));
    else if (isLocalized(field.kind)) {
      const text = record[field.name] as TLocalized;
      fields[field.name] = { en: text.en, fr: text.fr };
    } else fields[field.name] = (record[field.name] as string | null) ?? '';
  }
  if (spec.image) fields[spec.image.name] = imageValue(record[spec.image.name] as THomeImageShown | null);
  return { status: item.status, fields };
}

/** The contract's body for a form (create, or update with the version added by the caller). */
export function bodyOf(collection: HomeCollection, values: FormValues): Record<string, unknown> {
  const spec = FORMS[collection];
  const body: Record<string, unknown> = { status: values.status };
  for (const field of spec.fields) {
    const value = values.fields[field.name];
    if (field.kind === 'optionalUrl') body[field.name] = typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
    else if (isLocalized(field.kind)) {
      const text = value as TLocalized;
      body[field.name] = { en: text.en, fr: text.fr };
    } else body[field.name] = typeof value === 'string' ? value : '';
  }
  if (spec.image) {
    const image = values.fields[spec.image.name] as ImageValue | null;
    body[spec.image.name] = image ? { image_id: image.image_id, alt: { en: image.alt.en, fr: image.alt.fr } } : null;
  }
  return body;
}

/** Every name the server's or the contract's errors may come under, for this collection's form. */
export function fieldNames(collection: HomeCollection): string[] {
  const spec = FORMS[collection];
  const names = ['status'];
  for (const field of spec.fields) names.push(...(isLocalized(field.kind) ? [field.name, `${field.name}.en`, `${field.name}.fr`] : [field.name]));
  if (spec.image) names.push(spec.image.name, `${spec.image.name}.image_id`, `${spec.image.name}.alt`, `${spec.image.name}.alt.en`, `${spec.image.name}.alt.fr`);
  return names;
}

export const LEGAL_FIELDS = ['title', 'title.en', 'title.fr', 'body', 'body.en', 'body.fr'];

/** The ids with one moved from one place to another (a drop). */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/** The ids with one moved a step up (-1) or down (+1); unchanged at either end. */
export function moveBy<T>(list: readonly T[], item: T, delta: -1 | 1): T[] {
  const from = list.indexOf(item);
  return moveTo(list, from, from + delta);
}

/** The spec's and this page's addresses of each form. */
export const BASE = '/admin/home-page-updates';
export function addPath(collection: HomeCollection, kind?: HomeLinkKind): string {
  if (collection === 'slides') return '/admin/add-slider-data';
  if (collection === 'testimonials') return '/admin/add-testimonials-data';
  if (collection === 'partners') return `${BASE}/add-partner`;
  if (collection === 'video') return `${BASE}/add-home-page-video`;
  return kind === 'school_home' ? '/admin/add-school-home-page-link' : `${BASE}/add-link?kind=${kind ?? 'header'}`;
}
export function editPath(collection: HomeCollection, id: number, kind?: HomeLinkKind): string {
  if (collection === 'slides') return `${BASE}/edit-slider-data/${id}`;
  if (collection === 'testimonials') return `${BASE}/edit-testimonials-data/${id}`;
  if (collection === 'partners') return `${BASE}/edit-partner/${id}`;
  if (collection === 'video') return `${BASE}/edit-home-page-video/${id}`;
  return kind === 'school_home' ? `${BASE}/edit-school-home-page-link/${id}` : `${BASE}/edit-link/${id}`;
}
/** The editor's tab each collection is listed in. */
export const listPath = (collection: HomeCollection | 'legal') => `${BASE}?tab=${collection}`;

/** How the editor's list names an item, in the reader's language (the other one when this one is empty). */
export function itemLabel(collection: HomeCollection, item: HomeItem, language: string): string {
  const pick = (text: TLocalized) => {
    const mine = language === 'fr' ? text.fr : text.en;
    return mine.trim() !== '' ? mine : language === 'fr' ? text.en : text.fr;
  };
  const record = item as unknown as Record<string, unknown>;
  switch (collection) {
    case 'slides':
    case 'video':
      return pick(record.title as TLocalized);
    case 'testimonials': {
      const quote = pick(record.quote as TLocalized);
      const person = String(record.person_name ?? '').trim();
      return person !== '' ? `${person} — ${shorten(quote, 60)}` : shorten(quote, 80);
    }
    case 'partners':
      return String(record.name);
    case 'links':
      return pick(record.label as TLocalized);
  }
}

function shorten(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
