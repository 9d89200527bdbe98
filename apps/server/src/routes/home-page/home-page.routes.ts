/**
 * The sign-in page as edited content (issue 23, section 1): the public page in one cached answer, its images, and
 * the super admins' editing routes (packages/domain/src/contracts/home-page.ts holds every route and shape).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  HOME_LEGAL_KEYS,
  ZCreateHomeLink,
  ZCreateHomePartner,
  ZCreateHomeSlide,
  ZCreateHomeTestimonial,
  ZCreateHomeVideo,
  ZHomeImage,
  ZHomeLegal,
  ZHomeLink,
  ZHomeOrder,
  ZHomePage,
  ZHomePartner,
  ZHomeSlide,
  ZHomeTestimonial,
  ZHomeVideo,
  ZIdParams,
  ZUpdateHomeLegal,
  ZUpdateHomeLink,
  ZUpdateHomePartner,
  ZUpdateHomeSlide,
  ZUpdateHomeTestimonial,
  ZUpdateHomeVideo,
  MSG,
  type HomeCollection,
  type THomePage,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authorize } from '../../lib/authorize.ts';
import { readImageUpload } from '../../lib/images.ts';
import { homePagePolicy } from '../../policies/home-page.policy.ts';
import { authedContext, requireAuth, serviceContext } from '../../plugins/auth.ts';
import { createItem, deleteItemOf, listCollection, orderCollection, updateItemOf } from '../../services/home-page/edit-items.ts';
import { readImage, uploadImage } from '../../services/home-page/images.ts';
import { readLegalPages, saveLegalPage } from '../../services/home-page/legal.ts';
import { buildHomePage, homePageEtag, homePageGeneration, publishedHomePage } from '../../services/home-page/read-home-page.ts';

const tags = ['home-page'];

/**
 * The public page: short-lived in every cache (a minute, then used while a fresh copy is fetched for five more), and
 * checked with its ETag after that. A preview is never kept. Images are named by id and never change: a year.
 */
export const HOME_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const HOME_IMAGE_CACHE = 'public, max-age=31536000, immutable';

/**
 * API answers are `no-store` (plugins/security-headers.ts sets it as the answer leaves): these routes say their own
 * caching, set again by a route hook, which runs after the application's.
 */
const cacheOf = new WeakMap<FastifyRequest, string>();
const keepCacheControl = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  const value = cacheOf.get(request);
  if (value) reply.header('Cache-Control', value);
  return payload;
};

const ZPreviewQuery = z.object({ preview: z.enum(['0', '1'], { error: MSG.invalidValue }).optional() }).strict();
const ZLegalParams = z.object({ key: z.enum(HOME_LEGAL_KEYS, { error: 'Not Found' }) }).strict();

