/**
 * "Upcoming meetings" on a school's or a district's home (issue 10 §1): the next five meetings the user
 * attends or may run (the server's abilities say which: writing notes is for attendees and those who run
 * it), each a link to it, and a link to the whole schedule.
 */
import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { HomeSection } from '../../../ui/HomeSection.tsx';
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
    <HomeSection
      id="meetings"
      title={t('meetings.home.title')}
      all={{ to: meetingsPath(where), label: t('meetings.home.all') }}
      query={query}
      empty={mine.length === 0 ? { title: t('meetings.home.empty'), description: t('meetings.home.emptyHint') } : null}
    >
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
    </HomeSection>
  );
}
