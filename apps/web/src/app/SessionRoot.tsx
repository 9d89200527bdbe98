import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Outlet, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@ss/domain/language';
import { workspaceOf } from '@ss/domain/permissions';
import { applyLanguage } from '../lib/i18n.ts';
import { storedLanguage, storedUserLanguage, storeUserType } from '../lib/storage.ts';
import { useCurrentUserQuery } from '../modules/auth/hooks/useCurrentUser.ts';
import { clearPendingSignOut } from '../modules/auth/session.ts';
import { AgreementGate } from '../modules/agreement/components/AgreementGate.tsx';
import { storedSimulatedId, storeSimulatedId } from '../modules/simulation/api.ts';
import { SimulationBanner, useSimulationSync } from '../modules/simulation/components/SimulationBanner.tsx';
import { SuspensionDialog } from '../modules/suspension/components/SuspensionDialog.tsx';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { MessagePage } from '../ui/MessagePage.tsx';

/**
 * Loads the current user before any route renders (spec section 4: a 401 means
 * signed out, any other error fails initialisation and offers a retry), and keeps
 * the language and the stored workspace kind in step with who is signed in.
 */
export function SessionRoot() {
  const { t } = useTranslation();
  const query = useCurrentUserQuery();
  const [searchParams] = useSearchParams();
  const langParam = searchParams.get('lang');
  const user = query.data;

  const loaded = user !== undefined;
  const userId = user?.id ?? null;
  const userLanguage = user ? chooseLanguage({ user, choice: storedUserLanguage(user.id) }) : null;
  const workspace = user ? workspaceOf(user) : null;

  useEffect(() => {
    if (!loaded) return;
    applyLanguage(userLanguage ?? chooseLanguage({ queryParam: langParam, stored: storedLanguage() }));
  }, [loaded, userId, userLanguage, langParam]);

  useEffect(() => {
    if (!workspace) return;
    storeUserType(workspace);
    clearPendingSignOut();
  }, [workspace, userId]);

  useSimulationSync();
  useEffect(() => {
    // A simulation ends with the session that held it.
    if (loaded && userId === null && storedSimulatedId() !== null) storeSimulatedId(null);
  }, [loaded, userId]);

  if (query.isPending) return <FullPageLoader label={t('common.loading')} />;
  if (query.isError && !loaded) {
    return (
      <MessagePage
        title={t('session.initFailed')}
        message={t(query.error.message)}
        actions={
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <AgreementGate user={user ?? null}>
      <Outlet />
      {user && <SuspensionDialog key={`suspension-${user.id}`} user={user} />}
      {user && <SimulationBanner key={`simulation-${user.id}`} user={user} />}
    </AgreementGate>
  );
}
