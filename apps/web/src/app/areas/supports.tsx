import { IconAffiliate, IconLifebuoy } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Area } from './area.ts';

/**
 * The student support network (issue 11, section 1): the continuum and list of each network, proposals and
 * their review, imports and submissions, under `supports/` in the school and district workspaces and
 * `student-supports/` in the admin workspace (spec section 2 route names).
 */
const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const district = () => import('../../pages/district/DistrictSupportsPages.tsx');
const school = () => import('../../pages/school/SchoolSupportsPages.tsx');
const admin = () => import('../../pages/admin/StudentSupportsPages.tsx');
const icon = <IconLifebuoy size={18} stroke={1.6} aria-hidden />;

export const supportsArea: Area = {
  district: [
    { path: 'supports', ...page(district, 'DistrictSupportsPage') },
    { path: 'supports/student-support-network', ...page(district, 'DistrictSharedNetworkPage') },
    { path: 'supports/view/:id', ...page(district, 'DistrictSupportPage') },
    { path: 'supports/view-for-import/:id', ...page(district, 'DistrictSupportForImportPage') },
    { path: 'supports/add-student-support-network/:id', ...page(district, 'DistrictAddSupportPage') },
    { path: 'supports/edit-student-support-network/:id', ...page(district, 'DistrictEditSupportPage') },
    { path: 'supports/import-student-support-network/:id', ...page(district, 'DistrictImportSupportsPage') },
  ],
  school: [
    { path: 'supports', ...page(school, 'SchoolSupportsPage') },
    { path: 'supports/student-support-network', ...page(school, 'SchoolSharedNetworkPage') },
    { path: 'supports/view/:id', ...page(school, 'SchoolSupportPage') },
    { path: 'supports/view-support-for-approval-by-leader/:id', ...page(school, 'SchoolReviewSupportPage') },
    { path: 'supports/add-student-support-network/:id', ...page(school, 'SchoolAddSupportPage') },
    { path: 'supports/edit-student-support-network/:id', ...page(school, 'SchoolEditSupportPage') },
  ],
  admin: [
    { path: 'student-supports', ...page(admin, 'StudentSupportsPage') },
    { path: 'student-support-network', ...page(admin, 'SharedContinuumPage') },
    { path: 'student-supports/student-support-network', ...page(admin, 'SharedContinuumPage') },
    { path: 'student-supports/add', ...page(admin, 'AddSharedSupportPage') },
    { path: 'student-supports/view/:id', ...page(admin, 'StudentSupportPage') },
    { path: 'student-supports/view-approved/:id', ...page(admin, 'StudentSupportPage') },
    { path: 'student-supports/approve-support/:id', ...page(admin, 'ApproveSupportPage') },
    { path: 'student-supports/edit-new-student-support/:id', ...page(admin, 'EditSubmissionPage') },
    { path: 'student-supports/edit-student-support/:id', ...page(admin, 'EditSharedSupportPage') },
    { path: 'student-supports/edit-approved-student-support/:id', ...page(admin, 'EditSharedSupportPage') },
    { path: 'student-supports/connected-districts', ...page(admin, 'ConnectedDistrictsPage') },
  ],
  nav: {
    admin: (t) => [
      { to: '/admin/student-supports', label: t('nav.supportNetwork'), icon },
      { to: '/admin/student-supports/connected-districts', label: t('page.connectedDistricts'), icon: <IconAffiliate size={18} stroke={1.6} aria-hidden /> },
    ],
    district: (t, _user, districtId) => [{ to: `/district/${districtId}/supports`, label: t('nav.supportNetwork'), icon }],
    school: (t, _user, districtId, schoolId) => [{ to: `/school/${districtId}/${schoolId}/supports`, label: t('nav.supportNetwork'), icon }],
  },
};
