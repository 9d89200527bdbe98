/**
 * What a board shows besides who may do what: its categories, its cards in order, when a card last
 * moved and (district boards) the filters' choices. Reading them is most of a board's cost (a
 * 400-card board is four queries and two thousand rows), and a board is read by every viewer on
 * every reconnect, so each server copy keeps the last ones it read, for a few dozen boards.
 *
 * An entry is good while nothing it was read from has changed:
 * - the board's `version` (every move, category change, rule change and lock bumps it);
 * - the district's card generation (migration 0009 counts every write to students, their alerts,
 *   card icons and teachers, schools and the card-icon lists), read before the entry was;
 * - the card options it was drawn with (the school's card display, name format and organisation).
 * Both counters live in the database, so a write through any copy, a job or an import is seen by
 * every copy at its next read. Who may see the board is decided on every request, never cached.
 * Entries belong to the database handle they were read through (one per server; a transaction's
 * own, uncommitted view never reaches the others).
 */
import type { TBoard } from '@ss/domain';
import type { Database } from '@ss/db';

export interface BoardView {
  categories: TBoard['categories'];
  cards: TBoard['cards'];
  lastMovedAt: Date | null;
  /** District boards' filters come from their cards; a school board's are read per request. */
  filters: TBoard['filters'] | null;
}

interface Entry {
  key: string;
  view: BoardView;
}

const MAX_BOARDS = 64;
const cachesOf = new WeakMap<Database, Map<number, Entry>>();

export const viewKey = (version: number, generation: number, options: TBoard['options']) =>
  `${version}:${generation}:${options.card_display}:${options.card_name_format}:${options.card_organisation}`;

/** The board's view when it was read under this key, else `read()`'s, kept for the next reader. */
export async function cachedView(db: Database, boardId: number, key: string, read: () => Promise<BoardView>): Promise<BoardView> {
  let entries = cachesOf.get(db);
  if (!entries) cachesOf.set(db, (entries = new Map()));
  const hit = entries.get(boardId);
  if (hit && hit.key === key) {
    // Most recently used last: the first entry is the one to let go.
    entries.delete(boardId);
    entries.set(boardId, hit);
    return hit.view;
  }
  const view = await read();
  entries.delete(boardId);
  entries.set(boardId, { key, view });
  if (entries.size > MAX_BOARDS) entries.delete(entries.keys().next().value!);
  return view;
}
