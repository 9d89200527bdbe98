/**
 * Breadcrumb names per route pattern (spec section 2): every numeric segment is
 * replaced by a placeholder, and the pattern looks up an i18n key.
 */
import { CONFIG_LIST_KINDS } from './enums.ts';

export const ID_PLACEHOLDER = ':id';

/** Configuration pages (issue 4): one page per list kind under each level's base path. */
const configPages = (base: string, index: string, extra: [string, string][] = []): Record<string, string> => ({
  [base]: index,
  ...Object.fromEntries(CONFIG_LIST_KINDS.map((k) => [`${base}/${k}`, `config.kind.${k}`])),
  ...Object.fromEntries(extra.map(([slug, key]) => [`${base}/${slug}`, key])),
});

/** The network pages a district and a school share (spec section 2 `supports/*`); import is the district's. */
const supportPages = (base: string, district: boolean): Record<string, string> => ({
  [base]: 'page.supportNetwork',
  [`${base}/student-support-network`]: 'page.sharedNetwork',
  [`${base}/view/:id`]: 'page.support',
  [`${base}/add-student-support-network/:id`]: 'page.addSupport',
  [`${base}/edit-student-support-network/:id`]: 'page.editSupport',
  ...(district ? { [`${base}/view-for-import/:id`]: 'page.supportForImport', [`${base}/import-student-support-network/:id`]: 'page.importSupports' } : {}),
});

export function routePattern(pathname: string): string {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => (/^\d+$/.test(s) ? ID_PLACEHOLDER : s));
  return `/${segments.join('/')}`;
}

