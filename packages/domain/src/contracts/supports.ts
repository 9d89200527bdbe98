/**
 * The student support network (issue 11, section 1): supports (accommodations, strategies,
 * interventions) arranged by focus area and tier in three networks (shared, a district's, a school's
 * additions), their review workflows, import between networks, connected districts and attachments.
 *
 * Focus areas and tiers travel as **keys**: the lineage root of a configuration item (the item a level's
 * copy was made from, and so on; a root's key is its own id). A support keeps keys, so a shared support
 * lands in a district's customised "Literacy" row at every level. The continuum's axes give each key
 * with its labels, so forms offer keys and grids place supports by them.
 *
 * Lists (`GET /api/v1/supports/`):
 * - `level=shared`: the shared network (approved; super admins also see every submission, a district's
 *   managers their district's submissions with `status=pending|returned` and `district=`);
 * - `district=D` (or `level=district&district=D`): that district's network;
 * - `school=S`: that school's network, its district's approved supports and the school's own additions
 *   (approved; pending and returned proposals too for their authors and the school's reviewers);
 *   `level=school&school=S` only the school's additions (a leader's review queue with `status=pending`);
 * - `level=district&district=P&import_into=D`: a connected district's approved network, read for import;
 *   with `import_into`, each result says whether D already holds a copy of it.
 */
import { z } from 'zod';
import { RESOURCE_KINDS, SUPPORT_GROUP_SIZES, SUPPORT_LEVELS, SUPPORT_STATUSES, SUPPORT_TYPES } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zInt } from '../validation.ts';
import { zPage, ZPageQuery } from './common.ts';

export { RESOURCE_KINDS, SUPPORT_GROUP_SIZES, SUPPORT_LEVELS, SUPPORT_STATUSES, SUPPORT_TYPES } from '../enums.ts';
export type { ResourceKind, SupportGroupSize, SupportLevel, SupportStatus, SupportType } from '../enums.ts';

export const SUPPORT_NAME_MAX = 200;
export const SUPPORT_DESCRIPTION_MAX = 5000;
export const SUPPORT_DELIVERY_MAX = 200;
export const SUPPORT_COMMENT_MAX = 2000;
export const SUPPORT_SEARCH_MAX = 100;
export const SUPPORT_DURATION_MAX = 600;
/** At most this many supports in one import. */
export const SUPPORT_IMPORT_MAX = 200;
export const SUPPORT_ATTACHMENTS_MAX = 20;

/** What the API and the screens say about supports. */
export const SUPPORT_MSG = {
  name: 'Give the support a name in English or in French',
  focusAreas: 'Choose at least one focus area',
  tiers: 'Choose at least one tier',
  unknownKey: 'This choice is not in the list',
  comment: 'Say why the support is returned',
  notPending: 'This support is not waiting for review',
  notReturned: 'Only a returned proposal can be proposed again',
  inUse: 'This support is given to students: archive it instead',
  archived: 'This support is archived',
  selectSupports: 'Please select at least one support',
  notImportable: 'These supports cannot be imported here',
  alreadySubmitted: 'This support is already waiting for review in the shared network',
  partner: 'Choose another district',
  tooManyAttachments: 'A support holds up to {max} resources',
  notApproved: 'Only an approved support can be archived',
  notArchived: 'Only an archived support can be restored',
  notSubmittable: 'Only a district’s approved support can be sent to the shared network',
} as const satisfies Record<string, MessageKey>;

const zTrimmed = (max: number) => z.string().trim().max(max, MSG.maxLength);
const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.maxLength)
    .transform((v) => v || null)
    .nullable();
/** Missing: "Required"; anything else not in the list: "Invalid value". */
const requiredOrInvalid = { error: (issue: { input?: unknown }) => (issue.input === undefined ? MSG.required : MSG.invalidValue) };
const zKeys = (message: string) => z.array(zIdValue(), { error: message }).min(1, message).max(50, MSG.invalidValue);

