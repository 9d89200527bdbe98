/**
 * Scheduling a meeting, or changing one (issue 10 §1): the kind and subject (in a school, a team board
 * the user may schedule on or a student; a school meeting on the profile's school; a district meeting),
 * the descriptor from the configured list, the date, time, duration, place, the staff invited and the
 * guests by name. The date and time are on the school's clock (its zone, else its district's), which the
 * form names; they go to the server as typed, without the browser's offset. Checked with the server's own contract before sending; the server's field errors on
 * their fields; a stale change (409) says so and offers to reload instead of overwriting.
 */
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, MultiSelect, NumberInput, Paper, Radio, Select, Stack, TagsInput, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  MEETING_DURATION_DEFAULT,
  MEETING_DURATION_MAX,
  MEETING_DURATION_MIN,
  MEETING_GUEST_NAME_MAX,
  MEETING_GUESTS_MAX,
  MEETING_LOCATION_MAX,
  MEETING_MSG,
  ZCreateMeeting,
  ZUpdateMeeting,
} from '@ss/domain/contracts/meetings';
import type { MeetingKind } from '@ss/domain/enums';
import { MSG } from '@ss/domain/validation-rules';
import { zoneLabel } from '@ss/domain/time-zone';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DateField, isIsoDate } from '../../../ui/DateField.tsx';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { schemaFieldErrors } from '../../../ui/schema-errors.ts';
import { useStudentSearch } from '../../actions/hooks.ts';
import { fetchBoards } from '../../boards/api.ts';
import { BoardStudentsToDiscuss } from './BoardStudentsToDiscuss.tsx';
import { fetchConfigList } from '../../config/api.ts';
import { useDistrict } from '../../districts/hooks/useDistrict.ts';
import { useSchool } from '../../schools/hooks/useSchool.ts';
import { useCreateMeeting, useUpdateMeeting, type TMeeting } from '../api.ts';
import { fetchMeetingPeople, peopleQueryOf } from './people.ts';
import { localDateTime, type ScheduleWhere } from './place.ts';

const KNOWN = Object.values(MEETING_MSG);

interface Props {
  where: ScheduleWhere;
  /** The meeting being changed; none when scheduling. */
  meeting?: TMeeting;
  /** A new meeting about this board or student (the board page's and the profile's entry points). */
  preset?: { board?: number; student?: { id: number; name: string } };
  onDone: (meeting: TMeeting) => void;
  onCancel: () => void;
  /** Reload the meeting after a conflict. */
  onReload?: () => void;
}

/** The kinds a place schedules: a school's team and student meetings, a school profile's school meeting, a district's own. */
const kindsOf = (where: ScheduleWhere): MeetingKind[] => (where.school !== undefined ? ['team', 'student'] : where.profile !== undefined ? ['school'] : ['district']);

