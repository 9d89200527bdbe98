import type { PageRule } from '@ss/domain';

/** The district's `reports`: its admins, leaders and staff (staff for their schools; super admins pass every rule). */
export const REPORTS_RULE: PageRule = { roles: ['district_admin', 'district_leader', 'district_staff'] };
