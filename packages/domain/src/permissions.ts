/**
 * Permission rules shared by the web app and the API (spec section 6).
 * The server decides with these and sends the results as abilities; the UI reads them.
 */
import type { SupportPlanPermission, UserType, Workspace } from './enums.ts';

export interface ActorSchool {
  id: number;
  user_type: UserType;
  support_plan_permission: SupportPlanPermission;
  suspended_at: string | null;
}

export interface ActorDistrict {
  id: number;
  user_type: Exclude<UserType, 'super'>;
  is_liaison: boolean;
  can_add_edit_schools: boolean;
  can_add_edit_staff: boolean;
  suspended_at: string | null;
  francophone: boolean;
}

/** The part of the current user that permission rules read. */
export interface PermissionSubject {
  is_super: boolean;
  district_level: boolean;
  district: ActorDistrict | null;
  schools: ActorSchool[];
}

/** Workspace class: admin if is_super, district if district_level, otherwise school. */
export function workspaceOf(user: Pick<PermissionSubject, 'is_super' | 'district_level'>): Workspace {
  if (user.is_super) return 'admin';
  if (user.district_level) return 'district';
  return 'school';
}

/** Role in a school: an admin is always super; others hold the role of their permission for that school. */
export function roleInSchool(user: PermissionSubject, schoolId: number | null | undefined): UserType | null {
  if (user.is_super) return 'super';
  if (schoolId == null) return null;
  return user.schools.find((s) => s.id === schoolId)?.user_type ?? null;
}

export interface DistrictPermissions {
  role: UserType | null;
  isLiaison: boolean;
  canManageSchools: boolean;
  canManageStaff: boolean;
}

/**
 * District admins manage schools and staff; district leaders only when granted;
 * district staff never.
 */
export function districtPermissions(user: PermissionSubject): DistrictPermissions {
  if (user.is_super) return { role: 'super', isLiaison: false, canManageSchools: true, canManageStaff: true };
  const d = user.district;
  if (!d || !user.district_level) return { role: d?.user_type ?? null, isLiaison: false, canManageSchools: false, canManageStaff: false };
  const admin = d.user_type === 'district_admin';
  const leader = d.user_type === 'district_leader';
  return {
    role: d.user_type,
    isLiaison: d.is_liaison,
    canManageSchools: admin || (leader && d.can_add_edit_schools),
    canManageStaff: admin || (leader && d.can_add_edit_staff),
  };
}

/**
 * District admins and leaders see every school of their own district (the API's scope,
 * `scopeOf` on the server); everyone else only the schools they hold a permission in.
 */
export function seesWholeDistrict(user: PermissionSubject, districtId: number): boolean {
  if (user.is_super) return true;
  const d = user.district;
  return user.district_level && d !== null && d.id === districtId && (d.user_type === 'district_admin' || d.user_type === 'district_leader');
}

/** Where a signed-in user lands (issue 2, section 5). */
export function homePath(user: PermissionSubject): string {
  if (user.is_super) return '/admin';
  const districtId = user.district?.id;
  if (districtId == null) return '/auth';
  if (user.district_level) return `/district/${districtId}`;
  if (user.schools.length === 1) return `/school/${districtId}/${user.schools[0]!.id}`;
  return `/school/${districtId}/select-school`;
}

/** Extra permissions a page rule may require, beyond the role. */
export type ExtraPermission = 'isLiaison' | 'canManageSchools' | 'canManageStaff' | Exclude<SupportPlanPermission, 'no_select'>;

/**
 * A page's access rule (spec section 6): allowed roles or one specific role, optional
 * extra permissions (all required), optional inversion ("anything but"), optional
 * blocking of admins. No rule means allowed.
 */
export interface PageRule {
  roles?: readonly UserType[];
  role?: UserType;
  permissions?: readonly ExtraPermission[];
  invert?: boolean;
  blockAdmins?: boolean;
}

/** The school a page is about: the current school, else the third segment of the URL (/school/:districtId/:schoolId). */
export function schoolOfPage(pathname: string, currentSchoolId?: number | null): number | null {
  if (currentSchoolId != null) return currentSchoolId;
  const third = pathname.split('/').filter(Boolean)[2];
  return third && /^\d+$/.test(third) ? Number(third) : null;
}

function hasExtra(user: PermissionSubject, schoolId: number | null, p: ExtraPermission): boolean {
  const d = districtPermissions(user);
  if (p === 'isLiaison') return d.isLiaison;
  if (p === 'canManageSchools') return d.canManageSchools;
  if (p === 'canManageStaff') return d.canManageStaff;
  const school = schoolId == null ? undefined : user.schools.find((s) => s.id === schoolId);
  return school?.support_plan_permission === p;
}

/** The role a rule is checked against: the role in the page's school, else the district role. */
export function effectiveRole(user: PermissionSubject, schoolId: number | null): UserType | null {
  if (user.is_super) return 'super';
  return (schoolId != null ? roleInSchool(user, schoolId) : null) ?? user.district?.user_type ?? null;
}

export function canAccessPage(user: PermissionSubject, rule: PageRule | undefined, where: { pathname: string; currentSchoolId?: number | null }): boolean {
  if (!rule) return true;
  if (user.is_super) return !rule.blockAdmins;
  const schoolId = schoolOfPage(where.pathname, where.currentSchoolId);
  const role = effectiveRole(user, schoolId);
  const allowed = rule.role ? [rule.role] : rule.roles;
  let ok = allowed ? role !== null && allowed.includes(role) : true;
  if (rule.invert) ok = !ok;
  if (ok && rule.permissions?.length) ok = rule.permissions.every((p) => hasExtra(user, schoolId, p));
  return ok;
}

/**
 * The district's School defaults pages (/district/:id/schools/defaults/…): district admins and
 * the leaders allowed to manage schools (and super admins). District staff and other leaders are
 * denied the page, as the sidebar hides it; the API's configuration policy writes with the same rule.
 */
export const SCHOOL_DEFAULTS_RULE: PageRule = { roles: ['district_admin', 'district_leader'], permissions: ['canManageSchools'] };
