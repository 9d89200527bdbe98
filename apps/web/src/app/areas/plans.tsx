import { IconClipboardHeart, IconFileZip } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { districtPlansEntry, mayBulkExport, schoolPlansEntry } from '../../modules/support-plans/list/access.ts';
import type { Area } from './area.ts';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const pages = () => import('../../modules/support-plans/list/PlansPages.tsx');
const icon = <IconClipboardHeart size={18} stroke={1.6} aria-hidden />;
const exportIcon = <IconFileZip size={18} stroke={1.6} aria-hidden />;

/**
 * Student support plans (issue 12, spec section 2): the tables of active and deactivated plans (`plans`) and the
 * templates (`plans/configurations`) of a school and of a district. A plan's own pages are the student profile's
 * (`students/profile/:id/support-plan/*`). The menus offer it to those who list plans there, never where the
 * school's module is off.
 */
export const plansArea: Area = {
  school: [
    { path: 'plans', ...page(pages, 'SchoolPlansPage') },
    { path: 'plans/configurations', ...page(pages, 'SchoolPlanConfigurationsPage') },
    { path: 'plans/bulk-export', ...page(pages, 'SchoolPlanBulkExportPage') },
  ],
  district: [
    { path: 'plans', ...page(pages, 'DistrictPlansPage') },
    { path: 'plans/configurations', ...page(pages, 'DistrictPlanConfigurationsPage') },
    { path: 'plans/bulk-export', ...page(pages, 'DistrictPlanBulkExportPage') },
  ],
  nav: {
    district: (t, user, districtId) =>
      districtPlansEntry(user, districtId)
        ? [
            { to: `/district/${districtId}/plans`, label: t('nav.plans'), icon },
            { to: `/district/${districtId}/plans/bulk-export`, label: t('nav.planBulkExport'), icon: exportIcon },
          ]
        : [],
    school: (t, user, districtId, schoolId, school) => {
      const entry = schoolPlansEntry(user, districtId, school);
      if (entry === null) return [];
      const base = `/school/${districtId}/${schoolId}/plans`;
      return [
        { to: entry === 'plans' ? base : `${base}/configurations`, label: t('nav.plans'), icon },
        ...(mayBulkExport(user, districtId, school) ? [{ to: `${base}/bulk-export`, label: t('nav.planBulkExport'), icon: exportIcon }] : []),
      ];
    },
  },
};
