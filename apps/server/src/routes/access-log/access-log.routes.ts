/** A student's access record (issue 24, section 3): the page, and the file (CSV or PDF) that answers a family's request. */
import { ZAccessLogExportQuery, ZAccessLogPage, ZAccessLogQuery, ZIdParams } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv-export.ts';
import type { App } from '../../lib/fastify-app.ts';
import { sendPdf } from '../../lib/pdf/send-pdf.ts';
import { authedContext } from '../../plugins/auth.ts';
import { exportAccessLog, readAccessLog } from '../../services/access-log/read-access-log.ts';

const tags = ['access-log'];

export function accessLogRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/students/:id/access_log/',
    {
      schema: {
        tags,
        summary: 'Who read or changed what of this student’s file, and when (district admins, the school’s leaders); audited',
        params: ZIdParams,
        querystring: ZAccessLogQuery,
        response: { 200: ZAccessLogPage },
      },
    },
    async (request) => readAccessLog(authedContext(ctx, request), request.params.id, request.query),
  );

  app.get(
    '/api/v1/students/:id/access_log/export/',
    {
      schema: {
        tags,
        summary: 'The access record with the page’s filters, as CSV (format=csv) or PDF (format=pdf, up to 2,000 entries); audited',
        params: ZIdParams,
        querystring: ZAccessLogExportQuery,
      },
    },
    async (request, reply) => {
      const file = await exportAccessLog(authedContext(ctx, request), request.params.id, request.query);
      return 'pdf' in file ? sendPdf(reply, file) : sendCsv(reply, file);
    },
  );
}
