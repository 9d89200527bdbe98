/**
 * The fidelity log of a support given: the share of logged sessions delivered ("18 of 22 sessions
 * delivered, 82 %") and the minutes given, the sessions newest first (delivered with minutes, missed and
 * why; the newest eight until the reader asks for all), logging one and deleting one (after a confirmation) for whoever may record.
 */
import { useState } from 'react';
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from './dates.ts';
import type { TSession, TStudentSupport } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ConfirmDelete } from './ConfirmDelete.tsx';
import { useDeleteSession, useSessions } from './hooks.ts';
import { percent } from './percent.ts';
import { DeleteRecord, RecordTable } from './RecordParts.tsx';
import { SessionDialog } from './SessionDialog.tsx';

/** The newest sessions shown until the reader asks for all of them. */
const RECENT = 8;

export function FidelityLog({ support }: { support: TStudentSupport }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const sessions = useSessions(support.id);
  const remove = useDeleteSession(support.id);
  const [logging, setLogging] = useState(false);
  const [deleting, setDeleting] = useState<TSession | null>(null);
  const [all, setAll] = useState(false);
  const titleId = `fidelity-${support.id}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between">
        <Title order={4} size="h6" id={titleId}>
          {t('studentSupports.sessions.title')}
        </Title>
        {sessions.data?.abilities.create && (
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setLogging(true)}>
            {t('studentSupports.sessions.log')}
          </Button>
        )}
      </Group>
      {sessions.isPending ? (
        <LoadingState lines={2} />
      ) : sessions.isError ? (
        <ErrorState message={isApiError(sessions.error) ? sessions.error.message : undefined} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />
      ) : sessions.data.results.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('studentSupports.sessions.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" data-testid="fidelity-share">
            {t('studentSupports.sessions.share', {
              count: sessions.data.summary.planned,
              delivered: sessions.data.summary.delivered,
              planned: sessions.data.summary.planned,
              share: percent(sessions.data.summary.share ?? 0, lang),
            })}{' '}
            {t('studentSupports.sessions.minutesTotal', { minutes: sessions.data.summary.minutes })}
          </Text>
          <RecordTable
            caption={t('studentSupports.sessions.caption', { name: support.name })}
            testId="sessions-table"
            columns={[t('studentSupports.chart.date'), t('studentSupports.sessions.status'), t('studentSupports.sessions.minutes'), t('studentSupports.field.note')]}
            withDelete={sessions.data.abilities.delete}
          >
            {(all ? sessions.data.results : sessions.data.results.slice(0, RECENT)).map((s) => (
              <Table.Tr key={s.id}>
                <Table.Th scope="row" fw={400}>
                  {formatDay(s.held_on, lang)}
                </Table.Th>
                <Table.Td>
                  {s.delivered ? (
                    <Badge color="teal" variant="light">
                      {t('studentSupports.sessions.delivered')}
                    </Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t('studentSupports.sessions.missedBecause', { reason: t(`studentSupports.reason.${s.missed_reason}`) })}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>{s.minutes ?? ''}</Table.Td>
                <Table.Td>{s.note ?? ''}</Table.Td>
                {sessions.data.abilities.delete && (
                  <Table.Td>
                    <DeleteRecord label={t('studentSupports.sessions.delete', { date: formatDay(s.held_on, lang) })} onClick={() => setDeleting(s)} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </RecordTable>
          {sessions.data.results.length > RECENT && (
            <Group>
              <Button size="compact-sm" variant="subtle" aria-expanded={all} onClick={() => setAll((v) => !v)}>
                {all ? t('studentSupports.sessions.recent', { count: RECENT }) : t('studentSupports.sessions.all', { count: sessions.data.results.length })}
              </Button>
            </Group>
          )}
        </>
      )}
      {logging && <SessionDialog support={support} onClose={() => setLogging(false)} />}
      {deleting && (
        <ConfirmDelete
          title={t('studentSupports.sessions.deleteTitle')}
          body={t('studentSupports.sessions.deleteBody', { date: formatDay(deleting.held_on, lang) })}
          confirm={t('studentSupports.sessions.deleteConfirm')}
          loading={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
