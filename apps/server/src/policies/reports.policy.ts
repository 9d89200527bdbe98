/**
 * Who may read the district reports (issue 22, section 1; spec district `reports`). Every rule fails closed.
 * - Reading: super admins; the district's admins and leaders (the whole district); its district staff
 *   (only the schools they hold a role in: `resolveReportScope` narrows the scope to them, and a school
 *   filter outside them is refused). School-level roles never.
 * - The names of the students a report lists (the unsupported students): whoever may write notes on the
 *   students of every school the report covers (students.policy `writeNotes`: super admins, the district's
 *   admins and leaders, the schools' admins, leaders and teachers). A district staff member who is only
 *   school staff in one of the covered schools gets the counts without the names.
 */
import { type Actor, districtRole, isDistrictAdminOrLeader } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import { studentPolicy } from './students.policy.ts';

/** The schools of the district a district staff member holds a role in. */
export const ownSchoolsOf = (a: Actor, districtSchoolIds: readonly number[]) => districtSchoolIds.filter((id) => a.schools.some((s) => s.id === id));

export const reportsPolicy = policy({
  /** Any report of the district (the schools it covers are narrowed separately for district staff). */
  read: (a: Actor, districtId: number) => a.is_super || isDistrictAdminOrLeader(a, districtId) || districtRole(a, districtId) === 'district_staff',
  /** A report narrowed to these schools (null: the whole district). */
  readSchools: (a: Actor, districtId: number, schoolIds: readonly number[] | null) => {
    if (a.is_super || isDistrictAdminOrLeader(a, districtId)) return true;
    if (districtRole(a, districtId) !== 'district_staff' || schoolIds === null || !schoolIds.length) return false;
    return schoolIds.every((id) => a.schools.some((s) => s.id === id));
  },
  /** The names of the students of these schools (null: the whole district). */
  seeStudents: (a: Actor, districtId: number, schoolIds: readonly number[] | null) => {
    if (a.is_super || isDistrictAdminOrLeader(a, districtId)) return true;
    if (schoolIds === null) return false;
    return schoolIds.every((id) => studentPolicy.writeNotes(a, { district_id: districtId, school_id: id }));
  },
});
