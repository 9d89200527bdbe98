import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIS_SYNC_RULE } from '../../modules/sis/access.ts';
import { SyncPanel } from '../../modules/sis/components/SyncPanel.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function DistrictSyncPage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  return (
    <PageAccess rule={SIS_SYNC_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.sync')} description={t('sis.description')} />
        <SyncPanel districtId={districtId} detailPath={(id) => `/district/${districtId}/sync/${id}`} />
      </Stack>
    </PageAccess>
  );
}
