/**
 * The district's system page (issue 23, section 4): its admins (and super admins) read and change the district's
 * settings; its leaders read them (they run the district's reports and meetings, whose cadence and school year these
 * are); district staff and school users are refused. A district out of the actor's scope is not found before this.
 */
import { type Actor, districtRole, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export const districtSystemPolicy = policy({
  read: (a: Actor, districtId: number) => a.is_super || isDistrictAdminOrLeader(a, districtId),
  update: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
});
