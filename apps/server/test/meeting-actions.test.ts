/**
 * Actions agreed in a meeting through real HTTP (issue 10, section 4): linked to the meeting and its note, listed
 * by meeting.
 */
import { describe, expect, it } from 'vitest';
import { type TMeetingNote } from '@ss/domain';
import { ids, as, teamMeeting, withMeetingsServer } from './meetings-fixtures.ts';

withMeetingsServer();

describe('meetings: actions agreed in a meeting', () => {
  it('links an action to the meeting and its note, lists them by meeting, and refuses a note of another meeting', async () => {
    const { meeting, onBoard } = await teamMeeting();
    const leader = await as('schoolLeader');
    await leader.post(`/api/v1/meetings/${meeting.id}/start/`);
    const note = (await leader.post<TMeetingNote>(`/api/v1/meetings/${meeting.id}/notes/`, { student: onBoard[0] })).body;
    const body = { name: 'Weekly check-in', responsible: ids.user.teacher, completion_date: '2030-02-01', school: ids.aspen, meeting: meeting.id, meeting_note: note.id };
    const created = await leader.post<{ id: number; student: number; meeting: { id: number; name: string }; school_meeting_note: { id: number; name: string } }>(
      '/api/v1/actions/',
      body,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ student: onBoard[0], meeting: { id: meeting.id }, school_meeting_note: { id: note.id } });
    const listed = await leader.get<{ results: { id: number }[] }>(`/api/v1/actions/?scope=schoolActions&school=${ids.aspen}&meeting=${meeting.id}`);
    expect(listed.body.results.map((a) => a.id)).toEqual([created.body.id]);
    const other = (await teamMeeting()).meeting;
    const wrong = await leader.post('/api/v1/actions/', { ...body, meeting: other.id });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.meeting_note.message).toBe('The meeting note must belong to the meeting');
    const foreign = await (await as('frAdmin')).post('/api/v1/actions/', { ...body, school: ids.troisPonts, responsible: ids.user.frTeacher, meeting_note: undefined });
    // Another district's meeting reads like one that does not exist: the field's message, nothing written.
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.meeting.message).toBe('The meeting must be of this school or its district');
  });
});
