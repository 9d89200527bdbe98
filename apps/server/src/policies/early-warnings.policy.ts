/**
 * Who may do what with early warnings (issue 22, section 2). Every rule fails closed.
 * - A district's rules are read and changed by its district admins and by super admins (configuration of the
 *   district's own data; leaders see the flags, not the rules).
 * - Flags are read by whoever's scope holds the student (repositories/student-scope.ts); acknowledged by those who
 *   write a student's day-to-day notes (the roster editors and the school's teachers; school staff only read).
 */
import { type Actor, districtRole } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import { studentPolicy, type StudentPlace } from './students.policy.ts';

export const earlyWarningPolicy = policy({
  manageRules: (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin',
  acknowledge: (a: Actor, p: StudentPlace) => studentPolicy.writeNotes(a, p),
});

export const ruleAbilities = { update: earlyWarningPolicy.manageRules, delete: earlyWarningPolicy.manageRules };
export const flagAbilities = { acknowledge: earlyWarningPolicy.acknowledge };
