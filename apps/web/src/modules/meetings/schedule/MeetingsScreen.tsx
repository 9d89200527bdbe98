/**
 * The schedule of a place (issue 10 §1): a school's meetings (`/school/:d/:s/meetings`), a district's
 * (`/district/:d/meetings/schedule`) or one school's school meetings (the district's school profile):
 * tabs Upcoming / Past / Calendar over the same filters, and "Schedule a meeting" for those the server
 * says may.
 */
import { useState } from 'react';
import { Button, Group, Select, Stack, Tabs } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MEETING_KINDS, type MeetingKind } from '@ss/domain/enums';
import { qk } from '../../../lib/query-keys.ts';
import { fetchBoards } from '../../boards/api.ts';
import { fetchAllSchools } from '../../schools/api.ts';
import { useMeetingList, type MeetingListParams } from '../api.ts';
import { MeetingCalendar } from './MeetingCalendar.tsx';
import { MeetingsList } from './MeetingsList.tsx';
import { dayBefore, localToday, schedulePath, type ScheduleWhere } from './place.ts';

type Tab = 'upcoming' | 'past' | 'calendar';

interface Filters {
  board: number | null;
  kind: MeetingKind | null;
  school: number | null;
}

const NONE: Filters = { board: null, kind: null, school: null };

/** The list's query of a place and its filters. */
export function baseParams(where: ScheduleWhere, f: Filters): MeetingListParams {
  if (where.school !== undefined) return { school: where.school, board: f.board ?? undefined, kind: f.kind ?? undefined };
  if (where.profile !== undefined) return { school: where.profile, kind: 'school' };
  return { district: where.district, school: f.school ?? undefined, kind: f.kind ?? undefined };
}

export function MeetingsScreen({ where, header }: { where: ScheduleWhere; header?: (scheduleButton: React.ReactNode) => React.ReactNode }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('upcoming');
  const [filters, setFilters] = useState<Filters>(NONE);
  const base = baseParams(where, filters);
  const today = localToday();
  const upcoming: MeetingListParams = { ...base, from: today, order: 'asc' };
  const past: MeetingListParams = { ...base, to: dayBefore(today), order: 'desc' };
  // The first page of the upcoming list (the tab shares it) says whether the caller may schedule here.
  const probe = useMeetingList(upcoming, 1);
  const mayCreate = probe.data?.abilities.create ?? false;
  const inSchool = where.school !== undefined;
  const inDistrict = where.school === undefined && where.profile === undefined;
  const boardsWhere = { school: where.school ?? 0 };
  const boards = useQuery({ queryKey: qk.boards.list(boardsWhere), queryFn: ({ signal }) => fetchBoards(boardsWhere, signal), enabled: inSchool });
  const schools = useQuery({ queryKey: qk.schools.everything(where.district), queryFn: ({ signal }) => fetchAllSchools(where.district, signal), enabled: inDistrict });
  const kinds: readonly MeetingKind[] = inSchool ? ['team', 'student'] : inDistrict ? MEETING_KINDS : ['school'];

  const scheduleLabel = inSchool ? 'meetings.schedule' : where.profile !== undefined ? 'meetings.scheduleSchoolMeeting' : 'meetings.scheduleDistrictMeeting';
  const scheduleButton = mayCreate ? (
    <Button component={Link} to={schedulePath(where)} leftSection={<IconPlus size={16} aria-hidden />}>
      {t(scheduleLabel)}
    </Button>
  ) : null;
  const filtered = filters.board !== null || filters.kind !== null || filters.school !== null;

  return (
    <Stack gap="md">
      {header ? header(scheduleButton) : scheduleButton && <Group justify="flex-end">{scheduleButton}</Group>}
      {where.profile === undefined && (
        <Group align="flex-end" gap="sm" wrap="wrap">
          {inSchool && (
            <Select
              label={t('meetings.filter.board')}
              placeholder={t('meetings.filter.anyBoard')}
              data={(boards.data?.results ?? []).filter((b) => b.kind === 'team' || b.kind === 'custom').map((b) => ({ value: String(b.id), label: b.title }))}
              value={filters.board === null ? null : String(filters.board)}
              onChange={(v) => setFilters({ ...filters, board: v === null ? null : Number(v), kind: v === null ? filters.kind : 'team' })}
              clearable
              searchable
              nothingFoundMessage={t('common.noResults')}
              w={240}
            />
          )}
          {inDistrict && (
            <Select
              label={t('meetings.filter.school')}
              placeholder={t('meetings.filter.anySchool')}
              data={(schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              value={filters.school === null ? null : String(filters.school)}
              onChange={(v) => setFilters({ ...filters, school: v === null ? null : Number(v) })}
              clearable
              searchable
              nothingFoundMessage={t('common.noResults')}
              w={240}
            />
          )}
          <Select
            label={t('meetings.filter.kind')}
            placeholder={t('meetings.filter.anyKind')}
            data={kinds.map((k) => ({ value: k, label: t(`meetings.kind.${k}`) }))}
            value={filters.kind}
            onChange={(v) => setFilters({ ...filters, kind: v as MeetingKind | null, board: v === 'team' || v === null ? filters.board : null })}
            clearable
            w={240}
          />
          {filtered && (
            <Button variant="subtle" onClick={() => setFilters(NONE)}>
              {t('meetings.filter.clear')}
            </Button>
          )}
        </Group>
      )}
      <Tabs value={tab} onChange={(v) => v && setTab(v as Tab)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="upcoming">{t('meetings.tab.upcoming')}</Tabs.Tab>
          <Tabs.Tab value="past">{t('meetings.tab.past')}</Tabs.Tab>
          <Tabs.Tab value="calendar">{t('meetings.tab.calendar')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming">
          <MeetingsList key={JSON.stringify(upcoming)} where={where} params={upcoming} tense="upcoming" />
        </Tabs.Panel>
        <Tabs.Panel value="past">
          <MeetingsList key={JSON.stringify(past)} where={where} params={past} tense="past" />
        </Tabs.Panel>
        <Tabs.Panel value="calendar">
          <MeetingCalendar params={base} where={where} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