export function MeetingForm({ where, meeting, preset, onDone, onCancel, onReload }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const kinds = kindsOf(where);
  // The server's own reading of the school's clock (the browser's time zone data may differ).
  const initial = meeting ? { date: meeting.local_starts_at.slice(0, 10), time: meeting.local_starts_at.slice(11, 16) } : { date: '', time: '' };
  const [kind, setKind] = useState<MeetingKind>(meeting?.kind ?? (preset?.student ? 'student' : kinds[0]!));
  const [board, setBoard] = useState<string | null>(preset?.board ? String(preset.board) : null);
  const [student, setStudent] = useState<string | null>(preset?.student ? String(preset.student.id) : null);
  const [studentSearch, setStudentSearch] = useState('');
  const [search] = useDebouncedValue(studentSearch, 250);
  const [descriptor, setDescriptor] = useState<string | null>(meeting?.descriptor_id ? String(meeting.descriptor_id) : null);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [duration, setDuration] = useState<number | string>(meeting?.duration_minutes ?? MEETING_DURATION_DEFAULT);
  const [location, setLocation] = useState(meeting?.location ?? '');
  const [attendees, setAttendees] = useState<string[]>(meeting?.attendees.map((a) => String(a.id)) ?? []);
  const [guests, setGuests] = useState<string[]>(meeting?.guests ?? []);
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState(false);
  const create = useCreateMeeting();
  const update = useUpdateMeeting(meeting?.id ?? 0, (error) => {
    if (!isApiError(error, 'conflict')) return false;
    setConflict(true);
    return true;
  });
  const mutation = meeting ? update : create;

  // The school the meeting is in (its people and its descriptors), or none for a district's own.
  const schoolId = meeting ? (meeting.school?.id ?? null) : (where.school ?? where.profile ?? null);
  // The clock the times are on: the meeting's, else its school's or (a district meeting) its district's.
  const school = useSchool(schoolId, { enabled: !meeting });
  const district = useDistrict(where.district, { enabled: !meeting && schoolId === null });
  const zone = meeting?.time_zone ?? (schoolId !== null ? school.data?.time_zone : district.data?.time_zone);
  const districtLists = kind === 'school' || kind === 'district';
  const descriptorLevel = districtLists || schoolId === null ? { districtId: where.district } : { schoolId };
  const descriptorKind = districtLists ? 'district-meeting-descriptors' : 'meeting-descriptors';
  const descriptors = useQuery({
    queryKey: qk.config.list(descriptorKind, descriptorLevel),
    queryFn: ({ signal }) => fetchConfigList(descriptorKind, descriptorLevel, signal),
  });
  const peopleQuery = meeting
    ? peopleQueryOf(meeting.kind, { district: meeting.district.id, school: meeting.school?.id, board: meeting.board?.id, student: meeting.student?.id })
    : peopleQueryOf(kind, { district: where.district, school: where.profile, board: board === null ? null : Number(board), student: student === null ? null : Number(student) });
  const people = useQuery({
    queryKey: qk.meetings.people(peopleQuery ?? {}),
    queryFn: ({ signal }) => fetchMeetingPeople(peopleQuery!, signal),
    enabled: peopleQuery !== null,
    staleTime: 60_000,
  });
  const boardsWhere = { school: where.school ?? 0 };
  const boards = useQuery({
    queryKey: qk.boards.list(boardsWhere),
    queryFn: ({ signal }) => fetchBoards(boardsWhere, signal),
    enabled: !meeting && where.school !== undefined,
  });
  const students = useStudentSearch({ school: where.school ?? 0 }, search);

  const descriptorOptions = (descriptors.data?.items ?? []).filter((i) => i.active).map((i) => ({ value: String(i.id), label: lang === 'fr' ? i.label_fr : i.label_en }));
  if (meeting?.descriptor_id && !descriptorOptions.some((o) => o.value === String(meeting.descriptor_id)))
    descriptorOptions.push({ value: String(meeting.descriptor_id), label: meeting.descriptor });
  const peopleOptions = (people.data ?? []).map((p) => ({ value: String(p.id), label: p.name }));
  for (const a of meeting?.attendees ?? []) if (!peopleOptions.some((o) => o.value === String(a.id))) peopleOptions.push({ value: String(a.id), label: a.name });
  const boardOptions = (boards.data?.results ?? [])
    .filter((b) => b.abilities.edit && b.kind !== 'district_schools' && b.kind !== 'district_students')
    .map((b) => ({ value: String(b.id), label: b.title }));
  const studentOptions = (students.data?.results ?? []).map((s) => ({ value: String(s.id), label: `${s.first_name} ${s.last_name}` }));
  if (preset?.student && !studentOptions.some((o) => o.value === String(preset.student!.id))) studentOptions.push({ value: String(preset.student.id), label: preset.student.name });

  // The date and time are the form's own fields; the contract sees them joined, as typed (the server reads them in the zone).
  const startsAt = localDateTime(date, time);
  const local: Record<string, string> = {};
  if (date === '') local.date = t(MSG.required);
  else if (!isIsoDate(date)) local.date = t('Invalid date format');
  if (time === '') local.time = t(MSG.required);
  if (duration === '') local.duration_minutes = t(MSG.required);
  const common = {
    descriptor: descriptor === null ? undefined : Number(descriptor),
    starts_at: startsAt ?? '',
    duration_minutes: typeof duration === 'number' ? duration : undefined,
    location: location,
    attendees: attendees.map(Number),
    guests,
  };
  const subject =
    kind === 'team'
      ? { board: board === null ? undefined : Number(board) }
      : kind === 'student'
        ? { student: student === null ? undefined : Number(student) }
        : kind === 'school'
          ? { school: where.profile }
          : { district: where.district };
  const parsed = meeting
    ? ZUpdateMeeting.safeParse({
        ...common,
        version: meeting.version,
        descriptor: descriptor === null || Number(descriptor) === meeting.descriptor_id ? undefined : Number(descriptor),
      })
    : ZCreateMeeting.safeParse({ ...common, kind, ...subject });
  const schemaErrors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, KNOWN) : {};
  if (!meeting && checked && kind === 'team' && board === null) schemaErrors.board = t(MSG.required);
  if (!meeting && checked && kind === 'student' && student === null) schemaErrors.student = t(MSG.required);
  if (!meeting && checked && descriptor === null) schemaErrors.descriptor = t(MSG.required);
  const err = (field: string) => (checked ? local[field] : undefined) ?? schemaErrors[field] ?? serverFieldError(t, mutation.error, field);
  const dateError = err('date') ?? err('starts_at');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(local).length > 0 || !parsed.success) return;
    if (!meeting && ((kind === 'team' && board === null) || (kind === 'student' && student === null) || descriptor === null)) return;
    if (meeting) update.mutate(parsed.data as Parameters<typeof update.mutate>[0], { onSuccess: onDone });
    else create.mutate(parsed.data as Parameters<typeof create.mutate>[0], { onSuccess: onDone });
  };

  if (meeting?.status === 'finished') return <Alert color="gray">{t('meetings.form.finishedReadOnly')}</Alert>;

  return (
    <Paper withBorder radius="md" p="lg" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {conflict && (
            <Alert color="orange" title={t('meetings.conflict.title')} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('meetings.conflict.body')}</Text>
                {onReload && (
                  <Button size="xs" variant="light" onClick={onReload}>
                    {t('meetings.conflict.reload')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {meeting ? (
            <Text>
              <Text span fw={600}>
                {t(`meetings.kind.${meeting.kind}`)}
              </Text>
              {meeting.board || meeting.student || meeting.school ? ` · ${(meeting.board ?? meeting.student ?? meeting.school)!.name}` : ''}
            </Text>
          ) : (
            kinds.length > 1 && (
              <Radio.Group
                label={t('meetings.form.kind')}
                value={kind}
                onChange={(v) => {
                  setKind(v as MeetingKind);
                  setAttendees([]);
                }}
                required
              >
                <Group gap="lg" mt={6}>
                  {kinds.map((k) => (
                    <Radio key={k} value={k} label={t(`meetings.kind.${k}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )
          )}
          {!meeting && kind === 'team' && (
            <Select
              label={t('meetings.form.board')}
              required
              data={boardOptions}
              value={board}
              onChange={(v) => {
                setBoard(v);
                setAttendees([]);
              }}
              searchable
              nothingFoundMessage={t('common.noResults')}
              error={err('board')}
            />
          )}
          {kind === 'team' && (meeting?.board?.id ?? (board === null ? null : Number(board))) !== null && <BoardStudentsToDiscuss boardId={meeting?.board?.id ?? Number(board)} />}
          {!meeting && kind === 'student' && (
            <Select
              label={t('meetings.form.student')}
              placeholder={t('meetings.form.studentSearch')}
              required
              data={studentOptions}
              value={student}
              onChange={(v) => {
                setStudent(v);
                setAttendees([]);
              }}
              searchable
              searchValue={studentSearch}
              onSearchChange={setStudentSearch}
              filter={({ options }) => options}
              nothingFoundMessage={t('common.noResults')}
              error={err('student')}
            />
          )}
          <Select
            label={t('meetings.form.descriptor')}
            required
            data={descriptorOptions}
            value={descriptor}
            onChange={setDescriptor}
            searchable
            nothingFoundMessage={t('common.noResults')}
            description={descriptors.isSuccess && descriptorOptions.length === 0 ? t('meetings.form.noDescriptors') : undefined}
            error={err('descriptor')}
          />
          <Group grow align="flex-start" wrap="wrap">
            <DateField label={t('meetings.form.date')} required value={date} onChange={setDate} error={dateError} miw={180} />
            <TextInput
              label={t('meetings.form.time')}
              description={zone ? t('meetings.form.timeZone', { zone: zoneLabel(zone, lang) }) : undefined}
              type="time"
              required
              value={time}
              onChange={(e) => setTime(e.currentTarget.value)}
              error={err('time')}
              miw={140}
              data-testid="meeting-time"
            />
            <NumberInput
              label={t('meetings.form.duration')}
              required
              min={MEETING_DURATION_MIN}
              max={MEETING_DURATION_MAX}
              step={5}
              allowDecimal={false}
              value={duration}
              onChange={setDuration}
              error={err('duration_minutes')}
              miw={140}
            />
          </Group>
          <TextInput
            label={t('meetings.form.location')}
            value={location}
            maxLength={MEETING_LOCATION_MAX + 50}
            onChange={(e) => setLocation(e.currentTarget.value)}
            error={err('location')}
          />
          <MultiSelect
            label={t('meetings.form.attendees')}
            description={t('meetings.form.attendeesHint')}
            data={peopleOptions}
            value={attendees}
            onChange={setAttendees}
            searchable
            clearable
            hidePickedOptions
            disabled={peopleQuery === null}
            nothingFoundMessage={t('common.noResults')}
            error={err('attendees')}
          />
          <TagsInput
            label={t('meetings.form.guests')}
            description={t('meetings.form.guestsHint')}
            value={guests}
            onChange={(v) => setGuests(v.map((g) => g.slice(0, MEETING_GUEST_NAME_MAX)))}
            maxTags={MEETING_GUESTS_MAX}
            clearable
            error={err('guests')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} disabled={conflict}>
              {t(meeting ? 'meetings.form.save' : 'meetings.form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
