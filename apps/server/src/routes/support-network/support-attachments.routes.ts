/** A support's resources: links, Google Docs and videos by JSON, documents by multipart upload; removal; a document's download. */
import { MSG, ZCreateSupportAttachment, ZIdParams, ZSupport, ZSupportAttachmentParams } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { readUpload, sendStoredDocument } from '../../lib/uploads.ts';
import { authedContext } from '../../plugins/auth.ts';
import { readSupport } from '../../services/support-network/read-support.ts';
import { addDocument, addLink, readAttachmentFile, removeAttachment } from '../../services/support-network/support-attachments.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['supports'];

export function supportAttachmentRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/v1/supports/:id/attachments/',
    {
      schema: {
        tags,
        summary:
          'Attach a resource: JSON { kind: link | google_doc | youtube, title, url }, or a document as multipart (fields kind=document and title, then the file; types checked by content)',
        params: ZIdParams,
        // Nullish: a multipart upload has no JSON body (fastify validates it as null); its fields are checked as they are read.
        body: ZCreateSupportAttachment.nullish(),
        response: { 201: ZSupport },
      },
    },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = request.params.id;
      if (request.isMultipart()) await addDocument(sc, id, (beforeFile) => readUpload(request, 'document', ctx.config.uploads.documentMb, { beforeFile }));
      else if (request.body) await addLink(sc, id, request.body);
      else throw fieldError('kind', MSG.required);
      return reply.code(201).send(await readSupport(sc, id));
    },
  );

  app.delete(
    '/api/v1/supports/:id/attachments/:attachment/',
    { schema: { tags, summary: 'Remove a resource from a support (and its file)', params: ZSupportAttachmentParams } },
    async (request, reply) => {
      await removeAttachment(authedContext(ctx, request), request.params.id, request.params.attachment);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/supports/:id/attachments/:attachment/file/',
    { schema: { tags, summary: 'Download a support’s document (as an attachment, its checked type)', params: ZSupportAttachmentParams } },
    async (request, reply) => sendStoredDocument(reply, await readAttachmentFile(authedContext(ctx, request), request.params.id, request.params.attachment)),
  );
}
