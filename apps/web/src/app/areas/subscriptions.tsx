/** School subscriptions (issue 23, section 3): the school's subscription page and its sidebar item for the school's admins. */
import type { TFunction } from 'i18next';
import type { RouteObject } from 'react-router';
import { IconReceipt } from '@tabler/icons-react';
import type { TCurrentUser } from '@ss/domain';
import { roleInSchool } from '@ss/domain/permissions';
import type { Area } from './area.ts';

const school: RouteObject[] = [
  {
    path: 'students/manage-subscription',
    lazy: async () => ({ Component: (await import('../../pages/school/ManageSubscriptionPage.tsx')).ManageSubscriptionPage }),
  },
];

export const subscriptionsArea: Area = {
  school,
  nav: {
    school: (t: TFunction, user: TCurrentUser, districtId: number, schoolId: number) =>
      !user.is_super && roleInSchool(user, schoolId) === 'school_admin'
        ? [{ to: `/school/${districtId}/${schoolId}/students/manage-subscription`, label: t('nav.subscription'), icon: <IconReceipt size={18} stroke={1.6} aria-hidden /> }]
        : [],
  },
};
