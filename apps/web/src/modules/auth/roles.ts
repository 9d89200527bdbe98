import { districtPermissions, roleInSchool } from '@ss/domain/permissions';
import type { TCurrentUser, UserType } from '@ss/domain';

/** The role the header shows for the place the user is looking at (spec section 6). */
export function roleInContext(user: TCurrentUser, context: { schoolId?: number | null }): UserType | null {
  if (user.is_super) return 'super';
  if (context.schoolId != null) return roleInSchool(user, context.schoolId) ?? districtPermissions(user).role;
  return districtPermissions(user).role;
}
