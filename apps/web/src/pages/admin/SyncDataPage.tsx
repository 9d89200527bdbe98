import { Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fetchAllDistricts } from '../../modules/admin/api.ts';
import { SyncPanel } from '../../modules/sis/components/SyncPanel.tsx';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';

/** Super admins sync any district: choose it, then upload and follow its syncs. */
export function SyncDataPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('district');
  const districts = useQuery({
    queryKey: qk.districts.everything(),
    queryFn: ({ signal }) => fetchAllDistricts(signal),
  });
  const districtId = chosen && /^\d+$/.test(chosen) ? Number(chosen) : null;
  return (
    <Stack gap="lg">
      <PageHeader title={t('page.syncData')} description={t('sis.description')} />
      <Select
        label={t('sis.chooseDistrict')}
        placeholder={t('sis.chooseDistrictPlaceholder')}
        data={(districts.data?.results ?? []).map((d) => ({ value: String(d.id), label: d.name }))}
        value={districtId === null ? null : String(districtId)}
        onChange={(value) => setParams(value ? { district: value } : {})}
        searchable
        maw={420}
      />
      {districtId === null ? <EmptyMessage title={t('sis.noDistrict')} /> : <SyncPanel key={districtId} districtId={districtId} detailPath={(id) => `/admin/sync-data/${id}`} />}
    </Stack>
  );
}
