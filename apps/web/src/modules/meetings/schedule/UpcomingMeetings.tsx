/**
 * "Upcoming meetings" on a school's or a district's home (issue 10 §1): the next five meetings the user
 * attends or may run (the server's abilities say which: writing notes is for attendees and those who run
 * it), each a link to it, and a link to the whole schedule.
 */
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { useMeetingList } from '../api.ts';
import { MeetingStatusBadge, subjectOf, whenOf } from './MeetingsList.tsx';
import { localToday, meetingsPath, runPath, type ScheduleWhere } from './place.ts';

export const HOME_MEETINGS_MAX = 5;

export function UpcomingMeetings({ where }: { where: ScheduleWhere }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const place = where.school !== undefined ? { school: where.school } : { district: where.district };
  const query = useMeetingList({ ...place, from: localToday(), order: 'asc', status: ['scheduled', 'in_progress'] }, 1, 20);
  const mine = (query.data?.results ?? []).filter((m) => m.abilities.run || m.abilities.write_notes).slice(0, HOME_MEETINGS_MAX);

  return (
    <Stack gap="sm" component="section" aria-labelledby="home-meetings-title" data-testid="home-meetings">
      <Group justify="space-between">
        <Title order={2} size="h4" id="home-meetings-title">
          {t('meetings.home.title')}
        </Title>
        <Anchor component={Link} to={meetingsPath(where)} size="sm">
          {t('meetings.home.all')}
        </Anchor>
      </Group>
      {query.isPending ? (
        <LoadingState lines={2} height={56} />
      ) : query.isError ? (
        <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : mine.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <EmptyMessage title={t('meetings.home.empty')} description={t('meetings.home.emptyHint')} />
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {mine.map((m) => (
            <Paper component="li" key={m.id} withBorder radius="md" p="md" data-testid="home-meeting">
              <Stack gap={4} align="flex-start">
                <Anchor component={Link} to={runPath(m, where)} fw={600}>
                  {m.descriptor}
                </Anchor>
                <Text size="sm">
                  <time dateTime={m.starts_at}>{whenOf(m, lang)}</time>
                </Text>
                <Text size="sm" c="dimmed">
                  {t(`meetings.kind.${m.kind}`)} · {subjectOf(t, m)}
                </Text>
                <MeetingStatusBadge status={m.status} />
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
