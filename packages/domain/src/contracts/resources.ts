/**
 * School and district resources (issue 11, section 3): web links, Google Docs, YouTube videos and
 * uploaded documents, in nested folders.
 *
 * - An owner is a school (`school_id`) or a district (`district_id`): exactly one in every body and query.
 * - `GET /api/v1/resource_folders/?school=|district=` answers the owner's whole folder tree **flat**
 *   (each folder with its `parent_id`, depth and direct counts), with the counts at the top level and
 *   the limit on documents, so a page draws the tree and counts what a deletion takes with it.
 * - `GET /api/v1/resources/?school=|district=&folder=` lists resources; `folder` is a folder id, `root`
 *   (no folder) or, at a school, `shared` (the district's resources shared with it). A school's list
 *   without `folder` holds its own resources and the shared ones (`from_district`, read-only there).
 * - A link, a Google Doc or a video is created by JSON; a document by a multipart upload to the same
 *   route: the fields first (`school_id` | `district_id`, `folder_id`, `kind=document`, `title`,
 *   `description`, `shared_with_all`, `school_ids` as ids separated by commas), then the file.
 */
import { z } from 'zod';
import { RESOURCE_KINDS, type ResourceKind } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { googleDocUrl, RESOURCE_URL_MAX, webLink, youtubeVideoId } from '../resource-urls.ts';
import { INT4_MAX, MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { zPage, ZPageQuery } from './common.ts';

export { MAX_RESOURCE_FOLDER_DEPTH, RESOURCE_KINDS, type ResourceKind } from '../enums.ts';

export const RESOURCE_TITLE_MAX = 200;
export const RESOURCE_DESCRIPTION_MAX = 2000;
export const RESOURCE_FOLDER_NAME_MAX = 120;
/** A district shares a resource with at most this many schools by name (more: share with all). */
export const RESOURCE_SHARE_MAX = 500;

/** What the API and the screens say about resources (spec sections 5 and 8 first). */
export const RESOURCE_MSG = {
  owner: 'Name a school or a district',
  link: 'Please make sure to provide a valid web link',
  googleDoc: 'Please make sure to provide a valid Google Doc URL',
  youtube: 'Please make sure to provide a valid Youtube video URL',
  selectFile: 'Please select a file',
  fileType: 'Invalid file type',
  fileSize: 'File size should be up to {maxAllowedFileSize} MB',
  uploadFailed: 'Could not upload file. Please check your inputs.',
  created: 'Resource Created',
  updated: 'Resource Updated',
  folder: 'Choose a folder of the same school or district',
  depth: 'Folders can be nested up to {max} levels deep',
  cycle: 'A folder cannot be moved into itself or one of its own folders',
  folderName: 'A folder with this name is already here',
  notEmpty: 'This folder is not empty: delete it with everything in it, or empty it first',
  schools: 'Choose schools of this district',
  districtOnly: 'Only district resources are shared with schools',
  sharedFolder: 'Resources from the district cannot be listed by folder here',
} as const satisfies Record<string, MessageKey>;

/** The spec's message for an address that does not fit its kind, or null when it fits. Documents have no address. */
export function resourceUrlError(kind: ResourceKind, value: string): string | null {
  if (kind === 'link') return webLink(value) ? null : RESOURCE_MSG.link;
  if (kind === 'google_doc') return googleDocUrl(value) ? null : RESOURCE_MSG.googleDoc;
  if (kind === 'youtube') return youtubeVideoId(value) ? null : RESOURCE_MSG.youtube;
  return null;
}

/** The address as stored: links and Google Docs as the URL parser writes them, videos as typed (trimmed). */
export function normalizedResourceUrl(kind: ResourceKind, value: string): string {
  if (kind === 'link') return webLink(value) ?? value.trim();
  if (kind === 'google_doc') return googleDocUrl(value) ?? value.trim();
  return value.trim();
}

/** Exactly one owner. */
const oneOwner = (v: { school?: unknown; district?: unknown }) => (v.school === undefined) !== (v.district === undefined);
const oneOwnerId = (v: { school_id?: unknown; district_id?: unknown }) => (v.school_id === undefined) !== (v.district_id === undefined);

const zDescription = () =>
  z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(RESOURCE_DESCRIPTION_MAX, MSG.maxLength)
    .transform((v) => v || null)
    .nullable();
const zTitle = () => zText(RESOURCE_TITLE_MAX);
const zSchoolIds = () => z.array(zIdValue(), { error: MSG.invalidValue }).max(RESOURCE_SHARE_MAX, MSG.invalidValue);

// Folders ---------------------------------------------------------------------------------------

export const ZResourceFolderListQuery = z
  .object({ school: zId().optional(), district: zId().optional() })
  .strict()
  .refine(oneOwner, { message: RESOURCE_MSG.owner, path: ['school'] });
export type TResourceFolderListQuery = z.infer<typeof ZResourceFolderListQuery>;

export const ZCreateResourceFolder = z
  .object({
    school_id: zIdValue().optional(),
    district_id: zIdValue().optional(),
    parent_id: zIdValue().nullable().optional(),
    name: zText(RESOURCE_FOLDER_NAME_MAX),
  })
  .strict()
  .refine(oneOwnerId, { message: RESOURCE_MSG.owner, path: ['school_id'] });
export type TCreateResourceFolder = z.infer<typeof ZCreateResourceFolder>;

/** Rename and/or move (`parent_id: null` is the top level); the owner never changes. */
export const ZUpdateResourceFolder = z.object({ name: zText(RESOURCE_FOLDER_NAME_MAX).optional(), parent_id: zIdValue().nullable().optional() }).strict();
export type TUpdateResourceFolder = z.infer<typeof ZUpdateResourceFolder>;

/** A folder that holds anything is deleted only with `recursive=true` (everything in it goes too). */
export const ZDeleteResourceFolderQuery = z.object({ recursive: z.enum(['true', 'false'], { error: MSG.invalidValue }).optional() }).strict();

export const ZResourceFolder = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  name: z.string(),
  /** 1 at the top level, up to MAX_RESOURCE_FOLDER_DEPTH. */
  depth: z.number().int(),
  /** Folders directly inside. */
  folders: z.number().int(),
  /** Resources directly inside. */
  resources: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TResourceFolder = z.infer<typeof ZResourceFolder>;

export const ZResourceFolderList = z.object({
  district_id: z.number().int(),
  school_id: z.number().int().nullable(),
  /** Every folder of the owner, parents before children, siblings by name. */
  results: z.array(ZResourceFolder),
  /** Resources outside any folder. */
  root_resources: z.number().int(),
  /** At a school: the district's resources shared with it; null for a district. */
  shared_resources: z.number().int().nullable(),
  /** The largest document accepted, in MB (the page checks a file before sending it). */
  max_document_mb: z.number().int(),
  abilities: z.object({ manage_folders: z.boolean(), add_resources: z.boolean(), share: z.boolean() }),
});
export type TResourceFolderList = z.infer<typeof ZResourceFolderList>;

// Resources -------------------------------------------------------------------------------------

/** A folder id, `root` (resources outside folders) or, at a school, `shared` (the district's shared with it). */
const zFolderFilter = () => z.union([z.enum(['root', 'shared'], { error: MSG.invalidValue }), zId()], { error: MSG.invalidValue });

export const ZResourceListQuery = ZPageQuery.extend({ school: zId().optional(), district: zId().optional(), folder: zFolderFilter().optional() })
  .strict()
  .refine(oneOwner, { message: RESOURCE_MSG.owner, path: ['school'] })
  .refine((q) => !(q.folder === 'shared' && q.district !== undefined), { message: RESOURCE_MSG.sharedFolder, path: ['folder'] });
export type TResourceListQuery = z.infer<typeof ZResourceListQuery>;

/** What every create names, by JSON or as the upload's fields. */
interface CreateFields {
  school_id?: number;
  district_id?: number;
  shared_with_all?: boolean;
  school_ids?: number[];
}
function checkOwnerAndSharing(v: CreateFields, ctx: z.RefinementCtx) {
  if (!oneOwnerId(v)) ctx.addIssue({ code: 'custom', message: RESOURCE_MSG.owner, path: ['school_id'] });
  if (v.school_id !== undefined && (v.shared_with_all || v.school_ids?.length))
    ctx.addIssue({ code: 'custom', message: RESOURCE_MSG.districtOnly, path: [v.shared_with_all ? 'shared_with_all' : 'school_ids'] });
}

/**
 * A link, a Google Doc or a video (`url` checked for its kind with the spec's messages). `kind: document`
 * by JSON is answered "Please select a file": documents come as a multipart upload.
 */
export const ZCreateResource = z
  .object({
    school_id: zIdValue().optional(),
    district_id: zIdValue().optional(),
    folder_id: zIdValue().nullable().optional(),
    kind: z.enum(RESOURCE_KINDS, { error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalidValue) }),
    title: zTitle(),
    description: zDescription().optional(),
    url: z.string({ error: MSG.required }).max(RESOURCE_URL_MAX, MSG.maxLength).optional(),
    shared_with_all: z.boolean({ error: MSG.invalidValue }).optional(),
    school_ids: zSchoolIds().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    checkOwnerAndSharing(v, ctx);
    if (v.kind === 'document') return;
    if (v.url === undefined || v.url.trim() === '') ctx.addIssue({ code: 'custom', message: MSG.required, path: ['url'] });
    else {
      const error = resourceUrlError(v.kind, v.url);
      if (error) ctx.addIssue({ code: 'custom', message: error, path: ['url'] });
    }
  });
