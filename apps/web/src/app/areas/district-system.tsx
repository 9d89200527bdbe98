import { IconSettings } from '@tabler/icons-react';
import { canAccessPage } from '@ss/domain/permissions';
import { DISTRICT_SYSTEM_RULE } from '../../modules/district-system/access.ts';
import type { Area } from './area.ts';

const icon = <IconSettings size={18} stroke={1.6} aria-hidden />;

/** The district's system page (issue 23, section 4): `system` in the district workspace, for its admins and leaders. */
export const districtSystemArea: Area = {
  district: [{ path: 'system', lazy: async () => ({ Component: (await import('../../pages/district/DistrictSystemPage.tsx')).DistrictSystemPage }) }],
  nav: {
    district: (t, user, districtId) =>
      canAccessPage(user, DISTRICT_SYSTEM_RULE, { pathname: `/district/${districtId}/system` })
        ? [{ to: `/district/${districtId}/system`, label: t('page.districtSystem'), icon }]
        : [],
  },
};