export const PAGE_NAMES: Record<string, string> = {
  '/auth': 'page.signIn',
  '/auth/admins': 'page.adminSignIn',
  '/auth/forgot-password': 'page.forgotPassword',
  '/auth/set-password': 'page.setPassword',
  '/auth/callback/google': 'page.providerCallback',
  '/auth/callback/microsoft': 'page.providerCallback',
  '/account/password': 'page.changePassword',
  '/account/summaries': 'page.accountSummaries',
  '/account/sessions': 'page.accountSessions',
  '/unsubscribe': 'page.unsubscribe',
  '/guardian-sign': 'page.guardianSign',
  '/admin/search-users': 'page.searchUsers',
  '/terms': 'page.terms',
  '/privacy': 'page.privacy',
  '/admin': 'page.adminHome',
  '/admin/outbox': 'page.outbox',
  '/admin/add-district': 'page.addDistrict',
  '/admin/edit-district/:id': 'page.editDistrict',
  '/admin/edit-school/:id/:id': 'page.editSchool',
  '/admin/system-users': 'page.systemUsers',
  '/admin/system-users/account-credentials/:id': 'page.accountCredentials',
  '/admin/edit-user-emails': 'page.editUserEmails',
  '/admin/audit-log': 'page.auditLog',
  '/district/:id': 'page.districtHome',
  '/district/:id/schools': 'page.schools',
  '/district/:id/staff': 'page.staff',
  '/district/:id/audit-log': 'page.auditLog',
  '/school/:id/select-school': 'page.selectSchool',
  '/school/:id/:id': 'page.schoolHome',
  '/school/:id/:id/staff': 'page.schoolStaff',
  '/school/:id/:id/boards': 'page.boards',
  '/school/:id/:id/actions': 'page.actions',
  '/district/:id/actions': 'page.actions',
  '/school/:id/:id/resources': 'page.resources',
  '/district/:id/resources': 'page.resources',
  '/district/:id/user-supports': 'page.userSupports',
  '/school/:id/:id/configure/norms': 'page.norms',
  '/district/:id/meetings/setup': 'meetingLists.title',
  '/district/:id/meetings/norms': 'page.norms',
  '/district/:id/meetings/district-meeting-descriptors': 'page.districtMeetingDescriptors',
  '/district/:id/meetings/school-textboxes': 'page.schoolTextboxes',
  '/district/:id/meetings/logo': 'page.schoolLogos',
  '/school/:id/:id/meetings': 'page.meetings',
  '/school/:id/:id/meetings/schedule': 'page.scheduleMeeting',
  '/school/:id/:id/meetings/edit/:id': 'page.editMeeting',
  '/district/:id/meetings/schedule': 'page.districtMeetings',
  '/district/:id/meetings/schedule-district-meeting': 'page.scheduleMeeting',
  '/district/:id/meetings/edit-district-meeting/:id': 'page.editMeeting',
  '/district/:id/schools/:id/school-profile': 'page.schoolProfile',
  '/district/:id/schools/:id/school-profile/schedule-school-meeting': 'page.scheduleSchoolMeeting',
  '/district/:id/schools/:id/school-profile/edit-school-meeting/:id': 'page.editSchoolMeeting',
  '/school/:id/:id/boards/add-team-board': 'page.addTeamBoard',
  '/school/:id/:id/boards/edit-team-board/:id': 'page.editTeamBoard',
  '/school/:id/:id/boards/add-custom-team-board': 'page.addCustomBoard',
  '/school/:id/:id/boards/edit-custom-team-board/:id': 'page.editCustomBoard',
  '/school/:id/:id/board/:id': 'page.boards',
  '/district/:id/meetings': 'page.boards',
  '/district/:id/meetings/add-district-team-board-schools': 'page.addDistrictSchoolsBoard',
  '/district/:id/meetings/edit-district-team-board-schools/:id': 'page.editDistrictSchoolsBoard',
  '/district/:id/meetings/add-district-team-board-students': 'page.addDistrictStudentsBoard',
  '/district/:id/meetings/edit-district-team-board-students/:id': 'page.editDistrictStudentsBoard',
  '/district/:id/meetings/add-integrated-team-board-students': 'page.addIntegratedBoard',
  '/district/:id/meetings/edit-integrated-team-board-students/:id': 'page.editIntegratedBoard',
  '/district/:id/board/:id': 'page.boards',
  '/district/:id/board/school-board/:id': 'page.schoolBoard',
  // Running a meeting (issue 10, section 1 "Run")
  '/school/:id/:id/manage-board-meeting-note/:id': 'page.runMeeting',
  '/school/:id/:id/manage-student-meeting-note/:id/:id': 'page.runMeeting',
  '/school/:id/:id/manage-individual-student-meeting/:id': 'page.runStudentMeeting',
  '/school/:id/:id/school-meeting/:id': 'page.runSchoolMeeting',
  '/district/:id/schools/:id/school-profile/start-school-meeting': 'page.runSchoolMeeting',
  '/district/:id/schools/:id/school-profile/school-meeting-note/:id/:id': 'page.runSchoolMeeting',
  // (…/school-meeting-note/:id/:id/:textboxId is named by this prefix: one crumb, not two.)
  '/district/:id/meetings/district-meeting/:id': 'page.runDistrictMeeting',
  '/school/:id/:id/add-edit/export-students': 'page.exportStudents',
  '/school/:id/:id/add-edit/import-students': 'page.importStudents',
  '/school/:id/:id/add-edit/import-history': 'page.importHistory',
  '/district/:id/configurations': 'page.districtConfigurations',
  '/admin/sync-data': 'page.syncData',
  '/admin/sync-data/:id': 'page.syncDetail',
  '/district/:id/sync': 'page.sync',
  '/district/:id/sync/:id': 'page.syncDetail',
  '/district/:id/system': 'page.districtSystem',
  '/school/:id/:id/students/profile/:id': 'page.studentProfile',
  // A student's support plan (issue 12)
  '/school/:id/:id/students/profile/:id/support-plan/home': 'page.supportPlanHome',
  '/school/:id/:id/students/profile/:id/support-plan/specialized-assessment': 'page.supportPlanAssessment',
  '/school/:id/:id/students/profile/:id/support-plan/goal-planning': 'page.supportPlanGoals',
  '/school/:id/:id/students/profile/:id/support-plan/transition-planning': 'page.supportPlanTransitions',
  '/school/:id/:id/student-cards': 'page.studentCards',
  '/school/:id/:id/student-data': 'page.studentData',
  // The support network (issue 11, section 1)
  ...supportPages('/district/:id/supports', true),
  ...supportPages('/school/:id/:id/supports', false),
  '/school/:id/:id/supports/view-support-for-approval-by-leader/:id': 'page.reviewProposal',
  '/admin/student-support-network': 'page.sharedNetwork',
  '/admin/student-supports': 'page.studentSupports',
  '/admin/student-supports/student-support-network': 'page.sharedNetwork',
  '/admin/student-supports/add': 'page.addSharedSupport',
  '/admin/student-supports/view/:id': 'page.support',
  '/admin/student-supports/view-approved/:id': 'page.support',
  '/admin/student-supports/approve-support/:id': 'page.reviewSubmission',
  '/admin/student-supports/edit-new-student-support/:id': 'page.editSubmission',
  '/admin/student-supports/edit-student-support/:id': 'page.editSharedSupport',
  '/admin/student-supports/edit-approved-student-support/:id': 'page.editSharedSupport',
  '/admin/student-supports/connected-districts': 'page.connectedDistricts',
  ...configPages('/admin/system-defaults', 'page.systemDefaults'),
  ...configPages('/district/:id/schools/defaults', 'page.schoolDefaults', [['student-data', 'config.studentData']]),
  ...configPages('/school/:id/:id/configure', 'page.configure', [
    ['student-data', 'config.studentData'],
    ['school-options', 'config.schoolOptions'],
    ['logo', 'config.logo.title'],
  ]),
  // Roster (issue 4)
  '/school/:id/:id/students': 'page.students',
  '/school/:id/:id/students/edit/:id': 'page.editStudent',
  '/school/:id/:id/students/automatic-assignment': 'page.automaticAssignment',
  '/school/:id/:id/students/manual-assignment': 'page.manualAssignment',
  '/school/:id/:id/students/manage-subscription': 'page.manageSubscription',
  '/school/:id/:id/add-edit/add-student': 'page.addStudent',
  '/school/:id/:id/add-edit/edit-current-students': 'page.editCurrentStudents',
  '/school/:id/:id/add-edit/edit-grade-teacher': 'page.editGradeTeacher',
  '/school/:id/:id/add-edit/automatic-assignment': 'page.automaticAssignment',
  '/school/:id/:id/add-edit/manual-assignment': 'page.manualAssignment',
  '/school/:id/:id/graduated-students': 'page.graduatedStudents',
  '/school/:id/:id/archived-students': 'page.archivedStudents',
  '/district/:id/graduated-students': 'page.graduatedStudents',
  '/district/:id/archived-students': 'page.archivedStudents',
  '/district/:id/advanced-student-search': 'page.advancedStudentSearch',
  '/school/:id/:id/advanced-student-search': 'page.advancedStudentSearch',
  // Support plans (issue 12): the plans tables and their configurations
  '/school/:id/:id/plans': 'page.plans',
  '/school/:id/:id/plans/configurations': 'page.planConfigurations',
  '/school/:id/:id/plans/bulk-export': 'page.planBulkExport',
  '/district/:id/plans': 'page.plans',
  '/district/:id/plans/configurations': 'page.planConfigurations',
  '/district/:id/plans/bulk-export': 'page.planBulkExport',
  // The sign-in page as edited content (issue 23, section 1)
  '/admin/home-page-updates': 'page.homePageUpdates',
  '/admin/home-page-updates/preview': 'page.homePagePreview',
  '/admin/add-slider-data': 'page.add.slides',
  '/admin/add-testimonials-data': 'page.add.testimonials',
  '/admin/add-school-home-page-link': 'page.addLink.school_home',
  '/admin/home-page-updates/edit-slider-data/:id': 'page.edit.slides',
  '/admin/home-page-updates/edit-testimonials-data/:id': 'page.edit.testimonials',
  '/admin/home-page-updates/add-partner': 'page.add.partners',
  '/admin/home-page-updates/edit-partner/:id': 'page.edit.partners',
  '/admin/home-page-updates/add-link': 'page.addLink',
  '/admin/home-page-updates/edit-link/:id': 'page.editLink',
  '/admin/home-page-updates/edit-school-home-page-link/:id': 'page.editLink.school_home',
  '/admin/home-page-updates/add-home-page-video': 'page.add.video',
  '/admin/home-page-updates/edit-home-page-video/:id': 'page.edit.video',
  '/admin/home-page-updates/legal/terms': 'page.editTerms',
  '/admin/home-page-updates/legal/privacy': 'page.editPrivacy',
};

export interface Crumb {
  path: string;
  key: string;
}

/** The breadcrumb trail of a pathname: each prefix whose pattern has a name. */
export function breadcrumbs(pathname: string): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  for (let i = 1; i <= segments.length; i++) {
    const path = `/${segments.slice(0, i).join('/')}`;
    const key = PAGE_NAMES[routePattern(path)];
    if (key) crumbs.push({ path, key });
  }
  return crumbs;
}
