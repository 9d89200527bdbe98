import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../ui/MessagePage.tsx';

/** Last resort for a crash while rendering or a page chunk that failed to load. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <MessagePage
      title={t('Unknown error occurred')}
      message={t('error.reloadHint')}
      actions={
        <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => window.location.reload()}>
          {t('error.reload')}
        </Button>
      }
    />
  );
}
