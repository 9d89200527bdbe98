/**
 * A meeting's notes (issue 10, sections 1 and 7): one note per student discussed and a general
 * note, their text in sections saved against a version.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { meetingNotes, meetingNoteSections, students, users, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';
import { inIds } from './id-list.ts';
import { studentScope } from './student-scope.ts';

export type NoteRow = typeof meetingNotes.$inferSelect;
export type SectionRow = typeof meetingNoteSections.$inferSelect;

const fullName = (t: { first_name: unknown; last_name: unknown }) => sql<string>`${t.first_name} || ' ' || ${t.last_name}`;

/** The meeting's notes; with `scope`, a student's note only when the student is in it (the general note always). */
export async function notesOf(db: Database, meetingId: number, scope: TenantScope | null) {
  return db
    .select({
      id: meetingNotes.id,
      student_id: meetingNotes.student_id,
      district_id: meetingNotes.district_id,
      /** The school the note belongs to (its student's, else the meeting's): restricted notes' leaders. */
      school_id: sql<number | null>`coalesce(${students.school_id}, ${meetingNotes.school_id})`,
      student_name: sql<string | null>`case when ${students.id} is null then null else ${students.first_name} || ' ' || ${students.last_name} end`,
    })
    .from(meetingNotes)
    .leftJoin(students, eq(students.id, meetingNotes.student_id))
    .where(and(eq(meetingNotes.meeting_id, meetingId), scope ? or(isNull(meetingNotes.student_id), studentScope(scope)) : undefined))
    .orderBy(sql`${meetingNotes.student_id} is not null`, asc(students.last_name), asc(students.first_name), asc(meetingNotes.id));
}

export async function sectionsOf(db: Database, noteIds: number[]) {
  if (!noteIds.length) return [];
  return db
    .select({
      note_id: meetingNoteSections.note_id,
      section: meetingNoteSections.section,
      label: meetingNoteSections.label,
      body: meetingNoteSections.body,
      version: meetingNoteSections.version,
      updated_at: meetingNoteSections.updated_at,
      updated_by_id: meetingNoteSections.updated_by,
      updated_by_name: sql<string | null>`case when ${users.id} is null then null else ${fullName(users)} end`,
      restricted: meetingNoteSections.restricted,
      restricted_by: meetingNoteSections.restricted_by,
      restricted_at: meetingNoteSections.restricted_at,
      restricted_people: meetingNoteSections.restricted_people,
    })
    .from(meetingNoteSections)
    .leftJoin(users, eq(users.id, meetingNoteSections.updated_by))
    .where(inIds(meetingNoteSections.note_id, noteIds))
    .orderBy(asc(meetingNoteSections.note_id), asc(meetingNoteSections.section));
}
export type SectionWithName = Awaited<ReturnType<typeof sectionsOf>>[number];

export async function findNote(db: Database, meetingId: number, noteId: number): Promise<NoteRow | null> {
  const [row] = await db
    .select()
    .from(meetingNotes)
    .where(and(eq(meetingNotes.id, noteId), eq(meetingNotes.meeting_id, meetingId)))
    .limit(1);
  return row ?? null;
}

/** The note of the meeting on this student (null: the general note), created when missing; `created` says which. */
export async function ensureNote(db: Database, values: { meeting_id: number; district_id: number; school_id: number | null; student_id: number | null; created_by: number }) {
  const [inserted] = await db.insert(meetingNotes).values(values).onConflictDoNothing().returning();
  if (inserted) return { note: inserted, created: true };
  const [row] = await db
    .select()
    .from(meetingNotes)
    .where(and(eq(meetingNotes.meeting_id, values.meeting_id), values.student_id === null ? isNull(meetingNotes.student_id) : eq(meetingNotes.student_id, values.student_id)))
    .limit(1);
  return { note: row!, created: false };
}

export async function lockSection(db: Database, noteId: number, section: string): Promise<SectionRow | null> {
  const [row] = await db
    .select()
    .from(meetingNoteSections)
    .where(and(eq(meetingNoteSections.note_id, noteId), eq(meetingNoteSections.section, section)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Writes a section when its version is still `version` (0: it does not exist yet). Null when stale
 * (someone saved it since, or created it first).
 */
export async function saveSection(
  db: Database,
  v: { noteId: number; section: string; label: string | null; body: string; version: number; by: number },
): Promise<SectionRow | null> {
  if (v.version === 0) {
    const [row] = await db
      .insert(meetingNoteSections)
      .values({ note_id: v.noteId, section: v.section, label: v.label, body: v.body, version: 1, updated_by: v.by })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(meetingNoteSections)
    .set({ body: v.body, version: sql`${meetingNoteSections.version} + 1`, updated_by: v.by, updated_at: new Date() })
    .where(and(eq(meetingNoteSections.note_id, v.noteId), eq(meetingNoteSections.section, v.section), eq(meetingNoteSections.version, v.version)))
    .returning();
  return row ?? null;
}

export async function touchNote(db: Database, noteId: number) {
  await db.update(meetingNotes).set({ updated_at: new Date() }).where(eq(meetingNotes.id, noteId));
}

// Recap -------------------------------------------------------------------------------------------

/** Students with notes at the meeting and their key issue. */
export async function studentsDiscussed(db: Database, meetingId: number) {
  return db
    .select({
      student_id: meetingNotes.student_id,
      name: sql<string>`${students.first_name} || ' ' || ${students.last_name}`,
      key_issue: sql<string | null>`(select s.body from ${meetingNoteSections} s where s.note_id = ${meetingNotes.id} and s.section = 'key_issue')`,
      /** A restricted key issue (issue 24, section 2): the recap shows its placeholder to everyone. */
      key_issue_restricted: sql<{
        author: string | null;
        at: string;
      } | null>`(select case when s.restricted then json_build_object('author', u.first_name || ' ' || u.last_name, 'at', s.updated_at) end
        from ${meetingNoteSections} s left join ${users} u on u.id = s.updated_by where s.note_id = ${meetingNotes.id} and s.section = 'key_issue')`,
    })
    .from(meetingNotes)
    .innerJoin(students, eq(students.id, meetingNotes.student_id))
    .where(eq(meetingNotes.meeting_id, meetingId))
    .orderBy(asc(students.last_name), asc(students.first_name));
}
