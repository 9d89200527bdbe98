/**
 * Which cached reads a domain event makes stale. The events are the audit action codes
 * (`@ss/domain/audit`): a mutation's hook refreshes what its event changed, and the boards'
 * websocket will call the same `refresh` with the events other users cause. Card moves are no audit
 * event: the boards' reads outside the board page (the profile's Boards section, the home pages)
 * read again when they are shown. The table is a
 * Record over every action, so a new action does not compile until it says what it refreshes.
 * Every event also refreshes the audit log, which lists it.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AuditAction } from '@ss/domain/audit';
import { qk, type QueryFamily } from './query-keys.ts';

/** A student's grade, status, school or teachers decide which team boards show it (and their card counts); actions show its name. */
const STUDENT_LISTS: QueryFamily[] = ['students', 'profile', 'cards', 'dataGrid', 'advancedSearch', 'boards', 'actions'];
const STAFF: QueryFamily[] = ['users', 'systemUsers', 'credentials'];

/** Besides the audit log: the families each event changes. Empty means it changes nothing a page shows. */
export const EVENT_REFRESHES: Record<AuditAction, readonly QueryFamily[]> = {
  'action.abandoned': ['actions', 'reports'],
  'action.completed': ['actions', 'reports'],
  'action.created': ['actions', 'reports'],
  'action.deleted': ['actions', 'reports'],
  'action.updated': ['actions', 'reports'],
  'actions.export': [],
  'agreement.agreed': ['agreement'],
  'agreement.declined': ['agreement'],
  'agreement.published': ['agreement'],
  'auth.identity_linked': ['credentials'],
  'auth.mfa_enrolled': ['mfa', 'credentials'],
  'auth.mfa_recovery_codes_generated': ['mfa'],
  'auth.mfa_removed': ['mfa', 'credentials'],
  'auth.mfa_verified': ['mfa'],
  'auth.password_changed': ['credentials'],
  'auth.password_forgot': ['outbox'],
  'auth.password_link_issued': ['credentials', 'outbox'],
  'auth.password_set': ['credentials', 'users', 'systemUsers'],
  'auth.sign_in': [],
  'board.created': ['boards'],
  'board.deleted': ['boards'],
  'board.unlocked': ['boards'],
  'board.updated': ['boards'],
  'auth.sign_out': [],
  'auth.sessions_ended': ['sessions', 'credentials'],
  'celebration.created': ['celebrations'],
  'celebration.deleted': ['celebrations'],
  'celebration.updated': ['celebrations'],
  'config.customised': ['config'],
  'config.reset': ['config'],
  'config.updated': ['config'],
  'district.created': ['districts', 'statistics'],
  'district.retention_changed': ['retention', 'retentionRuns'],
  'district.retention_confirmed': ['retentionRuns'],
  'district.export_requested': ['districts', 'outbox'],
  'district.export_made': [],
  'district.export_downloaded': [],
  'district.suspended': ['districts', 'schools'],
  'district.unsuspended': ['districts', 'schools'],
  'district.updated': ['districts', 'schools'],
  'email.test_sent': ['outbox'],
  'norm.created': ['norms'],
  'norm.deleted': ['norms'],
  'norm.updated': ['norms'],
  'norms.reordered': ['norms'],
  'meeting.attendee_marked': ['meetings'],
  'meeting.created': ['meetings', 'outbox'],
  'meeting.deleted': ['meetings', 'outbox', 'reports'],
  'meeting.finished': ['meetings', 'outbox', 'reports'],
  'meeting.norm_reviewed': ['meetings'],
  'meeting.note_created': ['meetings'],
  'meeting.note_saved': ['meetings'],
  'meeting.reopened': ['meetings', 'reports'],
  'meeting.started': ['meetings'],
  'meeting.updated': ['meetings', 'outbox'],
  'school.account_changed': ['schools', 'subscriptions', 'statistics'],
  'school.assignment_rules_applied': ['students', 'profile', 'cards', 'boards'],
  'school.assignment_rules_changed': ['students'],
  'school.created': ['schools', 'districts', 'statistics'],
  'school.logo_changed': ['config'],
  'school.logo_removed': ['config'],
  'school.options_changed': ['config', 'cards'],
  'school.updated': ['schools'],
  'school.subscription_changed': ['subscriptions'],
  'school.invoice_requested': ['subscriptions', 'outbox'],
  'school.renewal_reminded': ['outbox'],
  'simulation.started': ['simulation'],
  'simulation.stopped': ['simulation'],
  'sis.org_mappings_changed': ['sis'],
  'sis.sync': ['sis', 'schools', 'users', 'statistics', ...STUDENT_LISTS],
  'sis.uploaded': ['sis'],
  'student.add_to_school': STUDENT_LISTS,
  'student.alert_added': ['profile', 'cards'],
  'student.alert_closed': ['profile', 'cards'],
  'student.archive': STUDENT_LISTS,
  'student.card_icons_updated': ['profile', 'cards'],
  'student.created': [...STUDENT_LISTS, 'statistics'],
  'student.data_updated': ['dataGrid', 'profile', 'reports'],
  'student.deleted': [...STUDENT_LISTS, 'statistics'],
  'student.graduate': STUDENT_LISTS,
  'student.picture_removed': ['profile', 'cards'],
  'student.picture_updated': ['profile', 'cards'],
  'student.profile_values_updated': ['profile'],
  'student.read': [],
  'student.access_log_read': [],
  'student.access_log_exported': [],
  'student.teachers_assigned': ['students', 'profile', 'cards', 'boards'],
  'student.updated': STUDENT_LISTS,
  'student_data_definition.created': ['config', 'dataGrid', 'profile'],
  'student_data_definition.deactivated': ['config', 'dataGrid', 'profile'],
  'student_data_definition.deleted': ['config', 'dataGrid', 'profile'],
  'student_data_definition.updated': ['config', 'dataGrid', 'profile'],
  'students.auto_deleted': [...STUDENT_LISTS, 'statistics'],
  'students.retention_deleted': [...STUDENT_LISTS, 'statistics', 'retentionRuns'],
  'students.retention_pending': ['retentionRuns'],
  'students.export': [],
  'students.import': ['imports', 'statistics', ...STUDENT_LISTS],
  'students.import_queued': ['imports'],
  'user.deactivated': STAFF,
  'user.invited': [...STAFF, 'outbox', 'statistics'],
  'user.mfa_reset': ['credentials'],
  'user.password_link_sent': ['credentials', 'outbox'],
  'user.reactivated': STAFF,
  'user.updated': STAFF,
  'resource.created': ['resources'],
  'resource.deleted': ['resources'],
  'resource.updated': ['resources'],
  'resource_folder.created': ['resources'],
  'resource_folder.deleted': ['resources'],
  'resource_folder.updated': ['resources'],
  'student_support.data_point_added': ['studentSupports', 'reports'],
  'student_support.data_point_updated': ['studentSupports', 'reports'],
  'student_support.data_point_deleted': ['studentSupports', 'reports'],
  'student_support.deleted': ['studentSupports', 'profile', 'reports'],
  'student_support.ended': ['studentSupports', 'profile', 'reports'],
  'student_support.given': ['studentSupports', 'profile', 'reports'],
  'student_support.session_deleted': ['studentSupports'],
  'student_support.session_logged': ['studentSupports'],
  'student_support.updated': ['studentSupports', 'profile', 'reports'],
  'student_supports.export': [],
  'report.read': [],
  'report.export': [],
  'support.approved': ['supports', 'outbox'],
  'support.archived': ['supports'],
  'support.attachment_added': ['supports'],
  'support.attachment_removed': ['supports'],
  'support.created': ['supports'],
  'support.deleted': ['supports'],
  'support.imported': ['supports'],
  'support.proposed': ['supports', 'outbox'],
  'support.restored': ['supports'],
  'support.returned': ['supports', 'outbox'],
  'support.submitted': ['supports', 'outbox'],
  'support.updated': ['supports', 'studentSupports'],
  'support_network.linked': ['supports'],
  'support_network.unlinked': ['supports'],
  // Support plans (issue 12): their pages are the student profile's; templates are the plans' configuration.
  'support_plan.created': ['profile', 'reports'],
  'support_plan.deactivated': ['profile', 'reports'],
  // Early warnings (issue 22, section 2): a rule's change recomputes its district's flags, which the cards show.
  'early_warning_rule.created': ['earlyWarnings', 'cards', 'boards'],
  'early_warning_rule.updated': ['earlyWarnings', 'cards', 'boards'],
  'early_warning_rule.deleted': ['earlyWarnings', 'cards', 'boards'],
  'early_warning.acknowledged': ['earlyWarnings', 'cards', 'boards'],
  // E-mail summaries (issue 23, section 2)
  'summary_preference.updated': ['summaries'],
  'summary_preference.unsubscribed': ['summaries'],
  'summary_defaults.updated': ['summaries'],
  'summary.sent': ['outbox'],
  'support_plan.part_saved': ['profile'],
  'support_plan.reactivated': ['profile', 'reports'],
  'support_plan.read': [],
  'support_plan.updated': ['profile'],
  // Support plan lifecycle (issue 12, section 3; server events, added with the server's audit codes)
  'support_plan.finalised': ['profile', 'reports'],
  'support_plan.new_draft': ['profile'],
  'support_plan.review_reminded': ['outbox'],
  'support_plan.signature_removed': ['profile', 'reports'],
  'support_plan.signed': ['profile', 'reports'],
  // Guardians sign a final plan (issue 24, section 1): the requests' list is the plan's (profile)
  'support_plan.guardian_request_sent': ['profile', 'outbox'],
  'support_plan.guardian_request_revoked': ['profile'],
  'support_plan.guardian_declined': ['profile', 'guardianSign'],
  'support_plan.guardian_link_refused': [],
  'support_plan.attachment_added': ['profile'],
  'support_plan.attachment_downloaded': [],
  'support_plan.attachment_removed': ['profile'],
  'support_plan_template.archived': ['config'],
  'support_plan_template.created': ['config'],
  'support_plan_template.updated': ['config'],
  'support_plans.list': [],
  // Issue 12, section 5: a PDF and a bulk export's request and download change nothing the pages show but the outbox.
  'support_plan.pdf': [],
  'support_plans.bulk_export': ['outbox'],
  'support_plans.bulk_export_downloaded': [],
  // The sign-in page's content (issue 23, section 1): the editors' lists, the preview and the page itself.
  'home_page.updated': ['homePage'],
  // Restricted notes (issue 24, section 2): a restriction changes what the meeting, the profile and the supports show; reads change nothing.
  'restricted_note.restricted': ['meetings', 'profile', 'studentSupports'],
  'restricted_note.unrestricted': ['meetings', 'profile', 'studentSupports'],
  'restricted_note.opened': [],
  'restricted_note.break_glass': [],
};

/** The key prefixes an event makes stale (each family's `all`, then the audit log). */
export function invalidationsFor(event: AuditAction): QueryKey[] {
  return [...new Set([...EVENT_REFRESHES[event], 'audit' as const])].map((family) => qk[family].all);
}

/**
 * Marks stale what these events changed; the reads on screen fetch again (the others when next shown).
 * A read already under way may have left before the change: it is cancelled first, since TanStack would
 * otherwise hand a first load (a query with no data yet, say a search just typed) that old answer.
 */
export async function refresh(client: QueryClient, ...events: AuditAction[]): Promise<void> {
  const keys = [...new Map(events.flatMap((event) => invalidationsFor(event)).map((key) => [JSON.stringify(key), key])).values()];
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
