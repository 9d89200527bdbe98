/**
 * Files attached to a plan's assessments (migration 0020). The bytes are stored files (purpose
 * `support_plan_document`); listing never reads them.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { storedFiles, supportPlanAttachments, users, type Database } from '@ss/db';

const fullName = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

export interface PlanAttachmentRow {
  id: number;
  assessment_id: string;
  file_id: number;
  file_name: string;
  size: number;
  content_type: string;
  created_by: number | null;
  created_by_name: string | null;
  created_at: Date;
}

/** A plan's attachments, oldest first, with their files' names and sizes (never the bytes). */
export async function planAttachments(db: Database, planId: number): Promise<PlanAttachmentRow[]> {
  return db
    .select({
      id: supportPlanAttachments.id,
      assessment_id: supportPlanAttachments.assessment_id,
      file_id: supportPlanAttachments.file_id,
      file_name: storedFiles.file_name,
      size: storedFiles.size,
      content_type: storedFiles.content_type,
      created_by: supportPlanAttachments.created_by,
      created_by_name: fullName,
      created_at: supportPlanAttachments.created_at,
    })
    .from(supportPlanAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, supportPlanAttachments.file_id))
    .leftJoin(users, eq(users.id, supportPlanAttachments.created_by))
    .where(eq(supportPlanAttachments.plan_id, planId))
    .orderBy(asc(supportPlanAttachments.id));
}

export async function findPlanAttachment(db: Database, planId: number, id: number) {
  const [row] = await db
    .select({ id: supportPlanAttachments.id, assessment_id: supportPlanAttachments.assessment_id, file_id: supportPlanAttachments.file_id, file_name: storedFiles.file_name })
    .from(supportPlanAttachments)
    .innerJoin(storedFiles, eq(storedFiles.id, supportPlanAttachments.file_id))
    .where(and(eq(supportPlanAttachments.id, id), eq(supportPlanAttachments.plan_id, planId)))
    .limit(1);
  return row ?? null;
}

export async function insertPlanAttachment(
  db: Database,
  plan: { id: number; district_id: number; school_id: number },
  assessmentId: string,
  file: { content_type: string; file_name: string; data: Buffer },
  by: number,
): Promise<number> {
  const [stored] = await db
    .insert(storedFiles)
    .values({
      district_id: plan.district_id,
      school_id: plan.school_id,
      purpose: 'support_plan_document',
      content_type: file.content_type,
      file_name: file.file_name,
      size: file.data.length,
      data: file.data,
      created_by: by,
    })
    .returning({ id: storedFiles.id });
  const [row] = await db
    .insert(supportPlanAttachments)
    .values({ plan_id: plan.id, assessment_id: assessmentId, file_id: stored!.id, created_by: by })
    .returning({ id: supportPlanAttachments.id });
  return row!.id;
}

/** Removes attachments by id with their files (the attachment rows go by cascade). */
export async function deletePlanAttachments(db: Database, fileIds: number[]): Promise<void> {
  if (!fileIds.length) return;
  await db.delete(storedFiles).where(inArray(storedFiles.id, fileIds));
}

export async function readPlanDocument(db: Database, fileId: number) {
  const [row] = await db
    .select({ content_type: storedFiles.content_type, file_name: storedFiles.file_name, data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, 'support_plan_document')))
    .limit(1);
  return row ?? null;
}
