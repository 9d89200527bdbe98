/**
 * The schedule's calendar (issue 10 §1): a school year (August to July) at a glance — twelve month
 * buttons with their meeting counts — and the chosen month as a grid of weeks, each day listing its
 * meetings as links to them. Everything is a button or a link in reading order, so the keyboard
 * reaches it all; the grid is a table with weekday headers for screen readers.
 */
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCALE, formatNumber } from '@ss/domain/language';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { useAllMeetings, type MeetingListParams } from '../api.ts';
import {
  addMonths,
  byDay,
  countByMonth,
  currentSchoolYear,
  localDayOf,
  monthGrid,
  monthKey,
  monthName,
  schoolYearMonths,
  schoolYearRange,
  schoolYearStartOf,
  weekdayNames,
  type YearMonth,
} from './calendar.ts';
import { runPath, type ScheduleWhere } from './place.ts';
import { STATUS_COLOR } from './MeetingsList.tsx';
import classes from './MeetingCalendar.module.css';

export function MeetingCalendar({ params, where }: { params: MeetingListParams; where: ScheduleWhere }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const locale = LOCALE[lang];
  const now = new Date();
  const today = localDayOf(now.toISOString());
  const [month, setMonth] = useState<YearMonth>({ year: now.getFullYear(), month: now.getMonth() });
  const startYear = schoolYearStartOf(month);
  const range = schoolYearRange(startYear);
  // The list's dates are UTC days: one day more on each side keeps a late-evening or early-morning meeting.
  const query = useAllMeetings({ ...params, from: shiftDay(range.from, -1), to: shiftDay(range.to, 1), order: 'asc' });
  const inYear = (query.data ?? []).filter((m) => {
    const day = m.local_starts_at.slice(0, 10);
    return day >= range.from && day <= range.to;
  });
  const days = byDay(inYear);
  const counts = countByMonth(inYear);
  const weekdays = weekdayNames(locale, 0);
  const thisYear = currentSchoolYear(now);

  return (
    <Stack gap="md" data-testid="meeting-calendar">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id="calendar-year">
          {t('meetings.calendar.year', { label: `${startYear}–${startYear + 1}` })}
        </Title>
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={t('meetings.calendar.previousYear')} onClick={() => setMonth(addMonths(month, -12))}>
            <IconChevronLeft size={16} aria-hidden />
            <IconChevronLeft size={16} aria-hidden style={{ marginLeft: -10 }} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={t('meetings.calendar.nextYear')} onClick={() => setMonth(addMonths(month, 12))}>
            <IconChevronRight size={16} aria-hidden />
            <IconChevronRight size={16} aria-hidden style={{ marginLeft: -10 }} />
          </ActionIcon>
        </Group>
      </Group>
      {query.isError ? (
        <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <nav aria-label={t('meetings.calendar.yearOverview')}>
            <SimpleGrid cols={{ base: 3, sm: 4, lg: 6 }} spacing="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {schoolYearMonths(startYear).map((m) => {
                const key = monthKey(m);
                const count = counts.get(key) ?? 0;
                const current = key === monthKey(month);
                return (
                  <li key={key}>
                    <UnstyledButton className={classes.month} data-current={current || undefined} aria-current={current ? 'date' : undefined} onClick={() => setMonth(m)}>
                      {/* The name is what shows: the month, its year, and how many meetings (announced with its words). */}
                      <Text span size="sm" fw={600} tt="capitalize">
                        {monthName(m, locale, false)}
                      </Text>{' '}
                      <Text span size="xs" c="dimmed">
                        {m.year}
                      </Text>
                      <VisuallyHidden>{t('meetings.calendar.monthMeetings')}</VisuallyHidden>
                      <Badge size="sm" variant={count ? 'filled' : 'light'} color={count ? 'blue' : 'gray'}>
                        {formatNumber(count, lang)}
                      </Badge>
                    </UnstyledButton>
                  </li>
                );
              })}
            </SimpleGrid>
          </nav>
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" mb="sm">
              <ActionIcon variant="default" size="lg" aria-label={t('meetings.calendar.previous')} onClick={() => setMonth(addMonths(month, -1))}>
                <IconChevronLeft size={16} aria-hidden />
              </ActionIcon>
              <Stack gap={0} align="center">
                <Title order={3} size="h5" tt="capitalize" id="calendar-month" aria-live="polite">
                  {monthName(month, locale)}
                </Title>
                {(month.year !== now.getFullYear() || month.month !== now.getMonth() || startYear !== thisYear) && (
                  <Anchor component="button" type="button" size="xs" onClick={() => setMonth({ year: now.getFullYear(), month: now.getMonth() })}>
                    {t('meetings.calendar.today')}
                  </Anchor>
                )}
              </Stack>
              <ActionIcon variant="default" size="lg" aria-label={t('meetings.calendar.next')} onClick={() => setMonth(addMonths(month, 1))}>
                <IconChevronRight size={16} aria-hidden />
              </ActionIcon>
            </Group>
            {query.isPending ? (
              <LoadingState lines={5} height={64} />
            ) : (
              <Box className={classes.scroll}>
                <table className={classes.grid} aria-labelledby="calendar-month" aria-busy={query.isPlaceholderData || undefined}>
                  <thead>
                    <tr>
                      {weekdays.map((d) => (
                        <th key={d.long} scope="col" className={classes.weekday}>
                          <abbr title={d.long} aria-label={d.long}>
                            {d.short}
                          </abbr>
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {monthGrid(month, 0).map((week) => (
                      <tr key={week[0]!.date}>
                        {week.map((d) => {
                          const meetings = d.inMonth ? (days.get(d.date) ?? []) : [];
                          return (
                            <td
                              key={d.date}
                              className={classes.day}
                              data-outside={!d.inMonth || undefined}
                              data-today={d.date === today || undefined}
                              data-testid={d.inMonth ? `day-${d.date}` : undefined}
                            >
                              <Text size="xs" fw={d.date === today ? 700 : 500} c={d.inMonth ? undefined : 'dimmed'} aria-hidden={!d.inMonth || undefined}>
                                {d.day}
                              </Text>
                              {meetings.length > 0 && (
                                <ul className={classes.list}>
                                  {meetings.map((m) => (
                                    <li key={m.id}>
                                      <Anchor
                                        component={Link}
                                        to={runPath(m, where)}
                                        size="xs"
                                        className={classes.link}
                                        data-status={m.status}
                                        style={{ borderLeftColor: `var(--mantine-color-${STATUS_COLOR[m.status]}-6)` }}
                                      >
                                        <time dateTime={m.starts_at}>
                                          {new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(new Date(`${m.local_starts_at}:00Z`))}
                                        </time>{' '}
                                        {m.descriptor}
                                        <VisuallyHidden> ({t(`meetings.status.${m.status}`)})</VisuallyHidden>
                                      </Anchor>
                                    </li>
                                  ))}
                                </ul>
                              )}
                            </td>
                          );
                        })}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Box>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}

function shiftDay(day: string, by: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + by);
  return d.toISOString().slice(0, 10);
}
