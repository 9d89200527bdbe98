import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SchoolsTable } from '../../modules/schools/components/SchoolsTable.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function DistrictSchoolsPage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  return (
    <Stack gap="md">
      <PageHeader title={t('page.schools')} description={t('schools.pageDescription')} />
      <SchoolsTable districtId={districtId} withFilters />
    </Stack>
  );
}
