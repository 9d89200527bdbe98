/**
 * Resources (issue 11, section 3): lists by owner and folder, one resource, its document, and the
 * writes. `POST /api/v1/resources/` takes a link, a Google Doc or a video as JSON, and a document as a
 * multipart upload (the fields first, then the file): the owner is authorized from the fields before
 * a byte of the file is read.
 */
import { ZCreateResource, ZIdParams, ZResource, ZResourceListQuery, ZResourcePage, ZUpdateResource } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { readUpload, sendStoredDocument } from '../../lib/uploads.ts';
import { authedContext } from '../../plugins/auth.ts';
import { parseDocumentFields } from '../../services/resources/document-fields.ts';
import { readResource, readResourceFile, readResources } from '../../services/resources/read-resources.ts';
import { createDocumentResource, createResource, deleteResource, prepareDocument, updateResource } from '../../services/resources/save-resource.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['resources'];

export function resourceRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/resources/',
    {
      schema: {
        tags,
        summary:
          'A school’s (school=) or a district’s (district=) resources, by title, paged (all=true: every one); folder=<id>, root (outside folders) or, at a school, shared (the district’s shared with it). A school’s list without folder holds its own and the shared ones.',
        querystring: ZResourceListQuery,
        response: { 200: ZResourcePage },
      },
    },
    async (request) => readResources(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/resources/',
    {
      schema: {
        tags,
        summary:
          'Add a link, a Google Doc or a YouTube video (JSON), or a document (multipart: school_id | district_id, folder_id, kind=document, title, description, shared_with_all, school_ids as ids separated by commas, then the file; types checked by content, up to the configured size)',
        // Null: a multipart upload, whose fields are read with the file.
        body: ZCreateResource.nullable(),
        response: { 201: ZResource },
      },
    },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      let id: number;
      if (request.isMultipart()) {
        let prepared: Awaited<ReturnType<typeof prepareDocument>> | undefined;
        const upload = await readUpload(request, 'document', ctx.config.uploads.documentMb, {
          beforeFile: async (fields) => {
            prepared = await prepareDocument(sc, parseDocumentFields(fields));
          },
        });
        id = await createDocumentResource(sc, prepared!, upload);
      } else {
        if (!request.body) throw fieldError('kind', 'Required');
        id = await createResource(sc, request.body);
      }
      return reply.code(201).send(await readResource(sc, id));
    },
  );

  app.get(
    '/api/v1/resources/:id/',
    { schema: { tags, summary: 'One resource (a district’s, shared with a school, is read-only there)', params: ZIdParams, response: { 200: ZResource } } },
    async (request) => readResource(authedContext(ctx, request), request.params.id),
  );

  app.get(
    '/api/v1/resources/:id/file/',
    { schema: { tags, summary: 'A document resource’s file, as an attachment (its checked type, nosniff, no-store)', params: ZIdParams } },
    async (request, reply) => sendStoredDocument(reply, await readResourceFile(authedContext(ctx, request), request.params.id)),
  );

  app.patch(
    '/api/v1/resources/:id/',
    {
      schema: {
        tags,
        summary:
          'Change a resource (version required; 409 when stale): title, description, address (checked for its kind), folder (a move within its owner), a district resource’s sharing',
        params: ZIdParams,
        body: ZUpdateResource,
        response: { 200: ZResource },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updateResource(sc, request.params.id, request.body);
      return readResource(sc, request.params.id);
    },
  );

  app.delete('/api/v1/resources/:id/', { schema: { tags, summary: 'Delete a resource (a document’s file goes with it)', params: ZIdParams } }, async (request, reply) => {
    await deleteResource(authedContext(ctx, request), request.params.id);
    return reply.code(204).send();
  });
}