/** The fields a support is written with (a create, or any of them in a change). */
const supportFields = {
  type: z.enum(SUPPORT_TYPES, requiredOrInvalid),
  name_en: zTrimmed(SUPPORT_NAME_MAX).default(''),
  name_fr: zTrimmed(SUPPORT_NAME_MAX).default(''),
  description_en: zTrimmed(SUPPORT_DESCRIPTION_MAX).default(''),
  description_fr: zTrimmed(SUPPORT_DESCRIPTION_MAX).default(''),
  /** Focus-area keys of the list that applies at the support's level (one at least). */
  focus_areas: zKeys(SUPPORT_MSG.focusAreas),
  /** Tier keys of the list that applies at the support's level (one at least). */
  tiers: zKeys(SUPPORT_MSG.tiers),
  /** How to deliver it: who, to how many at once, how often, for how long. */
  delivered_by: zOptionalText(SUPPORT_DELIVERY_MAX).optional(),
  group_size: z.enum(SUPPORT_GROUP_SIZES, { error: MSG.invalidValue }).nullable().optional(),
  frequency: zOptionalText(SUPPORT_DELIVERY_MAX).optional(),
  duration_minutes: zInt().min(1, MSG.min).max(SUPPORT_DURATION_MAX, MSG.max).nullable().optional(),
};

const hasName = (v: { name_en?: string; name_fr?: string }) => Boolean(v.name_en?.trim() || v.name_fr?.trim());

/**
 * A new support in a network: `level` shared (super admins), district (`district`: its admins and the
 * leaders who may manage schools) or school (`school`: its leaders add it to the network; anyone else
 * of the school proposes it, and it waits for the leaders' review).
 */
export const ZCreateSupport = z
  .object({ level: z.enum(SUPPORT_LEVELS, requiredOrInvalid), district: zIdValue().optional(), school: zIdValue().optional(), ...supportFields })
  .strict()
  .refine(hasName, { message: SUPPORT_MSG.name, path: ['name_en'] })
  .refine((v) => v.level !== 'district' || v.district !== undefined, { message: MSG.required, path: ['district'] })
  .refine((v) => v.level !== 'school' || v.school !== undefined, { message: MSG.required, path: ['school'] });
export type TCreateSupport = z.infer<typeof ZCreateSupport>;

/** A change: the version read and any of the fields (a name left must remain in one language). */
export const ZUpdateSupport = z
  .object({
    version: zInt(),
    type: supportFields.type.optional(),
    name_en: zTrimmed(SUPPORT_NAME_MAX).optional(),
    name_fr: zTrimmed(SUPPORT_NAME_MAX).optional(),
    description_en: zTrimmed(SUPPORT_DESCRIPTION_MAX).optional(),
    description_fr: zTrimmed(SUPPORT_DESCRIPTION_MAX).optional(),
    focus_areas: supportFields.focus_areas.optional(),
    tiers: supportFields.tiers.optional(),
    delivered_by: supportFields.delivered_by,
    group_size: supportFields.group_size,
    frequency: supportFields.frequency,
    duration_minutes: supportFields.duration_minutes,
  })
  .strict();
export type TUpdateSupport = z.infer<typeof ZUpdateSupport>;

/** A review or a state change names the version read (409 when stale). */
export const ZSupportVersion = z.object({ version: zInt() }).strict();
export type TSupportVersion = z.infer<typeof ZSupportVersion>;

/** Approving a proposal or a submission, with an optional word for its author. */
export const ZApproveSupport = z.object({ version: zInt(), comment: zOptionalText(SUPPORT_COMMENT_MAX).optional() }).strict();
export type TApproveSupport = z.infer<typeof ZApproveSupport>;

/** Returning it to its author: the comment is required. */
export const ZReturnSupport = z
  .object({
    version: zInt(),
    comment: z.string({ error: SUPPORT_MSG.comment }).trim().min(1, SUPPORT_MSG.comment).max(SUPPORT_COMMENT_MAX, MSG.maxLength),
  })
  .strict();
export type TReturnSupport = z.infer<typeof ZReturnSupport>;

/** A district's support sent to the shared network (a pending copy that remembers it). */
export const ZSubmitSupport = z.object({ comment: zOptionalText(SUPPORT_COMMENT_MAX).optional() }).strict();
export type TSubmitSupport = z.infer<typeof ZSubmitSupport>;

