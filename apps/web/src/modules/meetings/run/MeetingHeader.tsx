/**
 * The run page's head: what the meeting is (descriptor, subject, date, place, status), who is there
 * (attendees with an "absent" switch for those who run it, guests), and the status buttons its
 * `abilities` allow: Start while scheduled, Finish (after a confirmation: it e-mails the recap) while
 * in progress, Reopen once finished; and, for every reader, Add to calendar (the meeting's .ics).
 */
import { useState } from 'react';
import { Badge, Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import type { TMeeting } from '@ss/domain/contracts/meetings';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ConfirmDialog } from '../../config/components/ConfirmDialog.tsx';
import { useCalendarDownload, useMarkAbsent, useStatusChange } from './hooks.ts';

const STATUS_COLOR = { scheduled: 'blue', in_progress: 'teal', finished: 'gray' } as const;

export function MeetingHeader({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const status = useStatusChange(meeting);
  const calendar = useCalendarDownload(meeting);
  const [confirmFinish, setConfirmFinish] = useState(false);
  const subject = meeting.board?.name ?? meeting.student?.name ?? meeting.school?.name ?? meeting.district.name;
  const a = meeting.abilities;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="md">
          <Stack gap={4}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} size="h2">
                {meeting.descriptor}
              </Title>
              <Badge color={STATUS_COLOR[meeting.status]} variant="light" data-testid="meeting-status">
                {t(`meetingRun.status.${meeting.status}`)}
              </Badge>
            </Group>
            <Text c="dimmed">
              {t(`meetingRun.kind.${meeting.kind}`, { name: subject })} · {formatDateTime(`${meeting.local_starts_at}:00Z`, lang, { timeZone: 'UTC' })} ·{' '}
              {t('meetingRun.minutes', { count: meeting.duration_minutes })}
              {meeting.location ? ` · ${meeting.location}` : ''}
            </Text>
          </Stack>
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              onClick={() => calendar.mutate()}
              loading={calendar.isPending}
              title={t('meetings.addToCalendarHint')}
            >
              {t('meetings.addToCalendar')}
            </Button>
            {meeting.status === 'scheduled' && a.run && (
              <Button onClick={() => status.mutate('start')} loading={status.isPending}>
                {t('meetingRun.start')}
              </Button>
            )}
            {meeting.status === 'in_progress' && a.run && (
              <Button color="dark" onClick={() => setConfirmFinish(true)} loading={status.isPending}>
                {t('meetingRun.finish')}
              </Button>
            )}
            {meeting.status === 'finished' && a.reopen && (
              <Button variant="default" onClick={() => status.mutate('reopen')} loading={status.isPending}>
                {t('meetingRun.reopen')}
              </Button>
            )}
          </Group>
        </Group>
        <Attendees meeting={meeting} />
      </Stack>
      {confirmFinish && (
        <ConfirmDialog
          title={t('meetingRun.finishTitle')}
          message={t(meeting.recap_sent_at ? 'meetingRun.finishAgainMessage' : 'meetingRun.finishMessage')}
          confirm={t('meetingRun.finish')}
          loading={status.isPending}
          onConfirm={() => status.mutate('finish', { onSuccess: () => setConfirmFinish(false) })}
          onClose={() => setConfirmFinish(false)}
        />
      )}
    </Paper>
  );
}

function Attendees({ meeting }: { meeting: TMeeting }) {
  const { t } = useTranslation();
  const absent = useMarkAbsent(meeting);
  const canMark = meeting.abilities.run && meeting.status !== 'finished';
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="meeting-attendees">
        {t('meetingRun.attendees', { count: meeting.attendees.length })}
      </Text>
      {meeting.attendees.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('meetingRun.noAttendees')}
        </Text>
      )}
      <Group gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-labelledby="meeting-attendees">
        {meeting.attendees.map((p) => (
          <li key={p.id}>
            {canMark ? (
              <Checkbox
                size="xs"
                label={t('meetingRun.absentToggle', { name: p.name })}
                checked={p.absent}
                onChange={(e) => absent.mutate({ userId: p.id, value: e.currentTarget.checked })}
              />
            ) : (
              <Text size="sm" td={p.absent ? 'line-through' : undefined}>
                {p.absent ? t('meetingRun.absentName', { name: p.name }) : p.name}
              </Text>
            )}
          </li>
        ))}
      </Group>
      {meeting.guests.length > 0 && (
        <Text size="sm">
          {t('meetingRun.labelColon', { label: t('meetingRun.guests') })} {meeting.guests.join(', ')}
        </Text>
      )}
    </Stack>
  );
}
