import { Button } from '@mantine/core';
import { IconHome, IconLogout } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { homePath } from '@ss/domain/permissions';
import { useCurrentUser } from '../hooks/useCurrentUser.ts';
import { useSignOut } from '../hooks/useSignOut.ts';

/** The ways out of a message page: the user's home (unless that is this page) and sign-out. */
export function StatusActions() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const { signOut, pending } = useSignOut();
  if (!user) {
    return (
      <Button component={Link} to="/auth" leftSection={<IconHome size={16} aria-hidden />}>
        {t('status.goToSignIn')}
      </Button>
    );
  }
  const home = homePath(user);
  return (
    <>
      {home !== pathname && home !== '/auth' && (
        <Button component={Link} to={home} leftSection={<IconHome size={16} aria-hidden />}>
          {t('status.goHome')}
        </Button>
      )}
      <Button variant="default" leftSection={<IconLogout size={16} aria-hidden />} onClick={() => void signOut()} loading={pending}>
        {t('shell.signOut')}
      </Button>
    </>
  );
}
