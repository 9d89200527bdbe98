/** Team norms (issue 10, section 2): a school's or a district's ordered checklist, its changes and its order. */
import { ZCreateNorm, ZIdParams, ZNorm, ZNormList, ZNormListQuery, ZNormOrder, ZUpdateNorm } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { readNorm, readNorms } from '../../services/norms/read-norms.ts';
import { createNorm, deleteNorm, reorderNorms, updateNorm } from '../../services/norms/save-norm.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['norms'];

export function normRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/norms/',
    {
      schema: {
        tags,
        summary: 'A school’s (school=) or a district’s (district=) team norms in order, each with the number of started meetings that used it',
        querystring: ZNormListQuery,
        response: { 200: ZNormList },
      },
    },
    async (request) => readNorms(authedContext(ctx, request), request.query),
  );

  app.post(
    '/api/v1/norms/',
    { schema: { tags, summary: 'Add a norm at the end of a school’s or a district’s list', body: ZCreateNorm, response: { 201: ZNorm } } },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await createNorm(sc, request.body);
      return reply.code(201).send(await readNorm(sc, id));
    },
  );

  app.put(
    '/api/v1/norms/order/',
    { schema: { tags, summary: 'Reorder a school’s or a district’s norms (every id of the list once)', body: ZNormOrder, response: { 200: ZNormList } } },
    async (request) => {
      const sc = authedContext(ctx, request);
      const level = await reorderNorms(sc, request.body);
      return readNorms(sc, level.school_id !== null ? { school: level.school_id } : { district: level.district_id });
    },
  );

  app.patch(
    '/api/v1/norms/:id/',
    {
      schema: {
        tags,
        summary: 'Change a norm’s text, whether it is shown at meetings (active), or its place (version required; 409 when stale). Started meetings keep their copy.',
        params: ZIdParams,
        body: ZUpdateNorm,
        response: { 200: ZNorm },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updateNorm(sc, request.params.id, request.body);
      return readNorm(sc, request.params.id);
    },
  );

  app.delete('/api/v1/norms/:id/', { schema: { tags, summary: 'Delete a norm (started meetings keep their copy of its text)', params: ZIdParams } }, async (request, reply) => {
    await deleteNorm(authedContext(ctx, request), request.params.id);
    return reply.code(204).send();
  });
}
