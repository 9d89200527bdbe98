import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * CSP without inline scripts (styles may be inline: Mantine sets style attributes),
 * no framing of this site, nosniff, strict referrer; HSTS only when served over https.
 * The one frame a page may hold is YouTube's privacy-enhanced player (resources and supports'
 * videos, issue 11), loaded only when the reader chooses to play the video (ui/VideoPlayer.tsx).
 * API answers are never cached: they hold student data.
 */
export async function registerSecurityHeaders(app: FastifyInstance, opts: { secure: boolean }) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: opts.secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}
