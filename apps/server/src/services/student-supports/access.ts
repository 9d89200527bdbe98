/**
 * Loading a support given for a use case: it exists for the caller exactly when its student does
 * (the readers of the student's profile; out of scope or missing is 404). Writes then ask the policy.
 */
import type { AuthedContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { findGivenRow, type GivenListRow, type GivenRow } from '../../repositories/student-supports.repository.ts';
import { loadStudent } from '../student-profile/access.ts';

export async function loadGiven(ctx: AuthedContext, id: number) {
  const row = await findGivenRow(ctx.db, id);
  if (!row) throw notFound();
  const { student } = await loadStudent(ctx.db, ctx.actor, row.given.student_id);
  return { row, student };
}

export type LoadedGiven = { row: GivenListRow; student: Awaited<ReturnType<typeof loadStudent>>['student'] };

/**
 * Where a support given's events happened and what they are about: the student's ids as they are now
 * (studentTarget's, so the student's audit history finds them after a transfer) and the support given.
 */
export const givenEvent = (student: { id: number; district_id: number; school_id: number }, g: Pick<GivenRow, 'id'>) => ({
  district_id: student.district_id,
  school_id: student.school_id,
  student_id: student.id,
  target: { type: 'student_support' as const, id: g.id },
});