export type TCreateResource = z.infer<typeof ZCreateResource>;

/** An id sent as a form field: digits that fit an integer column, else "Invalid value". */
const zFormId = () =>
  z
    .string({ error: MSG.invalidValue })
    .regex(/^\d{1,10}$/, MSG.invalidValue)
    .transform(Number)
    .refine((n) => n > 0 && n <= INT4_MAX, MSG.invalidValue);

/** The fields of a document's upload, sent before the file (all text, as forms send them). */
export const ZResourceDocumentFields = z
  .object({
    school_id: zFormId().optional(),
    district_id: zFormId().optional(),
    folder_id: z
      .union([z.literal(''), zFormId()], { error: MSG.invalidValue })
      .transform((v) => (v === '' ? null : v))
      .optional(),
    kind: z.literal('document', { error: (issue) => (issue.input === undefined ? MSG.required : MSG.invalidValue) }),
    title: zTitle(),
    description: zDescription().optional(),
    shared_with_all: z
      .enum(['true', 'false'], { error: MSG.invalidValue })
      .transform((v) => v === 'true')
      .optional(),
    school_ids: z
      .string({ error: MSG.invalidValue })
      .regex(/^(\d{1,10}(,\d{1,10})*)?$/, MSG.invalidValue)
      .transform((v) => (v ? [...new Set(v.split(',').map(Number))] : []))
      .refine((ids) => ids.length <= RESOURCE_SHARE_MAX && ids.every((n) => n > 0 && n <= INT4_MAX), MSG.invalidValue)
      .optional(),
  })
  .strict()
  .superRefine(checkOwnerAndSharing);
