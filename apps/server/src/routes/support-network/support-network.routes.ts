/** The support network (issue 11, section 1): lists, the continuum, one support's reads and changes, imports. */
import type { TSupportContinuum } from '@ss/domain';
import {
  ZCreateSupport,
  ZIdParams,
  ZImportResult,
  ZImportSupports,
  ZSupport,
  ZSupportContinuum,
  ZSupportContinuumQuery,
  ZSupportList,
  ZSupportListQuery,
  ZUpdateSupport,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { importSupports } from '../../services/support-network/import-supports.ts';
import { listSupportsFor } from '../../services/support-network/list-supports.ts';
import { continuumJson, readContinuum } from '../../services/support-network/read-continuum.ts';
import { readSupport } from '../../services/support-network/read-support.ts';
import { createSupport, deleteSupport, updateSupport } from '../../services/support-network/save-support.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['supports'];

export function supportRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/supports/',
    {
      schema: {
        tags,
        summary:
          'A network’s supports (level=shared, district=, school=; approved unless status=), filtered by type, focus_area and tier keys and search; import_into=D reads a network to import from',
        querystring: ZSupportListQuery,
        response: { 200: ZSupportList },
      },
    },
    async (request) => listSupportsFor(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/supports/',
    {
      schema: {
        tags,
        summary: 'Add a support to the shared network, a district’s or a school’s (a school’s reviewers add it; anyone else of the school proposes it)',
        body: ZCreateSupport,
        response: { 201: ZSupport },
      },
    },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await createSupport(sc, request.body);
      return reply.code(201).send(await readSupport(sc, id));
    },
  );

  app.get(
    '/api/v1/supports/continuum/',
    {
      schema: {
        tags,
        summary: 'The focus area × tier grid of a network (level=shared, district= or school=): the axes that apply there and its approved supports, optionally of one type',
        querystring: ZSupportContinuumQuery,
        response: { 200: ZSupportContinuum },
      },
      // Hundreds of supports (measured at 500): the grid is kept as JSON (continuum-cache.ts) and written as it is,
      // not checked field by field; support-network.test.ts checks answers against ZSupportContinuum.strict.
      serializerCompiler: () => (payload: unknown) => (typeof payload === 'string' ? payload : JSON.stringify(payload)),
    },
    async (request, reply) => {
      const answer = await readContinuum(authedContext(ctx, request), request.query);
      // The JSON text goes out as it is (the serializer above passes strings through); the schema still documents it.
      return reply.type('application/json; charset=utf-8').send(continuumJson(answer) as unknown as TSupportContinuum);
    },
  );

  app.post(
    '/api/v1/supports/import/',
    {
      schema: {
        tags,
        summary: 'Copy approved supports of the shared network or of a connected district into a district’s network (supports it holds a copy of are skipped)',
        body: ZImportSupports,
        response: { 200: ZImportResult },
      },
    },
    async (request) => importSupports(authedContext(ctx, request), request.body),
  );

  app.get(
    '/api/v1/supports/:id/',
    { schema: { tags, summary: 'One support, with its resources and abilities', params: ZIdParams, response: { 200: ZSupport } } },
    async (request) => readSupport(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/supports/:id/',
    { schema: { tags, summary: 'Change a support (version required; 409 when stale)', params: ZIdParams, body: ZUpdateSupport, response: { 200: ZSupport } } },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updateSupport(sc, request.params.id, request.body);
      return readSupport(sc, request.params.id);
    },
  );

  app.delete(
    '/api/v1/supports/:id/',
    { schema: { tags, summary: 'Delete a support (409 while it is given to a student: archive it)', params: ZIdParams } },
    async (request, reply) => {
      await deleteSupport(authedContext(ctx, request), request.params.id);
      return reply.code(204).send();
    },
  );
}
