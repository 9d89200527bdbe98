/**
 * Staff administration rules. Super admins manage everyone; district admins (and
 * leaders granted canManageStaff) the people of their district; school admins the
 * roles of people in their own schools. District leaders without canManageStaff and
 * school leaders see staff but change nothing. Nobody deactivates themselves.
 */
import { roleInSchool } from '@ss/domain';
import { districtRole, type Actor } from '../lib/actor.ts';
import { policy, type Rule } from '../lib/authorize.ts';
import { districtPolicy } from './tenancy.policy.ts';

/** Whose accounts an actor may see: everyone, or the members of these districts and schools (staff.repository.ts reads by it). */
export type StaffScope = { all: true } | { all: false; districtIds: number[]; schoolIds: number[] };

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

/** An account as these rules read it: its row and memberships (staff.repository.ts's UserRow and Memberships carry more). */
export interface Target {
  user: { id: number; is_super: boolean; district_level: boolean; deactivated_at: Date | null };
  memberships: { district: { id: number; user_type: string } | null; schools: { id: number; district_id?: number }[] };
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

const grants = (actor: Actor, districtId: number, role: { user_type: string } | null | undefined) =>
  role?.user_type !== 'district_admin' || districtPolicy.grantDistrictAdmin(actor, districtId);

function deactivates(actor: Actor, t: Target): boolean {
  if (actor.id === t.user.id || !managesTarget(actor, t)) return false;
  if (actor.is_super) return true;
  const districtId = t.memberships.district?.id;
  return districtId !== undefined && districtPolicy.manageStaff(actor, districtId);
}

function setsDistrictRole(actor: Actor, t: Target): boolean {
  const districtId = t.memberships.district?.id;
  return districtId !== undefined && !t.user.is_super && districtPolicy.manageStaff(actor, districtId) && managesTarget(actor, t);
}

export const userPolicy = policy({
  invite: (actor: Actor) => staffScopeOf(actor) !== null,
  /** Seeing staff at all (the list, one account): whoever has a staff scope. */
  viewStaff: (actor: Actor) => staffScopeOf(actor) !== null,
  /** Giving this district role (only district admins, and super admins, make district admins). */
  grantDistrictRole: (actor: Actor, districtId: number, role: { user_type: string } | null | undefined) => grants(actor, districtId, role),
  /** An invitation gives a district role, or roles in schools the actor manages (`manageable`: manageableSchoolIds). */
  inviteWithRoles: (actor: Actor, withDistrictRole: boolean, manageable: number[]) => withDistrictRole || manageable.length > 0,
  /** Giving roles in a district's schools at all: the actor manages one of them. */
  grantSchoolRoles: (actor: Actor, districtId: number, districtSchoolIds: number[]) => manageableSchoolIds(actor, districtId, districtSchoolIds).length > 0,
  /** Giving a role in this school of the district. */
  grantSchoolRole: (actor: Actor, districtId: number, districtSchoolIds: number[], schoolId: number) =>
    manageableSchoolIds(actor, districtId, districtSchoolIds).includes(schoolId),
  /** Sending a password link: to an active account the actor manages. */
  sendPasswordLink: (actor: Actor, t: Target) => managesTarget(actor, t) && !t.user.deactivated_at,
  /** Setting the deactivation (`deactivated` given) takes `deactivate`; not setting it takes nothing more. */
  changeDeactivation: (actor: Actor, t: Target, deactivated: boolean | undefined) => deactivated === undefined || deactivates(actor, t),
  /** Changing the district role: `setDistrictRole`, and this role given by someone who may give it. */
  changeDistrictRole: (actor: Actor, t: Target, role: { user_type: string } | null | undefined) => {
    const districtId = t.memberships.district?.id;
    return districtId !== undefined && setsDistrictRole(actor, t) && grants(actor, districtId, role);
  },
  /** Changing school roles: the account has a district whose schools the actor gives roles in. */
  changeSchoolRoles: (actor: Actor, t: Target) => t.memberships.district?.id !== undefined,
  /** Acting for oneself (agreeing to the user agreement, changing one's password): never while simulating. */
  actAsSelf: (session: { simulated_user_id: number | null }) => session.simulated_user_id === null,
  /** Starting a simulation: the signed-in (real) user is a super admin. */
  startSimulation: (realUser: Actor) => realUser.is_super,
  /** Simulating this account: not a super admin, not oneself. */
  simulateAs: (realUser: Actor, target: Actor) => !target.is_super && target.id !== realUser.id,
  update: managesTarget,
  deactivate: (actor: Actor, t: Target) => deactivates(actor, t),
  setDistrictRole: (actor: Actor, t: Target) => setsDistrictRole(actor, t),
  editEmail: (actor: Actor) => actor.is_super,
  /** Only a super admin who is not already simulating starts a simulation; checked again with the session. */
  simulate: (actor: Actor, t: Target) => actor.is_super && !t.user.is_super && !t.user.deactivated_at,
  readCredentials: (actor: Actor) => actor.is_super,
  manageSuperUsers: (actor: Actor) => actor.is_super,
  /**
   * Ending all of a user's sessions (issue 24, section 5): super admins anyone's, district admins those of their
   * district's people (never a super admin's).
   */
  endSessions: (actor: Actor, t: Target) => {
    if (actor.is_super) return true;
    if (t.user.is_super) return false;
    const districtIds = [t.memberships.district?.id, ...t.memberships.schools.map((s) => s.district_id)];
    return districtIds.some((id) => id !== undefined && districtRole(actor, id) === 'district_admin');
  },
});

/** A user's abilities as the API answers them (TUser.abilities), for `abilitiesOf`. */
export const userAbilities: Record<'update' | 'deactivate' | 'simulate' | 'edit_email' | 'end_sessions', Rule<[Actor, Target]>> = {
  end_sessions: userPolicy.endSessions,
  update: userPolicy.update,
  deactivate: userPolicy.deactivate,
  simulate: userPolicy.simulate,
  edit_email: userPolicy.editEmail,
};
