/**
 * What the audit log records: every action code the server writes and every kind of target,
 * each with a label in both catalogues (`audit.action.<code>`, `audit.target.<type>`). The
 * server's `recordAudit` takes only these codes, so a new one cannot be written unnamed.
 */
import {
  ACTION_STATUSES,
  GENDERS,
  INFORMATION_ENTRY_TYPES,
  LANGUAGES,
  SCHOOL_STATUS_LABEL,
  SCHOOL_STATUSES,
  STUDENT_CARD_DISPLAYS,
  STUDENT_CARD_NAME_FORMATS,
  STUDENT_CARD_ORGANISATIONS,
  STUDENT_DATA_RESULT_TYPES,
  STUDENT_STATUSES,
  SUPPORT_PLAN_PERMISSION_LABEL,
  SUPPORT_PLAN_PERMISSIONS,
  USER_TYPE_LABEL,
  USER_TYPES,
} from './enums.ts';

export const AUDIT_ACTIONS = [
  'action.abandoned',
  'action.completed',
  'action.created',
  'action.deleted',
  'action.updated',
  'actions.export',
  'agreement.agreed',
  'agreement.declined',
  'agreement.published',
  'auth.identity_linked',
  'board.created',
  'board.deleted',
  'board.unlocked',
  'board.updated',
  'celebration.created',
  'celebration.deleted',
  'celebration.updated',
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
  'norm.created',
  'norm.deleted',
  'norm.updated',
  'norms.reordered',
  'meeting.attendee_marked',
  'meeting.created',
  'meeting.deleted',
  'meeting.finished',
  'meeting.norm_reviewed',
  'meeting.note_created',
  'meeting.note_saved',
  'meeting.reopened',
  'meeting.started',
  'meeting.updated',
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
  'resource.created',
  'resource.deleted',
  'resource.updated',
  'resource_folder.created',
  'resource_folder.deleted',
  'resource_folder.updated',
  'student_support.data_point_added',
  'student_support.data_point_deleted',
  'student_support.deleted',
  'student_support.ended',
  'student_support.given',
  'student_support.session_deleted',
  'student_support.session_logged',
  'student_support.updated',
  'student_supports.export',
  'support.approved',
  'support.archived',
  'support.attachment_added',
  'support.attachment_removed',
  'support.created',
  'support.deleted',
  'support.imported',
  'support.proposed',
  'support.restored',
  'support.returned',
  'support.submitted',
  'support.updated',
  'support_network.linked',
  'support_network.unlinked',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = [
  'action',
  'agreement',
  'board',
  'celebration',
  'config_list',
  'district',
  'norm',
  'meeting',
  'meeting_note',
  'school',
  'sent_email',
  'sis_sync',
  'student',
  'student_data_definition',
  'student_import',
  'student_search',
  'user',
  'resource',
  'resource_folder',
  'student_support',
  'support',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The catalogue key of an action's label; an unknown code (an older row) has none. */
export const auditActionKey = (action: string) => `audit.action.${action}`;
export const auditTargetKey = (type: string) => `audit.target.${type}`;
/** Field names of `details` (changes, before, after) that have a label of their own. */
export const auditFieldKey = (field: string) => `audit.field.${field}`;

/**
 * The kinds the audit log filters by, each with the action prefixes it covers (the API's `action`
 * takes prefixes separated by commas). Student data measures are configuration, not students.
 */
export const AUDIT_KINDS = {
  district: ['district.'],
  school: ['school.'],
  user: ['user.'],
  student: ['student.', 'students.'],
  config: ['config.', 'student_data_definition.'],
  sis: ['sis.'],
  board: ['board.'],
  action: ['action.', 'actions.'],
  norm: ['norm.', 'norms.'],
  celebration: ['celebration.'],
  meeting: ['meeting.'],
  support: ['support.', 'support_network.'],
  student_support: ['student_support.', 'student_supports.'],
  resource: ['resource.', 'resource_folder.'],
  auth: ['auth.'],
  simulation: ['simulation.'],
  agreement: ['agreement.'],
  email: ['email.'],
} as const satisfies Record<string, readonly string[]>;
export type AuditKind = keyof typeof AUDIT_KINDS;
export const auditKindKey = (kind: string) => `audit.kind.${kind}`;

const keysOf = <V extends string>(values: readonly V[], key: (value: V) => string): Record<string, string> => Object.fromEntries(values.map((v) => [v, key(v)]));
const ROLE = keysOf(USER_TYPES, (v) => USER_TYPE_LABEL[v]);
const STUDENT_STATUS = keysOf(STUDENT_STATUSES, (v) => `profile.status.${v}`);
const own = (field: string, values: readonly string[]) => keysOf(values, (v) => `audit.value.${field}.${v}`);

/** Why a sign-in, a simulation or a password change was refused, or a session ended: the reasons the server writes. */
export const AUDIT_REASONS = [
  'agreement_declined',
  'current_password',
  'deactivated',
  'email_unverified',
  'linked_to_other_subject',
  'nonce_missing',
  'nonce_mismatch',
  'nonce_replayed',
  'not_super',
  'suspended',
  'unknown_user',
] as const;

/**
 * Fields of `details` whose values are codes of a known enumeration, with the catalogue key of each
 * value's label, so the log says "Role: Teacher", not "user_type: school_teacher". A field is named
 * the same wherever it is written (a student's and a school's `status` share no value). A value not
 * listed (an older row, a free text) shows as it is.
 */
export const AUDIT_VALUE_LABELS: Record<string, Record<string, string>> = {
  user_type: ROLE,
  district_role: ROLE,
  support_plan_permission: keysOf(SUPPORT_PLAN_PERMISSIONS, (v) => SUPPORT_PLAN_PERMISSION_LABEL[v]),
  status: { ...keysOf(SCHOOL_STATUSES, (v) => SCHOOL_STATUS_LABEL[v]), ...STUDENT_STATUS, ...keysOf(ACTION_STATUSES, (v) => `actions.status.${v}`) },
  statuses: STUDENT_STATUS,
  gender: keysOf(GENDERS, (v) => `students.gender.${v}`),
  result_type: keysOf(STUDENT_DATA_RESULT_TYPES, (v) => `config.data.${v}`),
  data_type: { month: 'config.data.byMonth', label: 'config.data.byLabel' },
  card_display: keysOf(STUDENT_CARD_DISPLAYS, (v) => `config.cardDisplay.${v}`),
  card_name_format: keysOf(STUDENT_CARD_NAME_FORMATS, (v) => `config.nameFormat.${v}`),
  card_organisation: keysOf(STUDENT_CARD_ORGANISATIONS, (v) => `config.organisation.${v}`),
  information_entry_type: own('information_entry_type', INFORMATION_ENTRY_TYPES),
  source: own('information_entry_type', INFORMATION_ENTRY_TYPES),
  level: own('level', ['system', 'district', 'school']),
  door: own('door', ['staff', 'admin']),
  purpose: own('purpose', ['reset', 'invite']),
  language: own('language', LANGUAGES),
  reason: own('reason', AUDIT_REASONS),
};

/** The catalogue key of a field's value in words, when the field is an enumeration that names it. */
export const auditValueKey = (field: string, value: string): string | undefined => (Object.hasOwn(AUDIT_VALUE_LABELS, field) ? AUDIT_VALUE_LABELS[field]![value] : undefined);
