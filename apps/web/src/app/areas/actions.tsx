import { IconChecklist } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Area } from './area.ts';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const school = () => import('../../pages/school/ActionsPage.tsx');
const district = () => import('../../pages/district/DistrictActionsPage.tsx');
const icon = <IconChecklist size={18} stroke={1.6} aria-hidden />;

/** The action tracker (issue 10, section 4): `actions` in a district and in a school, each with "My actions". */
export const actionsArea: Area = {
  school: [{ path: 'actions', ...page(school, 'ActionsPage') }],
  district: [{ path: 'actions', ...page(district, 'DistrictActionsPage') }],
  nav: {
    district: (t, _user, districtId) => [{ to: `/district/${districtId}/actions`, label: t('page.actions'), icon }],
    school: (t, _user, districtId, schoolId) => [{ to: `/school/${districtId}/${schoolId}/actions`, label: t('page.actions'), icon }],
  },
};
