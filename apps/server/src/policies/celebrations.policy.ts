/**
 * Who may do what with celebrations (issue 10, section 3). Every rule fails closed.
 * - Seeing: whoever may read the student (a student's celebration) or whose scope holds the school (a
 *   school's own celebration); suspended schools' celebrations are hidden from all but super admins.
 * - Adding: anyone who sees where it goes (the student, or the school).
 * - Changing and deleting: its author, the school's admins and leaders, the district's admins and leaders.
 */
import { roleInSchool } from '@ss/domain';
import { type Actor, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export interface CelebrationRef {
  district_id: number;
  school_id: number;
  created_by: number | null;
}

export const celebrationsPolicy = policy({
  manage: (a: Actor, c: CelebrationRef) => {
    if (a.is_super || isDistrictAdminOrLeader(a, c.district_id) || (c.created_by !== null && c.created_by === a.id)) return true;
    const role = roleInSchool(a, c.school_id);
    return role === 'school_admin' || role === 'school_leader';
  },
});

/** A celebration's abilities as the API answers them (TCelebration.abilities), for `abilitiesOf`. */
export const celebrationAbilities = { update: celebrationsPolicy.manage, delete: celebrationsPolicy.manage };
