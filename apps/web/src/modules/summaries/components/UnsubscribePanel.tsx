/**
 * An e-mail summary's unsubscribe link (issue 23, section 2), opened without signing in: it says what the link
 * turns off, and only the button posts (a mail scanner that opens the link changes nothing). Once used, it says so.
 * Its strings are in the base catalogue (ui-summaries-public), which the browser loads before anyone signs in.
 */
import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api.ts';
import { useUnsubscribe, useUnsubscribeToken } from '../hooks.ts';

export function UnsubscribePanel({ token }: { token: string }) {
  const { t } = useTranslation();
  const info = useUnsubscribeToken(token);
  const unsubscribe = useUnsubscribe();

  if (!token || (info.isError && isApiError(info.error, 'not_found')))
    return (
      <Alert color="red" role="alert">
        {t('unsubscribe.invalid')}
      </Alert>
    );
  if (info.isPending) return <Text aria-live="polite">{t('unsubscribe.loading')}</Text>;
  if (info.isError)
    return (
      <Alert color="red" role="alert">
        {t('Could not get data.')}
      </Alert>
    );
  const account = (
    <Anchor component={Link} to="/account/summaries">
      {t('unsubscribe.account')}
    </Anchor>
  );
  const alreadyUsed = info.data.used || (unsubscribe.isError && isApiError(unsubscribe.error, 'conflict'));
  if (unsubscribe.isSuccess)
    return (
      <Stack gap="sm">
        <Alert color="green" role="status">
          {t('unsubscribe.done')}
        </Alert>
        {account}
      </Stack>
    );
  if (alreadyUsed)
    return (
      <Stack gap="sm">
        <Alert color="yellow" role="status">
          {t('unsubscribe.used')}
        </Alert>
        {account}
      </Stack>
    );
  return (
    <Stack gap="md">
      <Text>{t('unsubscribe.question')}</Text>
      <List>
        {info.data.types.map((type) => (
          <List.Item key={type}>{t(`unsubscribe.type.${type}`)}</List.Item>
        ))}
      </List>
      {unsubscribe.isError && (
        <Alert color="red" role="alert">
          {t('Could not perform action')}
        </Alert>
      )}
      <div>
        <Button onClick={() => unsubscribe.mutate(token)} loading={unsubscribe.isPending}>
          {t('unsubscribe.button')}
        </Button>
      </div>
    </Stack>
  );
}
