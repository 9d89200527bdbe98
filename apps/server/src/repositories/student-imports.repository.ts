/**
 * Reads and writes of the imports area: the export's keyset batches, the import's lookups and
 * batched upserts, import history, and the retention sweep. Student reads for an actor go
 * through the scope (student-scope.ts); the import job works inside one school it was given.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { districts, schools, storedFiles, studentImports, students, studentTeachers, users, type Database } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { foldedName, visibleStudents } from './student-scope.ts';

export type StudentImportRow = typeof studentImports.$inferSelect;

// Export ----------------------------------------------------------------------

export interface ExportFilter {
  schoolId?: number;
  districtId?: number;
  statuses: string[];
}

function exportWhere(scope: TenantScope, f: ExportFilter): SQL {
  return and(
    visibleStudents(scope),
    f.schoolId !== undefined ? eq(students.school_id, f.schoolId) : undefined,
    f.districtId !== undefined ? eq(students.district_id, f.districtId) : undefined,
    inArray(students.status, f.statuses as (typeof students.status.enumValues)[number][]),
  )!;
}

export async function countExport(db: Database, scope: TenantScope, f: ExportFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(students).where(exportWhere(scope, f));
  return row?.n ?? 0;
}

/** The ids of the students the export holds, for the access record's index (issue 24): ids only. */
export async function exportIds(db: Database, scope: TenantScope, f: ExportFilter): Promise<number[]> {
  const rows = await db.select({ id: students.id }).from(students).where(exportWhere(scope, f));
  return rows.map((r) => r.id);
}

/** Where the previous batch ended: the sort key of its last row. */
export type ExportKey = { school_id: number; status: string; last_key: string; first_key: string; id: number };

/**
 * One batch of the export, ordered by school, status, last name, first name (folded, so accents do
 * not move a name), id: the order of the students_school_roster_idx index, so a batch is an index
 * range scan; `after` continues
 * past the previous batch (keyset), so each batch costs the same however deep the export is.
 */
