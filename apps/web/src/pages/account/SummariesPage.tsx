import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SummaryPreferencesForm } from '../../modules/summaries/components/SummaryPreferencesForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The signed-in user's e-mail summaries (issue 23, section 2). */
export function SummariesPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.accountSummaries')} />
      <SummaryPreferencesForm />
    </Stack>
  );
}
