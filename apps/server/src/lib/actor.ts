/**
 * The actor: who a request acts as (the simulated user while a super user
 * simulates, otherwise the signed-in user), with the memberships permission rules read,
 * and what the policies and scopes ask of it about a district, written once.
 */
import type { PermissionSubject } from '@ss/domain';

export interface Actor extends PermissionSubject {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  /** Every district the user belongs to (current_user shows the first). */
  districtIds: number[];
}

/** The actor's role in this district when they work at district level there; null otherwise. */
export const districtRole = (a: Actor, districtId: number) => (a.district_level && a.district?.id === districtId ? a.district.user_type : null);

/** Works at district level in this district (any district role). */
export const inDistrict = (a: Actor, districtId: number) => districtRole(a, districtId) !== null;

/** A district admin or leader of this district: they see and edit their whole district. */
export const isDistrictAdminOrLeader = (a: Actor, districtId: number) => {
  const d = districtRole(a, districtId);
  return d === 'district_admin' || d === 'district_leader';
};

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
