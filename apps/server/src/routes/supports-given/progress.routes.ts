/** Progress monitoring (data points) and the fidelity log (sessions) of a support given (issue 11, section 2). */
import { ZCreateDataPoint, ZCreateSession, ZDataPoint, ZDataPointList, ZDataPointParams, ZIdParams, ZSession, ZSessionList, ZSessionParams, ZUpdateDataPoint } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { addDataPoint, listDataPoints, listSessions, logSession, removeDataPoint, removeSession, updateDataPoint } from '../../services/supports-given/progress.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['student supports'];

export function studentSupportProgressRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/student_supports/:id/data_points/',
    { schema: { tags, summary: 'A support given’s data points, oldest first', params: ZIdParams, response: { 200: ZDataPointList } } },
    async (request) => listDataPoints(authedContext(ctx, request), request.params.id),
  );

  app.post(
    '/api/v1/student_supports/:id/data_points/',
    {
      schema: {
        tags,
        summary: 'Add a data point (a monitored support; a date from its start to today; a value on its scale)',
        params: ZIdParams,
        body: ZCreateDataPoint,
        response: { 201: ZDataPoint },
      },
    },
    async (request, reply) => reply.code(201).send(await addDataPoint(authedContext(ctx, request), request.params.id, request.body)),
  );

  app.patch(
    '/api/v1/student_supports/:id/data_points/:point/',
    {
      schema: {
        tags,
        summary: 'Edit a data point (the version read: 409 when stale; its date and value checked as when added)',
        params: ZDataPointParams,
        body: ZUpdateDataPoint,
        response: { 200: ZDataPoint },
      },
    },
    async (request) => updateDataPoint(authedContext(ctx, request), request.params.id, request.params.point, request.body),
  );

  app.delete('/api/v1/student_supports/:id/data_points/:point/', { schema: { tags, summary: 'Delete a data point', params: ZDataPointParams } }, async (request, reply) => {
    await removeDataPoint(authedContext(ctx, request), request.params.id, request.params.point);
    return reply.code(204).send();
  });

  app.get(
    '/api/v1/student_supports/:id/sessions/',
    { schema: { tags, summary: 'A support given’s sessions, newest first, with the share delivered', params: ZIdParams, response: { 200: ZSessionList } } },
    async (request) => listSessions(authedContext(ctx, request), request.params.id),
  );

  app.post(
    '/api/v1/student_supports/:id/sessions/',
    {
      schema: {
        tags,
        summary: 'Log a session: delivered (with minutes) or missed (with a reason)',
        params: ZIdParams,
        body: ZCreateSession,
        response: { 201: ZSession },
      },
    },
    async (request, reply) => reply.code(201).send(await logSession(authedContext(ctx, request), request.params.id, request.body)),
  );

  app.delete(
    '/api/v1/student_supports/:id/sessions/:session/',
    { schema: { tags, summary: 'Delete a session of the fidelity log', params: ZSessionParams } },
    async (request, reply) => {
      await removeSession(authedContext(ctx, request), request.params.id, request.params.session);
      return reply.code(204).send();
    },
  );
}
