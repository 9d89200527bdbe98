import { describe, expect, it } from 'vitest';
import type { TBoardSummary } from '@ss/domain';
import { boardLink, boardsToShow } from './student-boards.ts';

const summary = (id: number, edit: boolean, last: string | null, title = `B${id}`): TBoardSummary => ({
  id,
  district_id: 1,
  school_id: 2,
  kind: 'team',
  title,
  card_count: 0,
  category_count: 3,
  updated_at: '2026-01-01T00:00:00Z',
  last_moved_at: last,
  abilities: { edit, manage: false, unlock: false, delete: false },
});

describe('boards on the home pages and the profile', () => {
  it('shows the boards the user may edit first, then the most recently moved, at most the cap', () => {
    const boards = [summary(1, false, '2026-03-01T00:00:00Z'), summary(2, true, null), summary(3, true, '2026-02-01T00:00:00Z'), summary(4, false, null, 'A')];
    expect(boardsToShow(boards, 3).map((b) => b.id)).toEqual([3, 2, 1]);
    expect(boardsToShow(boards, 6).map((b) => b.id)).toEqual([3, 2, 1, 4]);
  });

  it('opens each board in the workspace it belongs to', () => {
    const school = { district: 1, school: 2 };
    expect(boardLink(school, { id: 9, kind: 'team', district_id: 1, school_id: 2 })).toBe('/school/1/2/board/9');
    expect(boardLink(school, { id: 9, kind: 'custom', district_id: 1, school_id: 5 })).toBe('/school/1/5/board/9');
    expect(boardLink(school, { id: 9, kind: 'integrated', district_id: 1, school_id: null })).toBe('/school/1/2/board/9');
    expect(boardLink(school, { id: 9, kind: 'district_students', district_id: 1, school_id: null })).toBe('/district/1/board/9');
    expect(boardLink({ district: 1 }, { id: 9, kind: 'integrated', district_id: 1, school_id: null })).toBe('/district/1/board/9');
    expect(boardLink({ district: 1 }, { id: 9, kind: 'team', district_id: 1, school_id: 2 })).toBe('/district/1/board/school-board/9');
  });
});
