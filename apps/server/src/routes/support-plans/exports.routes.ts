/**
 * Support plans as PDF (issue 12, section 5): one plan's PDF, and bulk exports of a school's or a district's plans
 * into one zip made by a job and e-mailed to the requester as a link (only they download it, for 7 days).
 */
import type { FastifyReply } from 'fastify';
import { ZBulkExport, ZBulkExportList, ZBulkExportListQuery, ZBulkExportQueued, ZBulkExportRequest, ZIdParams } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { downloadBulkExport, listBulkExports, readBulkExport, requestBulkExport } from '../../services/support-plans/exports.ts';
import { supportPlanPdf } from '../../services/support-plans/plan-pdf.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['support plans'];

/** RFC 5987: UTF-8, percent-encoded, with the characters encodeURIComponent leaves but the grammar does not allow. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A download no cache keeps, named in ASCII with the name as written beside it (`filename*`). */
function sendDownload(reply: FastifyReply, file: { contentType: string; fileName: string; fullName?: string; data: Buffer }) {
  const disposition = `attachment; filename="${file.fileName}"` + (file.fullName ? `; filename*=UTF-8''${rfc5987(file.fullName)}` : '');
  return reply.header('content-type', file.contentType).header('content-disposition', disposition).header('cache-control', 'no-store').send(file.data);
}

export function supportPlanExportRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/v1/support_plans/bulk_export/',
    {
      schema: {
        tags,
        summary:
          'Export the plans of a school (school_id) or a district (district_id) as PDFs in one zip, made in the background and e-mailed as a link (filters: grade, template, status, review_due); 202 with the message',
        body: ZBulkExportRequest,
        response: { 202: ZBulkExportQueued },
      },
    },
    async (request, reply) => reply.code(202).send(await requestBulkExport(authedContext(ctx, request), request.body)),
  );

  app.get(
    '/api/v1/support_plans/bulk_export/',
    {
      schema: {
        tags,
        summary: 'The caller’s recent bulk exports of a school (school=) or a district (district=), newest first',
        querystring: ZBulkExportListQuery,
        response: { 200: ZBulkExportList },
      },
    },
    async (request) => listBulkExports(authedContext(ctx, request), request.query),
  );

  app.get(
    '/api/v1/support_plans/bulk_export/:id/',
    { schema: { tags, summary: 'A bulk export’s progress (its requester only)', params: ZIdParams, response: { 200: ZBulkExport } } },
    async (request) => readBulkExport(authedContext(ctx, request), request.params.id),
  );

  app.get(
    '/api/v1/support_plans/bulk_export/:id/download/',
    { schema: { tags, summary: 'The bulk export’s zip (its requester only, until it expires: then 410; audited)', params: ZIdParams } },
    async (request, reply) => {
      const file = await downloadBulkExport(authedContext(ctx, request), request.params.id);
      return sendDownload(reply, { contentType: 'application/zip', fileName: file.fileName, data: file.data });
    },
  );

  app.get('/api/v1/support_plans/:id/pdf/', { schema: { tags, summary: 'One plan as PDF, in its district’s language (audited)', params: ZIdParams } }, async (request, reply) => {
    const file = await supportPlanPdf(authedContext(ctx, request), request.params.id);
    return sendDownload(reply, { contentType: 'application/pdf', fileName: file.fileName, fullName: file.fullName, data: file.pdf });
  });
}
