import { IconRefresh } from '@tabler/icons-react';
import { canAccessPage } from '@ss/domain/permissions';
import { SIS_SYNC_RULE } from '../../modules/sis/access.ts';
import type { Area } from './area.ts';

const icon = <IconRefresh size={18} stroke={1.6} aria-hidden />;

/** SIS sync (OneRoster): admin `sync-data` for any district, district `sync` for its admins. */
export const sisArea: Area = {
  admin: [
    { path: 'sync-data', lazy: async () => ({ Component: (await import('../../pages/admin/SyncDataPage.tsx')).SyncDataPage }) },
    { path: 'sync-data/:syncId', lazy: async () => ({ Component: (await import('../../pages/admin/SyncDataDetailPage.tsx')).SyncDataDetailPage }) },
  ],
  district: [
    { path: 'sync', lazy: async () => ({ Component: (await import('../../pages/district/DistrictSyncPage.tsx')).DistrictSyncPage }) },
    { path: 'sync/:syncId', lazy: async () => ({ Component: (await import('../../pages/district/DistrictSyncDetailPage.tsx')).DistrictSyncDetailPage }) },
  ],
  nav: {
    admin: (t) => [{ to: '/admin/sync-data', label: t('page.syncData'), icon }],
    district: (t, user, districtId) =>
      canAccessPage(user, SIS_SYNC_RULE, { pathname: `/district/${districtId}/sync` }) ? [{ to: `/district/${districtId}/sync`, label: t('page.sync'), icon }] : [],
  },
};
