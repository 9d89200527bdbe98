/** Files attached to the assessments of a plan's specialized assessment part: list, upload (multipart), download, remove. */
import { ZIdParams, ZPlanAttachmentList, ZPlanAttachmentParams } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { readUpload, sendStoredDocument } from '../../lib/uploads.ts';
import { authedContext } from '../../plugins/auth.ts';
import { downloadPlanAttachment, listPlanAttachments, removePlanAttachment, uploadPlanAttachment } from '../../services/support-plans/attachments.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['support plans'];

export function supportPlanAttachmentRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/support_plans/:id/attachments/',
    {
      schema: {
        tags,
        summary: 'The files attached to the plan’s assessments (names, sizes, types; never the bytes), and whether the caller may change them',
        params: ZIdParams,
        response: { 200: ZPlanAttachmentList },
      },
    },
    async (request) => listPlanAttachments(authedContext(ctx, request), request.params.id),
  );

  app.post(
    '/api/v1/support_plans/:id/attachments/',
    {
      schema: {
        tags,
        summary:
          'Attach a file to an assessment: multipart, the field assessment_id (the assessment’s id) then the file (PDF, images, Word/Excel/PowerPoint, OpenDocument, text; checked by content; up to the document size limit)',
        params: ZIdParams,
        response: { 201: ZPlanAttachmentList },
      },
    },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const list = await uploadPlanAttachment(sc, request.params.id, (beforeFile) => readUpload(request, 'document', ctx.config.uploads.documentMb, { beforeFile }));
      return reply.code(201).send(list);
    },
  );

  app.get(
    '/api/v1/support_plans/:id/attachments/:attachment/',
    { schema: { tags, summary: 'Download an attached file (as an attachment, its checked type, not cached)', params: ZPlanAttachmentParams } },
    async (request, reply) => sendStoredDocument(reply, await downloadPlanAttachment(authedContext(ctx, request), request.params.id, request.params.attachment)),
  );

  app.delete(
    '/api/v1/support_plans/:id/attachments/:attachment/',
    { schema: { tags, summary: 'Remove an attached file', params: ZPlanAttachmentParams } },
    async (request, reply) => {
      await removePlanAttachment(authedContext(ctx, request), request.params.id, request.params.attachment);
      return reply.code(204).send();
    },
  );
}
