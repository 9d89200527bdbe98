import { IconLifebuoy } from '@tabler/icons-react';
import { canAccessPage } from '@ss/domain/permissions';
import { USER_SUPPORTS_RULE } from '../../modules/supports-given/access.ts';
import type { Area } from './area.ts';

const icon = <IconLifebuoy size={18} stroke={1.6} aria-hidden />;

/** Supports given to students (issue 11, section 2): the district's `user-supports` report (the profile's sections live in the profile). */
export const studentSupportsArea: Area = {
  district: [{ path: 'user-supports', lazy: async () => ({ Component: (await import('../../pages/district/UserSupportsPage.tsx')).UserSupportsPage }) }],
  nav: {
    district: (t, user, districtId) =>
      canAccessPage(user, USER_SUPPORTS_RULE, { pathname: `/district/${districtId}/user-supports` })
        ? [{ to: `/district/${districtId}/user-supports`, label: t('page.userSupports'), icon }]
        : [],
  },
};
