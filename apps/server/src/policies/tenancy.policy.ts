/**
 * Who may do what with districts and schools. Super admins run everything;
 * district admins (and leaders granted it) manage their district's schools and staff;
 * school admins manage their own school's staff. Reads are governed by scope
 * (repositories), not here: a record out of scope is simply not found.
 */
import { districtPermissions, roleInSchool } from '@ss/domain';
import { type Actor, districtRole, inDistrict, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import { isSchoolOpen } from '../lib/suspension.ts';

export const districtPolicy = policy({
  create: (a: Actor) => a.is_super,
  /** Name, language, support contact, connections and suspension are the system's business. */
  update: (a: Actor) => a.is_super,
  suspend: (a: Actor) => a.is_super,
  manageSchools: (a: Actor, districtId: number) => a.is_super || (inDistrict(a, districtId) && districtPermissions(a).canManageSchools),
  viewStaff: (a: Actor, districtId: number) => a.is_super || isDistrictAdminOrLeader(a, districtId),
  manageStaff: (a: Actor, districtId: number) => a.is_super || (inDistrict(a, districtId) && districtPermissions(a).canManageStaff),
  /** Only district admins (and super admins) make district admins. */
  grantDistrictAdmin: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
  viewAudit: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
  /** Reading the audit log (of `districtId`, or everywhere the actor may): super admins anywhere, a district admin in their own district. */
  readAudit: (a: Actor, districtId: number | undefined) => {
    if (a.is_super) return true;
    const own = a.district?.id;
    return own !== undefined && districtRole(a, own) === 'district_admin' && (districtId === undefined || districtId === own);
  },
});

export interface SchoolRef {
  id: number;
  district_id: number;
}

export const schoolPolicy = policy({
  create: (a: Actor, districtId: number) => districtPolicy.manageSchools(a, districtId),
  update: (a: Actor, s: SchoolRef) => districtPolicy.manageSchools(a, s.district_id),
  /** Account status (payment, suspension) and the support-plan module: super admins. */
  updateAccount: (a: Actor) => a.is_super,
  /** Creating a school with these account fields: anything but a good standing with the module on is super admins'. */
  createWith: (a: Actor, fields: { status: string; support_plan_enabled: boolean }) => (fields.status === 'good' && fields.support_plan_enabled) || a.is_super,
  /** Changing a school's fields: its status and the support-plan module are super admins'. */
  changeFields: (a: Actor, fields: { status?: unknown; support_plan_enabled?: unknown }) =>
    (fields.status === undefined && fields.support_plan_enabled === undefined) || a.is_super,
  viewStaff: (a: Actor, s: SchoolRef) => districtPolicy.viewStaff(a, s.district_id) || ['school_admin', 'school_leader'].includes(roleInSchool(a, s.id) ?? ''),
  manageStaff: (a: Actor, s: SchoolRef) => districtPolicy.manageStaff(a, s.district_id) || roleInSchool(a, s.id) === 'school_admin',
  /** Entering it: inside a suspended school only super admins do anything (lib/suspension.ts). */
  open: (a: Actor, s: OpenableSchool) => isSchoolOpen(a, s),
  /** Changing it now: who may change it, while it is open to them. */
  updateNow: (a: Actor, s: OpenableSchool) => schoolPolicy.update(a, s) && isSchoolOpen(a, s),
  /** Managing its staff now: who may, while it is open to them. */
  manageStaffNow: (a: Actor, s: OpenableSchool) => schoolPolicy.manageStaff(a, s) && isSchoolOpen(a, s),
});

/** A school with its suspension, as the rules of entering it need it. */
export interface OpenableSchool extends SchoolRef {
  suspended_at: Date | null;
}
