/**
 * Whether the workspace menus offer "Support plans", from the answers the shell already holds (the current user,
 * the school's answer with the school's module switch and the actor's own support plan permission). The server's
 * support plans policy decides; this only mirrors who reaches a list at all, so nobody is shown a link to a refusal.
 */
import type { TCurrentUser, TSchool } from '@ss/domain';

/** Super admins and the district's own admins read every plan of its schools. */
export const isDistrictAdmin = (user: TCurrentUser, districtId: number) =>
  user.is_super || (user.district_level && user.district?.id === districtId && user.district.user_type === 'district_admin');

/**
 * The school's entry: the plans table for whoever lists plans there (the district's admins, a support plan
 * coordinator, admin or teacher); the configurations alone for a school admin who keeps the school's templates
 * without a support plan permission; nothing when the school's module is off (or the school is not loaded yet).
 */
export function schoolPlansEntry(user: TCurrentUser, districtId: number, school: TSchool | undefined): 'plans' | 'configurations' | null {
  if (!school || !school.support_plan_enabled) return null;
  if (isDistrictAdmin(user, districtId)) return 'plans';
  const permission = school.my_support_plan_permission;
  if (permission !== null && permission !== 'no_select') return 'plans';
  return school.my_role === 'school_admin' ? 'configurations' : null;
}

/** The district's entry: its admins (the district's tables and its templates). */
export const districtPlansEntry = (user: TCurrentUser, districtId: number) => isDistrictAdmin(user, districtId);

/**
 * Bulk export of a place's plans (mirrors policies/support-plan-exports.policy.ts): a district's admins (and super
 * admins) anywhere in it; in a school also its support plan coordinators and admins.
 */
export function mayBulkExport(user: TCurrentUser, districtId: number, school?: TSchool): boolean {
  if (isDistrictAdmin(user, districtId)) return true;
  if (!school || !school.support_plan_enabled) return false;
  return school.my_support_plan_permission === 'ipp_cordinator' || school.my_support_plan_permission === 'ipp_admin';
}
