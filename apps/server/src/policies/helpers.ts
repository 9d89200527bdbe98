/**
 * What the policies ask of an actor about a district, written once: every policy file reads the
 * actor's district role the same way (a district-level membership of that very district).
 */
import type { Actor } from '../lib/actor.ts';

/** The actor's role in this district when they work at district level there; null otherwise. */
export const districtRole = (a: Actor, districtId: number) => (a.district_level && a.district?.id === districtId ? a.district.user_type : null);

/** Works at district level in this district (any district role). */
export const inDistrict = (a: Actor, districtId: number) => districtRole(a, districtId) !== null;

/** A district admin or leader of this district: they see and edit their whole district. */
export const isDistrictAdminOrLeader = (a: Actor, districtId: number) => {
  const d = districtRole(a, districtId);
  return d === 'district_admin' || d === 'district_leader';
};
