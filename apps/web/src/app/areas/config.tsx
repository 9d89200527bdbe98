/** Configuration: system defaults (super admins), school defaults (district), configure (school). */
import { IconAdjustments, IconListDetails, IconSettings } from '@tabler/icons-react';
import type { TCurrentUser } from '@ss/domain';
import { canAccessPage, roleInSchool, SCHOOL_DEFAULTS_RULE } from '@ss/domain/permissions';
import type { Area } from './area.ts';

const icon = (C: typeof IconSettings) => <C size={18} stroke={1.6} aria-hidden />;

const admin = () => import('../../pages/admin/SystemDefaultsPage.tsx');
const district = () => import('../../pages/district/SchoolDefaultsPage.tsx');
const school = () => import('../../pages/school/ConfigurePage.tsx');

/** Mirrors the server's configuration policy, only to decide which links to show; the server decides. */
const editsDistrict = (u: TCurrentUser, districtId: number) =>
  u.is_super || (u.district?.id === districtId && canAccessPage(u, SCHOOL_DEFAULTS_RULE, { pathname: `/district/${districtId}/schools/defaults` }));
const editsSchool = (u: TCurrentUser, districtId: number, schoolId: number) =>
  u.is_super ||
  (u.district_level && u.district?.id === districtId && ['district_admin', 'district_leader'].includes(u.district.user_type)) ||
  roleInSchool(u, schoolId) === 'school_admin';

export const configArea: Area = {
  admin: [
    { path: 'system-defaults', lazy: async () => ({ Component: (await admin()).SystemDefaultsPage }) },
    { path: 'system-defaults/:kind', lazy: async () => ({ Component: (await admin()).SystemDefaultsListPage }) },
  ],
  district: [
    { path: 'schools/defaults', lazy: async () => ({ Component: (await district()).SchoolDefaultsPage }) },
    { path: 'schools/defaults/student-data', lazy: async () => ({ Component: (await district()).DistrictStudentDataPage }) },
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
    district: (t, user, districtId) =>
      editsDistrict(user, districtId) ? [{ to: `/district/${districtId}/schools/defaults`, label: t('page.schoolDefaults'), icon: icon(IconAdjustments) }] : [],
    school: (t, user, districtId, schoolId) =>
      editsSchool(user, districtId, schoolId) ? [{ to: `/school/${districtId}/${schoolId}/configure`, label: t('page.configure'), icon: icon(IconSettings) }] : [],
  },
};
