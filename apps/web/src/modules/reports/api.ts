/** GET /api/v1/reports/<name>/ (issue 22, section 1): each report's agreed shape (`@ss/domain/contracts/reports`). */
import type {
  ReportName,
  TActionsReport,
  TMeetingsReport,
  TPlansReport,
  TStudentDataReport,
  TSupportsReport,
  TTierFlowReport,
  TTiersReport,
  TUnsupportedReport,
} from '@ss/domain/contracts/reports';
import { api, apiDownload } from '../../lib/api.ts';
import { reportParams, type ReportFilters } from './filters.ts';

export interface ReportShapes {
  tiers: TTiersReport;
  tier_flow: TTierFlowReport;
  unsupported: TUnsupportedReport;
  supports: TSupportsReport;
  actions: TActionsReport;
  meetings: TMeetingsReport;
  plans: TPlansReport;
  student_data: TStudentDataReport;
}

export const fetchReport = <N extends ReportName>(name: N, district: number, filters: ReportFilters, signal?: AbortSignal) =>
  api.get<ReportShapes[N]>(`reports/${name}/`, reportParams(name, district, filters), signal);

/** The whole report as one PDF, saved under the server's file name. */
export const downloadReportPdf = (district: number, filters: ReportFilters, lang: 'en' | 'fr') =>
  apiDownload('GET', 'reports/export/', { params: { format: 'pdf', lang, ...reportParams('pdf', district, filters) } }, 'reports.pdf');
