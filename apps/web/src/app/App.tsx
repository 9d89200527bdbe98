import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { fetchAgreement } from '../modules/agreement/api.ts';
import { fetchCurrentUser } from '../modules/auth/api.ts';
import { forceSignOut } from '../modules/auth/session.ts';
import { notify } from '../ui/notify.ts';
import { prefetchSignedIn } from './prefetch.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, sectionOf, THEMES } from './theme.ts';
import { qk } from '../lib/query-keys.ts';

const queryClient = createQueryClient((client) => {
  if (forceSignOut(client)) notify('error', i18n.t('Your session has expired. Please sign in again.'));
});

// Asked for now, while main.tsx waits for the language catalogue, rather than once the session root renders
// (index.html has preloaded it); and, away from the sign-in pages, the user agreement, which every signed-in
// screen waits for (AgreementGate): both before the router asks for the route's code (prefetch.ts).
void queryClient.prefetchQuery({ queryKey: qk.currentUser.all, queryFn: ({ signal }) => fetchCurrentUser(signal) });
if (!window.location.pathname.startsWith('/auth'))
  prefetchSignedIn(
    queryClient,
    (user) => qk.agreement.forUser(user.id),
    (signal) => fetchAgreement(signal),
  );

const router = createAppRouter(queryClient);

function subscribe(onChange: () => void): () => void {
  return router.subscribe(onChange);
}

function currentSection() {
  return sectionOf(router.state.location.pathname);
}

const NotificationStack = lazy(async () => ({ default: (await import('./NotificationStack.tsx')).NotificationStack }));

/**
 * Mantine's notification stack (its transitions, swipe to dismiss) is fetched with the first
 * notification: most pages never show one. The store is loaded, so nothing shown meanwhile is lost.
 */
function LazyNotifications() {
  const shown = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.notifications.length + shown.queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationStack />
    </Suspense>
  );
}

/** The theme follows the section of the address (confirmation dialogs live in SignedInRoot). */
function ThemedApp() {
  const section = useSyncExternalStore(subscribe, currentSection);
  return (
    <MantineProvider theme={THEMES[section]} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <LazyNotifications />
      <RouterProvider router={router} />
    </MantineProvider>
  );
}

export function App() {
  const [client] = useState(queryClient);
  return (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <ThemedApp />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
