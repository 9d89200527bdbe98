/** Reading one student: the read itself is audited (who looked at which child's record). */
import type { ServiceContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { studentsInScope, type StudentWithContext } from '../../repositories/students.repository.ts';
import { auditActor, studentTarget } from '../audit-actor.ts';

export async function readStudent(ctx: ServiceContext, id: number): Promise<StudentWithContext> {
  const [row] = await studentsInScope(ctx.db, scopeOf(ctx.auth!.actor), [id]);
  if (!row) throw notFound();
  await recordAudit(ctx.db, {
    ...auditActor(ctx),
    action: 'student.read',
    ...studentTarget({ id, district_id: row.student.district_id, school_id: row.student.school_id }),
  });
  return row;
}
