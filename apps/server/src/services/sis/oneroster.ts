/** The OneRoster 1.1 CSV files a bundle must hold, with their columns (all must be in the header), and the vocabularies used. */
export const ONEROSTER_FILES = {
  manifest: ['propertyName', 'value'],
  orgs: ['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'],
  users: [
    'sourcedId',
    'status',
    'dateLastModified',
    'enabledUser',
    'orgSourcedIds',
    'role',
    'username',
    'userIds',
    'givenName',
    'familyName',
    'middleName',
    'identifier',
    'email',
    'sms',
    'phone',
    'agentSourcedIds',
    'grades',
    'password',
  ],
  classes: [
    'sourcedId',
    'status',
    'dateLastModified',
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  enrollments: ['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'],
  academicSessions: ['sourcedId', 'status', 'dateLastModified', 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
} as const;
export type OneRosterFile = keyof typeof ONEROSTER_FILES;

export const ORG_TYPES = ['department', 'school', 'district', 'local', 'state', 'national'] as const;
export const USER_ROLES = ['administrator', 'aide', 'guardian', 'parent', 'proctor', 'relative', 'student', 'teacher'] as const;
export const ENROLLMENT_ROLES = ['administrator', 'proctor', 'student', 'teacher'] as const;
export const SESSION_TYPES = ['gradingPeriod', 'semester', 'schoolYear', 'term'] as const;

/**
 * OneRoster grades (CEDS codes: "KG", "01" … "12") to the grade list's codes ("K", "1" … "12").
 * Codes the list does not know stay as they are, so the plan can report them.
 */
export function gradeCode(oneRoster: string): string {
  const g = oneRoster.trim().toUpperCase();
  if (g === 'KG' || g === 'K') return 'K';
  if (/^\d{1,2}$/.test(g)) return String(Number(g));
  return oneRoster.trim();
}