/** Copies of shared or connected-district supports into a district's network. */
export const ZImportSupports = z
  .object({
    district: zIdValue(),
    supports: z.array(zIdValue(), { error: SUPPORT_MSG.selectSupports }).min(1, SUPPORT_MSG.selectSupports).max(SUPPORT_IMPORT_MAX, MSG.max),
  })
  .strict();
export type TImportSupports = z.infer<typeof ZImportSupports>;

export const ZSupportListQuery = ZPageQuery.extend({
  level: z.enum(SUPPORT_LEVELS, { error: MSG.invalidValue }).optional(),
  district: zId().optional(),
  school: zId().optional(),
  type: z.enum(SUPPORT_TYPES, { error: MSG.invalidValue }).optional(),
  /** A focus-area key. */
  focus_area: zId().optional(),
  /** A tier key. */
  tier: zId().optional(),
  status: z.enum(SUPPORT_STATUSES, { error: MSG.invalidValue }).optional(),
  search: z.string().trim().max(SUPPORT_SEARCH_MAX, MSG.maxLength).optional(),
  /** Reading a network for import into this district: results say `already_imported`. */
  import_into: zId().optional(),
}).strict();
export type TSupportListQuery = z.infer<typeof ZSupportListQuery>;

/** The continuum of a network: `level=shared`, `district=D` or `school=S` (its district's and its own), optionally one type. */
export const ZSupportContinuumQuery = z
  .object({
    level: z.enum(SUPPORT_LEVELS, { error: MSG.invalidValue }).optional(),
    district: zId().optional(),
    school: zId().optional(),
    type: z.enum(SUPPORT_TYPES, { error: MSG.invalidValue }).optional(),
  })
  .strict();
export type TSupportContinuumQuery = z.infer<typeof ZSupportContinuumQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A support as lists and the continuum show it: both languages' names (the reader's first, the other when empty). */
export const ZSupportSummary = z.object({
  id: z.number().int(),
  level: z.enum(SUPPORT_LEVELS),
  district: z.number().int().nullable(),
  school: z.number().int().nullable(),
  type: z.enum(SUPPORT_TYPES),
  name_en: z.string(),
  name_fr: z.string(),
  focus_area_keys: z.array(z.number().int()),
  tier_keys: z.array(z.number().int()),
  group_size: z.enum(SUPPORT_GROUP_SIZES).nullable(),
  duration_minutes: z.number().int().nullable(),
  status: z.enum(SUPPORT_STATUSES),
  /** The support it was imported or submitted from. */
  source: z.object({ id: z.number().int(), level: z.enum(SUPPORT_LEVELS) }).nullable(),
  /** With `import_into` only: the district already holds a copy of it. */
  already_imported: z.boolean().optional(),
  updated_at: z.string(),
});
export type TSupportSummary = z.infer<typeof ZSupportSummary>;

export const ZSupportList = zPage(ZSupportSummary).extend({
  /** What the caller may do where the list is (the school, the district, the shared network). */
  abilities: z.object({ create: z.boolean(), propose: z.boolean(), import: z.boolean() }),
});
export type TSupportList = z.infer<typeof ZSupportList>;

/** An axis of the continuum, or a support's focus area or tier: its key and labels (tiers have a colour). */
export const ZSupportAxisItem = z.object({ key: z.number().int(), label_en: z.string(), label_fr: z.string(), color: z.string().nullable() });
export type TSupportAxisItem = z.infer<typeof ZSupportAxisItem>;

/** The focus area × tier grid: the axes that apply where it is read and the approved supports to place on them. */
export const ZSupportContinuum = z.object({
  level: z.enum(SUPPORT_LEVELS),
  district: z.number().int().nullable(),
  school: z.number().int().nullable(),
  focus_areas: z.array(ZSupportAxisItem),
  tiers: z.array(ZSupportAxisItem),
  supports: z.array(ZSupportSummary),
  abilities: z.object({ create: z.boolean(), propose: z.boolean(), import: z.boolean() }),
});
export type TSupportContinuum = z.infer<typeof ZSupportContinuum>;

