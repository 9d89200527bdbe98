import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SchoolPicker } from '../../modules/schools/components/SchoolPicker.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function SelectSchoolPage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  return (
    <Stack gap="md">
      <PageHeader title={t('page.selectSchool')} description={t('schools.selectDescription')} />
      <SchoolPicker districtId={districtId} />
    </Stack>
  );
}
