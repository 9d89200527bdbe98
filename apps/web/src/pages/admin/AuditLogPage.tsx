import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditLog } from '../../modules/audit/components/AuditLog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function AuditLogPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.auditLog')} description={t('audit.description')} />
      <AuditLog />
    </Stack>
  );
}
