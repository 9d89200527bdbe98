import { IconAdjustments, IconFileExport, IconFileImport, IconHistory } from '@tabler/icons-react';
import { canAccessPage } from '@ss/domain/permissions';
import { DISTRICT_CONFIG_RULE, ROSTER_RULE } from '../../modules/student-imports/access.ts';
import type { Area } from './area.ts';

const icon = (Component: typeof IconHistory) => <Component size={18} stroke={1.6} aria-hidden />;

export const importsArea: Area = {
  school: [
    { path: 'add-edit/export-students', lazy: async () => ({ Component: (await import('../../pages/school/ExportStudentsPage.tsx')).ExportStudentsPage }) },
    { path: 'add-edit/import-students', lazy: async () => ({ Component: (await import('../../pages/school/ImportStudentsPage.tsx')).ImportStudentsPage }) },
    { path: 'add-edit/import-history', lazy: async () => ({ Component: (await import('../../pages/school/ImportHistoryPage.tsx')).ImportHistoryPage }) },
  ],
  district: [{ path: 'configurations', lazy: async () => ({ Component: (await import('../../pages/district/DistrictConfigurationsPage.tsx')).DistrictConfigurationsPage }) }],
  nav: {
    school: (t, user, districtId, schoolId) => {
      const base = `/school/${districtId}/${schoolId}/add-edit`;
      if (!canAccessPage(user, ROSTER_RULE, { pathname: `${base}/import-students` })) return [];
      return [
        { to: `${base}/import-students`, label: t('page.importStudents'), icon: icon(IconFileImport) },
        { to: `${base}/export-students`, label: t('page.exportStudents'), icon: icon(IconFileExport) },
        { to: `${base}/import-history`, label: t('page.importHistory'), icon: icon(IconHistory) },
      ];
    },
    district: (t, user, districtId) =>
      canAccessPage(user, DISTRICT_CONFIG_RULE, { pathname: `/district/${districtId}/configurations` })
        ? [{ to: `/district/${districtId}/configurations`, label: t('page.districtConfigurations'), icon: icon(IconAdjustments) }]
        : [],
  },
};
