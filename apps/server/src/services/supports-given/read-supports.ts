/**
 * A student's supports given (`GET /api/v1/student_supports/?student=`) and one of them: for the
 * readers of the student's profile (404 otherwise), with what the caller may do. Each read is audited
 * (`student.read` with the part read), as the profile's is.
 */
import type { TStudentSupport, TStudentSupportList } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { givenSupportAbilities, studentSupportsPolicy } from '../../policies/supports-given.policy.ts';
import { presentStudentSupport } from '../../presenters/supports-given.presenter.ts';
import { givenOfStudent } from '../../repositories/supports-given.repository.ts';
import { loadStudent } from '../student-profile/access.ts';
import { auditSupportsRead, readGiven } from './access.ts';

export async function listSupportsGiven(ctx: AuthedContext, studentId: number): Promise<TStudentSupportList> {
  const { student } = await loadStudent(ctx.db, ctx.actor, studentId);
  const [rows] = await Promise.all([givenOfStudent(ctx.db, student.id), auditSupportsRead(ctx, student, 'supports')]);
  return {
    count: rows.length,
    results: rows.map((r) => presentStudentSupport(r, abilitiesOf(givenSupportAbilities, ctx.actor, student, r.given))),
    abilities: { give: studentSupportsPolicy.give(ctx.actor, student) },
  };
}

export async function readSupportGiven(ctx: AuthedContext, id: number): Promise<TStudentSupport> {
  const { row, student } = await readGiven(ctx, id, 'support');
  return presentStudentSupport(row, abilitiesOf(givenSupportAbilities, ctx.actor, student, row.given));
}
