import { z } from 'zod';
import { translate, zPage, ZSentEmail, ZSentEmailListQuery, ZStatistics, ZTestEmailRequest } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { authorize, systemPolicy } from '../../policies/system.policy.ts';
import { presentSentEmail } from '../../presenters/sent-email.presenter.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { listEmails } from '../../repositories/sent-emails.repository.ts';
import { systemStatistics } from '../../repositories/statistics.repository.ts';
import { queueEmail } from '../../services/email/queue-email.ts';
import type { App } from '../types.ts';

export function systemRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/statistics/',
    { schema: { tags: ['system'], summary: 'System statistics overview (super admins)', response: { 200: ZStatistics } } },
    async (request) => {
      authorize(systemPolicy.readStatistics(requireAuth(request).actor));
      return systemStatistics(ctx.db, new Date(), ctx.config.sessionIdleMs);
    },
  );

  app.get(
    '/api/v1/sent_emails/',
    { schema: { tags: ['system'], summary: 'E-mails the system sent or stored (super admins)', querystring: ZSentEmailListQuery, response: { 200: zPage(ZSentEmail) } } },
    async (request) => {
      authorize(systemPolicy.readOutbox(requireAuth(request).actor));
      const q = request.query;
      const { count, rows } = await listEmails(ctx.db, { search: q.search, ...pageWindow(q) });
      return toPage(q, count, rows.map(presentSentEmail));
    },
  );

  app.post(
    '/api/v1/sent_emails/test/',
    { schema: { tags: ['system'], summary: 'Queue a test e-mail (super admins)', body: ZTestEmailRequest, response: { 202: z.object({ id: z.number().int() }) } } },
    async (request, reply) => {
      const auth = requireAuth(request);
      authorize(systemPolicy.sendTestEmail(auth.actor));
      const name = `${auth.actor.first_name} ${auth.actor.last_name}`;
      const body = [translate('en', 'email.test.body', { name }), request.body.note].filter(Boolean).join('\n\n');
      const row = await queueEmail(ctx.db, ctx.jobs, {
        to: request.body.to,
        subject: translate('en', 'email.test.subject', { app: translate('en', 'app.name') }),
        text: body,
      });
      await recordAudit(ctx.db, {
        action: 'email.test_sent',
        actor_user_id: auth.actor.id,
        real_actor_user_id: auth.realUser.id,
        target_type: 'sent_email',
        target_id: String(row.id),
        ip: request.ip,
      });
      return reply.code(202).send({ id: row.id });
    },
  );
}
