/** One board with its columns, cards, lock and the filters' choices (`GET /api/v1/boards/{id}/`). */
import type { TBoard, TBoardCard, TBoardLock } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { presentBoard, presentCategory } from '../../presenters/boards.presenter.ts';
import { lastMoveOf } from '../../repositories/board-cards.repository.ts';
import { lockHolder } from '../../repositories/board-locks.repository.ts';
import { categoriesOf } from '../../repositories/boards.repository.ts';
import { filterChoices } from '../student-profile/filter-choices.ts';
import { loadBoard, type LoadedBoard } from './access.ts';
import { boardCards, DISTRICT_CARD_OPTIONS } from './cards.ts';

export async function lockView(db: Database, boardId: number, leadersOnly: boolean, sessionHash: string): Promise<TBoardLock> {
  const holder = await lockHolder(db, boardId);
  return { holder: holder && { id: holder.user_id, name: holder.name }, mine: holder?.session_hash === sessionHash, leaders_only: leadersOnly };
}

/** Grades and teachers offered by the filters: the school's for a school board, what the cards hold otherwise. */
async function filtersOf(db: Database, actor: Actor, loaded: LoadedBoard, cards: TBoardCard[]): Promise<TBoard['filters']> {
  if (loaded.place.school) return filterChoices(db, scopeOf(actor), loaded.place.school.id);
  const grades = [...new Set(cards.flatMap((c) => (c.student ? [c.student.grade] : [])))].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  return { grades: grades.map((code) => ({ code, label_en: code, label_fr: code })), teachers: [] };
}

export async function readBoard(ctx: AuthedContext, id: number): Promise<TBoard> {
  const auth = ctx.auth;
  const loaded = await loadBoard(ctx.db, auth.actor, id);
  const { board } = loaded;
  const options = loaded.place.school
    ? { card_display: loaded.place.school.card_display, card_name_format: loaded.place.school.card_name_format, card_organisation: loaded.place.school.card_organisation }
    : DISTRICT_CARD_OPTIONS;
  const categories = (await categoriesOf(ctx.db, id)).map(presentCategory);
  const [cards, lock, lastMovedAt] = await Promise.all([
    boardCards(ctx.db, board, categories, options),
    lockView(ctx.db, id, board.leaders_only, auth.sessionHash),
    lastMoveOf(ctx.db, id),
  ]);
  const filters = await filtersOf(ctx.db, auth.actor, loaded, cards);
  return presentBoard(auth.actor, { ...loaded, categories, cards, lock, lastMovedAt, options, filters });
}
