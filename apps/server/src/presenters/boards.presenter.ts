/** Boards as the API shows them (issue 9). */
import type { TBoard, TBoardCard, TBoardCategory, TBoardLock, TBoardSummary, TStudentBoards } from '@ss/domain';
import type { BoardLinks, BoardRow, CategoryRow } from '../repositories/boards.repository.ts';

/** `abilities`: what the caller may do with the board, as the service computed it from the boards policy. */
export function presentBoardSummary(
  board: BoardRow,
  abilities: TBoardSummary['abilities'],
  counts: { cards: number; categories: number; lastMovedAt: Date | null },
): TBoardSummary {
  return {
    id: board.id,
    district_id: board.district_id,
    school_id: board.school_id,
    kind: board.kind,
    title: board.title,
    card_count: counts.cards,
    category_count: counts.categories,
    updated_at: board.updated_at.toISOString(),
    last_moved_at: counts.lastMovedAt?.toISOString() ?? null,
    abilities,
  };
}

export const presentCategory = (c: CategoryRow): TBoardCategory => ({
  id: c.id,
  title: c.title,
  subtitle: c.subtitle,
  color: c.color,
  is_default: c.is_default,
  tier_key: c.tier_key,
});

export function presentBoard(
  abilities: TBoardSummary['abilities'],
  parts: {
    board: BoardRow;
    links: BoardLinks;
    categories: TBoardCategory[];
    cards: TBoardCard[];
    lock: TBoardLock;
    lastMovedAt: Date | null;
    options: TBoard['options'];
    filters: TBoard['filters'];
  },
): TBoard {
  const { board, links, categories, cards } = parts;
  return {
    ...presentBoardSummary(board, abilities, { cards: cards.length, categories: categories.length, lastMovedAt: parts.lastMovedAt }),
    version: board.version,
    categories,
    cards,
    options: parts.options,
    filters: parts.filters,
    grades: links.grades,
    teacher_ids: links.teacher_ids,
    school_ids: links.school_ids,
    member_ids: links.member_ids,
    lock: parts.lock,
  };
}

type BoardNamed = Pick<BoardRow, 'id' | 'title' | 'kind' | 'district_id' | 'school_id'>;
const boardRefOf = (b: BoardNamed) => ({ board_id: b.id, board_title: b.title, board_kind: b.kind, district_id: b.district_id, school_id: b.school_id });

/** The student profile's Boards section: where the student sits now, and its moves, on the boards given (those the caller sees). */
export function presentStudentBoards(
  boards: BoardNamed[],
  current: { board_id: number; category_id: number; title: string; subtitle: string | null; color: string; since: Date | null }[],
  moves: {
    count: number;
    rows: {
      id: number;
      board_id: number;
      from_title: string | null;
      from_color: string | null;
      to_title: string;
      to_color: string;
      moved_at: Date;
      mover_first: string | null;
      mover_last: string | null;
    }[];
  },
): TStudentBoards {
  const byId = new Map(boards.map((b) => [b.id, b]));
  const here = new Map(current.map((c) => [c.board_id, c]));
  return {
    // In the boards' order (by title).
    placements: boards.flatMap((b) => {
      const c = here.get(b.id);
      if (!c) return [];
      return [{ ...boardRefOf(b), category_id: c.category_id, category_title: c.title, category_subtitle: c.subtitle, color: c.color, since: c.since?.toISOString() ?? null }];
    }),
    moves: moves.rows.flatMap((m) => {
      const b = byId.get(m.board_id);
      if (!b) return [];
      return [
        {
          id: m.id,
          ...boardRefOf(b),
          from_title: m.from_title,
          from_color: m.from_title === null ? null : m.from_color,
          to_title: m.to_title,
          to_color: m.to_color,
          moved_by: m.mover_first === null ? null : `${m.mover_first} ${m.mover_last ?? ''}`.trim(),
          moved_at: m.moved_at.toISOString(),
        },
      ];
    }),
    moves_count: moves.count,
  };
}
