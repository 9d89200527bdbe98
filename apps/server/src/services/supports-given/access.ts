/**
 * Loading a support given for a use case: it exists for the caller exactly when its student does
 * (the readers of the student's profile; out of scope or missing is 404). Writes then ask the policy.
 */
import type { AuthedContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { findGivenRow, type GivenListRow, type GivenRow } from '../../repositories/supports-given.repository.ts';
import { loadStudent } from '../student-profile/access.ts';
import { studentTarget } from '../audit-actor.ts';
import { emit } from '../emit.ts';

export async function loadGiven(ctx: AuthedContext, id: number) {
  const row = await findGivenRow(ctx.db, id);
  if (!row) throw notFound();
  const { student } = await loadStudent(ctx.db, ctx.actor, row.given.student_id);
  return { row, student };
}

/** Which part of a child's supports a read showed (the audit's `details.part`). */
export type SupportsPart = 'supports' | 'support' | 'data_points' | 'sessions' | 'support_history';

/**
 * A read of a child's intervention data is audited like the profile's (`student.read`, one row per student and
 * request, ids only), so a district can answer who looked at it.
 */
export const auditSupportsRead = (ctx: AuthedContext, student: { id: number; district_id: number; school_id: number }, part: SupportsPart, given?: number) =>
  emit(ctx.db, ctx, { type: 'student.read', ...studentTarget(student), details: given === undefined ? { part } : { part, student_support: given } });

/** loadGiven for a read: the read is audited. */
export async function readGiven(ctx: AuthedContext, id: number, part: SupportsPart) {
  const loaded = await loadGiven(ctx, id);
  await auditSupportsRead(ctx, loaded.student, part, id);
  return loaded;
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
