import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SignInKind } from '../api.ts';
import type { SignOutNotice } from '../session.ts';
import { SignInForm } from './SignInForm.tsx';

interface SignInPanelProps {
  kind: SignInKind;
  /** The providers' buttons (modules/oidc), above the form: the page puts them in. */
  providers: ReactNode;
}

/** The sign-in card: notice, the providers, form, and the way to the other sign-in page. */
export function SignInPanel({ kind, providers }: SignInPanelProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const notice = (useLocation().state as { notice?: SignOutNotice } | null)?.notice;
  const redirectTo = searchParams.get('redirectTo');
  const otherPath = kind === 'admin' ? '/auth' : '/auth/admins';
  const other = redirectTo ? `${otherPath}?redirectTo=${encodeURIComponent(redirectTo)}` : otherPath;
  return (
    <Paper withBorder shadow="md" radius="md" p="xl" component="section" aria-labelledby="sign-in-title">
      <Stack gap="md">
        <Title order={2} id="sign-in-title">
          {t(kind === 'admin' ? 'auth.adminTitle' : 'auth.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t(kind === 'admin' ? 'auth.adminSubtitle' : 'auth.subtitle')}
        </Text>
        {notice === 'agreement.declined' && (
          <Alert variant="light" color="red" icon={<IconAlertCircle aria-hidden />} title={t('agreement.declinedTitle')} role="alert">
            {t('agreement.declined', { app: t('app.name') })}
          </Alert>
        )}
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} role="note">
          {t('Disabled schools are currently suspended.')}
        </Alert>
        {providers}
        <SignInForm kind={kind} />
        <Anchor component={Link} to="/auth/forgot-password" size="sm" ta="center">
          {t('password.forgotLink')}
        </Anchor>
        <Anchor component={Link} to={other} size="sm" ta="center">
          {t(kind === 'admin' ? 'auth.switchToUser' : 'auth.switchToAdmin')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
