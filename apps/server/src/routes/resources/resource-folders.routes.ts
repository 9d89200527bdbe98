/** Resource folders (issue 11, section 3): an owner's tree, new folders, renames and moves, deletions. */
import { ZCreateResourceFolder, ZDeleteResourceFolderQuery, ZIdParams, ZResourceFolder, ZResourceFolderList, ZResourceFolderListQuery, ZUpdateResourceFolder } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { readResourceFolder, readResourceFolders } from '../../services/resources/read-resources.ts';
import { createResourceFolder, deleteResourceFolder, updateResourceFolder } from '../../services/resources/save-folder.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['resources'];

export function resourceFolderRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/resource_folders/',
    {
      schema: {
        tags,
        summary:
          'A school’s (school=) or a district’s (district=) whole folder tree, flat: parents first, each with its depth and direct counts; the top level’s and the shared counts; the document size limit',
        querystring: ZResourceFolderListQuery,
        response: { 200: ZResourceFolderList },
      },
    },
    async (request) => readResourceFolders(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/resource_folders/',
    {
      schema: {
        tags,
        summary: 'A new folder of a school or a district, at the top level or in a folder (up to the depth limit)',
        body: ZCreateResourceFolder,
        response: { 201: ZResourceFolder },
      },
    },
    async (request, reply) => {
      const id = await createResourceFolder(authedContext(ctx, request), request.body);
      return reply.code(201).send(await readResourceFolder(authedContext(ctx, request), id));
    },
  );

  app.patch(
    '/api/v1/resource_folders/:id/',
    {
      schema: {
        tags,
        summary: 'Rename a folder and/or move it (parent_id; null: the top level): same owner, never into itself or one of its folders, within the depth limit',
        params: ZIdParams,
        body: ZUpdateResourceFolder,
        response: { 200: ZResourceFolder },
      },
    },
    async (request) => {
      await updateResourceFolder(authedContext(ctx, request), request.params.id, request.body);
      return readResourceFolder(authedContext(ctx, request), request.params.id);
    },
  );

  app.delete(
    '/api/v1/resource_folders/:id/',
    {
      schema: {
        tags,
        summary: 'Delete a folder; one that holds folders or resources answers 409 unless recursive=true (then everything in it goes too)',
        params: ZIdParams,
        querystring: ZDeleteResourceFolderQuery,
      },
    },
    async (request, reply) => {
      await deleteResourceFolder(authedContext(ctx, request), request.params.id, request.query.recursive === 'true');
      return reply.code(204).send();
    },
  );
}
