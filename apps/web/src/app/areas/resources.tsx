import { IconFolders } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Area } from './area.ts';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const school = () => import('../../pages/school/ResourcesPage.tsx');
const district = () => import('../../pages/district/DistrictResourcesPage.tsx');
const icon = <IconFolders size={18} stroke={1.6} aria-hidden />;

/** School and district resources (issue 11, section 3): `resources` in both workspaces, read by everyone there (the page says what each may change). */
export const resourcesArea: Area = {
  school: [{ path: 'resources', ...page(school, 'ResourcesPage') }],
  district: [{ path: 'resources', ...page(district, 'DistrictResourcesPage') }],
  nav: {
    district: (t, _user, districtId) => [{ to: `/district/${districtId}/resources`, label: t('page.resources'), icon }],
    school: (t, _user, districtId, schoolId) => [{ to: `/school/${districtId}/${schoolId}/resources`, label: t('page.resources'), icon }],
  },
};
