/** Deleting a student: soft (status deleted, deleted_at), after the web asked for confirmation. */
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit } from '../emit.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { updateStudentRow } from '../../repositories/students.repository.ts';
import { studentTarget } from '../audit-actor.ts';

export async function deleteStudent(ctx: AuthedContext, id: number): Promise<void> {
  const actor = ctx.actor;
  const found = await findStudentInScope(ctx.db, scopeOf(actor), id);
  if (!found) throw notFound();
  const s = found.student;
  authorize(studentPolicy.delete, actor, s);
  await ctx.db.transaction(async (tx) => {
    const after = await updateStudentRow(tx, s, s.version, { status: 'deleted', deleted_at: new Date() });
    if (!after) throw conflict();
    await emit(tx, ctx, {
      type: 'student.deleted',
      ...studentTarget({ id, district_id: s.district_id, school_id: s.school_id }),
      details: { changes: { status: [s.status, 'deleted'] } },
    });
  });
}
