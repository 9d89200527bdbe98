import { ZHealth, ZReadiness, type TReadiness } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { RETRY_AFTER_SECONDS } from '../../plugins/errors.ts';

export function healthRoutes(app: App, ctx: AppContext) {
  // Liveness: the process answers and reaches its database (503 with Retry-After when it cannot: plugins/errors.ts).
  app.get('/api/v1/health/', { schema: { tags: ['system'], summary: 'Liveness with the database checked', response: { 200: ZHealth } } }, async () => {
    await ctx.database.ping();
    return { status: 'ok' as const, database: 'ok' as const };
  });

  /**
   * Readiness (issue 25, section 3): may this copy take traffic? The database answers, every migration in this
   * build is applied (a copy of a newer build waits for the migration step), and the job runner started (or this
   * copy runs no workers: WORKERS=0). 200 when ready, else 503 with Retry-After and which check failed.
   */
  app.get(
    '/api/v1/ready/',
    { schema: { tags: ['system'], summary: 'Readiness: database, migrations, job runner', response: { 200: ZReadiness, 503: ZReadiness } } },
    async (_request, reply) => {
      const checks: TReadiness['checks'] = { database: 'ok', migrations: 'ok', jobs: ctx.config.workers ? (ctx.jobs.started ? 'ok' : 'starting') : 'off' };
      try {
        await ctx.database.ping();
        checks.migrations = (await ctx.database.pendingMigrations()) === 0 ? 'ok' : 'pending';
      } catch {
        checks.database = 'unreachable';
        checks.migrations = 'unknown';
      }
      const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.jobs !== 'starting';
      if (!ready) void reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS));
      return { status: ready ? ('ready' as const) : ('not_ready' as const), checks };
    },
  );
}
