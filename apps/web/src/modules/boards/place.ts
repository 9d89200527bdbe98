/**
 * Where boards live in the web app: a school's workspace (`boards/…`, `board/:id`) or a district's
 * (`meetings/…`, `board/:id`, and a school's board opened read-only at `board/school-board/:id`).
 * Every board link is built here, so the lists, the editors and the board page cannot disagree.
 */
import { useParams } from 'react-router';
import type { BoardKind } from '@ss/domain';

export interface BoardPlace {
  districtId: number;
  /** Null in the district workspace. */
  schoolId: number | null;
  /** The workspace's root path. */
  base: string;
}

/** A district's workspace (no school) or a school's. */
export const boardPlace = (districtId: number, schoolId: number | null): BoardPlace =>
  schoolId === null ? { districtId, schoolId: null, base: `/district/${districtId}` } : { districtId, schoolId, base: `/school/${districtId}/${schoolId}` };

/** The workspace of the page being shown. */
export function useBoardPlace(): BoardPlace {
  const params = useParams();
  return boardPlace(Number(params.districtId), params.schoolId === undefined ? null : Number(params.schoolId));
}

/** The list query of a workspace's boards. */
export const boardsWhere = (p: BoardPlace) => (p.schoolId !== null ? { school: p.schoolId } : { district: p.districtId });

/** The page names of each kind's editors (spec section 2). */
const EDITOR: Record<BoardKind, { add: string; edit: string; district: boolean }> = {
  team: { add: 'boards/add-team-board', edit: 'boards/edit-team-board', district: false },
  custom: { add: 'boards/add-custom-team-board', edit: 'boards/edit-custom-team-board', district: false },
  district_schools: { add: 'meetings/add-district-team-board-schools', edit: 'meetings/edit-district-team-board-schools', district: true },
  district_students: { add: 'meetings/add-district-team-board-students', edit: 'meetings/edit-district-team-board-students', district: true },
  integrated: { add: 'meetings/add-integrated-team-board-students', edit: 'meetings/edit-integrated-team-board-students', district: true },
};

/** District and integrated boards are managed in the district's workspace, wherever they are listed. */
const homeOf = (p: BoardPlace, kind: BoardKind) => (EDITOR[kind].district ? `/district/${p.districtId}` : p.base);

export const listPath = (p: BoardPlace) => `${p.base}/${p.schoolId !== null ? 'boards' : 'meetings'}`;
export const addPath = (p: BoardPlace, kind: BoardKind) => `${homeOf(p, kind)}/${EDITOR[kind].add}`;
export const editPath = (p: BoardPlace, b: { id: number; kind: BoardKind }) => `${homeOf(p, b.kind)}/${EDITOR[b.kind].edit}/${b.id}`;
export const boardPath = (p: BoardPlace, id: number) => `${p.base}/board/${id}`;
/** A school's board as the district opens it: read-only. */
export const schoolBoardPath = (districtId: number, id: number) => `/district/${districtId}/board/school-board/${id}`;

/**
 * Where a board opens from a page of this workspace: a school's own boards in their school's
 * workspace, an integrated board in the school workspace showing it, a district board in its
 * district's; the district opens a school's board read-only (`board/school-board/{id}`).
 */
export function boardLinkFrom(p: BoardPlace, b: { id: number; kind: BoardKind; district_id: number; school_id: number | null }): string {
  if (p.schoolId === null && b.school_id !== null) return schoolBoardPath(b.district_id, b.id);
  if (EDITOR[b.kind].district && (b.kind !== 'integrated' || p.schoolId === null)) return boardPath(boardPlace(b.district_id, null), b.id);
  return boardPath(boardPlace(b.district_id, b.school_id ?? p.schoolId), b.id);
}
