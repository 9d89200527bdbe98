/**
 * Meetings through real HTTP (issue 10, section 1): scheduling with invitations (.ics), lists and filters, who may
 * be invited, tenancy and roles, changes with versions, deletion.
 */
import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { auditEvents, sentEmails } from '@ss/db';
import { MEETING_MSG, ZMeeting, type TMeeting, type TMeetingList } from '@ss/domain';
import { server, ids, as, meetingCount, rowOf, aspenBoard, aspenDescriptor, inAWeek, teamMeeting, withMeetingsServer } from './meetings-fixtures.ts';

withMeetingsServer();

describe('meetings: scheduling, invitations, lists', () => {
  it('schedules a team meeting and sends each attendee an invitation with an .ics', async () => {
    const { meeting } = await teamMeeting();
    expect(ZMeeting.parse(meeting)).toBeTruthy();
    expect(meeting).toMatchObject({ kind: 'team', status: 'scheduled', location: 'Library', guests: ['Dr. Roy'], attendee_count: 2, school: { id: ids.aspen } });
    expect(meeting.abilities).toEqual({ edit: true, run: true, reopen: false, delete: true, write_notes: false });
    const mails = await server.db
      .select()
      .from(sentEmails)
      .where(sql`${sentEmails.subject} like 'Invitation:%'`)
      .orderBy(desc(sentEmails.id))
      .limit(2);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      const ics = mail.attachments![0]!;
      expect(ics.content_type).toContain('text/calendar');
      expect(ics.content).toContain('BEGIN:VEVENT');
      expect(ics.content).toContain('METHOD:REQUEST');
      expect(ics.content).toMatch(new RegExp(`UID:meeting-${meeting.id}@`));
      expect(ics.content).toContain('SEQUENCE:0');
      expect(mail.text_body).toContain(`/manage-board-meeting-note/${meeting.id}`);
    }
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'meeting.created')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ target_type: 'meeting', target_id: String(meeting.id), school_id: ids.aspen });
  });

  it('refuses bad input with the message and creates nothing', async () => {
    const b = await aspenBoard();
    const descriptor = await aspenDescriptor();
    const before = await meetingCount();
    const c = await as('schoolLeader');
    const base = { kind: 'team', board: b.board, descriptor, starts_at: inAWeek() };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...base, descriptor: undefined }, 'descriptor', 'Required'],
      [{ ...base, starts_at: 'tomorrow' }, 'starts_at', MEETING_MSG.datetime],
      // Days that do not exist are refused, not rolled over into the next month (issue 21, section 6).
      [{ ...base, starts_at: '2026-02-30T10:00:00Z' }, 'starts_at', 'Invalid date format'],
      [{ ...base, starts_at: '2026-04-31T09:30:00-05:00' }, 'starts_at', 'Invalid date format'],
      [{ ...base, starts_at: '2027-02-29T10:00:00Z' }, 'starts_at', 'Invalid date format'],
      [{ ...base, starts_at: '2027-03-01T24:00:00Z' }, 'starts_at', 'Invalid date format'],
      [{ ...base, duration_minutes: 4 }, 'duration_minutes', 'Value must be greater than or equal to {min}'],
      [{ ...base, guests: ['x'.repeat(121)] }, 'guests.0', 'Please enter maximum {maxlength} characters'],
      [{ ...base, board: undefined }, 'board', MEETING_MSG.subject],
      [{ ...base, descriptor: 2_000_000_000 }, 'descriptor', MEETING_MSG.descriptor],
      [{ ...base, attendees: [ids.user.frTeacher] }, 'attendees', MEETING_MSG.attendee],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post('/api/v1/meetings/', body);
      expect(res.status, `${field}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error.fields?.[field]?.message ?? res.body.error.message, field).toBe(message);
    }
    expect(await meetingCount()).toBe(before);
  });

  it('lists, filters and orders meetings the caller may see', async () => {
    const { meeting, board } = await teamMeeting();
    const c = await as('teacher');
    const byBoard = await c.get<TMeetingList>(`/api/v1/meetings/?board=${board}`);
    expect(byBoard.status).toBe(200);
    expect(byBoard.body.results.map((m) => m.id)).toEqual([meeting.id]);
    expect(byBoard.body.abilities.create).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const upcoming = await c.get<TMeetingList>(`/api/v1/meetings/?school=${ids.aspen}&from=${today}&status=scheduled&pageSize=100`);
    expect(upcoming.body.results.some((m) => m.id === meeting.id)).toBe(true);
    const starts = upcoming.body.results.map((m) => m.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect((await c.get(`/api/v1/meetings/?kind=nope`)).status).toBe(400);
    expect((await c.get(`/api/v1/meetings/?from=2026-05-02&to=2026-05-01`)).status).toBe(400);
    // Another district sees none of Aspen's meetings.
    const fr = await (await as('frAdmin')).get<TMeetingList>(`/api/v1/meetings/?school=${ids.aspen}`);
    expect(fr.body.count).toBe(0);
  });
});

describe('meetings: who may be invited', () => {
  it('lists the staff who may attend, by subject, for those who may schedule there', async () => {
    const b = await aspenBoard();
    const team = await (await as('schoolLeader')).get<{ results: { id: number; name: string }[] }>(`/api/v1/meetings/people/?kind=team&board=${b.board}`);
    expect(team.status, JSON.stringify(team.body)).toBe(200);
    expect(team.body.results.map((p) => p.id)).toEqual(expect.arrayContaining([ids.user.teacher, ids.user.schoolLeader, ids.user.districtAdmin]));
    // A school meeting invites the school's admins and leaders and the district's staff, not its teachers.
    const school = await (await as('districtAdmin')).get<{ results: { id: number }[] }>(`/api/v1/meetings/people/?kind=school&school=${ids.aspen}`);
    expect(school.status).toBe(200);
    expect(school.body.results.map((p) => p.id)).toContain(ids.user.schoolLeader);
    expect(school.body.results.map((p) => p.id)).not.toContain(ids.user.teacher);
    expect((await (await as('teacher')).get(`/api/v1/meetings/people/?kind=school&school=${ids.aspen}`)).status).toBe(403);
    expect((await (await as('frAdmin')).get(`/api/v1/meetings/people/?kind=team&board=${b.board}`)).status).toBe(404);
    expect((await (await as('schoolLeader')).get(`/api/v1/meetings/people/?kind=team`)).status).toBe(400);
  });
});

describe('meetings: tenancy and roles', () => {
  it('answers 401 to anonymous callers and 404 to another district, changing nothing', async () => {
    const { meeting } = await teamMeeting();
    const anon = server.client();
    expect((await anon.get(`/api/v1/meetings/${meeting.id}/`)).status).toBe(401);
    expect((await anon.get('/api/v1/meetings/')).status).toBe(401);
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/meetings/${meeting.id}/`)).status, m).toBe(404);
      expect((await c.patch(`/api/v1/meetings/${meeting.id}/`, { version: meeting.version, location: 'Mine' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/meetings/${meeting.id}/`)).status, m).toBe(404);
      expect((await c.post(`/api/v1/meetings/${meeting.id}/start/`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/meetings/${meeting.id}/notes/`)).status, m).toBe(404);
    }
    expect(await rowOf(meeting.id)).toMatchObject({ status: 'scheduled', location: 'Library', version: 1 });
  });

  it('refuses roles without the permission (403) and changes nothing', async () => {
    const { meeting, board } = await teamMeeting();
    const staff = await as('schoolStaff');
    expect((await staff.get(`/api/v1/meetings/${meeting.id}/`)).status).toBe(200);
    expect((await staff.patch(`/api/v1/meetings/${meeting.id}/`, { version: meeting.version, location: 'Gym' })).status).toBe(403);
    expect((await staff.post(`/api/v1/meetings/${meeting.id}/start/`)).status).toBe(403);
    expect((await staff.delete(`/api/v1/meetings/${meeting.id}/`)).status).toBe(403);
    const descriptor = await aspenDescriptor();
    expect((await staff.post('/api/v1/meetings/', { kind: 'team', board, descriptor, starts_at: inAWeek() })).status).toBe(403);
    expect(await rowOf(meeting.id)).toMatchObject({ status: 'scheduled', location: 'Library', version: 1 });
  });
});

