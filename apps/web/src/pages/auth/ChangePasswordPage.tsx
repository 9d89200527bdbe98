import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../modules/password/components/ChangePasswordForm.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function ChangePasswordPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.changePassword')} />
      <ChangePasswordForm />
    </Stack>
  );
}
