/** Supports given to students (issue 11, section 2): a student's list, giving one, one support given, its changes, and the student's support and tier history. */
import { ZGiveStudentSupport, ZIdParams, ZStudentSupport, ZStudentSupportList, ZStudentSupportListQuery, ZSupportHistory, ZUpdateStudentSupport } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { deleteSupportGiven, updateSupportGiven } from '../../services/supports-given/change-support.ts';
import { giveSupport } from '../../services/supports-given/give-support.ts';
import { listSupportsGiven, readSupportGiven } from '../../services/supports-given/read-supports.ts';
import { readSupportHistory } from '../../services/supports-given/support-history.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['student supports'];

export function studentSupportRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/student_supports/',
    { schema: { tags, summary: 'A student’s supports given (student=): current first, then past', querystring: ZStudentSupportListQuery, response: { 200: ZStudentSupportList } } },
    async (request) => listSupportsGiven(authedContext(ctx, request), request.query.student),
  );

  app.post(
    '/api/v1/student_supports/',
    {
      schema: {
        tags,
        summary: 'Give a student a support of the school’s network (support=) or a one-off (name, type), with its tier, start date and responsible person',
        body: ZGiveStudentSupport,
        response: { 201: ZStudentSupport },
      },
    },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await giveSupport(sc, request.body);
      return reply.code(201).send(await readSupportGiven(sc, id));
    },
  );

  app.get('/api/v1/student_supports/:id/', { schema: { tags, summary: 'One support given', params: ZIdParams, response: { 200: ZStudentSupport } } }, async (request) =>
    readSupportGiven(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/student_supports/:id/',
    {
      schema: {
        tags,
        summary: 'Change a support given, or end it (end_date and outcome together); version required, 409 when stale',
        params: ZIdParams,
        body: ZUpdateStudentSupport,
        response: { 200: ZStudentSupport },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updateSupportGiven(sc, request.params.id, request.body);
      return readSupportGiven(sc, request.params.id);
    },
  );

  app.delete(
    '/api/v1/student_supports/:id/',
    { schema: { tags, summary: 'Delete a support given by mistake (its giver, or the school’s roster editors), with its data points and sessions', params: ZIdParams } },
    async (request, reply) => {
      await deleteSupportGiven(authedContext(ctx, request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/students/:id/support_history/',
    {
      schema: {
        tags,
        summary: 'A student’s support and tier history, newest first: tiers, supports started and ended, board moves and celebrations',
        params: ZIdParams,
        response: { 200: ZSupportHistory },
      },
    },
    async (request) => readSupportHistory(authedContext(ctx, request), request.params.id),
  );
}
