/**
 * Retention of graduated and archived students' records (issue 24, section 6): which students expired, what they
 * hold (counted by kind, for the run's report), their removal, and the runs.
 *
 * The removal is a hard delete of the student rows: every table that holds a student's rows references `students`
 * with ON DELETE CASCADE (support plans and their revisions, signatures and attachments; supports given with their
 * data points and sessions; meetings about the student with their notes; actions, celebrations, alerts, data,
 * profile values, board placements and moves, early-warning flags …), so no table can be forgotten; the stored
 * files that are the student's (their picture, their plans' attached documents) go first, since a file does not
 * cascade from what points at it. The audit log keeps its rows (append-only, ids only, no names).
 * apps/server/test/retention.test.ts checks every foreign key to `students` cascades and no row is left behind.
 */
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { districts, retentionRuns, storedFiles, students, type Database } from '@ss/db';
import { RETENTION_KINDS, type RetentionKind } from '@ss/domain';

/** Tables counted for a kind, by their `student_id` column. */
const COUNTED: [RetentionKind, string][] = [
  ['data', 'student_data_results'],
  ['data', 'student_profile_values'],
  ['data', 'student_alerts'],
  ['supports', 'student_supports'],
  ['meetings', 'meetings'],
  ['notes', 'meeting_notes'],
  ['actions', 'actions'],
  ['plans', 'support_plans'],
];

export type RetentionRunRow = typeof retentionRuns.$inferSelect;

/** Districts whose retention is set (years) and whose automatic deletion is on: the only ones a run touches. */
export async function districtsWithRecordRetention(db: Database) {
  return db
    .select({ id: districts.id, years: districts.retention_years })
    .from(districts)
    .where(and(isNotNull(districts.retention_years), isNotNull(districts.archive_auto_delete_days)))
    .orderBy(districts.id);
}

export async function retentionSettings(db: Database, districtId: number) {
  const [row] = await db
    .select({ years: districts.retention_years, auto_delete_days: districts.archive_auto_delete_days, suspended_at: districts.suspended_at })
    .from(districts)
    .where(eq(districts.id, districtId));
  return row ?? null;
}

/**
 * The district's students whose records expired before `cutoff` (a date): graduated in a year whose school year
 * ended (June 30) before it, or archived (and possibly deleted since) before it.
 */
export async function expiredStudentIds(db: Database, districtId: number, cutoff: string): Promise<number[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(
      and(
        eq(students.district_id, districtId),
        sql`((${students.status} = 'graduated' and ${students.graduated_year} is not null and make_date(${students.graduated_year}, 6, 30) < ${cutoff}::date)
          or (${students.status} in ('archived', 'deleted') and ${students.archived_at} is not null and ${students.archived_at} < ${cutoff}::date))`,
      ),
    )
    .orderBy(students.id);
  return rows.map((r) => r.id);
}

/** The stored files that are these students' own: their pictures and their plans' attached documents. */
async function filesOf(db: Database, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const r = await db.execute(sql`select picture_file_id as id from students where id in ${ids} and picture_file_id is not null
    union select a.file_id from support_plan_attachments a join support_plans p on p.id = a.plan_id where p.student_id in ${ids}`);
  return (r as unknown as { rows: { id: number }[] }).rows.map((x) => Number(x.id));
}

/** Rows per kind these students hold (what a run removes, or would). */
export async function countRecordsOf(db: Database, ids: number[]): Promise<Record<RetentionKind, number>> {
  const counts = Object.fromEntries(RETENTION_KINDS.map((k) => [k, 0])) as Record<RetentionKind, number>;
  if (!ids.length) return counts;
  counts.students = ids.length;
  const parts = COUNTED.map(([kind, table]) => sql`select ${kind}::text as kind, count(*)::int as n from ${sql.identifier(table)} where student_id in ${ids}`);
  const r = await db.execute(sql.join(parts, sql` union all `));
  for (const row of (r as unknown as { rows: { kind: RetentionKind; n: number | string }[] }).rows) counts[row.kind] += Number(row.n);
  counts.files = (await filesOf(db, ids)).length;
  return counts;
}

/** Removes these students and everything of theirs, files included (see the file's comment). */
export async function hardDeleteStudents(db: Database, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const files = await filesOf(db, ids);
  await db.delete(students).where(inArray(students.id, ids));
  if (files.length) await db.delete(storedFiles).where(inArray(storedFiles.id, files));
}

export async function hasFinishedRun(db: Database, districtId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: retentionRuns.id })
    .from(retentionRuns)
    .where(and(eq(retentionRuns.district_id, districtId), eq(retentionRuns.status, 'done')))
    .limit(1);
  return !!row;
}

export async function pendingRunOf(db: Database, districtId: number): Promise<RetentionRunRow | null> {
  const [row] = await db
    .select()
    .from(retentionRuns)
    .where(and(eq(retentionRuns.district_id, districtId), eq(retentionRuns.status, 'pending')))
    .orderBy(desc(retentionRuns.id))
    .limit(1);
  return row ?? null;
}

export async function insertRun(db: Database, row: typeof retentionRuns.$inferInsert): Promise<RetentionRunRow> {
  const [r] = await db.insert(retentionRuns).values(row).returning();
  return r!;
}

export async function updateRun(db: Database, id: number, values: Partial<typeof retentionRuns.$inferInsert>): Promise<void> {
  await db.update(retentionRuns).set(values).where(eq(retentionRuns.id, id));
}

/** Marks a pending run done, only if it still is pending (false: someone else confirmed or replaced it first). */
export async function finishPendingRun(db: Database, id: number, values: Partial<typeof retentionRuns.$inferInsert>): Promise<boolean> {
  const rows = await db
    .update(retentionRuns)
    .set({ ...values, status: 'done' })
    .where(and(eq(retentionRuns.id, id), eq(retentionRuns.status, 'pending')))
    .returning({ id: retentionRuns.id });
  return rows.length === 1;
}

/** The district's runs, newest first (the pending one included). */
export async function runsOf(db: Database, districtId: number, limit = 50): Promise<RetentionRunRow[]> {
  return db.select().from(retentionRuns).where(eq(retentionRuns.district_id, districtId)).orderBy(desc(retentionRuns.created_at), desc(retentionRuns.id)).limit(limit);
}

/** The students a pending run lists, for the district's admins in the app (names, school, status, since when). */
export async function listedStudents(db: Database, districtId: number, ids: number[]) {
  if (!ids.length) return [];
  const r = await db.execute(sql`select s.id, s.first_name, s.last_name, s.status, s.graduated_year, s.archived_at::text as archived_at, sc.name as school_name
    from students s join schools sc on sc.id = s.school_id where s.district_id = ${districtId} and s.id in ${ids} order by s.last_name, s.first_name, s.id`);
  return (
    r as unknown as {
      rows: { id: number; first_name: string; last_name: string; status: string; graduated_year: number | null; archived_at: string | null; school_name: string }[];
    }
  ).rows;
}
