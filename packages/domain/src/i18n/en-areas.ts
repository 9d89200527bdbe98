/**
 * The English strings of the workspaces' feature areas: the browser loads them once someone is signed in.
 * A new area's catalogue is added here (and to the other language's file).
 */
import { uiAdminEn } from './ui-admin.en.ts';
import { uiAuditEn } from './ui-audit.en.ts';
import { uiConfigEn } from './ui-config.en.ts';
import { uiStudentsEn } from './ui-students.en.ts';
import { uiProfileEn } from './ui-profile.en.ts';
import { uiImportsEn } from './ui-imports.en.ts';
import { uiSearchEn } from './ui-search.en.ts';
import { uiSisEn } from './ui-sis.en.ts';
import { uiExportsEn } from './ui-exports.en.ts';
import { uiBoardsEn } from './ui-boards.en.ts';
import { uiActionsEn } from './ui-actions.en.ts';
import { uiMeetingRunEn } from './ui-meeting-run.en.ts';
import { uiNormsEn } from './ui-norms.en.ts';
import { uiMeetingsEn } from './ui-meetings.en.ts';
import { uiSupportsEn } from './ui-supports.en.ts';
import { uiStudentSupportsEn } from './ui-student-supports.en.ts';
import { uiResourcesEn } from './ui-resources.en.ts';
import { uiPlansEn } from './ui-plans.en.ts';
import { uiSupportPlansEn } from './ui-support-plans.en.ts';
import { uiPlanExportsEn } from './ui-plan-exports.en.ts';
import { uiReportsEn } from './ui-reports.en.ts';
import { uiReportTablesEn } from './ui-report-tables.en.ts';
import { uiReportsColumnsEn } from './ui-reports-columns.en.ts';
import { uiEarlyWarningsEn } from './ui-early-warnings.en.ts';
import { uiHomePageEn } from './ui-home-page.en.ts';
import { uiSummariesEn } from './ui-summaries.en.ts';
import { uiSessionsEn } from './ui-sessions.en.ts';
import { uiSubscriptionsEn } from './ui-subscriptions.en.ts';
import { uiRestrictedNotesEn } from './ui-restricted-notes.en.ts';
import { uiDistrictSystemEn } from './ui-district-system.en.ts';
import { uiDistrictExportEn } from './ui-district-export.en.ts';
import { uiAccessLogEn } from './ui-access-log.en.ts';

export const catalogueEnAreas: Record<string, string> = {
  ...uiAdminEn,
  ...uiAuditEn,
  ...uiConfigEn,
  ...uiStudentsEn,
  ...uiProfileEn,
  ...uiImportsEn,
  ...uiSearchEn,
  ...uiSisEn,
  ...uiExportsEn,
  ...uiBoardsEn,
  ...uiActionsEn,
  ...uiMeetingRunEn,
  ...uiNormsEn,
  ...uiMeetingsEn,
  ...uiSupportsEn,
  ...uiStudentSupportsEn,
  ...uiResourcesEn,
  ...uiPlansEn,
  ...uiSupportPlansEn,
  ...uiPlanExportsEn,
  ...uiReportsEn,
  ...uiReportTablesEn,
  ...uiReportsColumnsEn,
  ...uiEarlyWarningsEn,
  ...uiHomePageEn,
  ...uiSummariesEn,
  ...uiSessionsEn,
  ...uiSubscriptionsEn,
  ...uiRestrictedNotesEn,
  ...uiDistrictSystemEn,
  ...uiDistrictExportEn,
  ...uiAccessLogEn,
};
