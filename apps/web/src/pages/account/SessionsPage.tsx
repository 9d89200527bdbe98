import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SessionsList } from '../../modules/sessions/components/SessionsList.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The signed-in user's sessions (issue 24, section 5). */
export function SessionsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.accountSessions')} />
      <SessionsList />
    </Stack>
  );
}
