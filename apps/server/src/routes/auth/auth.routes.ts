import { ZCurrentUser, ZLoginRequest, ZSignInResponse } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { clearSessionCookie, requireAuth, serviceContext, setSessionCookie } from '../../plugins/auth.ts';
import { presentCurrentUser } from '../../presenters/current-user.presenter.ts';
import { signIn } from '../../services/auth/sign-in.ts';
import { signOut } from '../../services/auth/sign-out.ts';
import type { App } from '../../lib/fastify-app.ts';

export function authRoutes(app: App, ctx: AppContext) {
  for (const [url, kind] of [
    ['/api/v1/auth/', 'staff'],
    ['/api/v1/admin_auth/', 'admin'],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags: ['auth'],
          summary: kind === 'admin' ? 'Sign in (super administrators only)' : 'Sign in with e-mail and password',
          body: ZLoginRequest,
          response: { 200: ZSignInResponse },
        },
      },
      async (request, reply) => {
        const result = await signIn(serviceContext(ctx, request), { ...request.body, kind });
        setSessionCookie(reply, result.token, ctx);
        return result;
      },
    );
  }

  app.post('/api/v1/logout/', { schema: { tags: ['auth'], summary: 'End the current session' } }, async (request, reply) => {
    await signOut(serviceContext(ctx, request));
    clearSessionCookie(reply, ctx);
    return reply.code(204).send();
  });

  app.get('/api/v1/current_user/', { schema: { tags: ['auth'], summary: 'The signed-in user (401 when signed out)', response: { 200: ZCurrentUser } } }, async (request) =>
    presentCurrentUser(requireAuth(request).actor, new Date()),
  );
}
