import { z } from 'zod';
import { zPage, ZSentEmail, ZSentEmailListQuery, ZStatistics, ZTestEmailRequest } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { authorize } from '../../lib/authorize.ts';
import { systemPolicy } from '../../policies/system.policy.ts';
import { presentSentEmail } from '../../presenters/sent-email.presenter.ts';
import { listEmails } from '../../repositories/sent-emails.repository.ts';
import { systemStatistics } from '../../repositories/statistics.repository.ts';
import { sendTestEmail } from '../../services/email/send-test-email.ts';
import type { App } from '../../lib/fastify-app.ts';

export function systemRoutes(app: App, ctx: AppContext) {
  app.get('/api/v1/statistics/', { schema: { tags: ['system'], summary: 'System statistics overview (super admins)', response: { 200: ZStatistics } } }, async (request) => {
    authorize(systemPolicy.readStatistics, requireAuth(request).actor);
    return systemStatistics(ctx.db, new Date(), ctx.config.sessionIdleMs);
  });

  app.get(
    '/api/v1/sent_emails/',
    { schema: { tags: ['system'], summary: 'E-mails the system sent or stored (super admins)', querystring: ZSentEmailListQuery, response: { 200: zPage(ZSentEmail) } } },
    async (request) => {
      authorize(systemPolicy.readOutbox, requireAuth(request).actor);
      const q = request.query;
      const { count, rows } = await listEmails(ctx.db, { search: q.search, ...pageWindow(q) });
      return toPage(q, count, rows.map(presentSentEmail));
    },
  );

  app.post(
    '/api/v1/sent_emails/test/',
    { schema: { tags: ['system'], summary: 'Queue a test e-mail (super admins)', body: ZTestEmailRequest, response: { 202: z.object({ id: z.number().int() }) } } },
    async (request, reply) => {
      return reply.code(202).send(await sendTestEmail(authedContext(ctx, request), request.body));
    },
  );
}
