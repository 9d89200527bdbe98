import { Paper, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchMappings } from '../api.ts';
import { SyncHistory } from './SyncHistory.tsx';
import { UploadBundleForm } from './UploadBundleForm.tsx';
import { qk } from '../../../lib/query-keys.ts';

/** Upload a bundle for a district and see its sync history; an upload opens its sync. */
export function SyncPanel({ districtId, detailPath }: { districtId: number; detailPath: (id: number) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const settings = useQuery({ queryKey: qk.sis.mappings(districtId), queryFn: ({ signal }) => fetchMappings(districtId, signal) });
  return (
    <Stack gap="xl">
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('sis.upload.title')}
          </Title>
          {settings.data ? (
            <UploadBundleForm districtId={districtId} maxMb={settings.data.max_upload_mb} onUploaded={(id) => void navigate(detailPath(id))} />
          ) : (
            <LoadingState lines={2} />
          )}
        </Stack>
      </Paper>
      <SyncHistory districtId={districtId} detailPath={detailPath} />
    </Stack>
  );
}
