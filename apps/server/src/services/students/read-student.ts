/** Reading one student: the read itself is audited (who looked at which child's record). */
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { studentsInScope, type StudentWithContext } from '../../repositories/students.repository.ts';
import { studentTarget } from '../audit-actor.ts';

export async function readStudent(ctx: AuthedContext, id: number): Promise<StudentWithContext> {
  const [row] = await studentsInScope(ctx.db, scopeOf(ctx.actor), [id]);
  if (!row) throw notFound();
  await emit(ctx.db, ctx, {
    type: 'student.read',
    ...studentTarget({ id, district_id: row.student.district_id, school_id: row.student.school_id }),
  });
  return row;
}
