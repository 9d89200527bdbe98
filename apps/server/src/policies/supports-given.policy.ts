/**
 * Who may do what with supports given to students (issue 11, section 2). Every rule fails closed.
 * - Reading a student's supports, data points, sessions and history: the readers of the student's
 *   profile (the student scope, repositories/student-scope.ts; suspended schools hidden).
 * - Giving, changing, ending, adding data points and logging sessions: the student's note writers
 *   (students.policy `writeNotes`: the school's teachers, admins and leaders, the district's admins and
 *   leaders, super admins; school staff only read).
 * - Deleting a support given by mistake: its giver (while still a note writer) or a roster editor.
 * - The district's report: super admins and the district's admins and leaders.
 */
import { type Actor, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy, type Rule } from '../lib/authorize.ts';
import { studentPolicy, type StudentPlace } from './students.policy.ts';

export const studentSupportsPolicy = policy({
  give: (a: Actor, student: StudentPlace) => studentPolicy.writeNotes(a, student),
  /** Change, end, and record data points and sessions. */
  update: (a: Actor, student: StudentPlace) => studentPolicy.writeNotes(a, student),
  /** End it now: one still running, for whoever may change it. */
  end: (a: Actor, student: StudentPlace, given: { end_date: string | null }) => given.end_date === null && studentPolicy.writeNotes(a, student),
  delete: (a: Actor, student: StudentPlace, given: { created_by: number | null }) =>
    studentPolicy.manageRoster(a, student) || (given.created_by !== null && given.created_by === a.id && studentPolicy.writeNotes(a, student)),
  report: (a: Actor, districtId: number) => a.is_super || isDistrictAdminOrLeader(a, districtId),
});

/** What the rules read of a support given. */
export interface GivenFacts {
  created_by: number | null;
  end_date: string | null;
}

/** A support given's abilities as the API answers them (TStudentSupport.abilities), for `abilitiesOf`. */
export const givenSupportAbilities: Record<'update' | 'end' | 'delete' | 'record', Rule<[Actor, StudentPlace, GivenFacts]>> = {
  update: studentSupportsPolicy.update,
  end: studentSupportsPolicy.end,
  delete: studentSupportsPolicy.delete,
  record: studentSupportsPolicy.update,
};
