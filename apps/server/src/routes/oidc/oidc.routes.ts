/**
 * Sign-in with Google and Microsoft (id_token from the browser's provider flow), and
 * the public sign-in configuration. A provider without a client id is not configured:
 * its route does not exist (404) and auth_config reports it as null. The browser asks
 * for a nonce before leaving for the provider; sign-in accepts a token only with that
 * nonce, once (services/auth/oidc-nonce.ts).
 */
import { ZAuthConfig, ZOidcNonce, ZProviderLoginRequest, ZSignInResponse } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { serviceContext, setSessionCookie } from '../../plugins/auth.ts';
import { issueNonce, NONCE_KEY_MAX_AGE_S } from '../../services/auth/oidc-nonce.ts';
import { providerSignIn } from '../../services/auth/provider-sign-in.ts';
import type { App } from '../../lib/fastify-app.ts';

/** The cookie holding the key of this browser's nonce; sent to the API only. */
export const NONCE_COOKIE = 'oidc_nonce';

export function oidcRoutes(app: App, ctx: AppContext) {
  const cookieOptions = { path: '/api/v1/', httpOnly: true, sameSite: 'lax', secure: ctx.config.secure } as const;

  app.get('/api/v1/auth_config/', { schema: { tags: ['auth'], summary: 'Which sign-in providers are configured (public)', response: { 200: ZAuthConfig } } }, async () => ({
    google: ctx.config.google ? { client_id: ctx.config.google.clientId } : null,
    microsoft: ctx.config.microsoft ? { client_id: ctx.config.microsoft.clientId, tenant: ctx.config.microsoft.tenantId ?? 'common' } : null,
  }));

  if (ctx.config.google || ctx.config.microsoft) {
    app.post(
      '/api/v1/oidc_nonce/',
      {
        schema: {
          tags: ['auth'],
          summary: 'A nonce for the provider authorization request, bound to this browser by an HttpOnly cookie (public)',
          response: { 200: ZOidcNonce },
        },
      },
      async (_request, reply) => {
        const { key, nonce } = issueNonce();
        reply.setCookie(NONCE_COOKIE, key, { ...cookieOptions, maxAge: NONCE_KEY_MAX_AGE_S });
        return { nonce };
      },
    );
  }

  for (const provider of ['google', 'microsoft'] as const) {
    if (!ctx.config[provider]) continue;
    app.post(
      `/api/v1/${provider}_login/`,
      {
        schema: {
          tags: ['auth'],
          summary: `Sign in with a ${provider === 'google' ? 'Google' : 'Microsoft'} id_token (user_type 'admin' admits super users only)`,
          body: ZProviderLoginRequest,
          response: { 200: ZSignInResponse },
        },
      },
      async (request, reply) => {
        // One attempt per key, whatever its outcome: the cookie goes with this answer.
        const nonceKey = request.cookies[NONCE_COOKIE] || null;
        if (nonceKey) reply.clearCookie(NONCE_COOKIE, cookieOptions);
        const result = await providerSignIn(serviceContext(ctx, request), provider, request.body, nonceKey);
        setSessionCookie(reply, result.token, ctx);
        return result;
      },
    );
  }
}
