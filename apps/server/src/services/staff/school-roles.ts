import type { TSchoolRole } from '@ss/domain';

const RANK = ['school_staff', 'school_teacher', 'school_leader', 'school_admin'] as const;

/** A school user's district membership carries their highest school role (current_user shows it). */
export function highestSchoolRole(roles: Pick<TSchoolRole, 'user_type'>[]): TSchoolRole['user_type'] {
  return roles.reduce<TSchoolRole['user_type']>((best, r) => (RANK.indexOf(r.user_type) > RANK.indexOf(best) ? r.user_type : best), 'school_staff');
}
