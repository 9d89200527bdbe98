/**
 * A meeting being run (issue 10, section 1 "Run"): its head and status buttons, the norms and the
 * celebrations since the last meeting, then the work. A team meeting shows its board in meeting mode
 * (columns read-only, live; a card selects its student) beside the notes panel, with the board's students to
 * discuss (open early warnings, added to the agenda in one click); the students are
 * also a list of their own (keyboard and screen readers need not walk the board), those with notes
 * marked. An individual student meeting is the panel of its student; school and district meetings
 * are their general note (a school meeting's sections are the district's school textboxes).
 * Every note field saves as you type; other people's saves arrive over the meeting's channel.
 * Leaving with a section whose text is not saved (a clash not settled, a failed save) asks first.
 */
import { useState } from 'react';
import { Alert, Anchor, Box, Button, Grid, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMeeting, TMeetingNotes } from '@ss/domain/contracts/meetings';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard.tsx';
import { ActionDialog } from '../../actions/ActionDialog.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { BoardColumns } from '../../boards/BoardColumns.tsx';
import { isStudentCard } from '../../boards/board-state.ts';
import { useLiveBoard } from '../../boards/useLiveBoard.ts';
import { CelebrationDialog } from '../../celebrations/CelebrationDialog.tsx';
import { useStudentSupports } from '../../supports-given/hooks.ts';
import { LazySupportDialog } from '../../supports-given/LazySupportDialog.tsx';
import { runKeys, useMeeting, useMeetingNotes, useStudentPanel } from './api.ts';
import { MeetingHeader } from './MeetingHeader.tsx';
import { CelebrationsSince, NormsChecklist } from './MeetingOpening.tsx';
import { NoteSections } from './NoteSections.tsx';
import { StudentContext } from './StudentContext.tsx';
import { StudentsToDiscuss } from './StudentsToDiscuss.tsx';
import { UnsettledSections, useUnsettledCount } from './unsettled.ts';
import { useMeetingChannel } from './useMeetingChannel.ts';
import { useNoteOpener } from './useNoteOpener.ts';

interface Props {
  meetingId: number;
  /** The student being discussed (a deep link); a team meeting picks one on its board. */
  studentId?: number | null;
  onSelectStudent?: (studentId: number) => void;
  /** A section of the general note to start in (a school meeting's textbox). */
  focusSection?: string;
}

const noop = () => undefined;

