/**
 * Passwords: forgot (e-mails a reset link), the set-password link (read, then use),
 * and changing one's own password.
 */
import { z } from 'zod';
import { ZChangePasswordRequest, ZForgotPasswordRequest, ZPasswordLinkInfo, ZPasswordLinkQuery, ZSetPasswordRequest, zPassword } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { isCommonPassword } from '../../lib/common-passwords.ts';
import { authedContext, serviceContext } from '../../plugins/auth.ts';
import { changePassword } from '../../services/auth/change-password.ts';
import { describePasswordLink } from '../../services/auth/describe-password-link.ts';
import { requestPasswordReset } from '../../services/auth/request-password-reset.ts';
import { setPasswordWithLink } from '../../services/auth/set-password-with-link.ts';
import type { App } from '../../lib/fastify-app.ts';

// The shared contracts check the length (the browser does too); the server adds the common-password list.
const newPassword = zPassword({ isCommon: isCommonPassword });
const ZSetPasswordBody = ZSetPasswordRequest.extend({ password: newPassword });
const ZChangePasswordBody = ZChangePasswordRequest.extend({ password: newPassword });

export function passwordRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/v1/users/password/forgot/',
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (always 202, whether or not the account exists)',
        body: ZForgotPasswordRequest,
        response: { 202: z.object({}).strict() },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(serviceContext(ctx, request), request.body.email);
      return reply.code(202).send({});
    },
  );

  app.get(
    '/api/v1/users/password/',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who a set-password link is for (400 when expired, used or unknown)',
        querystring: ZPasswordLinkQuery,
        response: { 200: ZPasswordLinkInfo },
      },
    },
    async (request) => describePasswordLink(serviceContext(ctx, request), request.query.token),
  );

  app.post(
    '/api/v1/users/password/',
    { schema: { tags: ['auth'], summary: 'Set the password with a reset or invitation link', body: ZSetPasswordBody } },
    async (request, reply) => {
      await setPasswordWithLink(serviceContext(ctx, request), request.body);
      return reply.code(204).send();
    },
  );

  app.patch(
    '/api/v1/users/password/',
    { schema: { tags: ['auth'], summary: 'Change your own password (ends your other sessions)', body: ZChangePasswordBody } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      await changePassword(sctx, request.body);
      return reply.code(204).send();
    },
  );
}
