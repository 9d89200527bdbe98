/**
 * The run page's calls (issue 10, section 1 "Run"): one meeting, its status changes, attendees and
 * norms, its notes and their sections, and one student's panel, under the meetings query family
 * (a refresh of the meetings after any meeting event reaches the run page too).
 */
import { useQuery } from '@tanstack/react-query';
import type { TMeeting, TMeetingAttendee, TMeetingNorm, TMeetingNote, TMeetingNotes, TMeetingStudentPanel, TNoteSection } from '@ss/domain/contracts/meetings';
import { api } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';

/** The meetings family's keys (lib/query-keys.ts): the schedule pages read the same meeting. */
export const runKeys = { meeting: qk.meetings.one, notes: qk.meetings.notes, panel: qk.meetings.panel };

export const fetchMeeting = (id: number, signal?: AbortSignal) => api.get<TMeeting>(`meetings/${id}/`, undefined, signal);
export const changeStatus = (id: number, to: 'start' | 'finish' | 'reopen') => api.post<TMeeting>(`meetings/${id}/${to}/`);
export const markAbsent = (id: number, userId: number, absent: boolean) => api.patch<TMeetingAttendee>(`meetings/${id}/attendees/${userId}/`, { absent });
export const reviewNorm = (id: number, position: number, reviewed: boolean) => api.patch<TMeetingNorm>(`meetings/${id}/norms/${position}/`, { reviewed });

export const fetchNotes = (id: number, signal?: AbortSignal) => api.get<TMeetingNotes>(`meetings/${id}/notes/`, undefined, signal);
/** The note on this student (or the general note when null): created on the first call, the same one after. */
export const openNote = (id: number, student: number | null) => api.post<TMeetingNote>(`meetings/${id}/notes/`, { student });
export const saveSection = (id: number, noteId: number, section: string, body: string, version: number) =>
  api.put<TNoteSection>(`meetings/${id}/notes/${noteId}/sections/${section}/`, { body, version });

export const fetchPanel = (id: number, studentId: number, signal?: AbortSignal) => api.get<TMeetingStudentPanel>(`meetings/${id}/students/${studentId}/panel/`, undefined, signal);

export const useMeeting = (id: number) => useQuery({ queryKey: runKeys.meeting(id), queryFn: ({ signal }) => fetchMeeting(id, signal) });
export const useMeetingNotes = (id: number, enabled = true) => useQuery({ queryKey: runKeys.notes(id), queryFn: ({ signal }) => fetchNotes(id, signal), enabled });
export const useStudentPanel = (id: number, studentId: number | null) =>
  useQuery({ queryKey: runKeys.panel(id, studentId ?? 0), queryFn: ({ signal }) => fetchPanel(id, studentId!, signal), enabled: studentId !== null });
