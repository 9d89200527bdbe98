/**
 * A support's resources (links, Google Docs, videos, uploaded documents). Documents live in stored_files
 * (purpose `support_document`); a copy of a support (an import, a submission) gets copies of its files.
 */
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { storedFiles, supportAttachments, type Database } from '@ss/db';
import { rowsOf } from './raw-rows.ts';

export type AttachmentRow = typeof supportAttachments.$inferSelect;

const FIELDS = {
  a: supportAttachments,
  file_name: storedFiles.file_name,
  file_size: storedFiles.size,
  file_type: storedFiles.content_type,
};
export type AttachmentListRow = { a: AttachmentRow; file_name: string | null; file_size: number | null; file_type: string | null };

/** A support's attachments in order, with their files' names and sizes (never the bytes). */
export async function attachmentsOf(db: Database, supportId: number): Promise<AttachmentListRow[]> {
  return db
    .select(FIELDS)
    .from(supportAttachments)
    .leftJoin(storedFiles, eq(storedFiles.id, supportAttachments.file_id))
    .where(eq(supportAttachments.support_id, supportId))
    .orderBy(asc(supportAttachments.position), asc(supportAttachments.id));
}

export async function findAttachment(db: Database, supportId: number, id: number): Promise<AttachmentRow | null> {
  const [row] = await db
    .select()
    .from(supportAttachments)
    .where(and(eq(supportAttachments.id, id), eq(supportAttachments.support_id, supportId)))
    .limit(1);
  return row ?? null;
}

export async function attachmentCount(db: Database, supportId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(supportAttachments).where(eq(supportAttachments.support_id, supportId));
  return row?.n ?? 0;
}

/** Adds one at the end. */
export async function insertAttachment(db: Database, values: Omit<typeof supportAttachments.$inferInsert, 'position'>): Promise<AttachmentRow> {
  const [row] = await db
    .insert(supportAttachments)
    .values({
      ...values,
      position: sql`(select coalesce(max(position) + 1, 0) from support_attachments where support_id = ${values.support_id})`,
    })
    .returning();
  return row!;
}

/** Removes an attachment and its file. */
export async function deleteAttachmentRow(db: Database, a: AttachmentRow): Promise<void> {
  await db.delete(supportAttachments).where(eq(supportAttachments.id, a.id));
  if (a.file_id !== null) await db.delete(storedFiles).where(eq(storedFiles.id, a.file_id));
}

/** The stored files of a support's documents are deleted with it (the attachments go by cascade). */
export async function deleteSupportFiles(db: Database, supportId: number): Promise<void> {
  await db.execute(sql`delete from stored_files f using support_attachments a where a.support_id = ${supportId} and a.file_id = f.id`);
}

/** Removes every attachment of a support and their files (a returned submission refreshed from its source). */
export async function clearAttachments(db: Database, supportId: number): Promise<void> {
  await deleteSupportFiles(db, supportId);
  await db.delete(supportAttachments).where(eq(supportAttachments.support_id, supportId));
}

export async function insertDocument(db: Database, values: Omit<typeof storedFiles.$inferInsert, 'purpose'>): Promise<number> {
  const [row] = await db
    .insert(storedFiles)
    .values({ ...values, purpose: 'support_document' })
    .returning({ id: storedFiles.id });
  return row!.id;
}

export async function readDocument(db: Database, fileId: number) {
  const [row] = await db
    .select({ content_type: storedFiles.content_type, file_name: storedFiles.file_name, data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, fileId), eq(storedFiles.purpose, 'support_document')))
    .limit(1);
  return row ?? null;
}

/**
 * Copies every attachment of `from` onto `to` (same order): links in one statement, each document as a new
 * file of the copy's district (a support holds at most SUPPORT_ATTACHMENTS_MAX).
 */
export async function copyAttachments(db: Database, from: number, to: { id: number; district_id: number | null; school_id: number | null }, by: number): Promise<void> {
  await db.execute(sql`insert into support_attachments (support_id, position, kind, title, url, created_by)
    select ${to.id}::int, position, kind, title, url, ${by}::int from support_attachments where support_id = ${from} and file_id is null`);
  const documents = await db
    .select()
    .from(supportAttachments)
    .where(and(eq(supportAttachments.support_id, from), sql`${supportAttachments.file_id} is not null`));
  for (const d of documents) {
    const copied = await db.execute(sql`insert into stored_files (district_id, school_id, purpose, content_type, file_name, size, data, created_by)
      select ${to.district_id}::int, ${to.school_id}::int, 'support_document', content_type, file_name, size, data, ${by}::int from stored_files where id = ${d.file_id}
      returning id`);
    const fileId = rowsOf<{ id: number }>(copied)[0]?.id;
    if (fileId === undefined) continue;
    await db.insert(supportAttachments).values({ support_id: to.id, position: d.position, kind: 'document', title: d.title, file_id: Number(fileId), created_by: by });
  }
}
