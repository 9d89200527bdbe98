/**
 * Who may do what with team norms (issue 10, section 2). Every rule fails closed.
 * - Reading: whoever's scope holds the level (a school in scope; a district the actor belongs to).
 * - A school's norms are changed by its admins and leaders and by the district's admins and leaders;
 *   a district's by the district's admins and leaders. Super admins may do both.
 */
import { roleInSchool } from '@ss/domain';
import { type Actor, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

/** The level a list of norms belongs to: a school (with its district) or a district (school null). */
export interface NormLevel {
  district_id: number;
  school_id: number | null;
}

export const normsPolicy = policy({
  edit: (a: Actor, level: NormLevel) => {
    if (a.is_super || isDistrictAdminOrLeader(a, level.district_id)) return true;
    if (level.school_id === null) return false;
    const role = roleInSchool(a, level.school_id);
    return role === 'school_admin' || role === 'school_leader';
  },
});

/** A norm's abilities as the API answers them (TNorm.abilities), for `abilitiesOf`. */
export const normAbilities = { update: normsPolicy.edit, delete: normsPolicy.edit };
