import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DistrictsTable } from '../../modules/districts/components/DistrictsTable.tsx';
import { StatisticsOverview } from '../../modules/statistics/components/StatisticsOverview.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function AdminHomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Stack gap={0}>
        <PageHeader title={t('page.adminHome')} description={t('statistics.description')} />
        <StatisticsOverview />
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="districts-title">
        <Title order={2} size="h3" id="districts-title">
          {t('page.districts')}
        </Title>
        <DistrictsTable />
      </Stack>
    </Stack>
  );
}
