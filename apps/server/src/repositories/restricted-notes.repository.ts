/**
 * Restricted notes (issue 24, section 2): the three kinds of note's rows as the restriction routes
 * read and change them, the names the placeholder shows, and the school's people a note may name.
 * The read paths select the restriction columns beside the text (restrictedColumns) and mask it in
 * services/restricted-notes/mask.ts.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { districtMemberships, meetingNotes, meetingNoteSections, schoolMemberships, studentProfileValues, students, studentSupports, users, type Database } from '@ss/db';

export interface RestrictionValues {
  restricted: boolean;
  restricted_by: number | null;
  restricted_at: Date | null;
  restricted_people: number[];
}

/** Names of these users (id → "First Last"). */
export async function namesOf(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: sql<string>`${users.first_name} || ' ' || ${users.last_name}` })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Of these users, the active ones of the school (or, with no school, of the district). */
export async function peopleOfPlace(db: Database, place: { district_id: number; school_id: number | null }, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows =
    place.school_id !== null
      ? await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(schoolMemberships, eq(schoolMemberships.user_id, users.id))
          .where(and(inArray(users.id, [...ids]), eq(schoolMemberships.school_id, place.school_id), isNull(users.deactivated_at)))
      : await db
          .select({ id: users.id })
          .from(users)
          .innerJoin(districtMemberships, eq(districtMemberships.user_id, users.id))
          .where(and(inArray(users.id, [...ids]), eq(districtMemberships.district_id, place.district_id), isNull(users.deactivated_at)));
  return [...new Set(rows.map((r) => r.id))];
}

/** A meeting note's section with its note (meeting, district, school, student). */
export async function sectionWithNote(db: Database, noteId: number, section: string) {
  const [row] = await db
    .select({
      section: meetingNoteSections,
      meeting_id: meetingNotes.meeting_id,
      district_id: meetingNotes.district_id,
      note_school_id: meetingNotes.school_id,
      student_id: meetingNotes.student_id,
      student_school_id: students.school_id,
    })
    .from(meetingNoteSections)
    .innerJoin(meetingNotes, eq(meetingNotes.id, meetingNoteSections.note_id))
    .leftJoin(students, eq(students.id, meetingNotes.student_id))
    .where(and(eq(meetingNoteSections.note_id, noteId), eq(meetingNoteSections.section, section)))
    .limit(1);
  return row ?? null;
}

export async function profileValueRow(db: Database, studentId: number, itemId: number) {
  const [row] = await db
    .select()
    .from(studentProfileValues)
    .where(and(eq(studentProfileValues.student_id, studentId), eq(studentProfileValues.item_id, itemId)))
    .limit(1);
  return row ?? null;
}

export async function supportRow(db: Database, id: number) {
  const [row] = await db.select().from(studentSupports).where(eq(studentSupports.id, id)).limit(1);
  return row ?? null;
}

export async function restrictSection(db: Database, noteId: number, section: string, v: RestrictionValues) {
  await db
    .update(meetingNoteSections)
    .set(v)
    .where(and(eq(meetingNoteSections.note_id, noteId), eq(meetingNoteSections.section, section)));
}

export async function restrictProfileValue(db: Database, studentId: number, itemId: number, v: RestrictionValues) {
  await db
    .update(studentProfileValues)
    .set(v)
    .where(and(eq(studentProfileValues.student_id, studentId), eq(studentProfileValues.item_id, itemId)));
}

export async function restrictSupportComment(db: Database, id: number, v: RestrictionValues) {
  // A restriction is not a change of the support: its version (the form's) stays.
  await db.update(studentSupports).set(v).where(eq(studentSupports.id, id));
}
