/**
 * A district's own export (issue 24, section 6): `/api/v1/districts/{id}/export/`. All of the district's data in one
 * zip (CSV and JSON per area, plus the stored files), made in the background for its admins (and super admins), with
 * progress, e-mailed as a link and downloadable for 7 days by the district's admins. The answer to a request is 202
 * with a message in the caller's language.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId } from '../validation.ts';
import { zPage } from './common.ts';

/** Days a finished district export can be downloaded (as the plan bulk export). */
export const DISTRICT_EXPORT_DAYS = 7;

/** What the API says about district exports. */
export const DISTRICT_EXPORT_MSG = {
  queued: 'The export of the district is being made: you will receive an e-mail with a link when it is ready.',
  busy: 'An export of this district is already being made',
  expired: 'This export has expired: its file was removed 7 days after it was made. Export the district again.',
  notReady: 'This export is not ready yet',
  failed: 'This export failed. Export the district again.',
} as const satisfies Record<string, MessageKey>;

export const DISTRICT_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type DistrictExportStatus = (typeof DISTRICT_EXPORT_STATUSES)[number];

/** `{ confirm: true }`: the whole district's data leaves with it, so the request says it means it. */
export const ZDistrictExportRequest = z.strictObject(
  { confirm: z.literal(true, { error: MSG.required }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? MSG.invalidValue : MSG.required) },
);
export type TDistrictExportRequest = z.infer<typeof ZDistrictExportRequest>;

export const ZDistrictExportQueued = z.object({ id: z.number().int(), message: z.string() });
export type TDistrictExportQueued = z.infer<typeof ZDistrictExportQueued>;

export const ZDistrictExport = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  requested_by: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(DISTRICT_EXPORT_STATUSES),
  /** Progress: parts written of the total (areas, then files). */
  total: z.number().int(),
  done_count: z.number().int(),
  students: z.number().int(),
  size: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
  download_url: z.string().nullable(),
});
export type TDistrictExport = z.infer<typeof ZDistrictExport>;

export const ZDistrictExportList = zPage(ZDistrictExport);
export type TDistrictExportList = z.infer<typeof ZDistrictExportList>;

/** `/api/v1/districts/{id}/export/{exportId}/download/`. */
export const ZDistrictExportParams = z.object({ id: zId(), exportId: zId() }).strict();
