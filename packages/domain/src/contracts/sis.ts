/**
 * SIS sync (issue 4, section 6): a OneRoster 1.1 CSV bundle uploaded for a district, planned
 * by a job (a dry run that writes no student or user), then applied on request. Messages in
 * `errors` and `summary` are i18n keys with their parameters.
 */
import { z } from 'zod';
import { MSG, zId, zIdValue } from '../validation.ts';
import { ZPageQuery } from './common.ts';

export const SIS_SYNC_STATUSES = ['queued', 'running', 'needs_mapping', 'needs_confirmation', 'failed', 'succeeded'] as const;
export type SisSyncStatus = (typeof SIS_SYNC_STATUSES)[number];

/** Over this share of a school's active students archived by one sync, the sync asks for confirmation. */
export const SIS_ARCHIVE_GUARD_RATIO = 0.1;

const zIdQuery = zId;

export const ZSisError = z.object({
  file: z.string(),
  line: z.number().int().optional(),
  column: z.string().optional(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TSisError = z.infer<typeof ZSisError>;

/** What a sync did (or would do) in one school. */
export const ZSisSchoolSummary = z.object({
  school_id: z.number().int(),
  school_name: z.string(),
  active_before: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  archived: z.number().int(),
  /** archived / active_before (0 when the school had none). */
  archive_ratio: z.number(),
  teachers_invited: z.number().int(),
  teachers_updated: z.number().int(),
  assignments_added: z.number().int(),
  assignments_removed: z.number().int(),
});
export type TSisSchoolSummary = z.infer<typeof ZSisSchoolSummary>;

export const ZSisOrg = z.object({
  sourced_id: z.string(),
  name: z.string(),
  school_id: z.number().int().nullable(),
  school_name: z.string().nullable(),
});
export type TSisOrg = z.infer<typeof ZSisOrg>;

export const ZSisSummary = z.object({
  orgs: z.array(ZSisOrg),
  unmatched_orgs: z.array(ZSisOrg),
  schools: z.array(ZSisSchoolSummary),
  /** Schools whose archive ratio is over the guard. */
  over_guard: z.array(z.number().int()),
});
export type TSisSummary = z.infer<typeof ZSisSummary>;

export const ZSisSync = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  file_name: z.string(),
  /** true until the plan has been applied. */
  dry_run: z.boolean(),
  status: z.enum(SIS_SYNC_STATUSES),
  summary: ZSisSummary.nullable(),
  errors: z.array(ZSisError),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  abilities: z.object({ apply: z.boolean(), map: z.boolean() }),
});
export type TSisSync = z.infer<typeof ZSisSync>;

export const ZSisSyncListQuery = ZPageQuery.extend({ district: zIdQuery().optional() }).strict();
export type TSisSyncListQuery = z.infer<typeof ZSisSyncListQuery>;

/** The district of an upload, in the query string, so it is checked before the file is read. */
export const ZSisUploadQuery = z.object({ district_id: zIdQuery().optional() }).strict();

export const ZSisUploadAccepted = z.object({ id: z.number().int(), message: z.string() });

export const ZSisApply = z.object({ confirm_archive: z.boolean().optional() }).strict();
export type TSisApply = z.infer<typeof ZSisApply>;

export const ZSisOrgMappingsQuery = z.object({ district: zIdQuery() }).strict();

export const ZSisOrgMappings = z.object({
  district_id: z.number().int(),
  /** The orgs (schools) of the district's latest bundle, with the school each is mapped to. */
  orgs: z.array(ZSisOrg),
  schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The upload limit, so the browser checks a bundle's size before sending it. */
  max_upload_mb: z.number().int(),
  abilities: z.object({ update: z.boolean() }),
});
export type TSisOrgMappings = z.infer<typeof ZSisOrgMappings>;

export const ZPutSisOrgMappings = z
  .object({
    district_id: zIdValue(),
    mappings: z.array(z.object({ org_sourced_id: z.string().trim().min(1, MSG.required).max(255, MSG.maxLength), school_id: zIdValue().nullable() }).strict()).max(1000, MSG.max),
  })
  .strict();
export type TPutSisOrgMappings = z.infer<typeof ZPutSisOrgMappings>;
