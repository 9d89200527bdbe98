/**
 * THE list of district reports (issue 22, section 1): one entry per report name of the contracts
 * (`REPORT_NAMES`). The routes (`GET /api/v1/reports/<name>/`, its CSV export) and the whole report's
 * PDF are made from this object at start: a report is one definition file and one line here.
 */
import {
  REPORT_NAMES,
  type ReportName,
  type TActionsReport,
  type TMeetingsReport,
  type TPlansReport,
  type TStudentDataReport,
  type TSupportsReport,
  type TTierFlowReport,
  type TTiersReport,
  type TUnsupportedReport,
} from '@ss/domain';
import { actionsReport } from './actions-report.ts';
import { meetingsReport } from './meetings-report.ts';
import { plansReport } from './plans-report.ts';
import type { ReportDefinition } from './report-definition.ts';
import { studentDataReport } from './student-data-report.ts';
import { supportsReport } from './supports-report.ts';
import { tierFlowReport } from './tier-flow-report.ts';
import { tiersReport } from './tiers-report.ts';
import { unsupportedReport } from './unsupported-report.ts';

/** Each report's answer, by name. */
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

export const REPORTS: { [K in ReportName]?: ReportDefinition<ReportShapes[K]> } = {
  tiers: tiersReport,
  tier_flow: tierFlowReport,
  unsupported: unsupportedReport,
  supports: supportsReport,
  actions: actionsReport,
  meetings: meetingsReport,
  plans: plansReport,
  student_data: studentDataReport,
};

/** The reports that exist, in the contracts' order. */
export const registeredReports = (): ReportName[] => REPORT_NAMES.filter((n) => REPORTS[n] !== undefined);
