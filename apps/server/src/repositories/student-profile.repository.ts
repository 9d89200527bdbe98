/**
 * Reads and writes of what is kept about one student (issue 4, section 3): teachers, profile
 * values, card icons, alerts, the school's card options and pictures. Callers have already
 * checked the student is in the actor's scope (findStudentInScope).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TenantScope } from '../lib/actor.ts';
import { visibleStudents } from './student-scope.ts';
import { schools, storedFiles, studentAlerts, studentCardIcons, studentProfileValues, students, studentTeachers, users, type Database } from '@ss/db';
import { inIds } from './id-list.ts';

export type AlertRow = typeof studentAlerts.$inferSelect;
export interface Who {
  id: number;
  first_name: string;
  last_name: string;
}

const creator = alias(users, 'creator');
const closer = alias(users, 'closer');

export async function profileValuesOf(db: Database, studentId: number) {
  return db
    .select({
      item_id: studentProfileValues.item_id,
      value: studentProfileValues.value,
      updated_at: studentProfileValues.updated_at,
      updated_by: studentProfileValues.updated_by,
      restricted: studentProfileValues.restricted,
      restricted_by: studentProfileValues.restricted_by,
      restricted_people: studentProfileValues.restricted_people,
      who_id: users.id,
      who_first: users.first_name,
      who_last: users.last_name,
    })
    .from(studentProfileValues)
    .leftJoin(users, eq(users.id, studentProfileValues.updated_by))
    .where(eq(studentProfileValues.student_id, studentId));
}

export async function upsertProfileValue(db: Database, studentId: number, itemId: number, value: string, userId: number) {
  await db
    .insert(studentProfileValues)
    .values({ student_id: studentId, item_id: itemId, value, updated_by: userId })
    .onConflictDoUpdate({ target: [studentProfileValues.student_id, studentProfileValues.item_id], set: { value, updated_by: userId, updated_at: new Date() } });
}

export async function deleteProfileValue(db: Database, studentId: number, itemId: number) {
  await db.delete(studentProfileValues).where(and(eq(studentProfileValues.student_id, studentId), eq(studentProfileValues.item_id, itemId)));
}

export async function cardIconIdsOf(db: Database, studentIds: number[]) {
  const out = new Map<number, number[]>();
  if (!studentIds.length) return out;
  const rows = await db.select().from(studentCardIcons).where(inIds(studentCardIcons.student_id, studentIds)).orderBy(asc(studentCardIcons.created_at));
  for (const r of rows) out.set(r.student_id, [...(out.get(r.student_id) ?? []), r.item_id]);
  return out;
}

export async function replaceCardIcons(db: Database, studentId: number, itemIds: number[]) {
  await db.delete(studentCardIcons).where(eq(studentCardIcons.student_id, studentId));
  if (itemIds.length) await db.insert(studentCardIcons).values(itemIds.map((item_id) => ({ student_id: studentId, item_id })));
}

const alertColumns = {
  alert: studentAlerts,
  creator_first: creator.first_name,
  creator_last: creator.last_name,
  closer_first: closer.first_name,
  closer_last: closer.last_name,
};
export type AlertWithPeople = { alert: AlertRow; creator_first: string | null; creator_last: string | null; closer_first: string | null; closer_last: string | null };

export async function alertsOf(db: Database, studentId: number, includeClosed: boolean): Promise<AlertWithPeople[]> {
  return db
    .select(alertColumns)
    .from(studentAlerts)
    .leftJoin(creator, eq(creator.id, studentAlerts.created_by))
    .leftJoin(closer, eq(closer.id, studentAlerts.closed_by))
    .where(and(eq(studentAlerts.student_id, studentId), includeClosed ? undefined : isNull(studentAlerts.closed_at)))
    .orderBy(desc(studentAlerts.created_at), desc(studentAlerts.id));
}

export async function alertById(db: Database, id: number): Promise<AlertWithPeople | null> {
  const [row] = await db
    .select(alertColumns)
    .from(studentAlerts)
    .leftJoin(creator, eq(creator.id, studentAlerts.created_by))
    .leftJoin(closer, eq(closer.id, studentAlerts.closed_by))
    .where(eq(studentAlerts.id, id));
  return row ?? null;
}

export async function insertAlert(db: Database, studentId: number, text: string, userId: number) {
  const [row] = await db.insert(studentAlerts).values({ student_id: studentId, text, created_by: userId }).returning();
  return row!;
}

/** Closes an open alert; false when it was already closed (a concurrent close). */
export async function closeAlertRow(db: Database, id: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(studentAlerts)
    .set({ closed_at: new Date(), closed_by: userId })
    .where(and(eq(studentAlerts.id, id), isNull(studentAlerts.closed_at)))
    .returning({ id: studentAlerts.id });
  return rows.length > 0;
}

