/**
 * Moving a card (`POST /api/v1/boards/{id}/moves/`): saved one by one as it happens, by the
 * holder of the edit lock, against the version the mover saw. A stale version or a lock the
 * caller does not hold answers 409 and changes nothing; the move is kept in the history (who,
 * when, from, to) and announced on the board's channel once committed.
 */
import { compareCards, MSG, type TBoardCategory, type TBoardMove } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { conflict, fieldError } from '../../lib/errors.ts';
import { boardPolicy } from '../../policies/boards.policy.ts';
import { presentCategory } from '../../presenters/boards.presenter.ts';
import { recordMove, schoolCardsOf, studentCardsOf, writeColumn, type Card } from '../../repositories/board-cards.repository.ts';
import { bumpVersion, categoriesOf, type BoardRow } from '../../repositories/boards.repository.ts';
import { emit } from '../emit.ts';
import { loadBoard, where } from './access.ts';
import { arrange, DISTRICT_CARD_OPTIONS } from './cards.ts';
import { assertHoldsLock } from './lock.ts';

interface Slot {
  card: Card;
  category_id: number;
}

/** The board's cards in their current order, as ids (no card drawing needed to move one). */
async function currentOrder(db: Database, board: BoardRow, categories: TBoardCategory[], organisation: 'first_name' | 'last_name' | 'grade' | 'manual'): Promise<Slot[]> {
  if (board.kind === 'district_schools') {
    const rows = await schoolCardsOf(db, board);
    return arrange(rows, categories, (a, b) => a.name.localeCompare(b.name) || a.id - b.id).map((r) => ({ card: { school_id: r.id }, category_id: r.category_id }));
  }
  const rows = await studentCardsOf(db, board);
  return arrange(rows, categories, (a, b) => compareCards(organisation, a, b)).map((r) => ({ card: { student_id: r.id }, category_id: r.category_id }));
}

const sameCard = (a: Card, b: Card) => a.student_id === b.student_id && a.school_id === b.school_id;

export async function moveCard(ctx: AuthedContext, id: number, input: TBoardMove): Promise<{ version: number }> {
  const auth = ctx.auth;
  const actor = auth.actor;
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadBoard(tx, actor, id, { forUpdate: true });
    const { board } = loaded;
    authorize(boardPolicy.moveCards, actor, { ...loaded.ref, leaders_only: board.leaders_only });
    await assertHoldsLock(tx, id, auth.sessionHash);
    if (input.version !== board.version) throw conflict();

    const categories = (await categoriesOf(tx, id)).map(presentCategory);
    const to = categories.find((c) => c.id === input.category_id);
    if (!to) throw fieldError('category_id', MSG.invalidValue);
    const wantsSchool = board.kind === 'district_schools';
    if (wantsSchool !== (input.school_id !== undefined)) throw fieldError(wantsSchool ? 'school_id' : 'student_id', MSG.required);
    const card: Card = input.school_id !== undefined ? { school_id: input.school_id } : { student_id: input.student_id! };

    const organisation = loaded.place.school?.card_organisation ?? DISTRICT_CARD_OPTIONS.card_organisation;
    const order = await currentOrder(tx, board, categories, organisation);
    const from = order.find((s) => sameCard(s.card, card));
    if (!from) throw fieldError(card.school_id !== undefined ? 'school_id' : 'student_id', MSG.invalidValue);
    const column = order.filter((s) => s.category_id === to.id && !sameCard(s.card, card)).map((s) => s.card);
    const position = Math.min(input.position, column.length);
    column.splice(position, 0, card);
    await writeColumn(tx, id, to.id, column);

    const fromCategory = categories.find((c) => c.id === from.category_id);
    await recordMove(tx, {
      board_id: id,
      student_id: card.student_id ?? null,
      school_id: card.school_id ?? null,
      from_category_id: fromCategory?.id ?? null,
      to_category_id: to.id,
      from_title: fromCategory?.title ?? null,
      to_title: to.title,
      to_color: to.color,
      moved_by: actor.id,
    });
    const version = (await bumpVersion(tx, id))!;
    await emit(tx, ctx, {
      type: 'board.card_moved',
      target: where(board).target,
      version,
      student_id: card.student_id ?? null,
      school_id: card.school_id ?? null,
      category_id: to.id,
      position,
    });
    return { version };
  });
}
