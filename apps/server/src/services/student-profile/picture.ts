/**
 * A student's picture: stored in stored_files (purpose student_picture) and referenced by
 * students.picture_file_id. Replacing or removing it deletes the old file. Roster editors only. Audited.
 */
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import type { Upload } from '../../lib/uploads.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit } from '../emit.ts';
import { deleteStoredFile, insertPicture, setPictureFile } from '../../repositories/student-profile.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { loadStudent } from './access.ts';

/** Checks the actor may change the picture before the upload is read. */
export async function assertCanManagePicture(ctx: AuthedContext, studentId: number) {
  const row = await loadStudent(ctx.db, ctx.actor, studentId);
  authorize(studentPolicy.manageRoster, ctx.actor, row.student);
  return row.student;
}

export async function setPicture(ctx: AuthedContext, studentId: number, upload: Upload): Promise<void> {
  const s = await assertCanManagePicture(ctx, studentId);
  await ctx.db.transaction(async (tx) => {
    const fileId = await insertPicture(tx, {
      district_id: s.district_id,
      school_id: s.school_id,
      content_type: upload.contentType,
      file_name: upload.fileName.slice(0, 200),
      data: upload.data,
      created_by: ctx.actor.id,
    });
    await setPictureFile(tx, s.id, fileId);
    if (s.picture_file_id) await deleteStoredFile(tx, s.picture_file_id);
    await emit(tx, ctx, { ...studentTarget(s), type: 'student.picture_updated', details: { after: { content_type: upload.contentType, size: upload.data.length } } });
  });
}

export async function removePicture(ctx: AuthedContext, studentId: number): Promise<void> {
  const s = await assertCanManagePicture(ctx, studentId);
  if (!s.picture_file_id) return;
  const old = s.picture_file_id;
  await ctx.db.transaction(async (tx) => {
    await setPictureFile(tx, s.id, null);
    await deleteStoredFile(tx, old);
    await emit(tx, ctx, { ...studentTarget(s), type: 'student.picture_removed' });
  });
}
