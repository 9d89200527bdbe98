import type { TSchoolRole } from '@ss/domain';
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { schoolSuspended } from '../../lib/suspension.ts';
import { manageableSchoolIds, userPolicy } from '../../policies/users.policy.ts';
import { schoolIdsOfDistrict, schoolsByIds } from '../../repositories/staff.repository.ts';

const RANK = ['school_staff', 'school_teacher', 'school_leader', 'school_admin'] as const;

/** A school user's district membership carries their highest school role (current_user shows it). */
export function highestSchoolRole(roles: Pick<TSchoolRole, 'user_type'>[]): TSchoolRole['user_type'] {
  return roles.reduce<TSchoolRole['user_type']>((best, r) => (RANK.indexOf(r.user_type) > RANK.indexOf(best) ? r.user_type : best), 'school_staff');
}

/**
 * Checks the schools a caller gives roles in: each is the district's (else 404) and one the caller
 * manages (else 403), and none is suspended unless the caller is a super admin. With `requireSome`,
 * a caller who manages no school of the district is refused first. Answers the schools the caller manages.
 */
export async function checkGrantableSchools(db: Database, actor: Actor, districtId: number, schoolIds: number[], requireSome = false): Promise<number[]> {
  const districtSchools = await schoolIdsOfDistrict(db, districtId);
  const manageable = manageableSchoolIds(actor, districtId, districtSchools);
  if (requireSome) authorize(userPolicy.grantSchoolRoles, actor, districtId, districtSchools);
  for (const id of schoolIds) {
    if (!districtSchools.includes(id)) throw notFound();
    authorize(userPolicy.grantSchoolRole, actor, districtId, districtSchools, id);
  }
  if (!actor.is_super && (await schoolsByIds(db, schoolIds)).some((s) => s.suspended_at)) throw schoolSuspended();
  return manageable;
}
