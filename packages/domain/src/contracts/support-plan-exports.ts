/**
 * Support plans as PDF (issue 12, section 5): one plan (`GET /api/v1/support_plans/{id}/pdf/`, no contract but its
 * headers) and bulk exports (`/api/v1/support_plans/bulk_export/`): the plans of a school or a district chosen by
 * filters, drawn by a job into one zip that only the requester downloads, for 7 days, from the link they are
 * e-mailed. The answer to a request is 202 with the spec's message in the caller's language.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zText } from '../validation.ts';
import { zPage } from './common.ts';

/** Days a finished export can be downloaded. */
export const PLAN_EXPORT_DAYS = 7;

/** What the API says about plan PDFs and bulk exports. */
export const PLAN_EXPORT_MSG = {
  /** The spec's message (section 8), the 202 answer. */
  queued: 'The PDF file is currently being generated and will be sent to you via email soon.',
  /** The spec's message (section 8): the page shows it when a download fails. */
  pdfFailed: 'Could not download PDF',
  placeOne: 'Choose a district or a school, not both',
  none: 'No support plan matches these choices',
  template: 'Choose a template of this school or district',
  expired: 'This export has expired: its file was removed 7 days after it was made. Export the plans again.',
  notReady: 'This export is not ready yet',
  failedExport: 'This export failed. Export the plans again.',
  /** A failure of one plan (in the export's failures and its e-mail). */
  planGone: 'The plan was deleted or can no longer be read by you',
  planDraw: 'The PDF could not be drawn',
} as const satisfies Record<string, MessageKey>;

export const PLAN_EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type PlanExportStatus = (typeof PLAN_EXPORT_STATUSES)[number];

/** `{ school_id | district_id (exactly one), grade?, template?, status?, review_due? }`. */
export const ZBulkExportRequest = z
  .object({
    school_id: zIdValue().optional(),
    district_id: zIdValue().optional(),
    grade: zText(50).optional(),
    template: zIdValue().optional(),
    status: z.enum(['active', 'deactivated'], { error: MSG.invalidValue }).default('active'),
    review_due: z.boolean({ error: MSG.invalidValue }).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.school_id === undefined) === (v.district_id === undefined)) ctx.addIssue({ code: 'custom', path: ['school_id'], message: PLAN_EXPORT_MSG.placeOne });
  });
export type TBulkExportRequest = z.infer<typeof ZBulkExportRequest>;

/** `drafts`: how many of the plans chosen are not final (their PDFs say DRAFT on every page). */
export const ZBulkExportQueued = z.object({ id: z.number().int(), message: z.string(), drafts: z.number().int() });
export type TBulkExportQueued = z.infer<typeof ZBulkExportQueued>;

export const ZBulkExportFailure = z.object({ plan_id: z.number().int(), student: z.string(), error: z.string() });

/** An export's progress, for its requester. */
export const ZBulkExport = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  school_id: z.number().int().nullable(),
  filters: z.object({
    grade: z.string().optional(),
    template: z.number().int().optional(),
    status: z.enum(['active', 'deactivated']),
    review_due: z.boolean().optional(),
  }),
  status: z.enum(PLAN_EXPORT_STATUSES),
  total: z.number().int(),
  done_count: z.number().int(),
  failures: z.array(ZBulkExportFailure),
  size: z.number().int().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  /** Past `expires_at`: the file is gone. */
  expired: z.boolean(),
  /** The download's path while the file can be downloaded; null otherwise. */
  download_url: z.string().nullable(),
});
export type TBulkExport = z.infer<typeof ZBulkExport>;

/** The caller's recent exports of a school (`school=`) or of a district (`district=`). */
export const ZBulkExportListQuery = z
  .object({ school: zId().optional(), district: zId().optional() })
  .strict()
  .refine((v) => (v.district === undefined) !== (v.school === undefined), { message: PLAN_EXPORT_MSG.placeOne, path: ['school'] });
export type TBulkExportListQuery = z.infer<typeof ZBulkExportListQuery>;
export const ZBulkExportList = zPage(ZBulkExport);
export type TBulkExportList = z.infer<typeof ZBulkExportList>;
