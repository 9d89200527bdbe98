/**
 * What the audit log records: every action code the server writes and every kind of target,
 * each with a label in both catalogues (`audit.action.<code>`, `audit.target.<type>`). The
 * server's `recordAudit` takes only these codes, so a new one cannot be written unnamed.
 */
export const AUDIT_ACTIONS = [
  'agreement.agreed',
  'agreement.declined',
  'agreement.published',
  'auth.identity_linked',
  'auth.password_changed',
  'auth.password_forgot',
  'auth.password_link_issued',
  'auth.password_set',
  'auth.sign_in',
  'auth.sign_out',
  'config.customised',
  'config.reset',
  'config.updated',
  'district.created',
  'district.retention_changed',
  'district.suspended',
  'district.unsuspended',
  'district.updated',
  'email.test_sent',
  'school.account_changed',
  'school.assignment_rules_applied',
  'school.assignment_rules_changed',
  'school.created',
  'school.logo_changed',
  'school.logo_removed',
  'school.options_changed',
  'school.updated',
  'simulation.started',
  'simulation.stopped',
  'sis.org_mappings_changed',
  'sis.sync',
  'sis.uploaded',
  'student.add_to_school',
  'student.alert_added',
  'student.alert_closed',
  'student.archive',
  'student.card_icons_updated',
  'student.created',
  'student.data_updated',
  'student.deleted',
  'student.graduate',
  'student.picture_removed',
  'student.picture_updated',
  'student.profile_values_updated',
  'student.read',
  'student.teachers_assigned',
  'student.updated',
  'student_data_definition.created',
  'student_data_definition.deactivated',
  'student_data_definition.deleted',
  'student_data_definition.updated',
  'students.auto_deleted',
  'students.export',
  'students.import',
  'students.import_queued',
  'user.deactivated',
  'user.invited',
  'user.password_link_sent',
  'user.reactivated',
  'user.updated',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'agreement',
  'config_list',
  'district',
  'school',
  'sent_email',
  'sis_sync',
  'student',
  'student_data_definition',
  'student_import',
  'student_search',
  'user',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The catalogue key of an action's label; an unknown code (an older row) has none. */
export const auditActionKey = (action: string) => `audit.action.${action}`;
export const auditTargetKey = (type: string) => `audit.target.${type}`;
/** Field names of `details` (changes, before, after) that have a label of their own. */
export const auditFieldKey = (field: string) => `audit.field.${field}`;
