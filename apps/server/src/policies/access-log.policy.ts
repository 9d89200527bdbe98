/**
 * Who reads a student's access record (issue 24, section 3): the district admins of the student's
 * district and the leaders of the student's school, to answer a family's request; super admins, who
 * read the whole audit, too. Nobody else: teachers, school admins, school staff and district leaders
 * read the file, not the record of who read it. Pure; fails closed.
 */
import { roleInSchool } from '@ss/domain';
import { type Actor, districtRole } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export interface AccessLogPlace {
  district_id: number;
  school_id: number;
}

export const accessLogPolicy = policy({
  /** Read and export this student's access record. */
  read: (a: Actor, p: AccessLogPlace) => a.is_super || districtRole(a, p.district_id) === 'district_admin' || roleInSchool(a, p.school_id) === 'school_leader',
});