/** Whether the request's ETags (If-None-Match: a list, weak or strong, or *) hold this one. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

const SCHEMAS: Record<HomeCollection, { item: z.ZodType; create: z.ZodType; update: z.ZodType; what: string }> = {
  slides: { item: ZHomeSlide, create: ZCreateHomeSlide, update: ZUpdateHomeSlide, what: 'slide' },
  testimonials: { item: ZHomeTestimonial, create: ZCreateHomeTestimonial, update: ZUpdateHomeTestimonial, what: 'testimonial' },
  partners: { item: ZHomePartner, create: ZCreateHomePartner, update: ZUpdateHomePartner, what: 'partner' },
  links: { item: ZHomeLink, create: ZCreateHomeLink, update: ZUpdateHomeLink, what: 'link' },
  video: { item: ZHomeVideo, create: ZCreateHomeVideo, update: ZUpdateHomeVideo, what: 'video' },
};

export function homePageRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/home_page/',
    {
      schema: {
        tags,
        summary: 'The sign-in page: published items in display order, the video, the legal pages (public; ETag, 304). ?preview=1: drafts too, super admins only',
        querystring: ZPreviewQuery,
        response: { 200: ZHomePage, 304: z.null() },
      },
      onSend: keepCacheControl,
    },
    async (request, reply) => {
      if (request.query.preview === '1') {
        // Signed out: 401; signed in without the right: 403. A visitor never sees a draft.
        authorize(homePagePolicy.preview, requireAuth(request).actor);
        cacheOf.set(request, 'no-store');
        return buildHomePage(ctx.db, true);
      }
      const generation = await homePageGeneration(ctx.db);
      const etag = homePageEtag(generation);
      cacheOf.set(request, HOME_PAGE_CACHE);
      reply.header('ETag', etag);
      if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return (await publishedHomePage(ctx.db, generation)) satisfies THomePage;
    },
  );

  app.post(
    '/api/v1/home_page/images/',
    {
      schema: {
        tags,
        summary: 'Upload an image (multipart: purpose, file): PNG, JPEG or WebP by content, resized for its purpose and re-encoded as WebP; the original is not kept',
        response: { 201: ZHomeImage },
      },
    },
    async (request, reply) => reply.code(201).send(await uploadImage(authedContext(ctx, request), () => readImageUpload(request))),
  );

  app.get(
    '/api/v1/home_page/images/:id/',
    { schema: { tags, summary: 'An image of the sign-in page (WebP) when a published item shows it; super admins: any', params: ZIdParams }, onSend: keepCacheControl },
    async (request, reply) => {
      const image = await readImage(serviceContext(ctx, request), request.params.id);
      cacheOf.set(request, image.shared ? HOME_IMAGE_CACHE : 'private, no-store');
      return reply.header('Content-Type', 'image/webp').header('X-Content-Type-Options', 'nosniff').header('Content-Disposition', 'inline').send(image.data);
    },
  );

  app.get(
    '/api/v1/home_page/legal/',
    { schema: { tags, summary: 'The terms of use and privacy pages (super admins)', response: { 200: z.object({ items: z.array(ZHomeLegal) }) } } },
    async (request) => readLegalPages(authedContext(ctx, request)),
  );

  app.put(
    '/api/v1/home_page/legal/:key/',
    {
      schema: {
        tags,
        summary: 'Save the terms of use or the privacy page, published at once (version: a stale one answers 409)',
        params: ZLegalParams,
        body: ZUpdateHomeLegal,
        response: { 200: ZHomeLegal },
      },
    },
    async (request) => saveLegalPage(authedContext(ctx, request), request.params.key, request.body),
  );

  for (const [collection, s] of Object.entries(SCHEMAS) as [HomeCollection, (typeof SCHEMAS)[HomeCollection]][]) {
    const base = `/api/v1/home_page/${collection}/`;
    app.get(
      base,
      { schema: { tags, summary: `The sign-in page's ${collection} in display order, drafts included (super admins)`, response: { 200: z.object({ items: z.array(s.item) }) } } },
      async (request) => listCollection(authedContext(ctx, request), collection),
    );
    app.post(base, { schema: { tags, summary: `Add a ${s.what} (last in the order)`, body: s.create, response: { 201: s.item } } }, async (request, reply) =>
      reply.code(201).send(await createItem(authedContext(ctx, request), collection, request.body as Record<string, unknown>)),
    );
    app.patch(
      `${base}:id/`,
      { schema: { tags, summary: `Change a ${s.what} (version: a stale one answers 409)`, params: ZIdParams, body: s.update, response: { 200: s.item } } },
      async (request) => updateItemOf(authedContext(ctx, request), collection, request.params.id, request.body as Record<string, unknown> & { version: number }),
    );
    app.delete(`${base}:id/`, { schema: { tags, summary: `Delete a ${s.what} (its image too, when nothing else shows it)`, params: ZIdParams } }, async (request, reply) => {
      await deleteItemOf(authedContext(ctx, request), collection, request.params.id);
      return reply.code(204).send();
    });
    app.post(
      `${base}order/`,
      { schema: { tags, summary: `Order the ${collection}: every id of the collection, once`, body: ZHomeOrder, response: { 200: z.object({ items: z.array(s.item) }) } } },
      async (request) => orderCollection(authedContext(ctx, request), collection, request.body.ids),
    );
  }
}
