/** Deleting a student: soft (status deleted, deleted_at), after the web asked for confirmation. */
import type { Database } from '@ss/db';
import type { ServiceContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { updateStudentRow } from '../../repositories/students.repository.ts';
import { auditActor, studentTarget } from '../audit-actor.ts';
import { conflict } from './roster-checks.ts';

export async function deleteStudent(ctx: ServiceContext, id: number): Promise<void> {
  const actor = ctx.auth!.actor;
  const found = await findStudentInScope(ctx.db, scopeOf(actor), id);
  if (!found) throw notFound();
  const s = found.student;
  if (!studentPolicy.delete(actor, s)) throw forbidden();
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const after = await updateStudentRow(tx, s, s.version, { status: 'deleted', deleted_at: new Date() });
    if (!after) throw conflict();
    await recordAudit(tx, {
      ...auditActor(ctx),
      action: 'student.deleted',
      ...studentTarget({ id, district_id: s.district_id, school_id: s.school_id }),
      details: { changes: { status: [s.status, 'deleted'] } },
    });
  });
}
