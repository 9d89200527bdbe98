/**
 * Support plan bulk exports (issue 12, section 5): the plans a bulk export chooses (the list's read rule,
 * `readablePlans`, and the filters), the `support_plan_exports` rows and their zip files (stored files, purpose
 * `support_plan_export`). What each plan's PDF reads: support-plan-document.repository.ts.
 */
import { and, desc, eq, inArray, isNotNull, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import { districts, schools, storedFiles, students, supportPlanExports, supportPlans, type Database } from '@ss/db';
import type { Actor } from '../lib/actor.ts';
import { readablePlans } from './support-plans.repository.ts';

export type PlanExportRow = typeof supportPlanExports.$inferSelect;
export type PlanExportInsert = typeof supportPlanExports.$inferInsert;

export interface ExportChoice {
  districtId: number;
  schoolId?: number;
  grade?: string;
  templateId?: number;
  deactivated: boolean;
  /** Plans whose next review falls on or before this date. */
  reviewBy?: string;
}

/** The plans a bulk export takes: those the actor reads (as the list), by school and student name. */
export async function choosePlansForExport(db: Database, actor: Actor, c: ExportChoice): Promise<number[]> {
  const rows = await db
    .select({ id: supportPlans.id })
    .from(supportPlans)
    .innerJoin(schools, eq(schools.id, supportPlans.school_id))
    .innerJoin(students, eq(students.id, supportPlans.student_id))
    .where(
      and(
        readablePlans(actor),
        isNull(students.deleted_at),
        eq(supportPlans.district_id, c.districtId),
        c.schoolId !== undefined ? eq(supportPlans.school_id, c.schoolId) : undefined,
        c.deactivated ? isNotNull(supportPlans.deactivated_at) : isNull(supportPlans.deactivated_at),
        c.grade !== undefined ? eq(students.grade, c.grade) : undefined,
        c.templateId !== undefined ? eq(supportPlans.template_id, c.templateId) : undefined,
        c.reviewBy !== undefined ? lte(supportPlans.next_review_date, c.reviewBy) : undefined,
      ),
    )
    .orderBy(schools.name, students.sort_last_name, students.sort_first_name, supportPlans.id);
  return rows.map((r) => r.id);
}

/** How many of these plans are not final (a draft or in review: their PDFs are marked DRAFT). */
export async function countNotFinal(db: Database, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(supportPlans)
    .where(and(inArray(supportPlans.id, ids), ne(supportPlans.status, 'final')));
  return row?.n ?? 0;
}

/** Of these plans, those the actor still reads (the job checks again when it runs), with what names their files. */
export async function exportablePlans(db: Database, actor: Actor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: supportPlans.id, school_name: schools.name, first_name: students.first_name, last_name: students.last_name, school_year: supportPlans.school_year })
    .from(supportPlans)
    .innerJoin(schools, eq(schools.id, supportPlans.school_id))
    .innerJoin(students, eq(students.id, supportPlans.student_id))
    .where(and(inArray(supportPlans.id, ids), readablePlans(actor), isNull(students.deleted_at)));
}

/** The student's name of each plan (for a failure of a plan no longer readable). */
export async function planStudentNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: supportPlans.id, first_name: students.first_name, last_name: students.last_name })
    .from(supportPlans)
    .innerJoin(students, eq(students.id, supportPlans.student_id))
    .where(inArray(supportPlans.id, ids));
  return new Map(rows.map((r) => [r.id, `${r.last_name}, ${r.first_name}`]));
}

export async function insertExport(db: Database, values: PlanExportInsert): Promise<PlanExportRow> {
  const [row] = await db.insert(supportPlanExports).values(values).returning();
  return row!;
}

export async function findExport(db: Database, id: number): Promise<PlanExportRow | null> {
  const [row] = await db.select().from(supportPlanExports).where(eq(supportPlanExports.id, id)).limit(1);
  return row ?? null;
}

