/**
 * A district's own export (issue 24, section 6): all of the district's data, restricted notes included. Only the
 * district's admins and super admins ask for one, list them and download them (any of the district's admins
 * downloads an export another admin asked for: the district leaves or answers an audit as one). Pure; fails closed.
 * A district out of the actor's scope is not found (404) and a suspended one refused (403) by the service before.
 */
import { type Actor, districtRole } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export const districtExportsPolicy = policy({
  export: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
});
