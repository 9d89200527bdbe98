/**
 * The student profile's Boards section (`GET /api/v1/students/{id}/boards/`): where the student
 * sits now on each board, and the history of its moves, newest first. Whoever may read the
 * student's profile may ask (the same scope, the same 404); each board is then shown only when the
 * caller may see it (boardPolicy.view, as `GET /api/v1/boards/{id}/` decides), so a district board
 * does not leak to a school's teacher through a student of the school. Boards of a suspended
 * school are left out, as their cards are everywhere else. Not audited: the profile read beside it is.
 */
import { STUDENT_MOVES_MAX, type TStudentBoards } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { isSchoolOpen } from '../../lib/suspension.ts';
import { boardPolicy } from '../../policies/boards.policy.ts';
import { presentStudentBoards } from '../../presenters/boards.presenter.ts';
import { boardsOfStudent, categoriesOfStudent, movesOfStudent } from '../../repositories/board-cards.repository.ts';
import { loadStudent } from '../student-profile/access.ts';
import { boardRef } from './access.ts';

/** The boards a student is or was on that the caller may see (open schools, boardPolicy.view); the student is already in scope. */
export async function visibleBoardsOfStudent(ctx: AuthedContext, student: Parameters<typeof boardsOfStudent>[1]) {
  const actor = ctx.actor;
  const candidates = await boardsOfStudent(ctx.db, student);
  return candidates.filter((board) => isSchoolOpen(actor, { suspended_at: board.school_suspended_at }) && boardPolicy.view(actor, boardRef(board, board.links, actor)));
}

export async function readStudentBoards(ctx: AuthedContext, studentId: number): Promise<TStudentBoards> {
  const { student } = await loadStudent(ctx.db, ctx.actor, studentId);
  const boards = await visibleBoardsOfStudent(ctx, student);
  // An archived, graduated or transferred-out student is on no board now; its history stays.
  const holding = student.status === 'active' ? boards.filter((b) => b.holds).map((b) => b.id) : [];
  const ids = boards.map((b) => b.id);
  const [current, moves] = await Promise.all([categoriesOfStudent(ctx.db, student.id, holding), movesOfStudent(ctx.db, student.id, ids, STUDENT_MOVES_MAX)]);
  return presentStudentBoards(boards, current, moves);
}
