/**
 * Contracts of the imports area (issue 4, section 2): CSV export of a school's or a district's
 * students, CSV import (queued, validated whole by a job) with its history, and the district's
 * retention setting (automatic deletion of archived students).
 */
import { z } from 'zod';
import { STUDENT_STATUSES } from '../enums.ts';
import { MSG, zId } from '../validation.ts';
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from '../student-imports-shared.ts';
import { ZPageQuery } from './common.ts';

export const EXPORT_STATUSES = STUDENT_STATUSES.filter((s) => s !== 'deleted') as ['active', 'graduated', 'archived'];

/**
 * GET /api/v1/students/export/ — exactly one of school and district; status: active when absent.
 * lang: headers and words in English or French; without it, the import's own column names and codes.
 */
export const ZStudentExportQuery = z
  .object({
    school: zId().optional(),
    district: zId().optional(),
    status: z
      .union([z.enum(EXPORT_STATUSES, { error: MSG.invalidValue }), z.array(z.enum(EXPORT_STATUSES, { error: MSG.invalidValue }))])
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .optional(),
    lang: z.enum(['en', 'fr'], { error: MSG.invalidValue }).optional(),
  })
  .strict()
  .refine((q) => (q.school === undefined) !== (q.district === undefined), { message: MSG.required, path: ['school'] });
export type TStudentExportQuery = z.infer<typeof ZStudentExportQuery>;

export const STUDENT_IMPORT_STATUSES = ['queued', 'running', 'failed', 'succeeded'] as const;

export const ZImportRowError = z.object({
  /** The CSV line (the header is line 1); 0 when the error concerns the whole file. */
  line: z.number().int(),
  field: z.string().optional(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type TImportRowError = z.infer<typeof ZImportRowError>;

export const ZStudentImport = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  school_id: z.number().int(),
  file_name: z.string(),
  status: z.enum(STUDENT_IMPORT_STATUSES),
  total_rows: z.number().int().nullable(),
  created_count: z.number().int().nullable(),
  updated_count: z.number().int().nullable(),
  unchanged_count: z.number().int().nullable(),
  error_count: z.number().int(),
  created_by: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TStudentImport = z.infer<typeof ZStudentImport>;

/** One import with its bad rows. */
export const ZStudentImportDetail = ZStudentImport.extend({ errors: z.array(ZImportRowError) });
export type TStudentImportDetail = z.infer<typeof ZStudentImportDetail>;

export const ZStudentImportListQuery = ZPageQuery.extend({ school: zId() });

/** The history page; `max_upload_mb` tells the upload form the server's limit before it sends a file. */
export const ZStudentImportPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(ZStudentImport),
  max_upload_mb: z.number().int(),
});
export type TStudentImportPage = z.infer<typeof ZStudentImportPage>;

export const ZImportAccepted = z.object({ id: z.number().int(), message: z.string() });
export type TImportAccepted = z.infer<typeof ZImportAccepted>;

// Retention -------------------------------------------------------------------

export const ZRetention = z.object({
  district_id: z.number().int(),
  /** null: archived students are kept (auto-delete switched off). */
  archive_auto_delete_days: z.number().int().nullable(),
  abilities: z.object({ update: z.boolean() }),
});
export type TRetention = z.infer<typeof ZRetention>;

export const ZUpdateRetention = z
  .object({
    archive_auto_delete_days: z.number({ error: MSG.onlyNumbers }).int(MSG.onlyNumbers).min(RETENTION_MIN_DAYS, MSG.min).max(RETENTION_MAX_DAYS, MSG.max).nullable(),
  })
  .strict();
export type TUpdateRetention = z.infer<typeof ZUpdateRetention>;
