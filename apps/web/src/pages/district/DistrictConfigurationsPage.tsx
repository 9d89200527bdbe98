import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DISTRICT_CONFIG_RULE } from '../../modules/student-imports/access.ts';
import { RetentionForm } from '../../modules/student-imports/components/RetentionForm.tsx';
import { PageAccess } from '../../modules/staff/components/PageAccess.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function DistrictConfigurationsPage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  return (
    <PageAccess rule={DISTRICT_CONFIG_RULE}>
      <Stack gap={0}>
        <PageHeader title={t('page.districtConfigurations')} description={t('imports.configurations.description')} />
        <RetentionForm districtId={districtId} />
      </Stack>
    </PageAccess>
  );
}
