import type { PageRule } from '@ss/domain';

/** Who opens the staff pages (the API scopes the list; managers also get actions from abilities). */
export const DISTRICT_STAFF_RULE: PageRule = { roles: ['district_admin', 'district_leader'] };
export const SCHOOL_STAFF_RULE: PageRule = { roles: ['district_admin', 'district_leader', 'school_admin', 'school_leader'] };
export const DISTRICT_AUDIT_RULE: PageRule = { role: 'district_admin' };