export function MeetingRunScreen({ meetingId, studentId = null, onSelectStudent, focusSection }: Props) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const query = useMeeting(meetingId);
  const notes = useMeetingNotes(meetingId, query.isSuccess);
  const channel = useMeetingChannel(meetingId, me.id);
  // Sections whose text would be lost by leaving (a choice between two texts not made, a failed save).
  const unsettled = useUnsettledCount();

  if (query.isPending) return <LoadingState lines={6} height={60} />;
  if (query.isError) return <ErrorState message={isApiError(query.error) ? t(query.error.message) : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const meeting = query.data;
  if (channel.deleted) return <Alert color="gray" title={t('meetingRun.deleted')} />;
  const writable = meeting.status === 'in_progress' && meeting.abilities.write_notes;

  return (
    <Stack gap="md">
      <UnsavedChangesGuard dirty={unsettled.count > 0} count={unsettled.count} />
      <MeetingHeader meeting={meeting} />
      {meeting.status === 'scheduled' && (
        <Alert color="blue" variant="light">
          {t(meeting.abilities.run ? 'meetingRun.notStartedRun' : 'meetingRun.notStarted')}
        </Alert>
      )}
      {meeting.status === 'finished' && (
        <Alert color="gray" variant="light">
          {t('meetingRun.finishedNotice')}
        </Alert>
      )}
      {meeting.status === 'in_progress' && !meeting.abilities.write_notes && (
        <Alert color="gray" variant="light">
          {t('meetingRun.readOnlyNotes')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NormsChecklist meeting={meeting} />
        <CelebrationsSince meeting={meeting} />
      </SimpleGrid>
      {notes.isPending ? (
        <LoadingState lines={4} />
      ) : notes.isError ? (
        <ErrorState message={isApiError(notes.error) ? t(notes.error.message) : undefined} onRetry={() => void notes.refetch()} retrying={notes.isFetching} />
      ) : (
        <UnsettledSections value={unsettled.report}>
          <MeetingWork meeting={meeting} notes={notes.data} writable={writable} studentId={studentId} onSelectStudent={onSelectStudent} focusSection={focusSection} />
        </UnsettledSections>
      )}
    </Stack>
  );
}

interface WorkProps {
  meeting: TMeeting;
  notes: TMeetingNotes;
  writable: boolean;
  studentId: number | null;
  onSelectStudent?: (studentId: number) => void;
  focusSection?: string;
}

function MeetingWork({ meeting, notes, writable, studentId, onSelectStudent, focusSection }: WorkProps) {
  const { t } = useTranslation();
  const open = useNoteOpener(meeting.id);
  const general = notes.notes.find((n) => n.student === null);
  const generalNote =
    notes.sections.length > 0 ? (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="meeting-general-note">
        <Stack gap="sm">
          <Title order={2} size="h4" id="meeting-general-note">
            {t(meeting.kind === 'school' ? 'meetingRun.schoolSections' : 'meetingRun.generalNote')}
          </Title>
          <NoteSections meetingId={meeting.id} subject={null} sections={notes.sections} note={general} ensureNote={() => open(null)} writable={writable} focus={focusSection} />
        </Stack>
      </Paper>
    ) : null;

  if (meeting.kind === 'team' && meeting.board)
    return (
      <>
        <TeamWork meeting={meeting} boardId={meeting.board.id} notes={notes} writable={writable} studentId={studentId} onSelectStudent={onSelectStudent} />
        {generalNote}
      </>
    );
  if (meeting.kind === 'student' && meeting.student)
    return (
      <>
        <StudentWork meeting={meeting} notes={notes} student={meeting.student} writable={writable} />
        {generalNote}
      </>
    );
  return (
    <>
      {generalNote}
      {meeting.kind === 'school' && meeting.school && <SchoolCelebration meeting={meeting} schoolId={meeting.school.id} />}
    </>
  );
}

function TeamWork({ meeting, boardId, notes, writable, studentId, onSelectStudent }: Omit<WorkProps, 'focusSection'> & { boardId: number }) {
  const { t } = useTranslation();
  const me = useSignedInUser();
  const live = useLiveBoard(boardId, me.id);
  const [picked, setPicked] = useState<number | null>(studentId);
  const selected = studentId ?? picked;
  const select = (id: number) => {
    setPicked(id);
    onSelectStudent?.(id);
  };
  const board = live.query.data;
  const students = (board?.cards ?? []).filter(isStudentCard).map((c) => ({ id: c.student_id, name: c.student.name, flags: c.student.flags }));
  const flagged = students.filter((s) => s.flags.length > 0);
  const withNotes = new Set(notes.notes.filter((n) => n.student && n.sections.some((s) => s.body.trim())).map((n) => n.student!.id));
  const discussed = notes.notes.filter((n) => n.student && withNotes.has(n.student.id)).map((n) => n.student!);
  const current = students.find((s) => s.id === selected) ?? discussed.find((s) => s.id === selected) ?? null;

  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, xl: 7 }}>
        <Paper withBorder p="sm" radius="md" component="section" aria-labelledby="meeting-board">
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={2} size="h4" id="meeting-board">
                {meeting.board?.name}
              </Title>
              <Text size="xs" c="dimmed">
                {t('meetingRun.boardHint')}
              </Text>
            </Group>
            {live.query.isPending ? (
              <LoadingState lines={3} height={80} />
            ) : live.query.isError ? (
              <ErrorState onRetry={() => void live.query.refetch()} retrying={live.query.isFetching} />
            ) : (
              <BoardColumns board={live.query.data} editing={false} isDimmed={() => false} onOpen={select} onMove={noop} />
            )}
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 5 }}>
        <Stack gap="md">
          {board && <StudentsToDiscuss meetingId={meeting.id} students={flagged} onAgenda={withNotes} writable={writable} onSelect={select} />}
          <Select
            label={t('meetingRun.pickStudent')}
            placeholder={t('meetingRun.pickStudentPlaceholder')}
            searchable
            nothingFoundMessage={t('meetingRun.noStudentFound')}
            data={students.map((s) => ({ value: String(s.id), label: withNotes.has(s.id) ? t('meetingRun.studentWithNotes', { name: s.name }) : s.name }))}
            value={selected !== null ? String(selected) : null}
            onChange={(v) => v && select(Number(v))}
            allowDeselect={false}
          />
          {discussed.length > 0 && (
            <Box component="nav" aria-labelledby="meeting-discussed">
              <Text size="sm" fw={600} id="meeting-discussed">
                {t('meetingRun.discussed', { count: discussed.length })}
              </Text>
              <Group gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {discussed.map((s) => (
                  <li key={s.id}>
                    <Anchor
                      component="button"
                      type="button"
                      size="sm"
                      onClick={() => select(s.id)}
                      aria-current={s.id === selected ? 'true' : undefined}
                      fw={s.id === selected ? 700 : undefined}
                    >
                      {s.name}
                    </Anchor>
                  </li>
                ))}
              </Group>
            </Box>
          )}
          {current ? (
            <StudentWork key={current.id} meeting={meeting} notes={notes} student={current} writable={writable} />
          ) : (
            <Text c="dimmed">{students.length === 0 && board ? t('meetingRun.noStudents') : t('meetingRun.pickHint')}</Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function StudentWork({ meeting, notes, student, writable }: { meeting: TMeeting; notes: TMeetingNotes; student: { id: number; name: string }; writable: boolean }) {
  const { t } = useTranslation();
  const open = useNoteOpener(meeting.id);
  const panel = useStudentPanel(meeting.id, student.id);
  const [dialog, setDialog] = useState<'action' | 'celebration' | 'support' | null>(null);
  const supports = useStudentSupports(student.id);
  const client = useQueryClient();
  const note = notes.notes.find((n) => n.student?.id === student.id);
  // The action (or the support) is written on the student's note: opened first when nothing was written yet.
  const onNote = (next: 'action' | 'support') => {
    if (!writable || note) return setDialog(next);
    void open(student.id).then(
      () => setDialog(next),
      () => setDialog(next),
    );
  };
  const addAction = () => onNote('action');
  // A new action or celebration shows in the student's context (and the meeting's celebrations).
  const closeDialog = () => {
    setDialog(null);
    void client.invalidateQueries({ queryKey: runKeys.panel(meeting.id, student.id) });
    void client.invalidateQueries({ queryKey: runKeys.meeting(meeting.id), exact: true });
  };
  const schoolId = meeting.school?.id ?? panel.data?.student.school.id ?? null;
  const canAdd = meeting.status !== 'finished' && meeting.abilities.write_notes && schoolId !== null;
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`meeting-note-${student.id}`}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4" id={`meeting-note-${student.id}`}>
              {t('meetingRun.noteOn', { name: student.name })}
            </Title>
            {canAdd && (
              <Group gap="xs">
                <Button size="compact-sm" variant="light" onClick={addAction}>
                  {t('meetingRun.addAction')}
                </Button>
                <Button size="compact-sm" variant="light" onClick={() => setDialog('celebration')}>
                  {t('meetingRun.addCelebration')}
                </Button>
                {supports.data?.abilities.give && (
                  <Button size="compact-sm" variant="light" onClick={() => onNote('support')}>
                    {t('studentSupports.give')}
                  </Button>
                )}
              </Group>
            )}
          </Group>
          <NoteSections meetingId={meeting.id} subject={student.id} sections={notes.student_sections} note={note} ensureNote={() => open(student.id)} writable={writable} />
        </Stack>
      </Paper>
      <StudentContext meetingId={meeting.id} studentId={student.id} districtId={meeting.district.id} />
      {dialog === 'action' && schoolId !== null && (
        <ActionDialog districtId={meeting.district.id} schoolId={schoolId} student={student} meeting={meeting.id} meetingNote={note?.id} onClose={closeDialog} />
      )}
      {dialog === 'celebration' && schoolId !== null && <CelebrationDialog school={schoolId} student={student} meeting={meeting.id} onClose={closeDialog} />}
      {dialog === 'support' && panel.data && (
        <LazySupportDialog
          student={{ ...student, school: panel.data.student.school.id }}
          meeting={{ id: meeting.id, name: `${meeting.descriptor} (${meeting.starts_at.slice(0, 10)})` }}
          onClose={closeDialog}
        />
      )}
    </Stack>
  );
}

function SchoolCelebration({ meeting, schoolId }: { meeting: TMeeting; schoolId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (meeting.status === 'finished' || !meeting.abilities.write_notes) return null;
  return (
    <Group>
      <Button variant="light" onClick={() => setOpen(true)}>
        {t('meetingRun.addSchoolCelebration')}
      </Button>
      {open && <CelebrationDialog school={schoolId} meeting={meeting.id} pickStudent={false} onClose={() => setOpen(false)} />}
    </Group>
  );
}
