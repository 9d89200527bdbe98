/**
 * The sign-in page as edited content (issue 23, section 1). Super admins edit it; every visitor reads the
 * published part of it in one cached request.
 *
 * Public (no session; only published items, never a draft, never who edited what):
 * - GET    /home_page/                                  → ZHomePage (ETag; If-None-Match answers 304; Cache-Control short, public)
 * - GET    /home_page/images/{id}/                      → the image (image/webp), only when a published item shows it
 *                                                        (super admins: any); immutable by id, so cached for a year
 *
 * Super admins only:
 * - GET    /home_page/?preview=1                        → ZHomePage with drafts too (no-store): "as a visitor will see it once published"
 * - POST   /home_page/images/  (multipart: file, purpose) → ZHomeImage: checked by content, resized and re-encoded
 *                                                        (WebP); the original bytes are never kept nor served
 * - GET    /home_page/{collection}/                     → { items: [...] } in display order, drafts included
 * - POST   /home_page/{collection}/                     ZCreate… → item (appended last)
 * - PATCH  /home_page/{collection}/{id}/                ZUpdate… (with `version`; a stale one answers 409) → item
 * - DELETE /home_page/{collection}/{id}/                → 204
 * - POST   /home_page/{collection}/order/               ZHomeOrder (every id of the collection, once) → { items }
 *   where {collection} is slides | testimonials | partners | links | video
 * - GET    /home_page/legal/                            → { items: ZHomeLegal[] } (terms and privacy)
 * - PUT    /home_page/legal/{key}/                      ZUpdateHomeLegal → ZHomeLegal
 *
 * Text a visitor reads is held in both languages (`{ en, fr }`, both required); the page shows the visitor's.
 * Every image carries alt text in both languages. Each change is audited (home_page.updated, with the collection).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zIdValue, zText } from '../validation.ts';
import { webLink, youtubeVideoId } from '../resource-urls.ts';

export const HOME_PAGE_STATUSES = ['draft', 'published'] as const;
export type HomePageStatus = (typeof HOME_PAGE_STATUSES)[number];

export const HOME_COLLECTIONS = ['slides', 'testimonials', 'partners', 'links', 'video'] as const;
export type HomeCollection = (typeof HOME_COLLECTIONS)[number];

/**
 * Where a link shows: the header (Learn More, Free Trial, Schedule a Conversation), the calls to action under the
 * hero (Request Information, Watch Video), or the list of schools' own home pages.
 */
export const HOME_LINK_KINDS = ['header', 'call_to_action', 'school_home'] as const;
export type HomeLinkKind = (typeof HOME_LINK_KINDS)[number];

/** The two pages the footer links to (/terms, /privacy). */
export const HOME_LEGAL_KEYS = ['terms', 'privacy'] as const;
export type HomeLegalKey = (typeof HOME_LEGAL_KEYS)[number];

/** What an uploaded image is for: each purpose has its own size (the server resizes to it). */
export const HOME_IMAGE_PURPOSES = ['slide', 'photo', 'logo'] as const;
export type HomeImagePurpose = (typeof HOME_IMAGE_PURPOSES)[number];
/** The box each purpose is fitted into (slide and logo: inside, keeping proportions; photo: a square crop). */
export const HOME_IMAGE_BOX: Record<HomeImagePurpose, { width: number; height: number }> = {
  slide: { width: 1600, height: 900 },
  photo: { width: 240, height: 240 },
  logo: { width: 400, height: 160 },
};
/** Largest upload accepted (before resizing). */
export const HOME_IMAGE_MAX_BYTES = 8 * 1024 * 1024;

/** At most this many items per collection (a sign-in page, not a CMS). */
export const HOME_COLLECTION_MAX = 30;
export const HOME_TITLE_MAX = 120;
export const HOME_TEXT_MAX = 600;
export const HOME_ALT_MAX = 250;
export const HOME_LEGAL_MAX = 40_000;
export const HOME_URL_MAX = 2000;

export const HOME_PAGE_MSG = {
  invalidUrl: 'Please enter a valid URL',
  invalidVideo: 'Please make sure to provide a valid Youtube video URL',
  notAnImage: 'Please upload a PNG, JPEG or WebP image',
  imageTooLarge: 'The image is larger than {max} MB',
  altRequired: 'Describe the image for people who cannot see it',
  orderMismatch: 'The order must list every item of the collection once',
  tooMany: 'A collection holds at most {max} items',
} as const satisfies Record<string, MessageKey>;

/** Text in both languages. */
export const zLocalized = (max: number) => z.object({ en: zText(max), fr: zText(max) }).strict();
export type TLocalized = { en: string; fr: string };

/** A web address (http or https), `mailto:` an address, or `#video` (the page's own video). */
export const zHomeUrl = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(HOME_URL_MAX, MSG.maxLength)
    .refine((v) => v === '#video' || /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(v) || webLink(v) !== null, HOME_PAGE_MSG.invalidUrl);

const zStatus = () => z.enum(HOME_PAGE_STATUSES, { error: MSG.invalidValue });
const zVersion = () => z.number({ error: MSG.required }).int(MSG.invalidValue).min(0, MSG.invalidValue);

/** An image as an item shows it: the address to load (`/api/v1/home_page/images/{id}/`), its size, its alt text. */
export const ZHomeImage = z.object({ id: z.number().int(), url: z.string(), width: z.number().int(), height: z.number().int() });
export type THomeImage = z.infer<typeof ZHomeImage>;
export const ZHomeImageShown = ZHomeImage.extend({ alt: z.object({ en: z.string(), fr: z.string() }) });
export type THomeImageShown = z.infer<typeof ZHomeImageShown>;

