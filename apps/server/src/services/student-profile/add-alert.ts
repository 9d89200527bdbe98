/** Adding an alert (a short important note) to a student. Audited. */
import type { TAlertBody } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { emit } from '../emit.ts';
import { insertAlert } from '../../repositories/student-profile.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { loadStudentForNotes } from './access.ts';

export async function addAlert(ctx: AuthedContext, studentId: number, input: TAlertBody): Promise<number> {
  const actor = ctx.actor;
  const { student: s } = await loadStudentForNotes(ctx.db, actor, studentId);
  return ctx.db.transaction(async (tx) => {
    const row = await insertAlert(tx, s.id, input.text, actor.id);
    await emit(tx, ctx, { ...studentTarget(s), type: 'student.alert_added', details: { alert_id: row.id, after: { text: row.text } } });
    return row.id;
  });
}
