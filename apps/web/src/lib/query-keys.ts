/**
 * Every TanStack Query key of the web app, in one place, so a read and the invalidation that
 * refreshes it cannot drift apart (issue 13 §5). Each family starts with its own first element
 * (`qk.students.all` is the prefix of every students key), and a family's `all` invalidates it whole.
 * Which families a domain event refreshes is written once, in `lib/invalidations.ts`.
 *
 * Parameters are plain objects (a list's filters and page): they are part of the key as they are.
 */

/** A configuration level as the API's query string names it: a school, a district's defaults, or the system's. */
const levelOf = (l: { districtId?: number; schoolId?: number }) =>
  l.schoolId !== undefined ? { school: l.schoolId } : l.districtId !== undefined ? { district: l.districtId } : {};

export const qk = {
  /** The signed-in user (null when signed out): not event-driven, refreshed by the session itself. */
  currentUser: { all: ['current_user'] as const },
  authConfig: { all: ['auth_config'] as const },
  /** The signed-in user's second factors (issue 24, section 4). */
  mfa: { all: ['mfa'] as const },
  supportContact: { all: ['support_contact'] as const, forUser: (userId: number) => ['support_contact', userId] as const },
  passwordLink: { all: ['password_link'] as const, one: (token: string) => ['password_link', token] as const },
  simulation: { all: ['simulate'] as const, forUser: (userId: number) => ['simulate', userId] as const },
  agreement: { all: ['agreement'] as const, forUser: (userId: number) => ['agreement', userId] as const },
  statistics: { all: ['statistics'] as const },
  districts: {
    all: ['districts'] as const,
    list: (params: object) => ['districts', 'list', params] as const,
    /** Every district at once (pickers). */
    everything: () => ['districts', 'everything'] as const,
    one: (id: number) => ['districts', 'detail', id] as const,
    /** The district's system page (issue 23, section 4): its own settings. */
    system: (id: number) => ['districts', 'system', id] as const,
    /** The district's own exports (issue 24, section 6). */
    exports: (id: number) => ['districts', 'exports', id] as const,
  },
  schools: {
    all: ['schools'] as const,
    list: (params: object) => ['schools', 'list', params] as const,
    /** Every school (of a district, or all), for pickers. */
    everything: (districtId: number | null) => ['schools', 'all', districtId] as const,
    one: (id: number) => ['schools', 'detail', id] as const,
  },
  /** Staff accounts (district and school users). */
  users: {
    all: ['users'] as const,
    list: (params: object) => ['users', 'list', params] as const,
    one: (id: number) => ['users', 'detail', id] as const,
    search: (params: object) => ['users', 'search', params] as const,
  },
  systemUsers: { all: ['system-users'] as const, list: (page: number, search: string) => ['system-users', page, search] as const },
  credentials: { all: ['credentials'] as const, one: (userId: number) => ['credentials', userId] as const },
  students: {
    all: ['students'] as const,
    list: (params: object) => ['students', 'list', params] as const,
    one: (id: number) => ['students', 'detail', id] as const,
    teachers: (schoolId: number) => ['students', 'teachers', schoolId] as const,
    rules: (schoolId: number) => ['students', 'rules', schoolId] as const,
    headerSearch: (text: string) => ['students', 'header-search', text] as const,
  },
  /** Configuration lists, student data definitions, a school's card options and logo, its grades. */
  config: {
    all: ['config'] as const,
    list: (kind: string, level: { districtId?: number; schoolId?: number }) => ['config', 'list', kind, levelOf(level)] as const,
    definitions: (level: { districtId?: number; schoolId?: number }) => ['config', 'definitions', levelOf(level)] as const,
    options: (schoolId: number) => ['config', 'options', schoolId] as const,
    grades: (schoolId: number) => ['config', 'grades', schoolId] as const,
    /** Support plan templates of a district (`{ district }`) or those a school may use (`{ school }`): the plans' configuration. */
    planTemplates: (where: object) => ['config', 'plan-templates', where] as const,
    /** The templates a school may start a plan from (the plan pages' picker). */
    schoolPlanTemplates: (schoolId: number) => ['config', 'support-plan-templates', schoolId] as const,
  },
  profile: {
    all: ['student-profile'] as const,
    one: (studentId: number) => ['student-profile', studentId] as const,
    /** A student's access record (issue 24), by filters and page: under the student, so the profile's refresh reaches it. */
    accessLog: (studentId: number, params: object) => ['student-profile', studentId, 'access-log', params] as const,
    /** The plans tables (a school's or a district's, by tab, filters and page): support plan events refresh the profile family. */
    plans: (params: object) => ['student-profile', 'support-plans', params] as const,
    /** A student's plans (active or deactivated), under the student's profile so its refresh reaches them. */
    studentPlans: (studentId: number, status: 'active' | 'deactivated') => ['student-profile', studentId, 'support-plans', status] as const,
    /** One support plan and what its pages read: revisions, a comparison, signatures, attachments. */
    plan: (id: number) => ['student-profile', 'support-plan', id] as const,
    planRevisions: (id: number) => ['student-profile', 'support-plan', id, 'revisions'] as const,
    planCompare: (id: number, from: number, to: number) => ['student-profile', 'support-plan', id, 'compare', from, to] as const,
    planSignatures: (id: number) => ['student-profile', 'support-plan', id, 'signatures'] as const,
    /** A plan's requests to guardians for signature (issue 24, section 1). */
    planGuardianRequests: (id: number) => ['student-profile', 'support-plan', id, 'guardian-requests'] as const,
    planAttachments: (id: number) => ['student-profile', 'support-plan', id, 'attachments'] as const,
    /** The requester's recent plan exports of a place, and one export's progress. */
    planExports: (where: object) => ['student-profile', 'plan-exports', where] as const,
    planExport: (id: number) => ['student-profile', 'plan-export', id] as const,
  },
  dataGrid: { all: ['student-data-grid'] as const, page: (params: object) => ['student-data-grid', params] as const },
  cards: { all: ['student-cards'] as const, list: (params: object) => ['student-cards', params] as const },
  /** The advanced search: its filter options per school or district, and result pages by request body. */
  advancedSearch: {
    all: ['advanced-search'] as const,
    options: (place: { districtId: number; schoolId?: number }) => ['advanced-search', 'options', place] as const,
    results: (body: object) => ['advanced-search', 'results', body] as const,
  },
  imports: {
    all: ['student-imports'] as const,
    list: (schoolId: number, page: number) => ['student-imports', 'list', schoolId, page] as const,
    one: (id: number) => ['student-imports', 'detail', id] as const,
  },
  retention: { all: ['retention'] as const, forDistrict: (districtId: number) => ['retention', districtId] as const },
  sis: {
    all: ['sis'] as const,
    list: (districtId: number, page: number) => ['sis', 'list', districtId, page] as const,
    one: (id: number) => ['sis', 'detail', id] as const,
    mappings: (districtId: number) => ['sis', 'mappings', districtId] as const,
  },
  /**
   * Team boards (issue 9): a school's or a district's list (`{ school }` or `{ district }`, also on the
   * homes), one board, a student's boards, and what the editors read (tiers, grades, staff, roster).
   */
  boards: {
    all: ['boards'] as const,
    list: (where: object) => ['boards', 'list', where] as const,
    /** Where a student sits on each board and its moves (the profile's Boards section). */
    student: (studentId: number) => ['boards', 'student', studentId] as const,
    detail: (id: number) => ['boards', 'detail', id] as const,
    tiers: (where: object) => ['boards', 'tiers', where] as const,
    grades: (schoolId: number) => ['boards', 'grades', schoolId] as const,
    staff: (where: object) => ['boards', 'staff', where] as const,
    roster: (where: object, search: string) => ['boards', 'roster', where, search] as const,
  },
  /** Actions (issue 10): a page of a scope's list with its filters, one action, who may be responsible in a school. */
  actions: {
    all: ['actions'] as const,
    list: (params: object) => ['actions', 'list', params] as const,
    one: (id: number) => ['actions', 'detail', id] as const,
    people: (schoolId: number) => ['actions', 'people', schoolId] as const,
    students: (where: object, search: string) => ['actions', 'students', where, search] as const,
  },
  celebrations: {
    all: ['celebrations'] as const,
    list: (params: object) => ['celebrations', 'list', params] as const,
  },
  norms: {
    all: ['norms'] as const,
    list: (level: { school?: number; district?: number }) => ['norms', 'list', level] as const,
  },
  /**
   * Meetings (issue 10): a page of a list with its filters, every meeting of a range (the calendar's
   * school year), one meeting, its notes, a student's panel on the run page, and the staff who may
   * attend one in a place (`{ school }` or `{ district }`).
   */
  meetings: {
    all: ['meetings'] as const,
    list: (params: object) => ['meetings', 'list', params] as const,
    range: (params: object) => ['meetings', 'range', params] as const,
    one: (id: number) => ['meetings', 'detail', id] as const,
    notes: (id: number) => ['meetings', 'notes', id] as const,
    panel: (id: number, studentId: number) => ['meetings', 'panel', id, studentId] as const,
    people: (where: object) => ['meetings', 'people', where] as const,
  },
  /** The support network (issue 11): lists by filters, one support, the continuum grid, import sources, connections. */
  supports: {
    all: ['supports'] as const,
    list: (params: object) => ['supports', 'list', params] as const,
    one: (id: number) => ['supports', 'detail', id] as const,
    continuum: (params: object) => ['supports', 'continuum', params] as const,
    sources: (districtId: number) => ['supports', 'sources', districtId] as const,
    connections: (districtId: number) => ['supports', 'connections', districtId] as const,
  },
  /** Supports given to students: a student's, one with its data points and sessions, the district report, the history timeline. */
  studentSupports: {
    all: ['student_supports'] as const,
    list: (params: object) => ['student_supports', 'list', params] as const,
    one: (id: number) => ['student_supports', 'detail', id] as const,
    dataPoints: (id: number) => ['student_supports', 'detail', id, 'data_points'] as const,
    sessions: (id: number) => ['student_supports', 'detail', id, 'sessions'] as const,
    report: (params: object) => ['student_supports', 'report', params] as const,
    history: (studentId: number) => ['student_supports', 'history', studentId] as const,
  },
  /** School and district resources and their folders. */
  resources: {
    all: ['resources'] as const,
    list: (params: object) => ['resources', 'list', params] as const,
    folders: (params: object) => ['resources', 'folders', params] as const,
  },
  /** The district reports (issue 22, section 1): one key a report and its filters. */
  reports: { all: ['reports'] as const, one: (name: string, params: object) => ['reports', name, params] as const },
  /** Early-warning rules of a district, and open flags of a school or a student (issue 22, section 2). */
  earlyWarnings: {
    all: ['early_warnings'] as const,
    rules: (districtId: number) => ['early_warnings', 'rules', districtId] as const,
    flags: (params: { school?: number; student?: number }) => ['early_warnings', 'flags', params] as const,
  },
  /** The sign-in page's content (issue 23, section 1): the page as visitors (or, previewing, super admins) read it, and the editors' lists. */
  homePage: {
    all: ['home_page'] as const,
    page: (preview: boolean) => ['home_page', 'page', preview] as const,
    collection: (collection: string) => ['home_page', 'collection', collection] as const,
    legal: () => ['home_page', 'legal'] as const,
  },
  /** E-mail summaries (issue 23, section 2): the caller's preferences, a district's defaults, an unsubscribe link. */
  summaries: {
    all: ['summaries'] as const,
    mine: ['summaries', 'mine'] as const,
    defaults: (districtId: number) => ['summaries', 'defaults', districtId] as const,
    token: (token: string) => ['summaries', 'token', token] as const,
  },
  /** A guardian's signature link (issue 24, section 1): the plan it opens, in a language. */
  guardianSign: { all: ['guardian-sign'] as const, plan: (token: string, lang: string | null) => ['guardian-sign', token, lang] as const },
  /** A school's plan, status and its history (issue 23, section 3). */
  subscriptions: { all: ['subscriptions'] as const, one: (schoolId: number) => ['subscriptions', schoolId] as const },
  /** The caller's sessions (issue 24, section 5). */
  sessions: { all: ['sessions'] as const, mine: ['sessions', 'mine'] as const },
  /** A district's retention runs of students' records (issue 24, section 6). */
  retentionRuns: { all: ['retention_runs'] as const, forDistrict: (districtId: number) => ['retention_runs', districtId] as const },
  audit: { all: ['audit'] as const, list: (params: object) => ['audit', params] as const },
  outbox: { all: ['sent_emails'] as const, list: (params: object) => ['sent_emails', 'list', params] as const },
} as const;

export type QueryFamily = keyof typeof qk;
export const QUERY_FAMILIES = Object.keys(qk) as QueryFamily[];
