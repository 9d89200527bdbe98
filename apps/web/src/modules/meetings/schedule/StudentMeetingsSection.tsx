/** The student profile's "Meetings" section: this student's meetings (upcoming first, then past), and scheduling one about them. */
import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMeetingList } from '../api.ts';
import { MeetingsList } from './MeetingsList.tsx';
import { dayBefore, localToday, schedulePath } from './place.ts';

export function StudentMeetingsSection({ district, school, student }: { district: number; school: number; student: { id: number; name: string } }) {
  const { t } = useTranslation();
  const where = { district, school };
  const today = localToday();
  const upcoming = { student: student.id, from: today, order: 'asc' as const };
  const past = { student: student.id, to: dayBefore(today), order: 'desc' as const };
  const probe = useMeetingList(upcoming, 1);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="student-meetings-title" data-testid="student-meetings">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="student-meetings-title">
          {t('meetings.profile.title')}
        </Title>
        {probe.data?.abilities.create && (
          <Button size="xs" variant="light" component={Link} to={schedulePath(where, { student: student.id })} leftSection={<IconPlus size={14} aria-hidden />}>
            {t('meetings.schedule')}
          </Button>
        )}
      </Group>
      <Stack gap="md">
        <Title order={3} size="h6">
          {t('meetings.tab.upcoming')}
        </Title>
        <MeetingsList where={where} params={upcoming} tense="upcoming" hideSubject emptyHint={t('meetings.profile.emptyHint')} />
        <Title order={3} size="h6">
          {t('meetings.tab.past')}
        </Title>
        <MeetingsList where={where} params={past} tense="past" hideSubject emptyHint={t('meetings.profile.emptyHint')} />
      </Stack>
    </Paper>
  );
}
