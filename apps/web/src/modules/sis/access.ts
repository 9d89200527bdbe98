import type { PageRule } from '@ss/domain';

/** The sync pages: the district's admins (super admins pass every rule). */
export const SIS_SYNC_RULE: PageRule = { role: 'district_admin' };
