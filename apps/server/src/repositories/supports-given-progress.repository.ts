/**
 * Progress monitoring (data points) and the fidelity log (sessions) of supports given (issue 11,
 * section 2): the only code that reads and writes their tables. Callers have loaded the support given
 * through its student's scope; every statement here is kept to that support's rows.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { studentSupportDataPoints, studentSupportSessions, users, type Database } from '@ss/db';
import { rowsOf } from './raw-rows.ts';

export type DataPointRow = typeof studentSupportDataPoints.$inferSelect;
export type SessionRow = typeof studentSupportSessions.$inferSelect;

const author = { first: users.first_name, last: users.last_name };

/** A support's data points, oldest first (the chart's order), with their authors' names. */
export async function dataPointsOf(db: Database, givenId: number) {
  return db
    .select({ point: studentSupportDataPoints, author_first: author.first, author_last: author.last })
    .from(studentSupportDataPoints)
    .leftJoin(users, eq(users.id, studentSupportDataPoints.created_by))
    .where(eq(studentSupportDataPoints.student_support_id, givenId))
    .orderBy(asc(studentSupportDataPoints.measured_on), asc(studentSupportDataPoints.id));
}

export async function insertDataPoint(db: Database, values: typeof studentSupportDataPoints.$inferInsert): Promise<DataPointRow> {
  const [row] = await db.insert(studentSupportDataPoints).values(values).returning();
  return row!;
}

/** One of the support's data points with its author's name, or null. */
export async function getDataPoint(db: Database, givenId: number, id: number) {
  const [row] = await db
    .select({ point: studentSupportDataPoints, author_first: author.first, author_last: author.last })
    .from(studentSupportDataPoints)
    .leftJoin(users, eq(users.id, studentSupportDataPoints.created_by))
    .where(and(eq(studentSupportDataPoints.id, id), eq(studentSupportDataPoints.student_support_id, givenId)));
  return row ?? null;
}

/** Changes a data point at the version read, bumping it; null when the version is stale. */
export async function updateDataPointRow(
  db: Database,
  id: number,
  version: number,
  patch: Partial<Pick<DataPointRow, 'measured_on' | 'value' | 'note'>>,
): Promise<DataPointRow | null> {
  const [row] = await db
    .update(studentSupportDataPoints)
    .set({ ...patch, version: sql`${studentSupportDataPoints.version} + 1` })
    .where(and(eq(studentSupportDataPoints.id, id), eq(studentSupportDataPoints.version, version)))
    .returning();
  return row ?? null;
}

/** Deletes one of the support's data points; the deleted row, or null when it is not one of them. */
export async function deleteDataPoint(db: Database, givenId: number, id: number): Promise<DataPointRow | null> {
  const [row] = await db
    .delete(studentSupportDataPoints)
    .where(and(eq(studentSupportDataPoints.id, id), eq(studentSupportDataPoints.student_support_id, givenId)))
    .returning();
  return row ?? null;
}

/** A support's sessions, newest first, with their authors' names. */
export async function sessionsOf(db: Database, givenId: number) {
  return db
    .select({ session: studentSupportSessions, author_first: author.first, author_last: author.last })
    .from(studentSupportSessions)
    .leftJoin(users, eq(users.id, studentSupportSessions.created_by))
    .where(eq(studentSupportSessions.student_support_id, givenId))
    .orderBy(desc(studentSupportSessions.held_on), desc(studentSupportSessions.id));
}

export async function insertSession(db: Database, values: typeof studentSupportSessions.$inferInsert): Promise<SessionRow> {
  const [row] = await db.insert(studentSupportSessions).values(values).returning();
  return row!;
}

export async function deleteSession(db: Database, givenId: number, id: number): Promise<SessionRow | null> {
  const [row] = await db
    .delete(studentSupportSessions)
    .where(and(eq(studentSupportSessions.id, id), eq(studentSupportSessions.student_support_id, givenId)))
    .returning();
  return row ?? null;
}

/** The first and last days on which a support given has a data point or a session (null: none). */
export async function recordedSpan(db: Database, givenId: number): Promise<{ first: string | null; last: string | null }> {
  const result = await db.execute(sql`
    select to_char(min(d), 'YYYY-MM-DD') as first, to_char(max(d), 'YYYY-MM-DD') as last from (
      select measured_on as d from student_support_data_points where student_support_id = ${givenId}
      union all
      select held_on as d from student_support_sessions where student_support_id = ${givenId}) r`);
  const row = rowsOf<{ first: string | null; last: string | null }>(result)[0];
  return { first: row?.first ?? null, last: row?.last ?? null };
}
