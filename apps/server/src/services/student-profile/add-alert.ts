/** Adding an alert (a short important note) to a student. Audited. */
import type { Database } from '@ss/db';
import type { TAlertBody } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { insertAlert } from '../../repositories/student-profile.repository.ts';
import { auditActor, studentTarget } from '../audit-actor.ts';
import { loadStudentForNotes } from './access.ts';

export async function addAlert(ctx: ServiceContext, studentId: number, input: TAlertBody): Promise<number> {
  const actor = ctx.auth!.actor;
  const { student: s } = await loadStudentForNotes(ctx.db, actor, studentId);
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const row = await insertAlert(tx, s.id, input.text, actor.id);
    await recordAudit(tx, { ...auditActor(ctx), ...studentTarget(s), action: 'student.alert_added', details: { alert_id: row.id, after: { text: row.text } } });
    return row.id;
  });
}
