import { timingSafeEqual, createHash } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import type { Metrics } from '../../lib/metrics.ts';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * `GET /metrics` (Prometheus text format) for the operator's scraper (issue 25, section 3). Off unless METRICS_TOKEN
 * is set (404, as any unknown path), and then answered only to `Authorization: Bearer <token>` (401 otherwise,
 * compared in constant time): the metrics say how busy each school's copy is and must not be public.
 */
export function metricsRoutes(app: App, ctx: AppContext, metrics: Metrics) {
  const token = ctx.config.metricsToken;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.code(404).send({ error: { code: 'not_found', message: 'Not Found' } });
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) {
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ error: { code: 'unauthenticated', message: 'Please sign in to continue' } });
    }
    const text = await metrics.registry.metrics();
    return reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store').send(text);
  });
}
