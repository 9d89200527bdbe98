/**
 * Accepting an import upload: the file is stored, the import recorded as queued and its job
 * enqueued in one transaction, and the person is answered at once; the job does the rest.
 */
import type { AuthedContext } from '../../context.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { emit } from '../emit.ts';
import { insertImport, insertStoredFile } from '../../repositories/student-imports.repository.ts';

export async function startImport(ctx: AuthedContext, school: { id: number; district_id: number }, file: { fileName: string; data: Buffer }): Promise<number> {
  const actor = ctx.actor;
  // Only the last path segment, trimmed: browsers may send a path, and the name is shown back.
  const fileName = file.fileName.split(/[\\/]/).pop()!.slice(-200);
  return ctx.db.transaction(async (tx) => {
    const fileId = await insertStoredFile(tx, {
      district_id: school.district_id,
      school_id: school.id,
      purpose: 'student_import',
      content_type: 'text/csv',
      file_name: fileName,
      size: file.data.length,
      data: file.data,
      created_by: actor.id,
    });
    const row = await insertImport(tx, { district_id: school.district_id, school_id: school.id, file_id: fileId, file_name: fileName, created_by: actor.id });
    await ctx.jobs.enqueue(tx, QUEUES.studentImport, { importId: row.id });
    await emit(tx, ctx, {
      type: 'students.import_queued',
      district_id: school.district_id,
      school_id: school.id,
      target: { type: 'student_import', id: row.id },
      details: { file_name: fileName, size: file.data.length },
    });
    return row.id;
  });
}
