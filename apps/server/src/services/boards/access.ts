/**
 * Loading a board for an actor: the one place that decides whether a board exists for them.
 * A board the actor may not see is not found (404), like a foreign record anywhere else; a board
 * of a suspended district or school answers "suspended" (super admins excepted).
 */
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { assertDistrictOpen, assertSchoolOpen } from '../../lib/suspension.ts';
import { boardPolicy, type BoardRef } from '../../policies/boards.policy.ts';
import { findBoard, linksOf, lockBoardRow, placeOf, type BoardLinks, type BoardRow } from '../../repositories/boards.repository.ts';

export interface LoadedBoard {
  board: BoardRow;
  links: BoardLinks;
  ref: BoardRef;
  place: Awaited<ReturnType<typeof placeOf>>;
}

/** Where a board's events happened and what they are about. */
export const where = (b: { id: number; district_id: number; school_id: number | null }) => ({
  district_id: b.district_id,
  school_id: b.school_id,
  target: { type: 'board' as const, id: b.id },
});

export const boardRef = (board: BoardRow, links: BoardLinks, actor: Actor): BoardRef => ({
  district_id: board.district_id,
  school_id: board.school_id,
  kind: board.kind,
  created_by: board.created_by,
  school_ids: links.school_ids,
  member: links.member_ids.includes(actor.id),
});

/** What the caller may do with the board now (the `abilities` the web reads), from the boards policy's verbs. */
export const boardAbilities = (actor: Actor, board: Pick<BoardRow, 'leaders_only'>, ref: BoardRef) =>
  abilitiesOf({ edit: boardPolicy.moveCards, manage: boardPolicy.manage, unlock: boardPolicy.unlock, delete: boardPolicy.delete }, actor, {
    ...ref,
    leaders_only: board.leaders_only,
  });

/**
 * The board when the actor may see it, else 404. With `forUpdate` (inside a transaction) the
 * board row stays locked until the transaction ends: changes to one board run one at a time.
 */
export async function loadBoard(db: Database, actor: Actor, id: number, opts: { forUpdate?: boolean } = {}): Promise<LoadedBoard> {
  const board = opts.forUpdate ? await lockBoardRow(db, id) : await findBoard(db, id);
  if (!board) throw notFound();
  const links = await linksOf(db, id);
  const ref = boardRef(board, links, actor);
  if (!boardPolicy.view(actor, ref)) throw notFound();
  const place = await placeOf(db, board);
  if (place.district) assertDistrictOpen(actor, place.district);
  if (place.school) assertSchoolOpen(actor, place.school);
  return { board, links, ref, place };
}
