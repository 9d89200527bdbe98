import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outbox } from '../../modules/outbox/components/Outbox.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function OutboxPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.outbox')} description={t('outbox.description')} />
      <Outbox />
    </Stack>
  );
}