export type TResourceDocumentFields = z.infer<typeof ZResourceDocumentFields>;

/**
 * A change (the version read is required; 409 when stale): texts, the address (checked for the
 * resource's kind; a document has none), the folder (a move: `null` is the top level, the owner never
 * changes), and a district resource's sharing.
 */
export const ZUpdateResource = z
  .object({
    version: zInt(),
    title: zTitle().optional(),
    description: zDescription().optional(),
    url: z.string({ error: MSG.invalidValue }).trim().min(1, MSG.required).max(RESOURCE_URL_MAX, MSG.maxLength).optional(),
    folder_id: zIdValue().nullable().optional(),
    shared_with_all: z.boolean({ error: MSG.invalidValue }).optional(),
    school_ids: zSchoolIds().optional(),
  })
  .strict();
export type TUpdateResource = z.infer<typeof ZUpdateResource>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZResource = z.object({
  id: z.number().int(),
  version: z.number().int(),
  district_id: z.number().int(),
  /** null: a district resource. */
  school_id: z.number().int().nullable(),
  folder_id: z.number().int().nullable(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  description: z.string().nullable(),
  /** Links, Google Docs and videos; null for a document. */
  url: z.string().nullable(),
  /** A video's id, for the privacy-enhanced player. */
  video_id: z.string().nullable(),
  /** A document: its name, size and checked type; downloaded at /api/v1/resources/{id}/file/. */
  file: z.object({ name: z.string(), size: z.number().int(), content_type: z.string() }).nullable(),
  /** A district resource listed at a school: shared with it, read-only there. */
  from_district: z.boolean(),
  /** A district resource's sharing, shown to the district's staff only (null otherwise). */
  sharing: z.object({ all: z.boolean(), school_ids: z.array(z.number().int()) }).nullable(),
  created_by: ZNamed.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TResource = z.infer<typeof ZResource>;

export const ZResourcePage = zPage(ZResource);
export type TResourcePage = z.infer<typeof ZResourcePage>;
