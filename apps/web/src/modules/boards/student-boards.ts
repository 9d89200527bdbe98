/**
 * What the student profile and the home pages read about boards (issue 9): a student's boards and
 * moves, a workspace's boards, and where each board opens from the page showing it.
 */
import type { BoardKind, TBoardSummary, TStudentBoards } from '@ss/domain';
import { api } from '../../lib/api.ts';
import type { BoardsWhere } from './api.ts';
import { boardLinkFrom, boardPlace } from './place.ts';

export const fetchStudentBoards = (studentId: number, signal?: AbortSignal) => api.get<TStudentBoards>(`students/${studentId}/boards/`, undefined, signal);

/** A school's boards (with the integrated boards spanning it) or a district's own boards. */
export type Workspace = { school: number; district: number } | { district: number; school?: undefined };

/** The list a workspace's home shows: the school's (with the integrated boards spanning it), or the district's own. */
export const workspaceBoardsWhere = (w: Workspace): BoardsWhere => (w.school !== undefined ? { school: w.school } : { district: w.district });

/** The workspace as place.ts knows it. */
export const placeOfWorkspace = (w: Workspace) => boardPlace(w.district, w.school ?? null);

/** Where a board opens from a page of this workspace (place.ts's boardLinkFrom). */
export const boardLink = (w: Workspace, b: { id: number; kind: BoardKind; district_id: number; school_id: number | null }) => boardLinkFrom(placeOfWorkspace(w), b);

/** The boards a user works on first (those they may edit), then by their last move, newest first. */
export function boardsToShow(boards: TBoardSummary[], max: number): TBoardSummary[] {
  const moved = (b: TBoardSummary) => (b.last_moved_at ? Date.parse(b.last_moved_at) : 0);
  return [...boards].sort((a, b) => Number(b.abilities.edit) - Number(a.abilities.edit) || moved(b) - moved(a) || a.title.localeCompare(b.title) || a.id - b.id).slice(0, max);
}
