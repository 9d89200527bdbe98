/**
 * Closing an alert: its author or a roster editor of the school (closeAlert policy). An alert of
 * a student out of scope does not exist (404); closing a closed alert is a conflict (409).
 */
import type { AuthedContext } from '../../context.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit } from '../emit.ts';
import { alertById, closeAlertRow } from '../../repositories/student-profile.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { loadStudent } from './access.ts';

const alreadyClosed = () => new HttpError(409, 'conflict', 'Could not perform action');

export async function closeAlert(ctx: AuthedContext, alertId: number): Promise<{ studentId: number }> {
  const actor = ctx.actor;
  const found = await alertById(ctx.db, alertId);
  if (!found) throw notFound();
  const { student: s } = await loadStudent(ctx.db, actor, found.alert.student_id);
  authorize(studentPolicy.closeAlert, actor, s, found.alert);
  if (found.alert.closed_at) throw alreadyClosed();
  await ctx.db.transaction(async (tx) => {
    if (!(await closeAlertRow(tx, alertId, actor.id))) throw alreadyClosed();
    await emit(tx, ctx, { ...studentTarget(s), type: 'student.alert_closed', details: { alert_id: alertId, text: found.alert.text } });
  });
  return { studentId: s.id };
}
