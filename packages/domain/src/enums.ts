/** Enumerations named by the product spec (section 3). Values are the wire values. */
export const WORKSPACES = ['admin', 'district', 'school'] as const;
export type Workspace = (typeof WORKSPACES)[number];

export const USER_TYPES = ['super', 'district_admin', 'district_leader', 'district_staff', 'school_admin', 'school_leader', 'school_teacher', 'school_staff'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const DISTRICT_USER_TYPES = ['district_admin', 'district_leader', 'district_staff'] as const;
export type DistrictUserType = (typeof DISTRICT_USER_TYPES)[number];

export const SCHOOL_USER_TYPES = ['school_admin', 'school_leader', 'school_teacher', 'school_staff'] as const;
export type SchoolUserType = (typeof SCHOOL_USER_TYPES)[number];

export const SCHOOL_STATUSES = ['good', 'payment_pending', 'account_suspended'] as const;
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number];

/** Spelling kept exactly as the spec gives it (ipp_cordinator). */
export const SUPPORT_PLAN_PERMISSIONS = ['no_select', 'ipp_cordinator', 'ipp_admin', 'ipp_teacher'] as const;
export type SupportPlanPermission = (typeof SUPPORT_PLAN_PERMISSIONS)[number];

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SNACKBAR_TYPES = ['success', 'error', 'warning', 'error-with-close'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** i18n keys for the role names (spec section 6). */
export const USER_TYPE_LABEL: Record<UserType, string> = {
  super: 'role.super',
  district_admin: 'role.district_admin',
  district_leader: 'role.district_leader',
  district_staff: 'role.district_staff',
  school_admin: 'role.school_admin',
  school_leader: 'role.school_leader',
  school_teacher: 'role.school_teacher',
  school_staff: 'role.school_staff',
};

export const SUPPORT_PLAN_PERMISSION_LABEL: Record<SupportPlanPermission, string> = {
  no_select: 'supportPlanPermission.no_select',
  ipp_cordinator: 'supportPlanPermission.ipp_cordinator',
  ipp_admin: 'supportPlanPermission.ipp_admin',
  ipp_teacher: 'supportPlanPermission.ipp_teacher',
};

export const SCHOOL_STATUS_LABEL: Record<SchoolStatus, string> = {
  good: 'schoolStatus.good',
  payment_pending: 'schoolStatus.payment_pending',
  account_suspended: 'schoolStatus.account_suspended',
};

// Students (issue 4) -----------------------------------------------------------

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Deleted is soft and confirmed; graduated and archived return to active with "Add to School". */
export const STUDENT_STATUSES = ['active', 'graduated', 'archived', 'deleted'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** sis: the record came from the student information system; its SIS fields are read-only. */
export const INFORMATION_ENTRY_TYPES = ['manual', 'sis'] as const;
export type InformationEntryType = (typeof INFORMATION_ENTRY_TYPES)[number];

export const STUDENT_DATA_RESULT_TYPES = ['manual', 'dropdown'] as const;
export type StudentDataResultType = (typeof STUDENT_DATA_RESULT_TYPES)[number];

/** A measure is administered by month (administration month) or by label (data label). */
export const RESOURCE_DATA_TYPES = ['month', 'label'] as const;
export type ResourceDataType = (typeof RESOURCE_DATA_TYPES)[number];

export const STUDENT_CARD_DISPLAYS = ['name', 'minimal_name_bar', 'picture', 'name_picture', 'name_picture_data', 'name_data'] as const;
export type StudentCardDisplay = (typeof STUDENT_CARD_DISPLAYS)[number];

export const STUDENT_CARD_NAME_FORMATS = ['first_name_last_name', 'last_name_first_name', 'first_name_last_initial', 'last_name_first_initial'] as const;
export type StudentCardNameFormat = (typeof STUDENT_CARD_NAME_FORMATS)[number];

export const STUDENT_CARD_ORGANISATIONS = ['first_name', 'last_name', 'grade', 'manual'] as const;
export type StudentCardOrganisation = (typeof STUDENT_CARD_ORGANISATIONS)[number];

export const FILTER_OPERATORS = ['more_than', 'less_than', 'equal', 'not_equal', 'contain', 'not_contain'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Months, January = 0 (spec section 9). */
export const MONTHS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Every configurable list, by the slug of its page (spec section 2). */
export const CONFIG_LIST_KINDS = [
  'student-support-focus-areas',
  'student-entry-levels',
  'student-support-tiers',
  'student-card-icons',
  'grades',
  'support-links',
  'student-profile-textboxes',
  'student-programming-notes',
  'meeting-descriptors',
  'support-team-role',
  'support-plan-information',
  'district-meeting-descriptors',
  'school-textboxes',
] as const;
export type ConfigListKind = (typeof CONFIG_LIST_KINDS)[number];

/**
 * The district's own meeting lists (district `meetings/*` pages, issue 10): the descriptors of its
 * school and district meetings, and the prompts ("Successes this term") that are a school meeting's
 * note sections. They have no system default and do not cascade to schools.
 */
export const DISTRICT_MEETING_LISTS = ['district-meeting-descriptors', 'school-textboxes'] as const satisfies readonly ConfigListKind[];

/** Which lists each level edits (spec section 2); student-data is its own resource. */
export const SYSTEM_CONFIG_LISTS: readonly ConfigListKind[] = CONFIG_LIST_KINDS.filter((k) => !(DISTRICT_MEETING_LISTS as readonly string[]).includes(k));
export const DISTRICT_CONFIG_LISTS: readonly ConfigListKind[] = [
  'student-profile-textboxes',
  'student-programming-notes',
  'meeting-descriptors',
  'grades',
  'student-support-focus-areas',
  'student-entry-levels',
  'student-support-tiers',
  'student-card-icons',
];
export const SCHOOL_CONFIG_LISTS: readonly ConfigListKind[] = [
  'student-profile-textboxes',
  'student-programming-notes',
  'meeting-descriptors',
  'student-support-focus-areas',
  'student-entry-levels',
  'student-support-tiers',
  'student-card-icons',
];

/**
 * Team board kinds (issue 9): school boards whose students follow rules (team) or are picked
 * (custom); district boards of the district's schools, of students picked across its schools,
 * and integrated boards worked on by district and school staff together.
 */
export const BOARD_KINDS = ['team', 'custom', 'district_schools', 'district_students', 'integrated'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];
/** School boards live in one school's workspace; the others in the district's. */
export const SCHOOL_BOARD_KINDS: readonly BoardKind[] = ['team', 'custom'];
/** A board holds at most this many categories (spec section 9). */
export const MAX_BOARD_CATEGORIES = 20;
/** An edit lock without a heartbeat for this long is free (spec section 4). */
export const BOARD_LOCK_TTL_SECONDS = 120;

/** Action statuses (spec section 4): complete and abandoned are final, nothing changes them. */
export const ACTION_STATUSES = ['incomplete', 'in_progress', 'complete', 'abandoned'] as const;
export type ActionStatus = (typeof ACTION_STATUSES)[number];
export const FINAL_ACTION_STATUSES: readonly ActionStatus[] = ['complete', 'abandoned'];
/** The status filter: a status, or `incomplete_in_progress` (the open ones). */
export const ACTION_STATUS_FILTERS = ['incomplete_in_progress', ...ACTION_STATUSES] as const;
export type ActionStatusFilter = (typeof ACTION_STATUS_FILTERS)[number];
/** Which actions a list shows (spec section 3). */
export const ACTION_SCOPES = ['districtActions', 'schoolActions', 'myActions', 'studentActions'] as const;
export type ActionScope = (typeof ACTION_SCOPES)[number];

/**
 * Meetings (issue 10, section 1): a team meeting runs on a board, an individual student meeting on
 * one student, a school meeting brings district staff and a school's leadership together (district
 * `school-profile` routes), a district meeting is the district's own.
 */
export const MEETING_KINDS = ['team', 'student', 'school', 'district'] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];
/** scheduled → in_progress → finished; a leader may reopen a finished meeting (back to in_progress). */
export const MEETING_STATUSES = ['scheduled', 'in_progress', 'finished'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
/**
 * The sections of a student's meeting note (key issue, context, notes). A school meeting's note has
 * one section per district school-textbox instead, keyed `textbox:<config item id>`; a meeting's
 * general note (no student) has `notes`.
 */
export const STUDENT_NOTE_SECTIONS = ['key_issue', 'context', 'notes'] as const;
export type StudentNoteSection = (typeof STUDENT_NOTE_SECTIONS)[number];

/**
 * The student support network (issue 11). A support is an accommodation, a strategy or an
 * intervention (spec section 3: Support type), kept in one of three networks: the shared network
 * (super admins; every district reads it), a district's, or a school's additions.
 */
export const SUPPORT_TYPES = ['accommodation', 'strategy', 'intervention'] as const;
export type SupportType = (typeof SUPPORT_TYPES)[number];
export const SUPPORT_LEVELS = ['shared', 'district', 'school'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];
/**
 * pending: proposed by school staff (school level) or submitted by a district (shared level), waiting
 * on its reviewer; returned: sent back with a comment (the author edits and proposes again);
 * approved: in the network; archived: taken out of the network (supports given keep it).
 */
export const SUPPORT_STATUSES = ['pending', 'returned', 'approved', 'archived'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
/** How a support is delivered: to whom at once. */
export const SUPPORT_GROUP_SIZES = ['individual', 'small_group', 'class', 'school'] as const;
export type SupportGroupSize = (typeof SUPPORT_GROUP_SIZES)[number];
/** How a support given to a student ended. */
export const STUDENT_SUPPORT_OUTCOMES = ['worked', 'partly', 'did_not_work'] as const;
export type StudentSupportOutcome = (typeof STUDENT_SUPPORT_OUTCOMES)[number];
/** Why a planned session of a support was not delivered (fidelity log). */
export const SUPPORT_SESSION_MISSED_REASONS = ['student_absent', 'staff_absent', 'schedule', 'other'] as const;
export type SupportSessionMissedReason = (typeof SUPPORT_SESSION_MISSED_REASONS)[number];
/** What a resource is (issue 11, section 3); a support's attachments are the same kinds. */
export const RESOURCE_KINDS = ['link', 'google_doc', 'youtube', 'document'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** A resource folder holds at most this many levels of folders. */
export const MAX_RESOURCE_FOLDER_DEPTH = 5;

/** A student support plan's status (issue 12): a draft, sent for review, final (frozen; finalising comes later). */
export const SUPPORT_PLAN_STATUSES = ['draft', 'in_review', 'final'] as const;
export type SupportPlanStatus = (typeof SUPPORT_PLAN_STATUSES)[number];
/** The parts a template may enable besides the home part, which every plan has (their API path segments). */
export const SUPPORT_PLAN_PARTS = ['specialized_assessment', 'goal_planning', 'transition_planning'] as const;
export type SupportPlanPart = (typeof SUPPORT_PLAN_PARTS)[number];
/** A progress review's rating of a goal. */
export const GOAL_RATINGS = ['not_started', 'emerging', 'progressing', 'achieved'] as const;
export type GoalRating = (typeof GOAL_RATINGS)[number];
/** What a transition is between. */
export const TRANSITION_KINDS = ['grade', 'school', 'adulthood'] as const;
export type TransitionKind = (typeof TRANSITION_KINDS)[number];
