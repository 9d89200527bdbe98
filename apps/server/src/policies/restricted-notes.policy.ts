/**
 * Restricted notes (issue 24, section 2): who reads a restricted note, who restricts one, who may
 * break the glass. The one place these are decided; every read path asks `inCircle` (through
 * services/restricted-notes/mask.ts) and the restriction and break-glass routes ask the others.
 * - The circle: the note's author, whoever restricted it, the school's leaders (school admins and
 *   school leaders of the note's school) and the people the author named. A note that is not
 *   restricted is everyone's who may read it at all (the existing policies and scopes decide that).
 * - Restricting, changing the people and lifting it: the author (while still a writer of such
 *   notes), the school's leaders and the school's support plan coordinators; never someone outside
 *   the circle of a note already restricted.
 * - Break-glass: super admins and the district's admins and leaders, outside the circle, with a
 *   reason (audited with it). Teachers and staff outside the circle only see the placeholder.
 * Every rule fails closed.
 */
import { roleInSchool } from '@ss/domain';
import { type Actor, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import { planPermission } from './support-plans.policy.ts';

/** What the rules read of a note. */
export interface RestrictedNoteFacts {
  district_id: number;
  /** The school the note belongs to (its student's, or the meeting's); null: a district or board meeting's general note. */
  school_id: number | null;
  author_id: number | null;
  restricted: boolean;
  restricted_by: number | null;
  people: readonly number[];
}

/** A leader of the note's school: its school admins and school leaders (super admins act as district staff here). */
const schoolLeader = (a: Actor, schoolId: number | null) => {
  if (schoolId === null || a.is_super) return false;
  const r = roleInSchool(a, schoolId);
  return r === 'school_admin' || r === 'school_leader';
};

const inCircle = (a: Actor, n: RestrictedNoteFacts) =>
  !n.restricted ||
  (n.author_id !== null && n.author_id === a.id) ||
  (n.restricted_by !== null && n.restricted_by === a.id) ||
  n.people.includes(a.id) ||
  schoolLeader(a, n.school_id);

export const restrictedNotesPolicy = policy({
  /** Reads the note's text (a note that is not restricted: true; who may read it at all is the existing policies'). */
  inCircle: (a: Actor, n: RestrictedNoteFacts) => inCircle(a, n),
  /** `writes`: the actor may still write such notes for the student (the author's right ends with it). */
  mayRestrict: (a: Actor, n: RestrictedNoteFacts, writes: boolean) =>
    inCircle(a, n) &&
    ((n.author_id !== null && n.author_id === a.id && writes) ||
      schoolLeader(a, n.school_id) ||
      (n.school_id !== null && !a.is_super && planPermission(a, n.school_id) === 'ipp_cordinator')),
  /** Reading it once outside the circle, with a reason. */
  mayBreakGlass: (a: Actor, n: RestrictedNoteFacts) => n.restricted && !inCircle(a, n) && (a.is_super || isDistrictAdminOrLeader(a, n.district_id)),
  /** Writing over a restricted note's text: inside the circle only. */
  mayWrite: (a: Actor, n: RestrictedNoteFacts) => inCircle(a, n),
});
