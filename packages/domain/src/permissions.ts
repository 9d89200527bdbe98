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

/** Where a signed-in user lands (issue 2, section 5). */
export function homePath(user: PermissionSubject): string {
  if (user.is_super) return '/admin';
  const districtId = user.district?.id;
  if (districtId == null) return '/auth';
  if (user.district_level) return `/district/${districtId}`;
  if (user.schools.length === 1) return `/school/${districtId}/${user.schools[0]!.id}`;
  return `/school/${districtId}/select-school`;
}
