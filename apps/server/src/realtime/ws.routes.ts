/**
 * `GET /ws`: the realtime socket (issue 9, section 3; security checklist item 7). The upgrade
 * is refused unless the request comes from this site (`Origin`), carries a live session whose
 * real user has agreed to the current agreement, and acts for a user who may use the product.
 * Everything after the upgrade is the hub's.
 */
import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { authorize } from '../lib/authorize.ts';
import { unauthenticated } from '../lib/errors.ts';
import { agreementRequired } from '../plugins/agreement.ts';
import { authOfRequest } from '../plugins/auth.ts';
import type { App } from '../routes/types.ts';
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
  await app.register(websocket, { options: { maxPayload: 4096 } });
  app.get(
    '/ws',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request) => {
        authorize(sameSite(request, ctx.config.publicUrl));
        const auth = await authOfRequest(ctx, request);
        if (!auth) throw unauthenticated();
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
