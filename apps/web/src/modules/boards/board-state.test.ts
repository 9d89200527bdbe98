import { describe, expect, it } from 'vitest';
import type { TBoard, TBoardCard } from '@ss/domain';
import { cardDndId, cardName, columnsOf, keyOf, keyOfDndId, moveTarget, placeCard, type CardKey } from './board-state.ts';

const category = (id: number, is_default = false) => ({ id, title: `C${id}`, subtitle: null, color: '#868e96', is_default });

const studentCard = (id: number, category_id: number, position: number): TBoardCard => ({
  student_id: id,
  school_id: null,
  category_id,
  position,
  school: null,
  student: {
    id,
    school_id: 1,
    name: `Student ${id}`,
    first_name: 'Student',
    last_name: String(id),
    grade: '4',
    has_picture: false,
    icons: [],
    open_alerts: 0,
    latest_alert: null,
    teacher_ids: [],
  } as unknown as NonNullable<TBoardCard['student']>,
});

const schoolCard = (id: number, category_id: number, position: number): TBoardCard => ({
  student_id: null,
  school_id: id,
  category_id,
  position,
  student: null,
  school: { id, name: `School ${id}` },
});

const boardOf = (cards: TBoardCard[], categories = [category(1, true), category(2), category(3)]) => ({ version: 1, categories, cards }) as unknown as TBoard;

/** Each column's card ids in order, as `s1`/`k1`, with positions checked to be 0..n-1. */
function layout(board: TBoard): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const [id, cards] of columnsOf(board)) {
    expect(cards.map((c) => c.position)).toEqual(cards.map((_, i) => i));
    out[id] = cards.map((c) => (c.student_id !== null ? `s${c.student_id}` : `k${c.school_id}`));
  }
  return out;
}

const student = (id: number): CardKey => ({ kind: 'student', id });
const school = (id: number): CardKey => ({ kind: 'school', id });

describe('columnsOf', () => {
  it('lists every category in board order, each column sorted by position, empty ones included', () => {
    const board = boardOf([studentCard(10, 2, 1), studentCard(11, 1, 0), studentCard(12, 2, 0)], [category(2), category(1, true), category(3)]);
    const columns = columnsOf(board);
    expect([...columns.keys()]).toEqual([2, 1, 3]);
    expect(columns.get(2)!.map((c) => c.student_id)).toEqual([12, 10]);
    expect(columns.get(3)).toEqual([]);
  });

  it('leaves out a card whose category the board does not list', () => {
    expect([...columnsOf(boardOf([studentCard(10, 99, 0)])).values()].flat()).toEqual([]);
  });
});

describe('placeCard', () => {
  const board = boardOf([studentCard(1, 1, 0), studentCard(2, 1, 1), studentCard(3, 1, 2), studentCard(4, 2, 0)]);

  it('moves a card into another column at a position, renumbering both columns', () => {
    expect(layout(placeCard(board, student(2), 2, 0))).toEqual({ 1: ['s1', 's3'], 2: ['s2', 's4'], 3: [] });
  });

  it('clamps a position past the end to the end, and a negative one to the start', () => {
    expect(layout(placeCard(board, student(1), 2, 40))[2]).toEqual(['s4', 's1']);
    expect(layout(placeCard(board, student(4), 1, -3))[1]).toEqual(['s4', 's1', 's2', 's3']);
  });

  it('moves within the same column, the position counted without the card itself', () => {
    expect(layout(placeCard(board, student(1), 1, 2))[1]).toEqual(['s2', 's3', 's1']);
    expect(layout(placeCard(board, student(3), 1, 0))[1]).toEqual(['s3', 's1', 's2']);
    // Clamped to the column without the card: the last place.
    expect(layout(placeCard(board, student(1), 1, 9))[1]).toEqual(['s2', 's3', 's1']);
  });

  it('changes nothing for an unknown card or category', () => {
    expect(placeCard(board, student(99), 2, 0)).toBe(board);
    expect(placeCard(board, student(1), 99, 0)).toBe(board);
    expect(placeCard(board, school(1), 2, 0)).toBe(board);
  });

  it('does not change the board it was given', () => {
    const before = structuredClone(board);
    placeCard(board, student(1), 3, 0);
    expect(board).toEqual(before);
  });

  it('keeps a card of a category the board no longer lists', () => {
    const stale = boardOf([...board.cards, studentCard(9, 99, 0)]);
    expect(placeCard(stale, student(1), 2, 0).cards.find((c) => c.student_id === 9)).toMatchObject({ category_id: 99, position: 0 });
  });
});

describe('school cards (district board of schools)', () => {
  const board = boardOf([schoolCard(1, 1, 0), schoolCard(2, 1, 1), schoolCard(3, 2, 0)]);

  it('moves a school card by its school id, and a student key of the same number does not match it', () => {
    expect(layout(placeCard(board, school(2), 2, 1))).toEqual({ 1: ['k1'], 2: ['k3', 'k2'], 3: [] });
    expect(placeCard(board, student(2), 2, 1)).toBe(board);
  });

  it('names, keys and moves say it is a school', () => {
    const card = board.cards[0]!;
    expect(cardName(card)).toBe('School 1');
    expect(keyOf(card)).toEqual(school(1));
    expect(moveTarget(keyOf(card))).toEqual({ school_id: 1 });
    expect(moveTarget(student(5))).toEqual({ student_id: 5 });
  });

  it('drag ids tell students and schools apart and read back', () => {
    expect(cardDndId(school(7))).toBe('k:7');
    expect(cardDndId(student(7))).toBe('s:7');
    expect(keyOfDndId('k:7')).toEqual(school(7));
    expect(keyOfDndId('s:7')).toEqual(student(7));
    expect(keyOfDndId('c:7')).toBeNull();
    expect(keyOfDndId('s:x')).toBeNull();
  });
});
