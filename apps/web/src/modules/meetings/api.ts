/**
 * The meetings' calls and their query hooks (issue 10 §1): a page of meetings with its filters, one
 * meeting, scheduling, changing and cancelling one, and its status changes (start, finish, reopen).
 * The schedule pages and the run page (modules/meetings/run) both read and write through here, so a
 * write refreshes the same cached reads wherever they are shown (lib/invalidations.ts).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MeetingKind, MeetingStatus, TCreateMeeting, TMeeting, TMeetingList, TMeetingRow, TUpdateMeeting } from '@ss/domain/contracts/meetings';
import { api } from '../../lib/api.ts';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';

export type { TMeeting, TMeetingRow };

/** Where a list of meetings is, and how it is narrowed. */
export interface MeetingListParams {
  district?: number;
  school?: number;
  board?: number;
  student?: number;
  kind?: MeetingKind;
  status?: MeetingStatus[];
  /** Calendar days, inclusive. */
  from?: string;
  to?: string;
  order?: 'asc' | 'desc';
}

export const fetchMeetings = (params: MeetingListParams & { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.get<TMeetingList>('meetings/', { ...params, status: params.status?.length ? params.status : undefined }, signal);

/** The server's largest page. */
const MAX_PAGE = 100;
/** A calendar asks for a whole school year; more than this many meetings a year in one place is not a schedule anyone reads. */
const MAX_PAGES = 10;

/** Every meeting of a range (the calendar), page after page. */
export async function fetchAllMeetings(params: MeetingListParams, signal?: AbortSignal): Promise<TMeetingRow[]> {
  const rows: TMeetingRow[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await fetchMeetings({ ...params, page, pageSize: MAX_PAGE }, signal);
    rows.push(...answer.results);
    if (rows.length >= answer.count || answer.results.length === 0) break;
  }
  return rows;
}

export const fetchMeeting = (id: number, signal?: AbortSignal) => api.get<TMeeting>(`meetings/${id}/`, undefined, signal);
export const createMeeting = (body: TCreateMeeting) => api.post<TMeeting>('meetings/', body);
export const updateMeeting = (id: number, body: TUpdateMeeting) => api.patch<TMeeting>(`meetings/${id}/`, body);
export const deleteMeeting = (id: number) => api.delete<void>(`meetings/${id}/`);
export const startMeeting = (id: number) => api.post<TMeeting>(`meetings/${id}/start/`);
export const finishMeeting = (id: number) => api.post<TMeeting>(`meetings/${id}/finish/`);
export const reopenMeeting = (id: number) => api.post<TMeeting>(`meetings/${id}/reopen/`);

// Reads --------------------------------------------------------------------------------------

export const MEETINGS_PAGE_SIZE = 20;

export const useMeetingList = (params: MeetingListParams, page: number, pageSize = MEETINGS_PAGE_SIZE, enabled = true) => {
  const full = { ...params, page, pageSize };
  return useQuery({ queryKey: qk.meetings.list(full), queryFn: ({ signal }) => fetchMeetings(full, signal), placeholderData: keepPreviousData, enabled });
};

/** Every meeting of a range (a school year for the calendar). */
export const useAllMeetings = (params: MeetingListParams) =>
  useQuery({ queryKey: qk.meetings.range(params), queryFn: ({ signal }) => fetchAllMeetings(params, signal), placeholderData: keepPreviousData });

export const useMeeting = (id: number | null) =>
  useQuery({ queryKey: qk.meetings.one(id ?? 0), queryFn: ({ signal }) => fetchMeeting(id!, signal), enabled: id !== null && id > 0 });

// Writes -------------------------------------------------------------------------------------

/** The fields the schedule form shows its own errors on. */
export const MEETING_FIELDS = ['kind', 'district', 'school', 'board', 'student', 'descriptor', 'starts_at', 'duration_minutes', 'location', 'attendees', 'guests'];

/** The answer of a write is the meeting as it is now: the cached one is replaced before the lists refetch. */
const keep = (client: import('@tanstack/react-query').QueryClient, meeting: TMeeting) => client.setQueryData(qk.meetings.one(meeting.id), meeting);

export const useCreateMeeting = () =>
  useDomainMutation({ mutationFn: createMeeting, events: ['meeting.created'], success: 'meetings.created', fields: MEETING_FIELDS, update: keep });

/** A change with the version read; a stale one answers 409 `conflict`, which the form shows itself (`onError`). */
export const useUpdateMeeting = (id: number, onError?: (error: unknown) => boolean) =>
  useDomainMutation({
    mutationFn: (body: TUpdateMeeting) => updateMeeting(id, body),
    events: ['meeting.updated'],
    success: 'meetings.updated',
    fields: MEETING_FIELDS,
    update: keep,
    onError,
  });

export const useDeleteMeeting = () =>
  useDomainMutation({
    mutationFn: (id: number) => deleteMeeting(id),
    events: ['meeting.deleted'],
    success: 'meetings.cancelled',
    update: (client, _data, id) => client.removeQueries({ queryKey: qk.meetings.one(id) }),
  });

export const useStartMeeting = () => useDomainMutation({ mutationFn: (id: number) => startMeeting(id), events: ['meeting.started'], update: keep });
export const useFinishMeeting = () => useDomainMutation({ mutationFn: (id: number) => finishMeeting(id), events: ['meeting.finished'], update: keep });
export const useReopenMeeting = () => useDomainMutation({ mutationFn: (id: number) => reopenMeeting(id), events: ['meeting.reopened'], update: keep });