export async function exportBatch(db: Database, scope: TenantScope, f: ExportFilter, after: ExportKey | null, limit: number) {
  const rows = await db
    .select({
      id: students.id,
      school_id: students.school_id,
      first_name: students.first_name,
      last_name: students.last_name,
      grade: students.grade,
      gender: students.gender,
      student_number: students.student_number,
      sis_number: students.sis_number,
      status: students.status,
      graduated_year: students.graduated_year,
      archived_at: students.archived_at,
      school_name: schools.name,
      last_key: sql<string>`${foldedName('last_name')}`,
      first_key: sql<string>`${foldedName('first_name')}`,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.school_id))
    .where(
      and(
        exportWhere(scope, f),
        after
          ? sql`(${students.school_id}, ${students.status}, ${foldedName('last_name')}, ${foldedName('first_name')}, ${students.id}) > (${after.school_id}, ${after.status}, ${after.last_key}, ${after.first_key}, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(students.school_id), asc(students.status), asc(foldedName('last_name')), asc(foldedName('first_name')), asc(students.id))
    .limit(limit);
  const teachers = new Map<number, string[]>();
  if (rows.length) {
    const t = await db
      .select({ student_id: studentTeachers.student_id, first_name: users.first_name, last_name: users.last_name })
      .from(studentTeachers)
      .innerJoin(users, eq(users.id, studentTeachers.user_id))
      .where(
        inArray(
          studentTeachers.student_id,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(users.last_name), asc(users.first_name));
    for (const r of t) teachers.set(r.student_id, [...(teachers.get(r.student_id) ?? []), `${r.first_name} ${r.last_name}`]);
  }
  return rows.map((r) => ({ ...r, teachers: teachers.get(r.id) ?? [] }));
}

export type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** The whole export, a keyset batch at a time (each continues after the last row of the one before). */
export async function* exportWindows(db: Database, scope: TenantScope, f: ExportFilter, size: number): AsyncGenerator<ExportRow[]> {
  let after: ExportKey | null = null;
  for (;;) {
    const batch = await exportBatch(db, scope, f, after, size);
    if (batch.length) yield batch;
    if (batch.length < size) return;
    const last = batch[batch.length - 1]!;
    after = { school_id: last.school_id, status: last.status, last_key: last.last_key, first_key: last.first_key, id: last.id };
  }
}

// Import ----------------------------------------------------------------------

export async function insertStoredFile(db: Database, values: typeof storedFiles.$inferInsert) {
  const [row] = await db.insert(storedFiles).values(values).returning({ id: storedFiles.id });
  return row!.id;
}

export async function getStoredFileData(db: Database, id: number): Promise<Buffer | null> {
  const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(eq(storedFiles.id, id)).limit(1);
  return row ? Buffer.from(row.data) : null;
}

export async function insertImport(db: Database, values: typeof studentImports.$inferInsert): Promise<StudentImportRow> {
  const [row] = await db.insert(studentImports).values(values).returning();
  return row!;
}

const importColumns = { imp: studentImports, by_first: users.first_name, by_last: users.last_name };

export async function getImport(db: Database, id: number) {
  const [row] = await db.select(importColumns).from(studentImports).leftJoin(users, eq(users.id, studentImports.created_by)).where(eq(studentImports.id, id)).limit(1);
  return row ?? null;
}
export type ImportWithUploader = NonNullable<Awaited<ReturnType<typeof getImport>>>;

/** Locks the import for the job's transaction, so two runs of the job cannot both write. */
export async function lockImport(db: Database, id: number): Promise<StudentImportRow | null> {
  const [row] = await db.select().from(studentImports).where(eq(studentImports.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function listImports(db: Database, schoolId: number, w: { limit?: number; offset: number }) {
  const where = eq(studentImports.school_id, schoolId);
  const [total] = await db.select({ n: count() }).from(studentImports).where(where);
  const base = db
    .select(importColumns)
    .from(studentImports)
    .leftJoin(users, eq(users.id, studentImports.created_by))
    .where(where)
    .orderBy(desc(studentImports.created_at), desc(studentImports.id))
    .offset(w.offset);
  const rows = w.limit === undefined ? await base : await base.limit(w.limit);
  return { count: total?.n ?? 0, rows };
}

export async function updateImport(db: Database, id: number, values: Partial<typeof studentImports.$inferInsert>) {
  await db.update(studentImports).set(values).where(eq(studentImports.id, id));
}

/** The district's students (not deleted) holding any of these numbers. */
export async function studentsByNumber(db: Database, districtId: number, numbers: string[]) {
  const found: (typeof students.$inferSelect)[] = [];
  for (let i = 0; i < numbers.length; i += 1000) {
    const chunk = numbers.slice(i, i + 1000);
    found.push(
      ...(await db
        .select()
        .from(students)
        .where(and(eq(students.district_id, districtId), isNull(students.deleted_at), inArray(students.student_number, chunk)))),
    );
  }
  return found;
}

export interface ImportedFields {
  first_name: string;
  last_name: string;
  grade: string;
  gender: 'male' | 'female' | 'other';
  student_number: string;
  sis_number: string | null;
}

export async function insertStudentsBatch(db: Database, at: { districtId: number; schoolId: number }, rows: ImportedFields[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(students)
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, district_id: at.districtId, school_id: at.schoolId, search_name: studentSearchName(r.first_name, r.last_name) })));
  }
}

/** Updates many students in one statement per 500 (an UPDATE … FROM VALUES), keeping search_name right. */
export async function updateStudentsBatch(db: Database, rows: (ImportedFields & { id: number })[]) {
  for (let i = 0; i < rows.length; i += 500) {
    const values = sql.join(
      rows
        .slice(i, i + 500)
        .map(
          (r) =>
            sql`(${r.id}::int, ${r.first_name}::text, ${r.last_name}::text, ${studentSearchName(r.first_name, r.last_name)}::text, ${r.grade}::text, ${r.gender}::text, ${r.sis_number}::text)`,
        ),
      sql`, `,
    );
    await db.execute(sql`
      update ${students} set first_name = v.first_name, last_name = v.last_name, search_name = v.search_name, grade = v.grade,
        gender = v.gender, sis_number = v.sis_number, version = ${students.version} + 1, updated_at = now()
      from (values ${values}) as v(id, first_name, last_name, search_name, grade, gender, sis_number)
      where ${students.id} = v.id`);
  }
}

// Retention -------------------------------------------------------------------

export async function getRetention(db: Database, districtId: number) {
  const [row] = await db.select({ days: districts.archive_auto_delete_days }).from(districts).where(eq(districts.id, districtId)).limit(1);
  return row ? row.days : undefined;
}

export async function setRetention(db: Database, districtId: number, days: number | null) {
  await db.update(districts).set({ archive_auto_delete_days: days, updated_at: new Date() }).where(eq(districts.id, districtId));
}

export async function districtsWithRetention(db: Database) {
  return db.select({ id: districts.id, days: districts.archive_auto_delete_days }).from(districts).where(isNotNull(districts.archive_auto_delete_days));
}

/** Soft-deletes the district's students archived before the cut-off date; returns their ids. */
export async function deleteArchivedBefore(db: Database, districtId: number, cutoff: string): Promise<number[]> {
  const rows = await db
    .update(students)
    .set({ status: 'deleted', deleted_at: new Date(), version: sql`${students.version} + 1`, updated_at: new Date() })
    .where(
      and(
        eq(students.district_id, districtId),
        eq(students.status, 'archived'),
        ne(students.status, 'deleted'),
        isNotNull(students.archived_at),
        sql`${students.archived_at} < ${cutoff}::date`,
      ),
    )
    .returning({ id: students.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
