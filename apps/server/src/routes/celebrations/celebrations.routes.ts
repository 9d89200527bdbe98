/** Celebrations (issue 10, section 3): a student's, a school's or a meeting's, paged; one celebration's changes. */
import { ZCelebration, ZCelebrationList, ZCelebrationListQuery, ZCreateCelebration, ZIdParams, ZUpdateCelebration } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { toPage } from '../../lib/paging.ts';
import { authedContext } from '../../plugins/auth.ts';
import { listCelebrationsFor } from '../../services/celebrations/list-celebrations.ts';
import { createCelebration, deleteCelebration, readCelebration, updateCelebration } from '../../services/celebrations/save-celebration.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['celebrations'];

export function celebrationRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/celebrations/',
    {
      schema: {
        tags,
        summary: 'Celebrations of a student (student=), a school (school=, school_only=true for its own) or a meeting (meeting=), since a day (since=), newest first, paged',
        querystring: ZCelebrationListQuery,
        response: { 200: ZCelebrationList },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results, create } = await listCelebrationsFor(authedContext(ctx, request), q);
      return { ...toPage({ ...q, all: false }, count, results), abilities: { create } };
    },
  );

  app.post(
    '/api/v1/celebrations/',
    { schema: { tags, summary: 'Add a celebration to a school, about one of its students or the school itself', body: ZCreateCelebration, response: { 201: ZCelebration } } },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await createCelebration(sc, request.body);
      return reply.code(201).send(await readCelebration(sc, id));
    },
  );

  app.get('/api/v1/celebrations/:id/', { schema: { tags, summary: 'One celebration', params: ZIdParams, response: { 200: ZCelebration } } }, async (request) =>
    readCelebration(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/celebrations/:id/',
    { schema: { tags, summary: 'Change a celebration (version required; 409 when stale)', params: ZIdParams, body: ZUpdateCelebration, response: { 200: ZCelebration } } },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updateCelebration(sc, request.params.id, request.body);
      return readCelebration(sc, request.params.id);
    },
  );

  app.delete(
    '/api/v1/celebrations/:id/',
    { schema: { tags, summary: 'Delete a celebration (its author, the school’s and the district’s admins and leaders)', params: ZIdParams } },
    async (request, reply) => {
      await deleteCelebration(authedContext(ctx, request), request.params.id);
      return reply.code(204).send();
    },
  );
}
