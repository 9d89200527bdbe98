/**
 * Pure helpers over a board's cards: which card is which (a student's, or a school's on a
 * district_schools board), its columns in order, and a card placed as the server would.
 */
import type { TBoard, TBoardCard } from '@ss/domain';

export type StudentBoardCard = TBoardCard & { student_id: number; student: NonNullable<TBoardCard['student']> };

/** A card is a student's or a school's: moves and the drag ids say which. */
export type CardKey = { kind: 'student'; id: number } | { kind: 'school'; id: number };

export const isStudentCard = (c: TBoardCard): c is StudentBoardCard => c.student_id !== null && c.student !== null;

export const keyOf = (c: TBoardCard): CardKey => (c.student_id !== null ? { kind: 'student', id: c.student_id } : { kind: 'school', id: c.school_id ?? 0 });

export const isCard = (c: TBoardCard, k: CardKey) => (k.kind === 'student' ? c.student_id === k.id : c.school_id === k.id);

/** The drag-and-drop id of a card (`s:` a student, `k:` a school); columns are `c:`. */
export const cardDndId = (k: CardKey) => `${k.kind === 'student' ? 's' : 'k'}:${k.id}`;

export function keyOfDndId(id: string | number): CardKey | null {
  const [prefix, n] = String(id).split(':');
  const value = Number(n);
  if (!Number.isInteger(value)) return null;
  return prefix === 's' ? { kind: 'student', id: value } : prefix === 'k' ? { kind: 'school', id: value } : null;
}

/** What a move sends for the card: `student_id` or `school_id`. */
export const moveTarget = (k: CardKey): { student_id: number } | { school_id: number } => (k.kind === 'student' ? { student_id: k.id } : { school_id: k.id });

/** The name a card shows and the announcements say. */
export const cardName = (c: TBoardCard) => c.student?.name ?? c.school?.name ?? '';

/** Each category's cards, in position order. */
export function columnsOf(board: Pick<TBoard, 'cards' | 'categories'>): Map<number, TBoardCard[]> {
  const columns = new Map<number, TBoardCard[]>(board.categories.map((c) => [c.id, []]));
  for (const card of board.cards) columns.get(card.category_id)?.push(card);
  for (const list of columns.values()) list.sort((a, b) => a.position - b.position);
  return columns;
}

/**
 * The board with one card moved into a category at a position (clamped to the column, counted
 * without the card itself), positions renumbered as the server stores them.
 */
export function placeCard(board: TBoard, key: CardKey, categoryId: number, position: number): TBoard {
  const card = board.cards.find((c) => isCard(c, key));
  if (!card || !board.categories.some((c) => c.id === categoryId)) return board;
  const columns = columnsOf(board);
  const from = columns.get(card.category_id)!.filter((c) => !isCard(c, key));
  const to = card.category_id === categoryId ? from : columns.get(categoryId)!.filter((c) => !isCard(c, key));
  to.splice(Math.min(Math.max(position, 0), to.length), 0, { ...card, category_id: categoryId });
  columns.set(card.category_id, from);
  columns.set(categoryId, to);
  const cards: TBoardCard[] = [];
  for (const [categoryId2, list] of columns) list.forEach((c, i) => cards.push({ ...c, category_id: categoryId2, position: i }));
  // A card of a category the board no longer lists (until the refetch) stays as it was.
  for (const c of board.cards) if (!columns.has(c.category_id)) cards.push(c);
  return { ...board, cards };
}
