import { IconChartBar } from '@tabler/icons-react';
import { canAccessPage } from '@ss/domain/permissions';
import { REPORTS_RULE } from '../../modules/reports/access.ts';
import type { Area } from './area.ts';

const icon = <IconChartBar size={18} stroke={1.6} aria-hidden />;

/** The district reports (issue 22, section 1): `reports` in the district workspace, lazy so its charts load with it only. */
export const reportsArea: Area = {
  district: [{ path: 'reports', lazy: async () => ({ Component: (await import('../../pages/district/ReportsPage.tsx')).ReportsPage }) }],
  nav: {
    district: (t, user, districtId) =>
      canAccessPage(user, REPORTS_RULE, { pathname: `/district/${districtId}/reports` }) ? [{ to: `/district/${districtId}/reports`, label: t('page.reports'), icon }] : [],
  },
};
