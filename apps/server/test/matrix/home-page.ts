/**
 * Access-matrix expectations of the home-page area (issue 23, section 1; see common.ts): the page and its published
 * images are public; everything else is for super admins. Probes are harmless: an item the super admin adds is the
 * one later probes change (a stale version: 409) and delete (another is added back so the order has ids to list);
 * the upload is sent without a file (400 past the rights check); a legal page is written with a stale version (409).
 */
import { sql } from 'drizzle-orm';
import { homePageImages, homePagePartners } from '@ss/db';
import { HOME_COLLECTIONS, type HomeCollection } from '@ss/domain';
import type { ApiClient } from '../harness.ts';
import { matrix, SUPER, type Spec } from './common.ts';

const loc = { en: 'Matrix', fr: 'Matrice' };
const BODIES: Record<HomeCollection, Record<string, unknown>> = {
  slides: { status: 'draft', title: loc, text: loc, link_url: null, image: null },
  testimonials: { status: 'draft', quote: loc, person_name: 'Matrix', role: loc, school_name: 'Matrix', photo: null },
  partners: { status: 'draft', name: 'Matrix', link_url: null, logo: null },
  links: { status: 'draft', kind: 'school_home', label: loc, url: 'https://example.org/' },
  video: { status: 'draft', url: 'https://youtu.be/dQw4w9WgXcQ', title: loc },
};

/** Each collection's ids now and the item the probes change and delete (the newest). */
const state = Object.fromEntries(HOME_COLLECTIONS.map((c) => [c, { ids: [] as number[], target: 0 }])) as Record<HomeCollection, { ids: number[]; target: number }>;
/** An image a published partner shows, stored when the upload is probed (the upload route comes first). */
let publishedImage = 0;

const TABLE: Record<HomeCollection, string> = {
  slides: 'home_page_slides',
  testimonials: 'home_page_testimonials',
  partners: 'home_page_partners',
  links: 'home_page_links',
  video: 'home_page_videos',
};
async function refresh(c: HomeCollection) {
  const r = await matrix.ctx!.server.db.execute(sql`select id from ${sql.identifier(TABLE[c])} order by position, id`);
  const ids = (r as unknown as { rows: { id: number }[] }).rows.map((x) => Number(x.id));
  state[c] = { ids, target: Math.max(0, ...ids) };
}

async function seedPublishedImage() {
  if (publishedImage) return;
  const { db } = matrix.ctx!.server;
  const [image] = await db
    .insert(homePageImages)
    .values({ purpose: 'logo', width: 1, height: 1, size: 6, data: Buffer.from('matrix') })
    .returning({ id: homePageImages.id });
  await db.insert(homePagePartners).values({ position: 99, status: 'published', name: 'Matrix', logo_id: image!.id, logo_alt_en: 'Matrix', logo_alt_fr: 'Matrice' });
  publishedImage = image!.id;
}

const collectionSpecs = (c: HomeCollection): Record<string, Spec> => {
  const base = `/api/v1/home_page/${c}/`;
  return {
    [`GET ${base}`]: { scopes: null, probe: () => ({ path: base }), allowed: () => SUPER },
    [`POST ${base}`]: { scopes: null, probe: () => ({ path: base, body: BODIES[c] }), allowed: () => SUPER, after: () => refresh(c) },
    [`PATCH ${base}:id/`]: { scopes: null, probe: () => ({ path: `${base}${state[c].target}/`, body: { version: 0, status: 'draft' } }), allowed: () => SUPER, ok: [409] },
    [`DELETE ${base}:id/`]: {
      scopes: null,
      probe: () => ({ path: `${base}${state[c].target}/` }),
      allowed: () => SUPER,
      after: async (client: ApiClient) => {
        await client.post(base, BODIES[c]);
        await refresh(c);
      },
    },
    [`POST ${base}order/`]: { scopes: null, probe: () => ({ path: `${base}order/`, body: { ids: state[c].ids } }), allowed: () => SUPER },
  };
};

export const homePageSpecs: Record<string, Spec> = {
  'GET /api/v1/home_page/': { public: { status: [200] }, scopes: null, probe: () => ({ path: '/api/v1/home_page/' }), allowed: () => 'signed-in' },
  'POST /api/v1/home_page/images/': { scopes: null, probe: () => ({ path: '/api/v1/home_page/images/', body: {} }), allowed: () => SUPER, ok: [400], after: seedPublishedImage },
  'GET /api/v1/home_page/images/:id/': {
    public: { status: [200] },
    scopes: null,
    probe: () => ({ path: `/api/v1/home_page/images/${publishedImage}/` }),
    allowed: () => 'signed-in',
  },
  'GET /api/v1/home_page/legal/': { scopes: null, probe: () => ({ path: '/api/v1/home_page/legal/' }), allowed: () => SUPER },
  'PUT /api/v1/home_page/legal/:key/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/home_page/legal/terms/', body: { title: loc, body: loc, version: 0 } }),
    allowed: () => SUPER,
    ok: [409],
  },
  ...Object.assign({}, ...HOME_COLLECTIONS.map(collectionSpecs)),
};
