/**
 * `GET /ws`: the realtime socket (issue 9, section 3; security checklist item 7). The upgrade
 * is refused unless the request comes from this site (`Origin`), carries a live session whose
 * real user has agreed to the current agreement, and acts for a user who may use the product.
 * Everything after the upgrade is the hub's.
 */
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { safeError } from '../lib/safe-error.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';
import { agreementRequired } from '../plugins/agreement.ts';
import { authOfRequest } from '../plugins/auth.ts';
import { pendingError } from '../plugins/mfa-gate.ts';
import type { App } from '../lib/fastify-app.ts';
import { CLOSE, type RealtimeHub } from './hub.ts';

/** The origins a socket may come from: the configured public address, and the address the request names itself. */
export function sameSite(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (URL.canParse(publicUrl) && origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return !!host && (origin === `http://${host}` || origin === `https://${host}`);
}

export async function realtimeRoutes(app: App, ctx: AppContext, hub: RealtimeHub) {
  await app.register(websocket, {
    options: { maxPayload: 4096 },
    // Instead of the plugin's own, which closes every socket without a code (the browsers saw 1005): the hub says
    // 1001 (going away) and waits for the close handshakes, then the socket server closes.
    preClose: async function (this: { websocketServer: { close(): void } }) {
      await hub.stop();
      this.websocketServer.close();
    },
    // After the upgrade a socket's errors are mostly the client's (a frame over 4 kB: closed with 1009, a bad frame): they
    // are logged at info with ws's code; anything else at warn without its message. Error stays for the server's own failures.
    errorHandler: (error, socket, request) => {
      const code = (error as { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_')) request.log.info({ code }, 'websocket closed: client protocol error');
      else request.log.warn({ error: safeError(error) }, 'websocket error');
      socket.terminate();
    },
  });
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        // A cross-site page may not open a socket with the user's cookie (not a question about the actor).
        if (!sameSite(request, ctx.config.publicUrl)) throw forbidden();
        const auth = await authOfRequest(ctx, request);
        if (!auth) throw unauthenticated();
        const owed = pendingError(auth);
        if (owed) throw owed;
        if (auth.agreement.current !== null && auth.agreement.agreed !== auth.agreement.current) throw agreementRequired();
        request.auth = auth;
      },
    },
    (socket, request) => {
      // preValidation refused the upgrade unless it set the session.
      if (request.auth) hub.attach(socket, request.auth);
      else socket.close(CLOSE.sessionEnded, 'not signed in');
    },
  );
}