export const ZSupportAttachment = z.object({
  id: z.number().int(),
  kind: z.enum(RESOURCE_KINDS),
  title: z.string(),
  /** Links, Google Docs and videos. */
  url: z.string().nullable(),
  /** A video's id, for the privacy-enhanced player. */
  video_id: z.string().nullable(),
  /** An uploaded document: download at /api/v1/supports/{id}/attachments/{attachment}/file/. */
  file: z.object({ name: z.string(), size: z.number().int(), content_type: z.string() }).nullable(),
});
export type TSupportAttachment = z.infer<typeof ZSupportAttachment>;

/** A link, a Google Doc or a video attached by JSON; documents by multipart upload (fields `kind=document`, `title`, then the file). */
export const ZCreateSupportAttachment = z
  .object({
    kind: z.enum(['link', 'google_doc', 'youtube'], { error: MSG.invalidValue }),
    title: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(SUPPORT_NAME_MAX, MSG.maxLength),
    url: z.string({ error: MSG.required }).trim().min(1, MSG.required),
  })
  .strict();
export type TCreateSupportAttachment = z.infer<typeof ZCreateSupportAttachment>;

export const ZSupportAbilities = z.object({
  update: z.boolean(),
  delete: z.boolean(),
  archive: z.boolean(),
  restore: z.boolean(),
  approve: z.boolean(),
  return: z.boolean(),
  /** Propose a returned proposal again (its author). */
  propose: z.boolean(),
  /** Send a copy to the shared network (a district support, its district's managers). */
  submit: z.boolean(),
  attach: z.boolean(),
});
export type TSupportAbilities = z.infer<typeof ZSupportAbilities>;

export const ZSupport = ZSupportSummary.extend({
  version: z.number().int(),
  description_en: z.string(),
  description_fr: z.string(),
  focus_areas: z.array(ZSupportAxisItem),
  tiers: z.array(ZSupportAxisItem),
  delivered_by: z.string().nullable(),
  frequency: z.string().nullable(),
  review_comment: z.string().nullable(),
  reviewed_by: ZNamed.nullable(),
  reviewed_at: z.string().nullable(),
  /** A shared-network submission: the district that sent it. */
  submitted_district: ZNamed.nullable(),
  /** Where it came from, named (a shared support, or a district's). */
  source_name: z.string().nullable(),
  created_by: ZNamed.nullable(),
  created_at: z.string(),
  archived_at: z.string().nullable(),
  /** Students who hold it now (supports given, not ended), across the caller's scope. */
  given_count: z.number().int(),
  /**
   * A district's support, for its managers: its newest copy sent to the shared network (pending, returned, or
   * approved into it), else null. While one is pending, `abilities.submit` is false.
   */
  submission: z
    .object({ id: z.number().int(), status: z.enum(SUPPORT_STATUSES) })
    .nullable()
    .optional(),
  attachments: z.array(ZSupportAttachment),
  abilities: ZSupportAbilities,
});
export type TSupport = z.infer<typeof ZSupport>;

/** The import's answer: the copies made, and the supports left out because the district already holds a copy. */
export const ZImportResult = z.object({ imported: z.array(ZSupportSummary), skipped: z.array(z.number().int()) });
export type TImportResult = z.infer<typeof ZImportResult>;

/** Connected districts (kept by super admins): each reads the other's approved network to import from it. */
export const ZConnectionsQuery = z.object({ district: zId() }).strict();
export const ZConnection = z.object({ district: ZNamed, created_at: z.string() });
export const ZConnections = z.object({ results: z.array(ZConnection), abilities: z.object({ update: z.boolean() }) });
export type TConnections = z.infer<typeof ZConnections>;
export const ZCreateConnection = z.object({ district: zIdValue(), partner: zIdValue() }).strict();
export type TCreateConnection = z.infer<typeof ZCreateConnection>;
export const ZDeleteConnectionQuery = z.object({ district: zId(), partner: zId() }).strict();

export const ZSupportAttachmentParams = z.object({ id: zId(), attachment: zId() }).strict();
