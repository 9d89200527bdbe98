/**
 * The places a celebration request names, checked against the actor's scope: a school or a student out
 * of it is a 404 when it is what a list is about; a student or a meeting that does not fit the school of a
 * new celebration is a field error ("The student must be of this school", "The meeting must be of this
 * school or its district"), whether it exists elsewhere or not.
 */
import { CELEBRATION_MSG } from '@ss/domain';
import type { Database } from '@ss/db';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { notFound, type FieldErrors } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { findMeeting, type MeetingRow } from '../../repositories/celebrations.repository.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';

export async function schoolInScope(db: Database, actor: Actor, id: number) {
  const row = await getSchool(db, scopeOf(actor), id);
  if (!row) throw notFound();
  assertSchoolOpen(actor, row.school);
  return row.school;
}

/**
 * A meeting the actor may read, as far as celebrations need: of a school in their scope, or (a district
 * or district board's meeting) of their district. Meetings' own rules are the meetings area's; this one
 * never lets a celebration reach a meeting of a school the actor cannot see.
 */
export async function readableMeeting(db: Database, actor: Actor, id: number): Promise<MeetingRow | null> {
  const m = await findMeeting(db, id);
  if (!m) return null;
  if (m.school_id !== null) return (await getSchool(db, scopeOf(actor), m.school_id)) ? m : null;
  return actor.is_super || actor.districtIds.includes(m.district_id) ? m : null;
}

/** Field errors of a student and a meeting named for a celebration of this school. */
export async function checkLinks(db: Database, actor: Actor, school: { id: number; district_id: number }, input: { student?: number | null; meeting?: number | null }) {
  const fields: FieldErrors = {};
  if (input.student != null) {
    const s = await findStudentInScope(db, scopeOf(actor), input.student);
    if (!s || s.student.school_id !== school.id) fields.student = { message: CELEBRATION_MSG.student };
  }
  if (input.meeting != null) {
    const m = await readableMeeting(db, actor, input.meeting);
    if (!m || m.district_id !== school.district_id || (m.school_id !== null && m.school_id !== school.id)) fields.meeting = { message: CELEBRATION_MSG.meeting };
  }
  return fields;
}
