import { useEffect, useLayoutEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Outlet, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '@ss/domain/language';
import { workspaceOf } from '@ss/domain/permissions';
import { applyLanguage, useCatalogueReady, wantAreaStrings } from '../lib/i18n.ts';
import { retryImport } from '../lib/retry-import.ts';
import { storedLanguage, storedUserLanguage, storeUserType } from '../lib/storage.ts';
import { useCurrentUserQuery } from '../modules/auth/hooks/useCurrentUser.ts';
import { clearPendingSignOut } from '../modules/auth/session.ts';
import { storedSimulatedId, storeSimulatedId } from '../modules/simulation/api.ts';
import { useSimulationSync } from '../modules/simulation/components/SimulationBanner.tsx';
import { FullPageLoader } from '../ui/FullPageLoader.tsx';
import { MessagePage } from '../ui/MessagePage.tsx';

type SignedInRootModule = typeof import('./SignedInRoot.tsx');
let signedInRootModule: SignedInRootModule | null = null;
let signedInRootLoading: Promise<SignedInRootModule> | null = null;
const loadSignedInRoot = () =>
  (signedInRootLoading ??= retryImport(() => import('./SignedInRoot.tsx'))
    .then((m) => (signedInRootModule = m))
    .finally(() => !signedInRootModule && (signedInRootLoading = null)));
// Away from the sign-in pages someone is probably signed in: fetch it beside the route's code, not after.
if (!window.location.pathname.startsWith('/auth')) void loadSignedInRoot().catch(() => undefined);

/**
 * SignedInRoot's module, rendered as a plain component once loaded rather than through lazy() and
 * Suspense: React holds back a Suspense boundary's content until 300 ms after its fallback showed, and
 * that wait was the longest of a signed-in first screen (the route and its data waited behind it).
 */
function useSignedInRoot(wanted: boolean): SignedInRootModule | null {
  const [rootModule, setRootModule] = useState(signedInRootModule);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    if (!wanted || rootModule) return;
    let live = true;
    loadSignedInRoot().then(
      (m) => live && setRootModule(m),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [wanted, rootModule]);
  // A chunk that fails to load goes to the route's error screen, as a failed lazy() did.
  if (error) throw error;
  return rootModule ?? signedInRootModule;
}

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

  // A layout effect: with the catalogue loaded, the switch re-renders before the browser paints.
  useLayoutEffect(() => {
    if (!loaded) return;
    applyLanguage(userLanguage ?? chooseLanguage({ queryParam: langParam, stored: storedLanguage() }));
  }, [loaded, userId, userLanguage, langParam]);
  // A signed-in user's first screen is in their language, with the workspaces' strings: wait for that
  // catalogue (a francophone district's user may arrive with English stored).
  if (user) wantAreaStrings();
  const userCatalogueReady = useCatalogueReady(userLanguage);

  useEffect(() => {
    if (!workspace) return;
    storeUserType(workspace);
    clearPendingSignOut();
  }, [workspace, userId]);

  useSimulationSync();
  const signedIn = useSignedInRoot(Boolean(user));
  useEffect(() => {
    // A simulation ends with the session that held it.
    if (loaded && userId === null && storedSimulatedId() !== null) storeSimulatedId(null);
  }, [loaded, userId]);

  if (query.isPending || !userCatalogueReady) return <FullPageLoader label={t('common.loading')} />;
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
  if (!user) return <Outlet />;
  if (!signedIn) return <FullPageLoader label={t('common.loading')} />;
  return (
    <signedIn.SignedInRoot user={user}>
      <Outlet />
    </signedIn.SignedInRoot>
  );
}
