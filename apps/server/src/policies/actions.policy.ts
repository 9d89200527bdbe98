/**
 * Who may do what with actions (issue 10, section 4). Every rule fails closed.
 * - Seeing: an action is seen by whoever's scope holds its school (the school's people; the
 *   district's admins and leaders; district staff in the schools they hold) and by the person
 *   responsible for it. Actions of a suspended school are hidden from all but super admins
 *   (repositories/actions.repository.ts applies the same rule to every list).
 * - Creating in a school: its admins, leaders and teachers; the district's admins and leaders.
 * - Changing: the responsible person, the creator, the school's admins and leaders, the district's
 *   admins and leaders, while the action is open (complete and abandoned are final).
 * - Deleting: the creator and the school's admins and leaders, unless it is complete.
 * Super admins may do everything the rules allow anyone (never change a final action).
 */
import { FINAL_ACTION_STATUSES, roleInSchool, type ActionStatus } from '@ss/domain';
import { type Actor, inDistrict, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy, type Rule } from '../lib/authorize.ts';

export interface ActionRef {
  district_id: number;
  school_id: number;
  responsible_id: number;
  created_by: number | null;
  status: ActionStatus;
}

const isSchoolLeader = (a: Actor, schoolId: number) => ['school_admin', 'school_leader'].includes(roleInSchool(a, schoolId) ?? '');

export const isFinal = (status: ActionStatus) => FINAL_ACTION_STATUSES.includes(status);

export const actionPolicy: {
  create: Rule<[Actor, { district_id: number; school_id: number }]>;
  manage: Rule<[Actor, ActionRef]>;
  update: Rule<[Actor, ActionRef]>;
  delete: Rule<[Actor, ActionRef]>;
  listDistrict: Rule<[Actor, number]>;
} = policy({
  /** Start an action in this school. */
  create: (a: Actor, place: { district_id: number; school_id: number }) => {
    if (a.is_super || isDistrictAdminOrLeader(a, place.district_id)) return true;
    const role = roleInSchool(a, place.school_id);
    return role === 'school_admin' || role === 'school_leader' || role === 'school_teacher';
  },
  /** Works on it: may change it while it is open. */
  manage: (a: Actor, x: ActionRef) =>
    a.is_super || x.responsible_id === a.id || x.created_by === a.id || isSchoolLeader(a, x.school_id) || isDistrictAdminOrLeader(a, x.district_id),
  /** Change its fields or status now (final actions never). */
  update: (a: Actor, x: ActionRef) => !isFinal(x.status) && actionPolicy.manage(a, x),
  /** Delete it (never once complete or abandoned: both are decisions about a child, kept as they were). */
  delete: (a: Actor, x: ActionRef) => !isFinal(x.status) && (a.is_super || x.created_by === a.id || isSchoolLeader(a, x.school_id)),
  /** The actions page of a district: its staff (at district level) and super admins. */
  listDistrict: (a: Actor, districtId: number) => a.is_super || inDistrict(a, districtId),
});

/** An action's abilities as the API answers them (TAction.abilities), for `abilitiesOf`. */
export const actionAbilities = { update: actionPolicy.update, delete: actionPolicy.delete };