/** The export locked for this transaction (a run taking it over, or finishing it). */
export async function lockExport(db: Database, id: number): Promise<PlanExportRow | null> {
  const [row] = await db.select().from(supportPlanExports).where(eq(supportPlanExports.id, id)).for('update').limit(1);
  return row ?? null;
}

/** The requester's recent exports of a school, or of a district (district-wide ones), newest first. */
export async function listExports(db: Database, userId: number, at: { districtId: number; schoolId: number | null }, limit: number) {
  return db
    .select()
    .from(supportPlanExports)
    .where(
      and(
        eq(supportPlanExports.requested_by, userId),
        eq(supportPlanExports.district_id, at.districtId),
        at.schoolId === null ? isNull(supportPlanExports.school_id) : eq(supportPlanExports.school_id, at.schoolId),
      ),
    )
    .orderBy(desc(supportPlanExports.created_at), desc(supportPlanExports.id))
    .limit(limit);
}

/** Writes a run's progress or outcome, only while that run holds the export; null when it no longer does. */
export async function updateExportRun(db: Database, id: number, runToken: string, patch: Partial<PlanExportInsert>): Promise<PlanExportRow | null> {
  const [row] = await db
    .update(supportPlanExports)
    .set({ ...patch, updated_at: new Date() })
    .where(and(eq(supportPlanExports.id, id), eq(supportPlanExports.run_token, runToken)))
    .returning();
  return row ?? null;
}

export async function updateExport(db: Database, id: number, patch: Partial<PlanExportInsert>): Promise<void> {
  await db
    .update(supportPlanExports)
    .set({ ...patch, updated_at: new Date() })
    .where(eq(supportPlanExports.id, id));
}

export async function insertExportFile(db: Database, v: { districtId: number; schoolId: number | null; fileName: string; data: Buffer; userId: number }): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({
      district_id: v.districtId,
      school_id: v.schoolId,
      purpose: 'support_plan_export',
      content_type: 'application/zip',
      file_name: v.fileName,
      size: v.data.length,
      data: v.data,
      created_by: v.userId,
    })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function exportFileData(db: Database, fileId: number): Promise<Buffer | null> {
  const [row] = await db
    .select({ data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, 'support_plan_export')))
    .limit(1);
  return row?.data ?? null;
}

/** Removes the zip files of exports past their expiry (or of one export); answers how many went. */
export async function removeExpiredExportFiles(db: Database, now: Date, exportId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: supportPlanExports.id, file_id: supportPlanExports.file_id })
      .from(supportPlanExports)
      .where(and(isNotNull(supportPlanExports.file_id), lt(supportPlanExports.expires_at, now), exportId !== undefined ? eq(supportPlanExports.id, exportId) : undefined));
    if (!expired.length) return 0;
    const files = expired.map((e) => e.file_id!);
    await tx
      .update(supportPlanExports)
      .set({ file_id: null, updated_at: new Date() })
      .where(
        inArray(
          supportPlanExports.id,
          expired.map((e) => e.id),
        ),
      );
    await tx.delete(storedFiles).where(and(inArray(storedFiles.id, files), eq(storedFiles.purpose, 'support_plan_export')));
    return files.length;
  });
}

/** A stored zip no export holds any more (a run that lost its export after storing): removed. */
export async function removeExportFile(db: Database, fileId: number): Promise<void> {
  await db.delete(storedFiles).where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, 'support_plan_export')));
}

/** The name of the export's school, or of its district for a district-wide one. */
export async function exportPlaceName(db: Database, row: { district_id: number; school_id: number | null }): Promise<string> {
  const [found] =
    row.school_id !== null
      ? await db.select({ name: schools.name }).from(schools).where(eq(schools.id, row.school_id))
      : await db.select({ name: districts.name }).from(districts).where(eq(districts.id, row.district_id));
  return found?.name ?? '';
}
