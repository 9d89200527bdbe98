/**
 * The run page's writes outside the notes: status changes, the calendar file, attendees marked absent,
 * norms reviewed, and a student added to the agenda from Students to discuss. A refusal says the server's reason; status, attendee and norm refusals read the meeting again
 * (the switches are changed at once, before the answer).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TMeeting, TMeetingNotes } from '@ss/domain/contracts/meetings';
import { apiDownload, isApiError } from '../../../lib/api.ts';
import { notify } from '../../../lib/notify.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { changeStatus, markAbsent, openNote, reviewNorm, runKeys, saveSection } from './api.ts';

const STATUS_EVENT = { start: 'meeting.started', finish: 'meeting.finished', reopen: 'meeting.reopened' } as const;

/** The server's reason, or the generic one. */
function useRefusal() {
  const { t } = useTranslation();
  return (error: unknown) => notify('error', t(isApiError(error) ? error.message : 'Could not perform action'));
}

export function useStatusChange(meeting: TMeeting) {
  const client = useQueryClient();
  const refused = useRefusal();
  return useDomainMutation({
    mutationFn: (to: 'start' | 'finish' | 'reopen') => changeStatus(meeting.id, to),
    events: (_saved, to) => [STATUS_EVENT[to]],
    update: (queries, saved) => queries.setQueryData(runKeys.meeting(meeting.id), saved),
    success: (t, _saved, to) => t(`meetingRun.${to}ed`),
    onError: (error) => {
      refused(error);
      void client.invalidateQueries({ queryKey: runKeys.meeting(meeting.id) });
      return true;
    },
  });
}

/** The meeting's calendar file, saved under the server's name. */
export function useCalendarDownload(meeting: TMeeting) {
  const refused = useRefusal();
  return useDomainMutation({
    mutationFn: () => apiDownload('GET', `meetings/${meeting.id}/ics/`, {}, `meeting-${meeting.id}.ics`),
    events: [],
    onError: (error) => {
      refused(error);
      return true;
    },
  });
}

/**
 * Changes the cached meeting at once (`change`), then sends the write; a refusal reads the meeting again. A read
 * under way (after someone's change) is cancelled first: it would bring back the box as it was.
 */
function useMeetingSwitch<TVars>(meeting: TMeeting, change: (m: TMeeting, vars: TVars) => TMeeting, send: (vars: TVars) => Promise<unknown>) {
  const client = useQueryClient();
  const refused = useRefusal();
  const key = runKeys.meeting(meeting.id);
  return useDomainMutation({
    mutationFn: async (vars: TVars) => {
      await client.cancelQueries({ queryKey: key, exact: true });
      client.setQueryData<TMeeting>(key, (m) => (m ? change(m, vars) : m));
      return send(vars);
    },
    events: [],
    onError: (error) => {
      refused(error);
      void client.invalidateQueries({ queryKey: key, exact: true });
      return true;
    },
  });
}

export const useMarkAbsent = (meeting: TMeeting) =>
  useMeetingSwitch(
    meeting,
    (m, { userId, value }: { userId: number; value: boolean }) => ({ ...m, attendees: m.attendees.map((x) => (x.id === userId ? { ...x, absent: value } : x)) }),
    ({ userId, value }) => markAbsent(meeting.id, userId, value),
  );

export const useReviewNorm = (meeting: TMeeting) =>
  useMeetingSwitch(
    meeting,
    (m, { position, reviewed }: { position: number; reviewed: boolean }) => ({ ...m, norms: m.norms.map((n) => (n.position === position ? { ...n, reviewed } : n)) }),
    ({ position, reviewed }) => reviewNorm(meeting.id, position, reviewed),
  );

/**
 * "Add to agenda" from Students to discuss (issue 22, section 2): what a user does to put a student on a team
 * meeting's agenda, in one click: the student's note is opened (the same one if it exists) and, when its key
 * issue is still empty, the open early warnings are written there as the key issue.
 */
export function useAddToAgenda(meetingId: number) {
  const client = useQueryClient();
  return useDomainMutation({
    mutationFn: async ({ student, keyIssue }: { student: number; name: string; keyIssue: string }) => {
      const listed = client.getQueryData<TMeetingNotes>(runKeys.notes(meetingId))?.notes.find((n) => n.student?.id === student);
      const note = listed ?? (await openNote(meetingId, student));
      const section = note.sections.find((s) => s.section === 'key_issue');
      if (!section?.body.trim()) await saveSection(meetingId, note.id, 'key_issue', keyIssue, section?.version ?? 0);
      return note;
    },
    events: ['meeting.note_created', 'meeting.note_saved'],
    success: (t, _note, vars) => t('earlyWarnings.toDiscuss.added', { name: vars.name }),
  });
}
