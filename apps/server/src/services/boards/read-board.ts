/** One board with its columns, cards, lock and the filters' choices (`GET /api/v1/boards/{id}/`). */
import type { TBoard, TBoardCard, TBoardLock } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { presentBoard, presentCategory } from '../../presenters/boards.presenter.ts';
import { cardGenerationOf, lastMoveOf } from '../../repositories/board-cards.repository.ts';
import { lockHolder } from '../../repositories/board-locks.repository.ts';
import { categoriesOf } from '../../repositories/boards.repository.ts';
import { filterChoices } from '../student-profile/filter-choices.ts';
import { boardAbilities, loadBoard } from './access.ts';
import { cachedView, viewKey } from './card-cache.ts';
import { boardCards, DISTRICT_CARD_OPTIONS } from './cards.ts';

export async function lockView(db: Database, boardId: number, leadersOnly: boolean, sessionHash: string): Promise<TBoardLock> {
  const holder = await lockHolder(db, boardId);
  return { holder: holder && { id: holder.user_id, name: holder.name }, mine: holder?.session_hash === sessionHash, leaders_only: leadersOnly };
}

/** A district board's filters: the grades its cards hold (a school board offers its school's grades and teachers). */
function cardFilters(cards: TBoardCard[]): TBoard['filters'] {
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
  // The generation first: the view read after it is at least as new (card-cache.ts).
  const generation = await cardGenerationOf(ctx.db, board.district_id);
  const [view, lock] = await Promise.all([
    cachedView(ctx.db, id, viewKey(board.version, generation, options), async () => {
      const categories = (await categoriesOf(ctx.db, id)).map(presentCategory);
      const [cards, lastMovedAt] = await Promise.all([boardCards(ctx.db, board, categories, options), lastMoveOf(ctx.db, id)]);
      return { categories, cards, lastMovedAt, filters: loaded.place.school ? null : cardFilters(cards) };
    }),
    lockView(ctx.db, id, board.leaders_only, auth.sessionHash),
  ]);
  const filters = view.filters ?? (await filterChoices(ctx.db, scopeOf(auth.actor), loaded.place.school!.id));
  return presentBoard(boardAbilities(auth.actor, loaded.board, loaded.ref), { ...loaded, ...view, lock, options, filters });
}
