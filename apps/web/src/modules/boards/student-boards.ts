/**
 * What the student profile and the home pages read about boards (issue 9): a student's boards and
 * moves, a workspace's boards, and where each board opens from the page showing it.
 */
import type { BoardKind, TBoardSummary, TStudentBoards } from '@ss/domain';
import { api } from '../../lib/api.ts';
import type { BoardsWhere } from './api.ts';

export const fetchStudentBoards = (studentId: number, signal?: AbortSignal) => api.get<TStudentBoards>(`students/${studentId}/boards/`, undefined, signal);

/** A school's boards (with the integrated boards spanning it) or a district's own boards. */
export type Workspace = { school: number; district: number } | { district: number; school?: undefined };

/** The list a workspace's home shows: the school's (with the integrated boards spanning it), or the district's own. */
export const workspaceBoardsWhere = (w: Workspace): BoardsWhere => (w.school !== undefined ? { school: w.school } : { district: w.district });

const DISTRICT_KINDS: BoardKind[] = ['district_schools', 'district_students'];

/**
 * Where a board opens from a page of this workspace: a school's own boards in their school's
 * workspace, an integrated board in the workspace showing it, a district board in its district's;
 * the district opens a school's board read-only (`board/school-board/{id}`).
 */
export function boardLink(w: Workspace, b: { id: number; kind: BoardKind; district_id: number; school_id: number | null }): string {
  if (w.school === undefined && b.school_id !== null) return `/district/${b.district_id}/board/school-board/${b.id}`;
  if (DISTRICT_KINDS.includes(b.kind) || w.school === undefined) return `/district/${b.district_id}/board/${b.id}`;
  if (b.school_id !== null) return `/school/${b.district_id}/${b.school_id}/board/${b.id}`;
  return `/school/${w.district}/${w.school}/board/${b.id}`;
}

/** The boards a user works on first (those they may edit), then by their last move, newest first. */
export function boardsToShow(boards: TBoardSummary[], max: number): TBoardSummary[] {
  const moved = (b: TBoardSummary) => (b.last_moved_at ? Date.parse(b.last_moved_at) : 0);
  return [...boards].sort((a, b) => Number(b.abilities.edit) - Number(a.abilities.edit) || moved(b) - moved(a) || a.title.localeCompare(b.title) || a.id - b.id).slice(0, max);
}
