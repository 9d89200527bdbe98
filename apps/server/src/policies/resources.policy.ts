/**
 * Who may do what with school and district resources (issue 11, section 3). Every rule fails closed:
 * an owner the rules do not name is refused. Reading is the repository's `visibleResources` (the same
 * rules as SQL, so a list and a single read agree) and the owner checks in services/resources/owner.ts.
 *
 * - A school's resources and folders: read by whoever's scope holds the school (a suspended school:
 *   super admins only). Its teachers, admins and leaders and the district's admins and leaders add
 *   resources; the author, the school's admins and leaders and the district's admins and leaders change
 *   or delete one; the school's admins and leaders and the district's admins and leaders manage folders.
 * - A district's resources and folders: read by the district's staff (its district-level users); those
 *   shared with a school also by that school's readers, read-only. The district's admins and leaders
 *   manage them and their sharing. Super admins may do everything.
 */
import { roleInSchool } from '@ss/domain';
import { type Actor, inDistrict, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

/** Whose resources: a school (with its district) or a district (school null). */
export interface ResourceOwner {
  district_id: number;
  school_id: number | null;
}

/** A resource as the rules need it. */
export interface ResourceFacts extends ResourceOwner {
  created_by: number | null;
}

const SCHOOL_LEADERS = new Set(['school_admin', 'school_leader']);
const SCHOOL_AUTHORS = new Set(['school_admin', 'school_leader', 'school_teacher']);

const readsDistrict = (a: Actor, districtId: number) => a.is_super || inDistrict(a, districtId);
const districtManager = (a: Actor, o: ResourceOwner) => a.is_super || isDistrictAdminOrLeader(a, o.district_id);

export const resourcesPolicy = policy({
  /** A district's own resources and folders (its staff); a school's are read through the school's scope. */
  readDistrict: readsDistrict,
  /** New folders, renames, moves and deletions of folders. */
  manageFolders: (a: Actor, o: ResourceOwner) => {
    if (districtManager(a, o)) return true;
    if (o.school_id === null) return false;
    return SCHOOL_LEADERS.has(roleInSchool(a, o.school_id) ?? '');
  },
  /** Adding a resource. */
  add: (a: Actor, o: ResourceOwner) => {
    if (districtManager(a, o)) return true;
    if (o.school_id === null) return false;
    return SCHOOL_AUTHORS.has(roleInSchool(a, o.school_id) ?? '');
  },
  /** Changing or deleting a resource the actor can read (a shared one, at a school, is read-only). */
  change: (a: Actor, r: ResourceFacts) => {
    if (districtManager(a, r)) return true;
    if (r.school_id === null) return false;
    if (r.created_by !== null && r.created_by === a.id && roleInSchool(a, r.school_id) !== null) return true;
    return SCHOOL_LEADERS.has(roleInSchool(a, r.school_id) ?? '');
  },
  /** A district resource seen as the district's, with its sharing (its staff); a school's people see it shared with them. */
  readSharing: (a: Actor, o: ResourceOwner) => o.school_id === null && readsDistrict(a, o.district_id),
  /** Sharing a district resource with schools. */
  share: (a: Actor, o: ResourceOwner) => o.school_id === null && districtManager(a, o),
});

/** A resource's abilities as the API answers them (TResource.abilities), for `abilitiesOf`. */
export const resourceAbilities = { update: resourcesPolicy.change, delete: resourcesPolicy.change };
