import { IconListSearch } from '@tabler/icons-react';
import type { Area } from './area.ts';

const icon = <IconListSearch size={18} stroke={1.6} aria-hidden />;

export const advancedSearchArea: Area = {
  district: [
    {
      path: 'advanced-student-search',
      lazy: async () => ({ Component: (await import('../../pages/district/DistrictAdvancedSearchPage.tsx')).DistrictAdvancedSearchPage }),
    },
  ],
  school: [
    {
      path: 'advanced-student-search',
      lazy: async () => ({ Component: (await import('../../pages/school/SchoolAdvancedSearchPage.tsx')).SchoolAdvancedSearchPage }),
    },
  ],
  nav: {
    district: (t, _user, districtId) => [{ to: `/district/${districtId}/advanced-student-search`, label: t('page.advancedStudentSearch'), icon }],
    school: (t, _user, districtId, schoolId) => [{ to: `/school/${districtId}/${schoolId}/advanced-student-search`, label: t('page.advancedStudentSearch'), icon }],
  },
};
