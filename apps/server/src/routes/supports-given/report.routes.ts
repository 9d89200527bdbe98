/** The district's report of supports given (issue 11, section 2; district `user-supports`) and its CSV export. */
import { ZSupportReport, ZSupportReportExportQuery, ZSupportReportQuery } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv-export.ts';
import { authedContext } from '../../plugins/auth.ts';
import { prepareReportExport, readSupportReport } from '../../services/supports-given/support-report.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['student supports'];

export function studentSupportReportRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/student_supports/report/',
    {
      schema: {
        tags,
        summary: 'Which supports a district’s schools give, how often and how they went (district=; school=, focus_area= key, tier= key, type=), most held first, paged',
        querystring: ZSupportReportQuery,
        response: { 200: ZSupportReport },
      },
    },
    async (request) => readSupportReport(authedContext(ctx, request), request.query),
  );

  app.get(
    '/api/v1/student_supports/report/export/',
    { schema: { tags, summary: 'The report with its filters as CSV (lang=en|fr), audited', querystring: ZSupportReportExportQuery } },
    async (request, reply) => sendCsv(reply, await prepareReportExport(authedContext(ctx, request), request.query)),
  );
}
