import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AddSchoolButton } from '../../modules/admin/components/AddSchoolButton.tsx';
import { fetchDistrict } from '../../modules/districts/api.ts';
import { SchoolsTable } from '../../modules/schools/components/SchoolsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';

export function DistrictSchoolsPage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  const district = useQuery({ queryKey: qk.districts.one(districtId), queryFn: ({ signal }) => fetchDistrict(districtId, signal) });
  const canManage = district.data?.abilities.manage_schools ?? false;
  return (
    <Stack gap="md">
      <PageHeader title={t('page.schools')} description={t('schools.pageDescription')} actions={canManage ? <AddSchoolButton districtId={districtId} /> : undefined} />
      <SchoolsTable districtId={districtId} withFilters editable={canManage} />
    </Stack>
  );
}
