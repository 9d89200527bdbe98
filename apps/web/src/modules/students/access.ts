import type { PageRule } from '@ss/domain';

/** Roster editors (the API decides per student; these pages are their tools). */
export const ROSTER_EDIT_RULE: PageRule = { roles: ['district_admin', 'district_leader', 'school_admin', 'school_leader'] };
/** District graduated and archived lists: district-level people (the list holds only the schools in their scope). */
export const DISTRICT_LIFECYCLE_RULE: PageRule = { roles: ['district_admin', 'district_leader', 'district_staff'] };
