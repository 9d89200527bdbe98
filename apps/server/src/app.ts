/**
 * Builds the HTTP application: security plugins, the API routes and the built SPA.
 * A request flows route (zod contract) → policy → service → repository → presenter.
 */
import { existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { decodeParams } from '@ss/domain';
import type { AppContext } from './context.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerCsrf } from './plugins/csrf.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { validatorCompiler } from './lib/validator.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerAgreement } from './plugins/agreement.ts';
import { registerMfaGate } from './plugins/mfa-gate.ts';
import { registerThrottle } from './plugins/throttle.ts';
import { registerTenantGuard } from './plugins/tenant-guard.ts';
import { recordThrottledAttempt } from './services/auth/record-throttled.ts';
import { AREAS } from './areas/index.ts';
import type { App } from './lib/fastify-app.ts';
import { authOfSession } from './plugins/auth.ts';
import { RealtimeHub } from './realtime/hub.ts';
import { realtimeRoutes } from './realtime/ws.routes.ts';
import type { Metrics } from './lib/metrics.ts';
import { metricsRoutes } from './routes/health/metrics.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: { method: string; url: string; schema?: FastifySchema }[];
    /** The API routes each area registered ("METHOD /url"), by area name: the access matrix checks each is its area's. */
    areaRoutes: Record<string, string[]>;
    realtime: RealtimeHub;
  }
}

/** Logs carry method, path and status — never query strings (they may hold names), bodies, cookies or tokens. */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, path: req.url.split('?')[0], ip: req.ip }),
    },
  };
}

export async function buildApp(ctx: AppContext, opts: { loggerInstance?: FastifyBaseLogger; metrics?: Metrics } = {}) {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: loggerOptions(ctx.config.logLevel) }),
    trustProxy: ctx.config.trustProxy,
    bodyLimit: 1_048_576,
    forceCloseConnections: 'idle',
    routerOptions: { querystringParser: (q: string) => decodeParams(new URLSearchParams(q)) },
  }).withTypeProvider<ZodTypeProvider>();

  // Every API route, as registered: the access-matrix test walks this list.
  const apiRoutes: { method: string; url: string; schema?: FastifySchema }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1/')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, schema: route.schema });
  });
  app.decorate('apiRoutes', apiRoutes);

  // Every answer counted by its route pattern (never the path with its ids) and status, with its time.
  const metrics = opts.metrics;
  if (metrics)
    app.addHook('onResponse', async (request, reply) => metrics.request(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(cookie);
  // Uploads are read by lib/uploads.ts, which applies each route's own size limit and type check.
  await app.register(multipart, { limits: { fileSize: ctx.config.uploads.fileMb * 1024 * 1024, files: 1 } });
  await registerSecurityHeaders(app, { secure: ctx.config.secure });
  registerCsrf(app, { secure: ctx.config.secure });
  registerAuth(app, ctx);
  registerMfaGate(app);
  registerAgreement(app);
  registerThrottle(app, ctx, recordThrottledAttempt);
  registerTenantGuard(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Student Support Hub API',
        version: '1.0.0',
        description: 'All paths end with "/". Mutations need the X-CSRFToken header (double submit of the csrftoken cookie).',
      },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Each area registers in a scope of its own whose onRoute hook records what it registered.
  const areaRoutes: Record<string, string[]> = {};
  for (const area of AREAS) {
    if (area.name in areaRoutes) throw new Error(`Area manifests: two areas are named "${area.name}"`);
    const registered: string[] = (areaRoutes[area.name] = []);
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        if (route.url.startsWith('/api/v1/')) for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
      });
      for (const register of area.routes) register(scope.withTypeProvider<ZodTypeProvider>() as App, ctx);
    });
  }
  app.decorate('areaRoutes', areaRoutes);

  // Realtime (issue 9): one hub per server copy, fed by NOTIFY, serving the channels the areas declare.
  const channels = Object.assign({}, ...AREAS.map((a) => a.channels ?? {}));
  const hub = new RealtimeHub(
    ctx,
    channels,
    async (hash) => {
      // A session still owing its second factor holds no socket.
      const auth = await authOfSession(ctx, hash, { touch: false });
      return auth?.session.mfa_pending ? null : auth;
    },
    app.log,
  );
  app.decorate('realtime', hub);
  await realtimeRoutes(app, ctx, hub);
  app.addHook('onReady', () => hub.start());
  // The hub stops in the socket plugin's preClose (realtime/ws.routes.ts), before any socket is closed without a code.
  if (metrics) {
    metrics.sources.realtime = () => ({ sockets: hub.size, subscriptions: hub.subscriptions });
    metricsRoutes(app.withTypeProvider<ZodTypeProvider>() as App, ctx, metrics);
  }

  const webDist = resolve(ctx.config.webDist);
  const hasWeb = existsSync(join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/build/precompress.ts): they are sent
      // as the encoding of their file, by Accept-Encoding, with `Vary: Accept-Encoding`; never as URLs of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (reply, path) => {
        // Files under assets/ are named by the hash of their content: cached for good. index.html names them, so a
        // browser asks for it again on every load and picks up a deploy.
        reply.header('Cache-Control', relative(webDist, path).startsWith(`assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/') && !request.url.startsWith('/assets/');
    if (hasWeb && isPage) {
      // A guardian's signature page (issue 24, section 1): its address holds the link's token, so it goes to no
      // other site as a referrer, and no cache keeps the page.
      if (request.url.startsWith('/guardian-sign')) return reply.header('Referrer-Policy', 'no-referrer').header('Cache-Control', 'no-store').sendFile('index.html');
      // The SPA decides what an unknown path shows; index.html is never cached.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ error: { code: 'not_found', message: 'Not Found' } });
  });

  return app;
}
