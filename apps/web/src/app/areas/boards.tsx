import { IconLayoutKanban } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { qk } from '../../lib/query-keys.ts';
import { fetchBoard } from '../../modules/boards/api.ts';
import { prefetchRoute } from '../prefetch.ts';
import type { Area } from './area.ts';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const list = () => import('../../pages/school/BoardsPage.tsx');
const board = () => import('../../pages/school/BoardPage.tsx');
const editors = () => import('../../pages/school/BoardEditorPages.tsx');
const districtList = () => import('../../pages/district/DistrictBoardsPage.tsx');
const district = () => import('../../pages/district/DistrictBoardPages.tsx');
const icon = <IconLayoutKanban size={18} stroke={1.6} aria-hidden />;

/**
 * The board page's GET starts with the route, not once the page has rendered (issue 9: a 400-card board
 * interactive in under a second); the page's query finds it.
 */
const boardPrefetch = prefetchRoute(({ id }) => {
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? { queryKey: qk.boards.detail(n), request: (signal) => fetchBoard(n, signal) } : null;
});

/**
 * Team boards (issue 9). A school: its list, the two editors, and the board itself. A district
 * (spec section 2, `meetings/…`): its list, the editors of its three kinds, its boards, and a
 * school's board opened read-only.
 */
export const boardsArea: Area = {
  school: [
    { path: 'boards', ...page(list, 'BoardsPage') },
    { path: 'boards/add-team-board', ...page(editors, 'AddTeamBoardPage') },
    { path: 'boards/edit-team-board/:id', ...page(editors, 'EditTeamBoardPage') },
    { path: 'boards/add-custom-team-board', ...page(editors, 'AddCustomBoardPage') },
    { path: 'boards/edit-custom-team-board/:id', ...page(editors, 'EditCustomBoardPage') },
    { path: 'board/:id', ...boardPrefetch, ...page(board, 'BoardPage') },
  ],
  district: [
    { path: 'meetings', ...page(districtList, 'DistrictBoardsPage') },
    { path: 'meetings/add-district-team-board-schools', ...page(district, 'AddDistrictSchoolsBoardPage') },
    { path: 'meetings/edit-district-team-board-schools/:id', ...page(district, 'EditDistrictSchoolsBoardPage') },
    { path: 'meetings/add-district-team-board-students', ...page(district, 'AddDistrictStudentsBoardPage') },
    { path: 'meetings/edit-district-team-board-students/:id', ...page(district, 'EditDistrictStudentsBoardPage') },
    { path: 'meetings/add-integrated-team-board-students', ...page(district, 'AddIntegratedBoardPage') },
    { path: 'meetings/edit-integrated-team-board-students/:id', ...page(district, 'EditIntegratedBoardPage') },
    { path: 'board/:id', ...boardPrefetch, ...page(board, 'BoardPage') },
    { path: 'board/school-board/:id', ...boardPrefetch, ...page(district, 'DistrictSchoolBoardPage') },
  ],
  nav: {
    district: (t, _user, districtId) => [{ to: `/district/${districtId}/meetings`, label: t('page.boards'), icon }],
    school: (t, _user, districtId, schoolId) => [{ to: `/school/${districtId}/${schoolId}/boards`, label: t('page.boards'), icon }],
  },
};
