/**
 * Sign-in with Google and Microsoft (id_token from the browser's provider flow), and
 * the public sign-in configuration. A provider without a client id is not configured:
 * its route does not exist (404) and auth_config reports it as null.
 */
import { ZAuthConfig, ZProviderLoginRequest, ZTokenResponse } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { serviceContext, setSessionCookie } from '../../plugins/auth.ts';
import { providerSignIn } from '../../services/auth/provider-sign-in.ts';
import type { App } from '../types.ts';

export function oidcRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/auth_config/',
    { schema: { tags: ['auth'], summary: 'Which sign-in providers are configured (public)', response: { 200: ZAuthConfig } } },
    async () => ({
      google: ctx.config.google ? { client_id: ctx.config.google.clientId } : null,
      microsoft: ctx.config.microsoft ? { client_id: ctx.config.microsoft.clientId, tenant: ctx.config.microsoft.tenantId ?? 'common' } : null,
    }),
  );

  for (const provider of ['google', 'microsoft'] as const) {
    if (!ctx.config[provider]) continue;
    app.post(
      `/api/v1/${provider}_login/`,
      {
        schema: {
          tags: ['auth'],
          summary: `Sign in with a ${provider === 'google' ? 'Google' : 'Microsoft'} id_token (user_type 'admin' admits super users only)`,
          body: ZProviderLoginRequest,
          response: { 200: ZTokenResponse },
        },
      },
      async (request, reply) => {
        const result = await providerSignIn(serviceContext(ctx, request), provider, request.body);
        setSessionCookie(reply, result.token, ctx);
        return result;
      },
    );
  }
}
