/** An admin ends all of a user's sessions (issue 24, section 5), after a confirmation naming them. */
import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useEndUserSessions } from '../hooks.ts';

export function EndUserSessionsButton({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation();
  const mutation = useEndUserSessions(userId);
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('sessions.endAllTitle'),
      children: <Text size="sm">{t('sessions.endAllBody', { name })}</Text>,
      labels: { confirm: t('sessions.endAll'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => mutation.mutate(),
    });
  return (
    <Button size="xs" variant="subtle" color="red" loading={mutation.isPending} aria-label={t('sessions.endAllNamed', { name })} onClick={confirm}>
      {t('sessions.endAll')}
    </Button>
  );
}
