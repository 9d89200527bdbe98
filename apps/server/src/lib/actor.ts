/**
 * The actor: who a request acts as (the simulated user while a super user
 * simulates, otherwise the signed-in user), with the memberships permission rules read.
 */
import type { PermissionSubject } from '@ss/domain';
import { isDistrictAdminOrLeader } from '../policies/helpers.ts';

export interface Actor extends PermissionSubject {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Every district the user belongs to (current_user shows the first). */
  districtIds: number[];
}

/**
 * What an actor may see, as a query scope. District admins and leaders see
 * their whole district; everyone else (district staff included) only the schools they hold.
 */
export type TenantScope = { all: true } | { all: false; districtIds: number[]; wholeDistrictIds: number[]; schoolIds: number[] };

export function scopeOf(actor: Actor): TenantScope {
  if (actor.is_super) return { all: true };
  const whole = actor.district && isDistrictAdminOrLeader(actor, actor.district.id) ? [actor.district.id] : [];
  return { all: false, districtIds: actor.districtIds, wholeDistrictIds: whole, schoolIds: actor.schools.map((s) => s.id) };
}
