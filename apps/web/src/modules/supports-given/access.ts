import type { PageRule } from '@ss/domain';

/** The district's `user-supports` report: its admins and leaders (super admins pass every rule). */
export const USER_SUPPORTS_RULE: PageRule = { roles: ['district_admin', 'district_leader'] };
