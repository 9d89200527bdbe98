/** Connected districts: read by a district's managers, kept by super admins (both directions at once). */
import { ZConnections, ZConnectionsQuery, ZCreateConnection, ZDeleteConnectionQuery } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { connectDistricts, disconnectDistricts, readConnections } from '../../services/support-network/connections.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['supports'];

export function supportConnectionRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/supports/connections/',
    { schema: { tags, summary: 'The districts connected with a district (its managers and super admins)', querystring: ZConnectionsQuery, response: { 200: ZConnections } } },
    async (request) => readConnections(authedContext(ctx, request), request.query.district),
  );

  app.post(
    '/api/v1/supports/connections/',
    { schema: { tags, summary: 'Connect two districts’ networks (super admins; both directions)', body: ZCreateConnection, response: { 201: ZConnections } } },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const district = await connectDistricts(sc, request.body);
      return reply.code(201).send(await readConnections(sc, district));
    },
  );

  app.delete(
    '/api/v1/supports/connections/',
    { schema: { tags, summary: 'Disconnect two districts (super admins; both directions; nothing to do is no error)', querystring: ZDeleteConnectionQuery } },
    async (request, reply) => {
      await disconnectDistricts(authedContext(ctx, request), request.query);
      return reply.code(204).send();
    },
  );
}
