import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isChunkLoadError } from '../lib/retry-import.ts';
import { MessagePage } from '../ui/MessagePage.tsx';

/**
 * What a crash shows: a piece of the app that did not arrive (after its retries) says so, anything else is the
 * generic error; both offer Reload. Inside a workspace it sits in the shell (navigation kept), elsewhere it is the page.
 */
export function RootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  return (
    <MessagePage
      title={t(chunk ? 'error.chunkTitle' : 'Unknown error occurred')}
      message={t(chunk ? 'error.chunkHint' : 'error.reloadHint')}
      actions={
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}

/** Last resort for a crash while rendering or a page chunk that failed to load (a route's errorElement). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return <RootError error={error} />;
}
