/** Configuration: system defaults (super admins), school defaults (district), configure (school). */
import { IconAdjustments, IconListDetails, IconSettings } from '@tabler/icons-react';
import type { Area } from './area.ts';

const icon = (C: typeof IconSettings) => <C size={18} stroke={1.6} aria-hidden />;

const admin = () => import('../../pages/admin/SystemDefaultsPage.tsx');
const district = () => import('../../pages/district/SchoolDefaultsPage.tsx');
const school = () => import('../../pages/school/ConfigurePage.tsx');

export const configArea: Area = {
  admin: [
    { path: 'system-defaults', lazy: async () => ({ Component: (await admin()).SystemDefaultsPage }) },
    { path: 'system-defaults/:kind', lazy: async () => ({ Component: (await admin()).SystemDefaultsListPage }) },
  ],
  district: [
    { path: 'schools/defaults', lazy: async () => ({ Component: (await district()).SchoolDefaultsPage }) },
    { path: 'schools/defaults/student-data', lazy: async () => ({ Component: (await district()).DistrictStudentDataPage }) },
    { path: 'schools/defaults/early-warnings', lazy: async () => ({ Component: (await district()).EarlyWarningRulesPage }) },
    { path: 'schools/defaults/:kind', lazy: async () => ({ Component: (await district()).SchoolDefaultsListPage }) },
  ],
  school: [
    { path: 'configure', lazy: async () => ({ Component: (await school()).ConfigurePage }) },
    { path: 'configure/student-data', lazy: async () => ({ Component: (await school()).SchoolStudentDataPage }) },
    { path: 'configure/school-options', lazy: async () => ({ Component: (await school()).SchoolOptionsPage }) },
    { path: 'configure/logo', lazy: async () => ({ Component: (await school()).SchoolLogoPage }) },
    { path: 'configure/:kind', lazy: async () => ({ Component: (await school()).ConfigureListPage }) },
  ],
  nav: {
    admin: (t, user) => (user.is_super ? [{ to: '/admin/system-defaults', label: t('page.systemDefaults'), icon: icon(IconListDetails) }] : []),
    // The server's configuration policy, as the district's and the school's answers carry it.
    district: (t, _user, districtId, district) =>
      district?.abilities.configure ? [{ to: `/district/${districtId}/schools/defaults`, label: t('page.schoolDefaults'), icon: icon(IconAdjustments) }] : [],
    school: (t, _user, districtId, schoolId, school) =>
      school?.abilities.configure ? [{ to: `/school/${districtId}/${schoolId}/configure`, label: t('page.configure'), icon: icon(IconSettings) }] : [],
  },
};
