import { useState } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PasswordLinkPurpose } from '@ss/domain/contracts/identity';
import { AuthCard } from '../../modules/password/components/AuthCard.tsx';
import { SetPasswordForm } from '../../modules/password/components/SetPasswordForm.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** /auth/set-password?token=…: the link of a reset or invitation e-mail. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [purpose, setPurpose] = useState<PasswordLinkPurpose>('reset');
  useDocumentTitle(t('page.setPassword'), t('app.name'));
  return (
    <AuthCard title={t(purpose === 'invite' ? 'password.set.titleInvite' : 'password.set.titleReset')}>
      {token ? (
        <SetPasswordForm token={token} onInfo={(info) => setPurpose(info.purpose)} />
      ) : (
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {t('password.set.missingToken')}
          </Alert>
          <Anchor component={Link} to="/auth/forgot-password" size="sm">
            {t('password.set.askNew')}
          </Anchor>
        </Stack>
      )}
    </AuthCard>
  );
}