/** Open alerts per student: how many and the latest text. */
export async function openAlertSummary(db: Database, studentIds: number[]) {
  const out = new Map<number, { count: number; latest: string }>();
  if (!studentIds.length) return out;
  const rows = await db
    .select({ student_id: studentAlerts.student_id, text: studentAlerts.text })
    .from(studentAlerts)
    .where(and(inIds(studentAlerts.student_id, studentIds), isNull(studentAlerts.closed_at)))
    .orderBy(desc(studentAlerts.created_at), desc(studentAlerts.id));
  for (const r of rows) {
    const cur = out.get(r.student_id);
    out.set(r.student_id, cur ? { ...cur, count: cur.count + 1 } : { count: 1, latest: r.text });
  }
  return out;
}

export async function schoolCardOptions(db: Database, schoolId: number) {
  const [row] = await db
    .select({ card_display: schools.card_display, card_name_format: schools.card_name_format, card_organisation: schools.card_organisation })
    .from(schools)
    .where(eq(schools.id, schoolId));
  return row!;
}

export async function insertPicture(db: Database, f: { district_id: number; school_id: number; content_type: string; file_name: string; data: Buffer; created_by: number }) {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...f, purpose: 'student_picture', size: f.data.length })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function setPictureFile(db: Database, studentId: number, fileId: number | null) {
  await db.update(students).set({ picture_file_id: fileId, updated_at: new Date() }).where(eq(students.id, studentId));
}

export async function deleteStoredFile(db: Database, id: number) {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, id), eq(storedFiles.purpose, 'student_picture')));
}

export async function pictureFile(db: Database, id: number) {
  const [row] = await db
    .select({ content_type: storedFiles.content_type, data: storedFiles.data, size: storedFiles.size })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.purpose, 'student_picture')));
  return row ?? null;
}

/** Student ids of a school's teacher (for card and grid filters). */
export const taughtBy = (teacherId: number) => sql`exists (select 1 from ${studentTeachers} st where st.student_id = ${students.id} and st.user_id = ${teacherId})`;

/** Active students of a school within the actor's scope, optionally of one grade or one teacher. */
export async function activeStudentsOfSchool(db: Database, scope: TenantScope, schoolId: number, f: { grade?: string; teacher?: number }) {
  return db
    .select()
    .from(students)
    .where(
      and(
        visibleStudents(scope),
        eq(students.school_id, schoolId),
        eq(students.status, 'active'),
        f.grade !== undefined ? eq(students.grade, f.grade) : undefined,
        f.teacher !== undefined ? taughtBy(f.teacher) : undefined,
      ),
    )
    .orderBy(asc(students.last_name), asc(students.first_name), asc(students.id));
}

/** Teachers assigned to active students of a school in scope (the class filter's choices). */
export async function teachersOfSchool(db: Database, scope: TenantScope, schoolId: number): Promise<Who[]> {
  return db
    .selectDistinct({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(studentTeachers)
    .innerJoin(students, eq(students.id, studentTeachers.student_id))
    .innerJoin(users, eq(users.id, studentTeachers.user_id))
    .where(and(visibleStudents(scope), eq(students.school_id, schoolId), eq(students.status, 'active')))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
}

/** The student's open alerts, newest first (at most 50). */
export async function openAlerts(db: Database, studentId: number) {
  return db
    .select({ id: studentAlerts.id, text: studentAlerts.text, created_at: studentAlerts.created_at })
    .from(studentAlerts)
    .where(and(eq(studentAlerts.student_id, studentId), isNull(studentAlerts.closed_at)))
    .orderBy(desc(studentAlerts.created_at), desc(studentAlerts.id))
    .limit(50);
}
