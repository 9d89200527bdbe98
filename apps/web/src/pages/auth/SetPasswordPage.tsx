import { useState } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PasswordLinkPurpose } from '@ss/domain/contracts/identity';
import { applyLanguage } from '../../lib/i18n.ts';
import { AuthCard } from '../../modules/password/components/AuthCard.tsx';
import { SetPasswordForm } from '../../modules/password/components/SetPasswordForm.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/**
 * /auth/set-password?token=…&lang=…: the link of a reset or invitation e-mail, in the
 * e-mail's language. A link without `lang` takes the language the server gives for it.
 */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [purpose, setPurpose] = useState<PasswordLinkPurpose>('reset');
  useDocumentTitle(t('page.setPassword'), t('app.name'));
  return (
    <AuthCard title={t(purpose === 'invite' ? 'password.set.titleInvite' : 'password.set.titleReset')}>
      {token ? (
        <SetPasswordForm
          token={token}
          onInfo={(info) => {
            setPurpose(info.purpose);
            if (!searchParams.has('lang')) applyLanguage(info.language);
          }}
        />
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