describe('meetings: changes and deletion', () => {
  it('changes with the version read, answers 409 when stale, and re-sends the invitation when the time changes', async () => {
    const { meeting } = await teamMeeting();
    const c = await as('teacher');
    const later = new Date(Date.now() + 8 * 86_400_000).toISOString();
    const res = await c.patch<TMeeting>(`/api/v1/meetings/${meeting.id}/`, { version: meeting.version, starts_at: later, location: 'Room 12' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ version: 2, location: 'Room 12' });
    const updates = await server.db
      .select()
      .from(sentEmails)
      .where(sql`${sentEmails.subject} like 'Updated:%'`)
      .orderBy(desc(sentEmails.id))
      .limit(2);
    expect(updates).toHaveLength(2);
    expect(updates[0]!.attachments![0]!.content).toContain('SEQUENCE:1');
    const stale = await c.patch(`/api/v1/meetings/${meeting.id}/`, { version: meeting.version, location: 'Stale' });
    expect(stale.status).toBe(409);
    expect(await rowOf(meeting.id)).toMatchObject({ location: 'Room 12', version: 2 });
  });

  it('deletes only scheduled meetings, sending a cancellation', async () => {
    const { meeting } = await teamMeeting();
    const c = await as('schoolLeader');
    expect((await c.delete(`/api/v1/meetings/${meeting.id}/`)).status).toBe(204);
    expect(await rowOf(meeting.id)).toBeUndefined();
    const [cancel] = await server.db
      .select()
      .from(sentEmails)
      .where(sql`${sentEmails.subject} like 'Cancelled:%'`)
      .orderBy(desc(sentEmails.id))
      .limit(1);
    expect(cancel!.attachments![0]!.content).toContain('METHOD:CANCEL');
    const other = (await teamMeeting()).meeting;
    expect((await c.post(`/api/v1/meetings/${other.id}/start/`)).status).toBe(200);
    const refused = await c.delete(`/api/v1/meetings/${other.id}/`);
    expect(refused.status).toBe(409);
    expect(await rowOf(other.id)).toBeDefined();
  });
});
