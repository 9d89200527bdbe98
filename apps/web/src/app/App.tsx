import { useState, useSyncExternalStore } from 'react';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { i18n } from '../lib/i18n.ts';
import { createQueryClient } from '../lib/queryClient.ts';
import { forceSignOut } from '../modules/auth/session.ts';
import { notify } from '../ui/notify.ts';
import { createAppRouter } from './router.tsx';
import { cssVariablesResolver, sectionOf, THEMES } from './theme.ts';

const router = createAppRouter();

const queryClient = createQueryClient((client) => {
  if (forceSignOut(client)) notify('error', i18n.t('Your session has expired. Please sign in again.'));
});

function subscribe(onChange: () => void): () => void {
  return router.subscribe(onChange);
}

function currentSection() {
  return sectionOf(router.state.location.pathname);
}

/** Providers that need the translated labels (confirmation dialogs: Yes / Cancel). */
function ThemedApp() {
  const { t } = useTranslation();
  const section = useSyncExternalStore(subscribe, currentSection);
  return (
    <MantineProvider theme={THEMES[section]} forceColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ModalsProvider labels={{ confirm: t('common.yes'), cancel: t('common.cancel') }}>
        <Notifications position="top-right" autoClose={5000} />
        <RouterProvider router={router} />
      </ModalsProvider>
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
