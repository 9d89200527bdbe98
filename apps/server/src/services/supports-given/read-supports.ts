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
import { givenOfStudent, type GivenListRow } from '../../repositories/supports-given.repository.ts';
import { maskNotes } from '../restricted-notes/mask.ts';
import { loadStudent } from '../student-profile/access.ts';
import { auditSupportsRead, readGiven } from './access.ts';

/** The comments' restrictions as this reader sees them (restricted notes, issue 24, section 2). */
function maskComments(ctx: AuthedContext, student: { id: number; district_id: number; school_id: number }, rows: GivenListRow[]) {
  const writes = studentSupportsPolicy.update(ctx.actor, student);
  return maskNotes(
    ctx,
    rows.map(({ given: g }) => ({
      kind: 'support_comment' as const,
      ref: String(g.id),
      district_id: student.district_id,
      school_id: student.school_id,
      student_id: student.id,
      author_id: g.created_by,
      written_at: g.updated_at,
      restricted: g.restricted,
      restricted_by: g.restricted_by,
      restricted_at: g.restricted_at,
      restricted_people: g.restricted_people,
      writes,
    })),
  );
}

export async function listSupportsGiven(ctx: AuthedContext, studentId: number): Promise<TStudentSupportList> {
  const { student } = await loadStudent(ctx.db, ctx.actor, studentId);
  const [rows] = await Promise.all([givenOfStudent(ctx.db, student.id), auditSupportsRead(ctx, student, 'supports')]);
  const restrictions = await maskComments(ctx, student, rows);
  return {
    count: rows.length,
    results: rows.map((r, i) => presentStudentSupport(r, abilitiesOf(givenSupportAbilities, ctx.actor, student, r.given), restrictions[i])),
    abilities: { give: studentSupportsPolicy.give(ctx.actor, student) },
  };
}

export async function readSupportGiven(ctx: AuthedContext, id: number): Promise<TStudentSupport> {
  const { row, student } = await readGiven(ctx, id, 'support');
  const [restriction] = await maskComments(ctx, student, [row]);
  return presentStudentSupport(row, abilitiesOf(givenSupportAbilities, ctx.actor, student, row.given), restriction);
}
