/**
 * The district reports' routes (issue 22, section 1), made from the registry at start: for every
 * report of REPORT_NAMES in services/reports/registry.ts, `GET /api/v1/reports/<name>/` (the report's
 * JSON) and `GET /api/v1/reports/<name>/export/?format=csv|pdf&lang=` (its tables as one CSV, or it
 * alone as a PDF); and `GET /api/v1/reports/export/?format=pdf|csv&lang=` (the whole report).
 */
import {
  REPORT_NAMES,
  ZActionsReport,
  ZMeetingsReport,
  ZPlansReport,
  ZReportExportQuery,
  ZReportQuery,
  ZStudentDataReport,
  ZSupportsReport,
  ZTierFlowQuery,
  ZTierFlowReport,
  ZTiersReport,
  ZUnsupportedReport,
  type ReportName,
} from '@ss/domain';
import type { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv-export.ts';
import { sendPdf } from '../../lib/pdf/send-pdf.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { prepareReportExport } from '../../services/reports/export-report.ts';
import { readReport } from '../../services/reports/read-report.ts';
import { REPORTS } from '../../services/reports/registry.ts';

const tags = ['district reports'];

/** Each report's answer, as the contracts state it. */
const RESPONSES: Record<ReportName, z.ZodType> = {
  tiers: ZTiersReport,
  tier_flow: ZTierFlowReport,
  unsupported: ZUnsupportedReport,
  supports: ZSupportsReport,
  actions: ZActionsReport,
  meetings: ZMeetingsReport,
  plans: ZPlansReport,
  student_data: ZStudentDataReport,
};

const SUMMARIES: Record<ReportName, string> = {
  tiers: 'Students by tier at each month’s end of the school year, and per school today',
  tier_flow: 'How students moved between tiers from one date to another (from=, to=)',
  unsupported: 'Students in tier 2 or higher with no active support, per school (names for callers who may see them)',
  supports: 'Supports given by type and focus area, and their outcomes',
  actions: 'Actions created, completed, overdue and abandoned per school and month',
  meetings: 'Team meetings held per team and month against the cadence',
  plans: 'Support plans: active, final, review overdue, signatures missing',
  student_data: 'Student data results by measure and administration',
};

const filters = 'district=, school=, grade=, school_year= (start year)';

export function reportRoutes(app: App, ctx: AppContext) {
  for (const name of REPORT_NAMES) {
    if (!REPORTS[name]) continue;
    app.get(
      `/api/v1/reports/${name}/`,
      {
        schema: {
          tags,
          summary: `${SUMMARIES[name]} (${filters}), audited`,
          querystring: name === 'tier_flow' ? ZTierFlowQuery : ZReportQuery,
          response: { 200: RESPONSES[name] },
        },
      },
      async (request) => readReport(authedContext(ctx, request), name, request.query),
    );
    app.get(
      `/api/v1/reports/${name}/export/`,
      { schema: { tags, summary: `The report’s tables as one CSV (format=csv) or the report alone as a PDF (format=pdf); lang=en|fr; audited`, querystring: ZReportExportQuery } },
      async (request, reply) => {
        const file = await prepareReportExport(authedContext(ctx, request), name, request.query);
        return 'pdf' in file ? sendPdf(reply, file) : sendCsv(reply, file);
      },
    );
  }
  app.get(
    '/api/v1/reports/export/',
    {
      schema: {
        tags,
        summary: `The whole district report: every report as a PDF (format=pdf, charts as vectors) or their tables as one CSV (format=csv); ${filters}, from=, to=, lang=; audited`,
        querystring: ZReportExportQuery,
      },
    },
    async (request, reply) => {
      const file = await prepareReportExport(authedContext(ctx, request), 'all', request.query);
      return 'pdf' in file ? sendPdf(reply, file) : sendCsv(reply, file);
    },
  );
}
