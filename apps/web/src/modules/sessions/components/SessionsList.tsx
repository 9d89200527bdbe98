/**
 * The signed-in user's sessions (issue 24, section 5): device and browser, the place as an address range, when it
 * started and was last used, "this device" for the current one; another one ends after a confirmation, and so do all
 * the others at once. Ending one signs that browser out at once (its open pages close their live connection).
 */
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TUserSession } from '@ss/domain/contracts/sessions';
import { formatDateTime } from '@ss/domain/language';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { useEndOtherSessions, useEndSession, useMySessions } from '../hooks.ts';

/** "Firefox on Linux", "Safari on iOS", or the device kind alone when the browser is unknown. */
export function useDeviceLabel() {
  const { t } = useTranslation();
  return (s: TUserSession) => {
    const device = t(`sessions.device.${s.device}`);
    if (s.browser && s.os) return t('sessions.browserOn', { browser: s.browser, os: s.os });
    return s.browser ?? s.os ?? device;
  };
}

function EndButton({ session, label }: { session: TUserSession; label: string }) {
  const { t } = useTranslation();
  const mutation = useEndSession();
  const confirm = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('sessions.endTitle'),
      children: <Text size="sm">{t('sessions.endBody', { device: label })}</Text>,
      labels: { confirm: t('sessions.end'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => mutation.mutate(session.id),
    });
  return (
    <Button size="xs" variant="subtle" color="red" loading={mutation.isPending} aria-label={t('sessions.endNamed', { device: label })} onClick={confirm}>
      {t('sessions.end')}
    </Button>
  );
}

export function SessionsList() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useMySessions();
  const endOthers = useEndOtherSessions();
  const deviceLabel = useDeviceLabel();
  const others = query.data?.results.filter((s) => !s.current).length ?? 0;
  const confirmOthers = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('sessions.endOthersTitle'),
      children: <Text size="sm">{t('sessions.endOthersBody', { count: others })}</Text>,
      labels: { confirm: t('sessions.endOthers'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => endOthers.mutate(),
    });
  const columns: Column<TUserSession>[] = [
    {
      key: 'device',
      header: t('sessions.column.device'),
      render: (s) => (
        <Group gap="xs" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              {deviceLabel(s)}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`sessions.device.${s.device}`)}
            </Text>
          </Stack>
          {s.current && (
            <Badge variant="light" color="green">
              {t('sessions.thisDevice')}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'place', header: t('sessions.column.place'), render: (s) => s.ip_range ?? t('sessions.unknownPlace') },
    { key: 'started', header: t('sessions.column.started'), render: (s) => formatDateTime(s.created_at, lang) },
    { key: 'seen', header: t('sessions.column.lastSeen'), render: (s) => formatDateTime(s.last_seen_at, lang) },
    { key: 'actions', header: t('sessions.column.actions'), sticky: true, render: (s) => (s.current ? null : <EndButton session={s} label={deviceLabel(s)} />) },
  ];
  return (
    <Stack gap="md">
      <Text size="sm">{t('sessions.intro')}</Text>
      <DataTable
        caption={t('page.accountSessions')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(s) => s.id}
        loading={query.isPending}
        error={query.isError ? (isApiError(query.error) ? query.error.message : t('common.errorTitle')) : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t('sessions.empty')}
      />
      {others > 0 && (
        <Group>
          <Button color="red" variant="light" loading={endOthers.isPending} onClick={confirmOthers}>
            {t('sessions.endOthers')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
