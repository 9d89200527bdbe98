/**
 * Closing an alert: its author or a roster editor of the school (closeAlert policy). An alert of
 * a student out of scope does not exist (404); closing a closed alert is a conflict (409).
 */
import type { Database } from '@ss/db';
import type { ServiceContext } from '../../context.ts';
import { forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { alertById, closeAlertRow } from '../../repositories/student-profile.repository.ts';
import { auditActor, studentTarget } from '../audit-actor.ts';
import { loadStudent } from './access.ts';

const alreadyClosed = () => new HttpError(409, 'conflict', 'Could not perform action');

export async function closeAlert(ctx: ServiceContext, alertId: number): Promise<{ studentId: number }> {
  const actor = ctx.auth!.actor;
  const found = await alertById(ctx.db, alertId);
  if (!found) throw notFound();
  const { student: s } = await loadStudent(ctx.db, actor, found.alert.student_id);
  if (!studentPolicy.closeAlert(actor, s, found.alert)) throw forbidden();
  if (found.alert.closed_at) throw alreadyClosed();
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    if (!(await closeAlertRow(tx, alertId, actor.id))) throw alreadyClosed();
    await recordAudit(tx, { ...auditActor(ctx), ...studentTarget(s), action: 'student.alert_closed', details: { alert_id: alertId, text: found.alert.text } });
  });
  return { studentId: s.id };
}
