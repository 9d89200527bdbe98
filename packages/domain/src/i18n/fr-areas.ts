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
};