/** Alt text: required in each language, with its own message. */
const zAlt = () => z.string({ error: HOME_PAGE_MSG.altRequired }).trim().min(1, HOME_PAGE_MSG.altRequired).max(HOME_ALT_MAX, MSG.maxLength);

/** An image chosen for an item: an uploaded image's id with its alt text (both languages), or null for none. */
const zImageChoice = () =>
  z
    .object({ image_id: zIdValue(), alt: z.object({ en: zAlt(), fr: zAlt() }).strict() })
    .strict()
    .nullable();

const itemBase = { id: z.number().int(), position: z.number().int(), status: z.enum(HOME_PAGE_STATUSES), version: z.number().int(), updated_at: z.string() };
const localized = z.object({ en: z.string(), fr: z.string() });

export const ZHomeSlide = z.object({ ...itemBase, title: localized, text: localized, link_url: z.string().nullable(), image: ZHomeImageShown.nullable() });
export type THomeSlide = z.infer<typeof ZHomeSlide>;
const slideFields = {
  status: zStatus(),
  title: zLocalized(HOME_TITLE_MAX),
  text: zLocalized(HOME_TEXT_MAX),
  link_url: zHomeUrl().nullable(),
  image: zImageChoice(),
};
export const ZCreateHomeSlide = z.object(slideFields).strict();
export const ZUpdateHomeSlide = z.object(slideFields).partial().extend({ version: zVersion() }).strict();

export const ZHomeTestimonial = z.object({
  ...itemBase,
  quote: localized,
  person_name: z.string(),
  role: localized,
  school_name: z.string(),
  photo: ZHomeImageShown.nullable(),
});
export type THomeTestimonial = z.infer<typeof ZHomeTestimonial>;
const testimonialFields = {
  status: zStatus(),
  quote: zLocalized(HOME_TEXT_MAX),
  /** May be empty: a testimonial may be anonymous (the ones the page had before it became content name nobody). */
  person_name: zText(HOME_TITLE_MAX, 0),
  role: zLocalized(HOME_TITLE_MAX),
  /** May be empty (a principal speaking for no named school). */
  school_name: zText(HOME_TITLE_MAX, 0),
  photo: zImageChoice(),
};
export const ZCreateHomeTestimonial = z.object(testimonialFields).strict();
export const ZUpdateHomeTestimonial = z.object(testimonialFields).partial().extend({ version: zVersion() }).strict();

export const ZHomePartner = z.object({ ...itemBase, name: z.string(), link_url: z.string().nullable(), logo: ZHomeImageShown.nullable() });
export type THomePartner = z.infer<typeof ZHomePartner>;
const partnerFields = { status: zStatus(), name: zText(HOME_TITLE_MAX), link_url: zHomeUrl().nullable(), logo: zImageChoice() };
export const ZCreateHomePartner = z.object(partnerFields).strict();
export const ZUpdateHomePartner = z.object(partnerFields).partial().extend({ version: zVersion() }).strict();

export const ZHomeLink = z.object({ ...itemBase, kind: z.enum(HOME_LINK_KINDS), label: localized, url: z.string() });
export type THomeLink = z.infer<typeof ZHomeLink>;
const linkFields = { status: zStatus(), kind: z.enum(HOME_LINK_KINDS, { error: MSG.invalidValue }), label: zLocalized(HOME_TITLE_MAX), url: zHomeUrl() };
export const ZCreateHomeLink = z.object(linkFields).strict();
export const ZUpdateHomeLink = z.object(linkFields).partial().extend({ version: zVersion() }).strict();

/** The home-page video: a YouTube video shown with the privacy-enhanced player, loaded only when the visitor asks. */
export const ZHomeVideo = z.object({ ...itemBase, youtube_id: z.string(), title: localized });
export type THomeVideo = z.infer<typeof ZHomeVideo>;
const videoFields = {
  status: zStatus(),
  /** Any YouTube address; the server keeps only the video's id. */
  url: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(HOME_URL_MAX, MSG.maxLength)
    .refine((v) => youtubeVideoId(v) !== null, HOME_PAGE_MSG.invalidVideo),
  title: zLocalized(HOME_TITLE_MAX),
};
export const ZCreateHomeVideo = z.object(videoFields).strict();
export const ZUpdateHomeVideo = z.object(videoFields).partial().extend({ version: zVersion() }).strict();

export const ZHomeLegal = z.object({ key: z.enum(HOME_LEGAL_KEYS), title: localized, body: localized, version: z.number().int(), updated_at: z.string() });
export type THomeLegal = z.infer<typeof ZHomeLegal>;
/** Plain text; a blank line starts a new paragraph. Published at once (the pages have no draft). */
export const ZUpdateHomeLegal = z.object({ title: zLocalized(HOME_TITLE_MAX), body: zLocalized(HOME_LEGAL_MAX), version: zVersion() }).strict();

export const ZHomeOrder = z.object({ ids: z.array(zIdValue()).min(1, MSG.required).max(HOME_COLLECTION_MAX, MSG.invalidValue) }).strict();

/** GET /home_page/: what the sign-in page shows, in display order (the video: the first published one, or null). */
export const ZHomePage = z.object({
  slides: z.array(ZHomeSlide),
  testimonials: z.array(ZHomeTestimonial),
  partners: z.array(ZHomePartner),
  links: z.array(ZHomeLink),
  video: ZHomeVideo.nullable(),
  legal: z.array(ZHomeLegal),
  /** True when this answer includes drafts (a super admin's preview). */
  preview: z.boolean(),
});
export type THomePage = z.infer<typeof ZHomePage>;
