import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
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
import { notify } from '../lib/notify.ts';
import { retrying } from '../lib/retry-import.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { FallbackNotifications } from './FallbackNotifications.tsx';
import { prefetchSignedIn } from './prefetch.ts';
import { RootError } from './RouteError.tsx';
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

const NotificationStack = lazy(retrying(async () => ({ default: (await import('./NotificationStack.tsx')).NotificationStack })));

/** Mantine's stack is usually there within a moment; past this the plain one shows the messages meanwhile. */
const FALLBACK_AFTER_MS = 1000;

function WhileLoading() {
  const [late, setLate] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setLate(true), FALLBACK_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return late ? <FallbackNotifications /> : null;
}

/**
 * Mantine's notification stack (its transitions, swipe to dismiss) is fetched with the first
 * notification: most pages never show one. The store is loaded, so nothing shown meanwhile is lost.
 * The stack's chunk may not arrive (the server restarting just when a move fails): it is tried again,
 * and meanwhile and after the plain stack of the entry shows the messages; nothing blanks the app.
 */
function LazyNotifications() {
  const shown = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && shown.notifications.length + shown.queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <ErrorBoundary fallback={() => <FallbackNotifications />}>
      <Suspense fallback={<WhileLoading />}>
        <NotificationStack />
      </Suspense>
    </ErrorBoundary>
  );
}

/** The theme follows the section of the address (confirmation dialogs live in SignedInRoot). */
function ThemedApp() {
  const section = useSyncExternalStore(subscribe, currentSection);
  return (
    <MantineProvider theme={THEMES[section]} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <LazyNotifications />
      {/* Routes have their error screens (RouteError); this one catches what escapes them, and keeps the notifications. */}
      <ErrorBoundary fallback={(error) => <RootError error={error} />}>
        <RouterProvider router={router} />
      </ErrorBoundary>
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
