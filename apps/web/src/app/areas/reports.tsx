import { IconChartBar } from '@tabler/icons-react';
import { canAccessPage } from '@ss/domain/permissions';
import type { ReportName } from '@ss/domain/contracts/reports';
import { qk } from '../../lib/query-keys.ts';
import { REPORTS_RULE } from '../../modules/reports/access.ts';
import { prefetchRoute } from '../prefetch.ts';
import type { Area } from './area.ts';

const icon = <IconChartBar size={18} stroke={1.6} aria-hidden />;

/**
 * The eight reports of the URL's filters start with the route (issue 22, section 4): on a cold load they waited for
 * the page's code (scripts done at ~1 s, reports asked for at ~1.2 s; now at ~0.45 s); the sections' queries find
 * them under the same keys (`useReport`).
 */
const SECTIONS = ['tiers', 'tier_flow', 'unsupported', 'supports', 'actions', 'meetings', 'plans', 'student_data'] as const satisfies readonly ReportName[];
/** Every report is a section (the contracts' REPORT_NAMES are zod's module, not the entry's): a new one fails here. */
const everyReport: Exclude<ReportName, (typeof SECTIONS)[number]> extends never ? true : never = true;
void everyReport;

const reportsPrefetch = prefetchRoute(async ({ districtId }, search) => {
  const district = Number(districtId);
  if (!Number.isInteger(district) || district <= 0) return null;
  // The reports' filters and requests load as a small chunk of their own (the page needs them too), not in the entry.
  const [{ fetchReport }, { readFilters, reportParams }] = await Promise.all([import('../../modules/reports/api.ts'), import('../../modules/reports/filters.ts')]);
  const filters = readFilters(search, new Date());
  return SECTIONS.map((name) => ({
    queryKey: qk.reports.one(name, reportParams(name, district, filters)),
    request: (signal?: AbortSignal) => fetchReport(name, district, filters, signal),
  }));
});

/** The district reports (issue 22, section 1): `reports` in the district workspace, lazy so its charts load with it only. */
export const reportsArea: Area = {
  district: [{ path: 'reports', ...reportsPrefetch, lazy: async () => ({ Component: (await import('../../pages/district/ReportsPage.tsx')).ReportsPage }) }],
  nav: {
    district: (t, user, districtId) =>
      canAccessPage(user, REPORTS_RULE, { pathname: `/district/${districtId}/reports` }) ? [{ to: `/district/${districtId}/reports`, label: t('page.reports'), icon }] : [],
  },
};
