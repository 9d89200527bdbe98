import type { PageRule } from '@ss/domain';

/** Import, export and import history: the school's roster managers (the API decides per school). */
export const ROSTER_RULE: PageRule = { roles: ['district_admin', 'district_leader', 'school_admin', 'school_leader'] };
/** District configurations (retention): district admins change it, leaders read it. */
export const DISTRICT_CONFIG_RULE: PageRule = { roles: ['district_admin', 'district_leader'] };
