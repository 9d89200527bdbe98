import { ZAuditEvent, ZAuditQuery, zPage } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { toPage } from '../../lib/paging.ts';
import { authedContext } from '../../plugins/auth.ts';
import { readAuditLog } from '../../services/audit/read-audit-log.ts';
import type { App } from '../../lib/fastify-app.ts';

export function auditRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/audit_events/',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log: everything for super admins, their own district for district admins',
        querystring: ZAuditQuery,
        response: { 200: zPage(ZAuditEvent) },
      },
    },
    async (request) => {
      const { count, events } = await readAuditLog(authedContext(ctx, request), request.query);
      return toPage(request.query, count, events);
    },
  );
}
