import { describe, expect, it } from 'vitest';
import { BOARD_MSG, ZBoardMove, ZCreateBoard, ZWsClientMessage } from './boards.ts';

const cat = (title: string, is_default = false) => ({ title, color: '#2e7d32', is_default });
const board = (categories: unknown[]) => ({ school_id: 1, kind: 'team', title: 'Grade 4', categories });
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? [] : r.error!.issues.map((i) => i.message));

describe('board contract', () => {
  it('needs at least one category and exactly one default, and at most 20', () => {
    expect(messages(ZCreateBoard.safeParse(board([])))).toContain(BOARD_MSG.addCategory);
    expect(messages(ZCreateBoard.safeParse(board([cat('Tier 1'), cat('Tier 2')])))).toContain(BOARD_MSG.chooseDefault);
    expect(messages(ZCreateBoard.safeParse(board([cat('Tier 1', true), cat('Tier 2', true)])))).toContain(BOARD_MSG.chooseDefault);
    expect(ZCreateBoard.safeParse(board([cat('Tier 1', true), cat('Tier 2')])).success).toBe(true);
    const many = Array.from({ length: 21 }, (_, i) => cat(`C${i}`, i === 0));
    expect(messages(ZCreateBoard.safeParse(board(many)))).toContain(BOARD_MSG.maxCategories);
    expect(ZCreateBoard.safeParse(board(many.slice(0, 20))).success).toBe(true);
  });

  it('refuses a colour that is not #rrggbb and unknown fields', () => {
    expect(ZCreateBoard.safeParse(board([{ ...cat('A', true), color: 'red' }])).success).toBe(false);
    expect(ZCreateBoard.safeParse({ ...board([cat('A', true)]), owner: 3 }).success).toBe(false);
  });

  it('moves name exactly one card and a position that is not negative', () => {
    expect(ZBoardMove.safeParse({ student_id: 4, category_id: 2, position: 0, version: 3 }).success).toBe(true);
    expect(ZBoardMove.safeParse({ student_id: 4, school_id: 1, category_id: 2, position: 0, version: 3 }).success).toBe(false);
    expect(ZBoardMove.safeParse({ category_id: 2, position: 0, version: 3 }).success).toBe(false);
    expect(ZBoardMove.safeParse({ student_id: 4, category_id: 2, position: -1, version: 3 }).success).toBe(false);
  });

  it('accepts only board channels on the socket', () => {
    expect(ZWsClientMessage.safeParse({ type: 'subscribe', channel: 'board:12' }).success).toBe(true);
    expect(ZWsClientMessage.safeParse({ type: 'subscribe', channel: 'meeting:2147483647' }).success).toBe(true);
    for (const channel of ['board:0', 'board:x', 'school:1', 'board:12345678901', 'board:1 ', 'board:2147483648', 'meeting:9999999999']) {
      expect(ZWsClientMessage.safeParse({ type: 'subscribe', channel }).success).toBe(false);
    }
  });
});
