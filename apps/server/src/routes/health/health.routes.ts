import { ZHealth } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';

export function healthRoutes(app: App, ctx: AppContext) {
  app.get('/api/v1/health/', { schema: { tags: ['system'], summary: 'Liveness with the database checked', response: { 200: ZHealth } } }, async () => {
    await ctx.database.ping();
    return { status: 'ok' as const, database: 'ok' as const };
  });
}
