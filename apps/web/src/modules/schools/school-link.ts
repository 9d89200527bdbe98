import type { TCurrentUser } from '@ss/domain';

/** The school workspace URL, when the user may open it (super admins, or members of the school). */
export function schoolLink(user: TCurrentUser | null, school: { id: number; district_id: number }): string | null {
  if (!user) return null;
  if (!user.is_super && !user.schools.some((entry) => entry.id === school.id)) return null;
  return `/school/${school.district_id}/${school.id}`;
}
