/**
 * Retention of graduated and archived students' records (issue 24, section 6): the district's admins and leaders
 * (and super admins) read the runs' reports; only its admins (and super admins) see the students a pending first
 * run lists, and confirm it. A district out of the actor's scope is not found before this.
 */
import { type Actor, districtRole, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export const retentionPolicy = policy({
  readRuns: (a: Actor, districtId: number) => a.is_super || isDistrictAdminOrLeader(a, districtId),
  confirm: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
});
