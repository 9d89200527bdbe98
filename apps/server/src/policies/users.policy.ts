/**
 * Staff administration rules. Super admins manage everyone; district admins (and
 * leaders granted canManageStaff) the people of their district; school admins the
 * roles of people in their own schools. District leaders without canManageStaff and
 * school leaders see staff but change nothing. Nobody deactivates themselves.
 */
import { roleInSchool } from '@ss/domain';
import type { Actor } from '../lib/actor.ts';
import type { Memberships, StaffScope, UserRow } from '../repositories/staff.repository.ts';
import { districtPolicy } from './tenancy.policy.ts';

/** Whose accounts the actor may see; null when the actor sees no staff at all. */
export function staffScopeOf(actor: Actor): StaffScope | null {
  if (actor.is_super) return { all: true };
  const districtId = actor.district?.id;
  if (districtId !== undefined && districtPolicy.viewStaff(actor, districtId)) return { all: false, districtIds: [districtId], schoolIds: [] };
  const schoolIds = actor.schools.filter((s) => s.user_type === 'school_admin' || s.user_type === 'school_leader').map((s) => s.id);
  return schoolIds.length ? { all: false, districtIds: [], schoolIds } : null;
}

/** Schools of a district in which the actor may set people's roles. */
export function manageableSchoolIds(actor: Actor, districtId: number, districtSchoolIds: number[]): number[] {
  if (districtPolicy.manageStaff(actor, districtId)) return districtSchoolIds;
  return districtSchoolIds.filter((id) => roleInSchool(actor, id) === 'school_admin');
}

export interface Target {
  user: UserRow;
  memberships: Memberships;
}

function managesTarget(actor: Actor, t: Target): boolean {
  if (actor.is_super) return true;
  if (t.user.is_super) return false;
  const districtId = t.memberships.district?.id;
  if (districtId !== undefined && districtPolicy.manageStaff(actor, districtId)) {
    // A leader may not manage a district admin.
    return t.memberships.district?.user_type !== 'district_admin' || districtPolicy.grantDistrictAdmin(actor, districtId);
  }
  return !t.user.district_level && t.memberships.schools.some((s) => roleInSchool(actor, s.id) === 'school_admin');
}

export const userPolicy = {
  invite: (actor: Actor) => staffScopeOf(actor) !== null,
  update: managesTarget,
  deactivate: (actor: Actor, t: Target) => {
    if (actor.id === t.user.id || !managesTarget(actor, t)) return false;
    if (actor.is_super) return true;
    const districtId = t.memberships.district?.id;
    return districtId !== undefined && districtPolicy.manageStaff(actor, districtId);
  },
  setDistrictRole: (actor: Actor, t: Target) => {
    const districtId = t.memberships.district?.id;
    return districtId !== undefined && !t.user.is_super && districtPolicy.manageStaff(actor, districtId) && managesTarget(actor, t);
  },
  editEmail: (actor: Actor) => actor.is_super,
  /** Only a super admin who is not already simulating starts a simulation; checked again with the session. */
  simulate: (actor: Actor, t: Target) => actor.is_super && !t.user.is_super && !t.user.deactivated_at,
  readCredentials: (actor: Actor) => actor.is_super,
  manageSuperUsers: (actor: Actor) => actor.is_super,
};
