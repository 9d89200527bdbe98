import { ZSimulationState, ZStartSimulation, ZSupportContact, ZTokenResponse } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext, requireAuth, setSessionCookie } from '../../plugins/auth.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { startSimulation, stopSimulation } from '../../services/simulation/simulation.ts';
import type { App } from '../../lib/fastify-app.ts';

export function simulationRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/simulate/',
    { schema: { tags: ['simulation'], summary: 'Whether this session simulates a user, and who really signed in', response: { 200: ZSimulationState } } },
    async (request) => {
      const auth = requireAuth(request);
      const real = auth.realUser;
      return {
        simulating: auth.session.simulated_user_id !== null,
        user_id: auth.session.simulated_user_id,
        real_user: { id: real.id, full_name: `${real.first_name} ${real.last_name}`.trim() },
      };
    },
  );

  app.post(
    '/api/v1/simulate/',
    { schema: { tags: ['simulation'], summary: 'Start acting as another user (super admins)', body: ZStartSimulation, response: { 200: ZTokenResponse } } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const result = await startSimulation(sctx, request.body.user_id);
      setSessionCookie(reply, result.token, ctx);
      return result;
    },
  );

  app.delete('/api/v1/simulate/', { schema: { tags: ['simulation'], summary: 'Stop acting as another user', response: { 200: ZTokenResponse } } }, async (request, reply) => {
    const sctx = authedContext(ctx, request);
    const result = await stopSimulation(sctx);
    setSessionCookie(reply, result.token, ctx);
    return result;
  });

  app.get(
    '/api/v1/support_contact/',
    { schema: { tags: ['auth'], summary: 'Where the signed-in user gets help (shown when an account is suspended)', response: { 200: ZSupportContact } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const districtId = actor.district?.id;
      const email = districtId === undefined ? null : await districtSupportEmail(ctx, districtId);
      return { email: email ?? ctx.config.supportEmail };
    },
  );
}

async function districtSupportEmail(ctx: AppContext, districtId: number) {
  const row = await getDistrict(ctx.db, { all: true }, districtId);
  return row?.district.support_email ?? null;
}
