/**
 * Team boards' calls (issue 9): a school's or a district's boards, one board, its moves and edit
 * lock, and what the editors pick from (support tiers, grades, staff, the roster, the schools).
 * `where` is `{ school }` or `{ district }` (place.ts's boardsWhere).
 */
import type { BoardKind, Page, TBoard, TBoardCategory, TBoardList, TBoardLockResult, TConfigList, TStudent } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { api, apiKeepalive } from '../../lib/api.ts';

export type BoardsWhere = { school: number } | { district: number };

export const fetchBoards = (where: BoardsWhere, signal?: AbortSignal) => api.get<TBoardList>('boards/', { ...where, all: true }, signal);
export const fetchBoard = (id: number, signal?: AbortSignal) => api.get<TBoard>(`boards/${id}/`, undefined, signal);
export const deleteBoard = (id: number) => api.delete<void>(`boards/${id}/`);

/** What the editors send: an existing category keeps its id. */
export interface CategoryInput {
  id?: number;
  title: string;
  subtitle: string | null;
  color: string;
  is_default: boolean;
  /** The support tier it stands for (the tier list item's key); left out, an existing category keeps its own. */
  tier_key?: number | null;
}
export interface BoardInput {
  title: string;
  categories: CategoryInput[];
  grades?: string[];
  teacher_ids?: number[];
  student_ids?: number[];
  school_ids?: number[];
  member_ids?: number[];
}
export const createBoard = (body: BoardInput & ({ school_id: number } | { district_id: number }) & { kind: BoardKind }) => api.post<TBoard>('boards/', body);
export const updateBoard = (id: number, body: Partial<BoardInput> & { version: number; leaders_only?: boolean }) =>
  api.patch<TBoard & { moved_cards: number }>(`boards/${id}/`, body);

/** Both answer the lock and the board's version after the call. */
export const takeLock = (id: number) => api.post<TBoardLockResult>(`boards/${id}/lock/`);
export const releaseLock = (id: number) => api.delete<TBoardLockResult>(`boards/${id}/lock/`);
/** The page is going away (tab closed, another site): the release is sent with keepalive, unanswered. */
export const releaseLockOnLeave = (id: number) => apiKeepalive('DELETE', `boards/${id}/lock/`);
export const moveCard = (id: number, body: ({ student_id: number } | { school_id: number }) & { category_id: number; position: number; version: number }) =>
  api.post<{ version: number }>(`boards/${id}/moves/`, body);

/** The effective support tiers of the school (or the district's defaults): a new board's categories start from them. */
export const fetchTiers = (where: BoardsWhere, signal?: AbortSignal) => api.get<TConfigList>('config/student-support-tiers/', where, signal);

export interface GradeChoice {
  code: string | null;
  label_en: string;
  label_fr: string;
  active: boolean;
}
export const fetchGrades = (schoolId: number, signal?: AbortSignal) => api.get<{ items: GradeChoice[] }>('config/grades/', { school: schoolId }, signal);

/** The school's or the district's staff: teachers for a team board's rule, and the board's members. */
export const fetchStaff = (where: BoardsWhere, signal?: AbortSignal) => api.get<Page<TUser>>('users/', { ...where, all: true }, signal);

/** How many students a page of the picker holds: it reads the next page as the list is scrolled towards its end. */
export const ROSTER_PAGE = 100;

/**
 * Active students of the school (or of every school of the district) matching a search, by last name: a page
 * of the student picker, or (`page: 'all'`) every match, for "Select all".
 */
export const fetchRoster = (where: BoardsWhere, search: string, page: number | 'all', signal?: AbortSignal) =>
  api.get<Page<TStudent>>(
    'students/',
    { ...where, status: ['active'], search: search || undefined, ...(page === 'all' ? { all: true } : { page, pageSize: ROSTER_PAGE }) },
    signal,
  );

/** Categories of a new board: the tiers in order, each with its colour and its tier's key (the reports count by it); the first is the default. */
export function categoriesFromTiers(list: TConfigList | undefined, lang: string): CategoryInput[] {
  const tiers = (list?.items ?? []).filter((i) => i.active).slice(0, 20);
  return tiers.map((i, n) => ({ title: lang === 'fr' ? i.label_fr : i.label_en, subtitle: null, color: i.color ?? '#868e96', is_default: n === 0, tier_key: i.key }));
}

export type { TBoard, TBoardCategory };
