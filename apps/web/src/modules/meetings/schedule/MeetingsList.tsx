/**
 * One list of meetings (upcoming or past) of a place: when (in the reader's language and time zone),
 * the descriptor, what it is about, its status, how many attend, and what the reader may do — open or
 * start it (the run page), edit it, cancel it (scheduled only, after a confirmation).
 */
import { useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import type { Language } from '@ss/domain/enums';
import { formatDateTime } from '@ss/domain/language';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { MEETINGS_PAGE_SIZE, useDeleteMeeting, useMeetingList, useStartMeeting, type MeetingListParams, type TMeetingRow } from '../api.ts';
import { editPath, runPath, type ScheduleWhere } from './place.ts';

export const STATUS_COLOR = { scheduled: 'blue', in_progress: 'orange', finished: 'gray' } as const;

/** What a meeting is about, in a few words: its board, its student, its school, or the district. */
export function subjectOf(t: TFunction, m: Pick<TMeetingRow, 'kind' | 'board' | 'student' | 'school' | 'district'>): string {
  if (m.board) return m.board.name;
  if (m.student) return m.student.name;
  if (m.kind === 'school' && m.school) return m.school.name;
  return m.district.name || t('meetings.kind.district');
}

/** When it starts, on its school's clock. */
export const whenOf = (m: Pick<TMeetingRow, 'local_starts_at'>, lang: Language) => formatDateTime(`${m.local_starts_at}:00Z`, lang, { timeZone: 'UTC' });

export function MeetingStatusBadge({ status }: { status: TMeetingRow['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content">
      {t(`meetings.status.${status}`)}
    </Badge>
  );
}

/** Open (or start) a meeting, edit it, cancel it: what its abilities allow. */
export function MeetingButtons({ meeting: m, where, onCancel }: { meeting: TMeetingRow; where: ScheduleWhere; onCancel: (m: TMeetingRow) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartMeeting();
  const name = m.descriptor;
  const startable = m.status === 'scheduled' && m.abilities.run;
  return (
    <Group gap={6} wrap="nowrap">
      {startable ? (
        <Button
          size="xs"
          aria-label={t('meetings.startNamed', { name })}
          loading={start.isPending}
          onClick={() => start.mutate(m.id, { onSuccess: () => void navigate(runPath(m, where)) })}
        >
          {t('meetings.start')}
        </Button>
      ) : (
        <Button size="xs" variant="light" component={Link} to={runPath(m, where)} aria-label={t('meetings.openNamed', { name })}>
          {t('meetings.open')}
        </Button>
      )}
      {m.abilities.edit && m.status !== 'finished' && (
        <Button size="xs" variant="light" component={Link} to={editPath(where, m)} aria-label={t('meetings.editNamed', { name })}>
          {t('meetings.edit')}
        </Button>
      )}
      {m.abilities.delete && m.status === 'scheduled' && (
        <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(m)} aria-label={t('meetings.cancelNamed', { name })}>
          {t('meetings.cancel')}
        </Button>
      )}
    </Group>
  );
}

/** "Cancel this meeting?" before the DELETE. */
export function CancelMeetingDialog({ meeting, onClose }: { meeting: TMeetingRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const remove = useDeleteMeeting();
  return (
    <Modal opened={meeting !== null} onClose={onClose} title={t('meetings.confirmCancel.title')} closeButtonProps={{ 'aria-label': t('common.close') }}>
      <Stack gap="md">
        <Text>{meeting ? t('meetings.confirmCancel.body', { name: meeting.descriptor, when: whenOf(meeting, lang) }) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('meetings.confirmCancel.keep')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => meeting && remove.mutate(meeting.id, { onSuccess: onClose })}>
            {t('meetings.confirmCancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

interface Props {
  where: ScheduleWhere;
  params: MeetingListParams;
  /** Upcoming or past: the caption and the empty message. */
  tense: 'upcoming' | 'past';
  /** Hide the "About" column when every row is about the same thing (a student's profile). */
  hideSubject?: boolean;
  /** The empty message's second line (the filters' hint by default). */
  emptyHint?: string;
}

/** Give it a `key` of its filters: a filter change starts again at page 1. */
export function MeetingsList({ where, params, tense, hideSubject = false, emptyHint }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<TMeetingRow | null>(null);
  const list = useMeetingList(params, page);

  return (
    <Stack gap="md">
      <DataTable<TMeetingRow>
        caption={t(`meetings.caption.${tense}`)}
        minWidth={900}
        rows={list.data?.results}
        rowKey={(m) => m.id}
        loading={list.isPending}
        stale={list.isPlaceholderData}
        error={list.isError ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null}
        onRetry={() => void list.refetch()}
        emptyTitle={t(`meetings.empty.${tense}`)}
        emptyDescription={emptyHint ?? t('meetings.emptyHint')}
        columns={[
          {
            key: 'when',
            header: t('meetings.column.when'),
            render: (m) => (
              <Stack gap={0}>
                <time dateTime={m.starts_at} style={{ whiteSpace: 'nowrap' }}>
                  {whenOf(m, lang)}
                </time>
                <Text size="xs" c="dimmed">
                  {t('meetings.duration', { minutes: m.duration_minutes })}
                </Text>
              </Stack>
            ),
          },
          {
            key: 'descriptor',
            header: t('meetings.column.descriptor'),
            render: (m) => (
              <Stack gap={0}>
                <Anchor component={Link} to={runPath(m, where)} fw={600}>
                  {m.descriptor}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {t(`meetings.kind.${m.kind}`)}
                  {m.location ? ` · ${m.location}` : ''}
                </Text>
              </Stack>
            ),
          },
          ...(hideSubject
            ? []
            : [
                {
                  key: 'subject',
                  header: t('meetings.column.subject'),
                  render: (m: TMeetingRow) => (
                    <Stack gap={0}>
                      <span>{subjectOf(t, m)}</span>
                      {/* Outside a school's workspace, which school a team or student meeting is in. */}
                      {where.school === undefined && m.school && m.kind !== 'school' && (
                        <Text size="xs" c="dimmed">
                          {m.school.name}
                        </Text>
                      )}
                    </Stack>
                  ),
                },
              ]),
          { key: 'status', header: t('meetings.column.status'), render: (m) => <MeetingStatusBadge status={m.status} /> },
          { key: 'attendees', header: t('meetings.column.attendees'), numeric: true, render: (m) => m.attendee_count },
          { key: 'manage', header: t('meetings.column.actions'), render: (m) => <MeetingButtons meeting={m} where={where} onCancel={setCancelling} /> },
        ]}
      />
      {list.data && <ListPagination page={page} pageSize={MEETINGS_PAGE_SIZE} count={list.data.count} onChange={setPage} />}
      <CancelMeetingDialog meeting={cancelling} onClose={() => setCancelling(null)} />
    </Stack>
  );
}
