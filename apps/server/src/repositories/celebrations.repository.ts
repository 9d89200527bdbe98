/**
 * Celebrations (issue 10, section 3): the only code that reads and writes the celebrations table. Every
 * read goes through `visibleCelebrations` (the school in the actor's scope, not suspended unless super
 * admin; a student's celebration only while the student is not deleted), so a list and a single read agree.
 */
import { and, count, desc, eq, gte, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { celebrations, meetings, schools, students, users, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';
import { inIds } from './id-list.ts';

export type CelebrationRow = typeof celebrations.$inferSelect;
export type MeetingRow = typeof meetings.$inferSelect;

export function visibleCelebrations(scope: TenantScope): SQL | undefined {
  const studentOk = or(isNull(celebrations.student_id), and(isNull(students.deleted_at), ne(students.status, 'deleted')));
  if (scope.all) return studentOk;
  const parts: SQL[] = [];
  if (scope.wholeDistrictIds.length) parts.push(inIds(celebrations.district_id, scope.wholeDistrictIds));
  if (scope.schoolIds.length) parts.push(inIds(celebrations.school_id, scope.schoolIds));
  if (!parts.length) return sql`false`;
  return and(or(...parts), ne(schools.status, 'account_suspended'), studentOk);
}

export interface CelebrationFilter {
  studentId?: number;
  schoolId?: number;
  /** With schoolId: the school's own celebrations only. */
  schoolOnly?: boolean;
  meetingId?: number;
  since?: string;
}

const author = alias(users, 'author');

const FIELDS = {
  c: celebrations,
  school_name: schools.name,
  student_first: students.first_name,
  student_last: students.last_name,
  meeting_descriptor: meetings.descriptor,
  meeting_starts_at: meetings.starts_at,
  author_first: author.first_name,
  author_last: author.last_name,
};
export type CelebrationListRow = {
  c: CelebrationRow;
  school_name: string;
  student_first: string | null;
  student_last: string | null;
  meeting_descriptor: string | null;
  meeting_starts_at: Date | null;
  author_first: string | null;
  author_last: string | null;
};

const joined = (db: Database) =>
  db
    .select(FIELDS)
    .from(celebrations)
    .innerJoin(schools, eq(schools.id, celebrations.school_id))
    .leftJoin(students, eq(students.id, celebrations.student_id))
    .leftJoin(meetings, eq(meetings.id, celebrations.meeting_id))
    .leftJoin(author, eq(author.id, celebrations.created_by));

function whereOf(scope: TenantScope, f: CelebrationFilter): SQL | undefined {
  return and(
    visibleCelebrations(scope),
    f.studentId !== undefined ? eq(celebrations.student_id, f.studentId) : undefined,
    f.schoolId !== undefined ? eq(celebrations.school_id, f.schoolId) : undefined,
    f.schoolOnly ? isNull(celebrations.student_id) : undefined,
    f.meetingId !== undefined ? eq(celebrations.meeting_id, f.meetingId) : undefined,
    f.since ? gte(celebrations.celebrated_on, f.since) : undefined,
  );
}

/** A page, newest day first. */
export async function listCelebrations(db: Database, scope: TenantScope, f: CelebrationFilter, page: { limit: number; offset: number }) {
  const where = whereOf(scope, f);
  const [total] = await db
    .select({ n: count() })
    .from(celebrations)
    .innerJoin(schools, eq(schools.id, celebrations.school_id))
    .leftJoin(students, eq(students.id, celebrations.student_id))
    .where(where);
  const n = total?.n ?? 0;
  if (n === 0 || page.offset >= n) return { count: n, rows: [] as CelebrationListRow[] };
  const rows = await joined(db).where(where).orderBy(desc(celebrations.celebrated_on), desc(celebrations.id)).limit(page.limit).offset(page.offset);
  return { count: n, rows };
}

export async function findVisibleCelebration(db: Database, scope: TenantScope, id: number): Promise<CelebrationListRow | null> {
  const [row] = await joined(db)
    .where(and(eq(celebrations.id, id), visibleCelebrations(scope)))
    .limit(1);
  return row ?? null;
}

export async function findMeeting(db: Database, id: number): Promise<MeetingRow | null> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id)).limit(1);
  return row ?? null;
}

export async function insertCelebration(db: Database, values: typeof celebrations.$inferInsert): Promise<CelebrationRow> {
  const [row] = await db.insert(celebrations).values(values).returning();
  return row!;
}

export async function updateCelebrationRow(db: Database, id: number, version: number, patch: Partial<typeof celebrations.$inferInsert>): Promise<CelebrationRow | null> {
  const [row] = await db
    .update(celebrations)
    .set({ ...patch, version: sql`${celebrations.version} + 1`, updated_at: new Date() })
    .where(and(eq(celebrations.id, id), eq(celebrations.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteCelebrationRow(db: Database, id: number): Promise<void> {
  await db.delete(celebrations).where(eq(celebrations.id, id));
}
