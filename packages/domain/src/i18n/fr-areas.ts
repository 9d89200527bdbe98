/**
 * The French strings of the workspaces' feature areas: the browser loads them once someone is signed in.
 * A new area's catalogue is added here (and to the other language's file).
 */
import { uiAdminFr } from './ui-admin.fr.ts';
import { uiAuditFr } from './ui-audit.fr.ts';
import { uiConfigFr } from './ui-config.fr.ts';
import { uiStudentsFr } from './ui-students.fr.ts';
import { uiProfileFr } from './ui-profile.fr.ts';
import { uiImportsFr } from './ui-imports.fr.ts';
import { uiSearchFr } from './ui-search.fr.ts';
import { uiSisFr } from './ui-sis.fr.ts';
import { uiExportsFr } from './ui-exports.fr.ts';
import { uiBoardsFr } from './ui-boards.fr.ts';
import { uiActionsFr } from './ui-actions.fr.ts';
import { uiMeetingRunFr } from './ui-meeting-run.fr.ts';
import { uiNormsFr } from './ui-norms.fr.ts';
import { uiMeetingsFr } from './ui-meetings.fr.ts';
import { uiSupportsFr } from './ui-supports.fr.ts';
import { uiStudentSupportsFr } from './ui-student-supports.fr.ts';
import { uiResourcesFr } from './ui-resources.fr.ts';
import { uiPlansFr } from './ui-plans.fr.ts';
import { uiSupportPlansFr } from './ui-support-plans.fr.ts';
import { uiPlanExportsFr } from './ui-plan-exports.fr.ts';
import { uiReportsFr } from './ui-reports.fr.ts';
import { uiReportTablesFr } from './ui-report-tables.fr.ts';
import { uiReportsColumnsFr } from './ui-reports-columns.fr.ts';
import { uiEarlyWarningsFr } from './ui-early-warnings.fr.ts';
import { uiHomePageFr } from './ui-home-page.fr.ts';
import { uiSummariesFr } from './ui-summaries.fr.ts';
import { uiSessionsFr } from './ui-sessions.fr.ts';
import { uiSubscriptionsFr } from './ui-subscriptions.fr.ts';
import { uiRestrictedNotesFr } from './ui-restricted-notes.fr.ts';
import { uiDistrictSystemFr } from './ui-district-system.fr.ts';
import { uiDistrictExportFr } from './ui-district-export.fr.ts';
import { uiAccessLogFr } from './ui-access-log.fr.ts';

export const catalogueFrAreas: Record<string, string> = {
  ...uiAdminFr,
  ...uiAuditFr,
  ...uiConfigFr,
  ...uiStudentsFr,
  ...uiProfileFr,
  ...uiImportsFr,
  ...uiSearchFr,
  ...uiSisFr,
  ...uiExportsFr,
  ...uiBoardsFr,
  ...uiActionsFr,
  ...uiMeetingRunFr,
  ...uiNormsFr,
  ...uiMeetingsFr,
  ...uiSupportsFr,
  ...uiStudentSupportsFr,
  ...uiResourcesFr,
  ...uiPlansFr,
  ...uiSupportPlansFr,
  ...uiPlanExportsFr,
  ...uiReportsFr,
  ...uiReportTablesFr,
  ...uiReportsColumnsFr,
  ...uiEarlyWarningsFr,
  ...uiHomePageFr,
  ...uiSummariesFr,
  ...uiSessionsFr,
  ...uiSubscriptionsFr,
  ...uiRestrictedNotesFr,
  ...uiDistrictSystemFr,
  ...uiDistrictExportFr,
  ...uiAccessLogFr,
};
