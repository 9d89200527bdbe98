/**
 * What the plan pages offer, from the signed-in user's roles (the server decides; these only hide what it
 * would refuse). Mirrors apps/server/src/policies/support-plans.policy.ts.
 */
import type { TCurrentUser, TSchool } from '@ss/domain';

const districtAdmin = (user: TCurrentUser, districtId: number) => user.is_super || (user.district?.id === districtId && user.district.user_type === 'district_admin');
const permission = (user: TCurrentUser, schoolId: number) => user.schools.find((s) => s.id === schoolId)?.support_plan_permission ?? 'no_select';

/** Reads the student's plans: the school's module on, and the reader's permission (a teacher for the students they teach). */
export function mayReadPlans(user: TCurrentUser, school: Pick<TSchool, 'id' | 'district_id' | 'support_plan_enabled'>, teaches: boolean): boolean {
  if (!school.support_plan_enabled) return false;
  if (districtAdmin(user, school.district_id)) return true;
  const perm = permission(user, school.id);
  return perm === 'ipp_cordinator' || perm === 'ipp_admin' || (perm === 'ipp_teacher' && teaches);
}

/** Makes plans: super admins, the district's admins, the school's coordinators and admins. */
export function mayCreatePlans(user: TCurrentUser, districtId: number, schoolId: number): boolean {
  if (districtAdmin(user, districtId)) return true;
  const perm = permission(user, schoolId);
  return perm === 'ipp_cordinator' || perm === 'ipp_admin';
}
