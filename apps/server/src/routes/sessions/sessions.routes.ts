/**
 * Sessions under the user's control (issue 24, section 5): GET /api/v1/sessions/ (the caller's),
 * DELETE /api/v1/sessions/{id}/ (one of them), POST /api/v1/sessions/end_others/ (all but the current one), and
 * for admins POST /api/v1/users/{id}/end_sessions/ (all of a user's).
 */
import { ZIdParams, ZSessionIdParams, ZUserSessionList, ZSessionsEnded } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext, clearSessionCookie } from '../../plugins/auth.ts';
import { endAllSessionsOfUser, endOtherSessions, endOwnSession, listOwnSessions } from '../../services/sessions/sessions.ts';

export function sessionsRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/sessions/',
    { schema: { tags: ['auth'], summary: "The caller's active sessions (device, address range, last seen), the current one marked", response: { 200: ZUserSessionList } } },
    async (request) => listOwnSessions(authedContext(ctx, request)),
  );

  app.delete(
    '/api/v1/sessions/:id/',
    { schema: { tags: ['auth'], summary: "End one of the caller's sessions (another user's or an unknown id: 404)", params: ZSessionIdParams } },
    async (request, reply) => {
      const { current } = await endOwnSession(authedContext(ctx, request), request.params.id);
      if (current) clearSessionCookie(reply, ctx);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/sessions/end_others/',
    { schema: { tags: ['auth'], summary: "End every session of the caller's but the current one", response: { 200: ZSessionsEnded } } },
    async (request) => endOtherSessions(authedContext(ctx, request)),
  );

  app.post(
    '/api/v1/users/:id/end_sessions/',
    {
      schema: {
        tags: ['staff'],
        summary: "End all of a user's sessions (super admins; district admins for their district's people)",
        params: ZIdParams,
        response: { 200: ZSessionsEnded },
      },
    },
    async (request) => endAllSessionsOfUser(authedContext(ctx, request), request.params.id),
  );
}
