import type { PageRule } from '@ss/domain';

/** The district's system page (issue 23, section 4): its admins change the settings, its leaders read them (super admins pass every rule). */
export const DISTRICT_SYSTEM_RULE: PageRule = { roles: ['district_admin', 'district_leader'] };
