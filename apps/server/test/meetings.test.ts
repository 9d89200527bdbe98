/**
 * Meetings through real HTTP (issue 10, sections 1, 5 and 7): scheduling with invitations (.ics),
 * lists and filters, changes with versions, deletion, the status steps with the recap sent once,
 * notes in sections with the 409 that carries both texts, the student panel, tenancy and roles,
 * and a realtime event reaching a subscribed socket.
 */
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { and, desc, eq, sql } from 'drizzle-orm';
import {
  actions,
  auditEvents,
  boardCategories,
  boardMembers,
  boards,
  configItems,
  configLists,
  meetingNoteSections,
  meetings,
  norms,
  sentEmails,
  students,
  type CastMember,
} from '@ss/db';
import { MEETING_MSG, ZMeeting, type TMeeting, type TMeetingList, type TMeetingNote, type TMeetingNotes, type TMeetingStudentPanel, type TWsServerMessage } from '@ss/domain';
import { eventually, type ApiClient, type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const meetingCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(meetings))[0]!.n;
const rowOf = async (id: number) => (await server.db.select().from(meetings).where(eq(meetings.id, id)))[0];

/** A custom board in Aspen holding two of its students, the teacher a member. */
async function aspenBoard() {
  const [b] = await server.db.insert(boards).values({ district_id: ids.en, school_id: ids.aspen, kind: 'custom', title: 'Meeting test board' }).returning();
  const [cat] = await server.db.insert(boardCategories).values({ board_id: b!.id, position: 0, title: 'Tier 1', color: '#2e7d32', is_default: true }).returning();
  const kids = await server.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active')))
    .orderBy(students.id)
    .limit(3);
  for (const [i, k] of kids.slice(0, 2).entries())
    await server.db.execute(sql`insert into board_placements (board_id, student_id, category_id, position) values (${b!.id}, ${k.id}, ${cat!.id}, ${i})`);
  await server.db.insert(boardMembers).values({ board_id: b!.id, user_id: ids.user.teacher });
  return { board: b!.id, onBoard: kids.slice(0, 2).map((k) => k.id), offBoard: kids[2]!.id };
}

/** The descriptors that apply in Aspen (the system default list unless customised). */
async function aspenDescriptor(): Promise<number> {
  const res = await (await as('schoolLeader')).get<{ items: { id: number; active: boolean }[] }>(`/api/v1/config/meeting-descriptors/?school=${ids.aspen}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.find((i) => i.active)!.id;
}

/** The district's own school-meeting descriptors and school textboxes (district-only lists). */
async function districtLists(districtId: number) {
  const [d] = await server.db.insert(configLists).values({ kind: 'district-meeting-descriptors', district_id: districtId }).onConflictDoNothing().returning();
  const list =
    d ??
    (
      await server.db
        .select()
        .from(configLists)
        .where(and(eq(configLists.kind, 'district-meeting-descriptors'), eq(configLists.district_id, districtId)))
    )[0]!;
  const [item] = await server.db.insert(configItems).values({ list_id: list.id, position: 99, label_en: 'Quarterly review', label_fr: 'Bilan trimestriel' }).returning();
  const [t] = await server.db.insert(configLists).values({ kind: 'school-textboxes', district_id: districtId }).onConflictDoNothing().returning();
  const tlist =
    t ??
    (
      await server.db
        .select()
        .from(configLists)
        .where(and(eq(configLists.kind, 'school-textboxes'), eq(configLists.district_id, districtId)))
    )[0]!;
  const [box] = await server.db.insert(configItems).values({ list_id: tlist.id, position: 99, label_en: 'Successes this term', label_fr: 'Réussites de l’étape' }).returning();
  return { descriptor: item!.id, textbox: box!.id };
}

const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');

async function teamMeeting(m: CastMember = 'schoolLeader', over: Record<string, unknown> = {}) {
  const b = await aspenBoard();
  const descriptor = await aspenDescriptor();
  const res = await (
    await as(m)
  ).post<TMeeting>('/api/v1/meetings/', {
    kind: 'team',
    board: b.board,
    descriptor,
    starts_at: inAWeek(),
    location: 'Library',
    attendees: [ids.user.teacher, ids.user.schoolLeader],
    guests: ['Dr. Roy'],
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { meeting: res.body, ...b, descriptor };
}

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

describe('meetings: running, notes and the recap', () => {
  it('starts with the norms copied, finishes with one recap, reopens for leaders only, and no second recap', async () => {
    const { meeting, onBoard } = await teamMeeting();
    await server.db.insert(norms).values([
      { district_id: ids.en, school_id: ids.aspen, position: 1, text: 'Start and end on time' },
      { district_id: ids.en, school_id: ids.aspen, position: 2, text: 'Assume good intent' },
    ]);
    const scheduled = await (await as('teacher')).get<TMeeting>(`/api/v1/meetings/${meeting.id}/`);
    expect(scheduled.body.norms.map((n) => n.text)).toEqual(expect.arrayContaining(['Start and end on time', 'Assume good intent']));
    const leader = await as('schoolLeader');
    const started = await leader.post<TMeeting>(`/api/v1/meetings/${meeting.id}/start/`);
    expect(started.status).toBe(200);
    expect(started.body.status).toBe('in_progress');
    expect(started.body.norms.length).toBeGreaterThanOrEqual(2);
    expect((await leader.patch(`/api/v1/meetings/${meeting.id}/norms/1/`, { reviewed: true })).body).toMatchObject({ position: 1, reviewed: true });
    expect((await leader.patch(`/api/v1/meetings/${meeting.id}/attendees/${ids.user.teacher}/`, { absent: true })).body).toMatchObject({ id: ids.user.teacher, absent: true });

    // A note on a student of the board, its key issue, and an action agreed in the meeting.
    const teacher = await as('teacher');
    const note = await teacher.post<TMeetingNote>(`/api/v1/meetings/${meeting.id}/notes/`, { student: onBoard[0] });
    expect(note.status).toBe(201);
    const saved = await teacher.request('PUT', `/api/v1/meetings/${meeting.id}/notes/${note.body.id}/sections/key_issue/`, { body: 'Reading fluency', version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await server.db.insert(actions).values({
      district_id: ids.en,
      school_id: ids.aspen,
      name: 'Daily reading check-in',
      responsible_id: ids.user.teacher,
      completion_date: '2030-01-31',
      student_id: onBoard[0],
      meeting_id: meeting.id,
      meeting_note_id: note.body.id,
    });

    const recaps = async () =>
      (
        await server.db
          .select()
          .from(sentEmails)
          .where(sql`${sentEmails.subject} like 'Recap:%' and ${sentEmails.text_body} like ${`%/manage-board-meeting-note/${meeting.id}%`}`)
      ).length;
    const finished = await leader.post<TMeeting>(`/api/v1/meetings/${meeting.id}/finish/`);
    expect(finished.status).toBe(200);
    expect(finished.body.status).toBe('finished');
    expect(finished.body.recap_sent_at).not.toBeNull();
    expect(await recaps()).toBe(2);
    const [recap] = await server.db
      .select()
      .from(sentEmails)
      .where(sql`${sentEmails.subject} like 'Recap:%'`)
      .orderBy(desc(sentEmails.id))
      .limit(1);
    expect(recap!.text_body).toContain('Reading fluency');
    expect(recap!.text_body).toContain('Daily reading check-in');
    // The day agreed in the product's date format (it read "by 2030-01-31").
    expect(recap!.text_body).toContain('Daily reading check-in, by Jan 31, 2030');

    // A teacher may not reopen; a leader may; finishing again sends nothing more.
    expect((await teacher.post(`/api/v1/meetings/${meeting.id}/reopen/`)).status).toBe(403);
    expect((await leader.post(`/api/v1/meetings/${meeting.id}/reopen/`)).status).toBe(200);
    expect((await leader.post(`/api/v1/meetings/${meeting.id}/finish/`)).status).toBe(200);
    expect(await recaps()).toBe(2);
    // Finished meetings cannot be edited.
    const row = await rowOf(meeting.id);
    expect((await leader.patch(`/api/v1/meetings/${meeting.id}/`, { version: row!.version, location: 'Late' })).status).toBe(409);
    const audit = await server.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(and(eq(auditEvents.target_type, 'meeting'), eq(auditEvents.target_id, String(meeting.id))));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['meeting.started', 'meeting.finished', 'meeting.reopened', 'meeting.norm_reviewed', 'meeting.attendee_marked']),
    );
  });

  it('answers a stale section save with 409 carrying both texts, and changes nothing', async () => {
    const { meeting, onBoard, offBoard } = await teamMeeting();
    const leader = await as('schoolLeader');
    const teacher = await as('teacher');
    // Not in progress yet: notes cannot be written.
    expect((await teacher.post(`/api/v1/meetings/${meeting.id}/notes/`, { student: onBoard[0] })).status).toBe(409);
    await leader.post(`/api/v1/meetings/${meeting.id}/start/`);
    const note = (await teacher.post<TMeetingNote>(`/api/v1/meetings/${meeting.id}/notes/`, { student: onBoard[0] })).body;
    // The same student again returns the same note; a student not on the board is refused.
    const again = await leader.post<TMeetingNote>(`/api/v1/meetings/${meeting.id}/notes/`, { student: onBoard[0] });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(note.id);
    const outside = await leader.post(`/api/v1/meetings/${meeting.id}/notes/`, { student: offBoard });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields.student.message).toBe(MEETING_MSG.student);

    const path = `/api/v1/meetings/${meeting.id}/notes/${note.id}/sections/context/`;
    const first = await teacher.request<{ version: number }>('PUT', path, { body: 'Teacher’s text', version: 0 });
    expect(first.status).toBe(200);
    expect(first.body.version).toBe(1);
    const stale = await leader.request('PUT', path, { body: 'Leader’s text', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({
      code: 'conflict',
      message: MEETING_MSG.sectionConflict,
      current: { body: 'Teacher’s text', version: 1, updated_by: { id: ids.user.teacher } },
    });
    const [row] = await server.db
      .select()
      .from(meetingNoteSections)
      .where(and(eq(meetingNoteSections.note_id, note.id), eq(meetingNoteSections.section, 'context')));
    expect(row).toMatchObject({ body: 'Teacher’s text', version: 1 });
    expect((await leader.request('PUT', path, { body: 'x'.repeat(20001), version: 1 })).status).toBe(400);
    expect((await leader.request('PUT', `/api/v1/meetings/${meeting.id}/notes/${note.id}/sections/bogus/`, { body: 'x', version: 0 })).status).toBe(400);

    const notes = await teacher.get<TMeetingNotes>(`/api/v1/meetings/${meeting.id}/notes/`);
    expect(notes.body.notes.find((n) => n.id === note.id)!.sections).toEqual([expect.objectContaining({ section: 'context', body: 'Teacher’s text', version: 1 })]);
    const audit = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'meeting.note_saved')).orderBy(desc(auditEvents.id)).limit(1);
    expect(JSON.stringify(audit[0]!.details)).not.toContain('Teacher’s text');

    // The panel: everything the run page shows for the student.
    const panel = await teacher.get<TMeetingStudentPanel>(`/api/v1/meetings/${meeting.id}/students/${onBoard[0]}/panel/`);
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    expect(panel.body.student.id).toBe(onBoard[0]);
    expect((await teacher.get(`/api/v1/meetings/${meeting.id}/students/${offBoard}/panel/`)).status).toBe(400);
  });

  it('gives a school meeting one section per district textbox', async () => {
    const lists = await districtLists(ids.en);
    const admin = await as('districtAdmin');
    const created = await admin.post<TMeeting>('/api/v1/meetings/', {
      kind: 'school',
      school: ids.aspen,
      descriptor: lists.descriptor,
      starts_at: inAWeek(),
      attendees: [ids.user.schoolLeader, ids.user.districtLeader],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.descriptor).toBe('Quarterly review');
    // Each invitation links to the workspace its reader can enter: the school's leader cannot enter the district's.
    const invited = await server.db
      .select({ to: sentEmails.to_address, text: sentEmails.text_body })
      .from(sentEmails)
      .where(
        sql`${sentEmails.subject} like 'Invitation:%' and (${sentEmails.text_body} like ${`%/school-meeting/${created.body.id}%`} or ${sentEmails.text_body} like ${`%?meeting=${created.body.id}%`})`,
      );
    const linkFor = (to: string) => invited.find((e) => e.to === to)?.text ?? '';
    expect(linkFor('school.leader@demo.test')).toContain(`/school/${ids.en}/${ids.aspen}/school-meeting/${created.body.id}`);
    expect(linkFor('district.leader@demo.test')).toContain(`/district/${ids.en}/schools/${ids.aspen}/school-profile/start-school-meeting?meeting=${created.body.id}`);
    await admin.post(`/api/v1/meetings/${created.body.id}/start/`);
    const general = await admin.post<TMeetingNote>(`/api/v1/meetings/${created.body.id}/notes/`, {});
    expect(general.status).toBe(201);
    const notes = await admin.get<TMeetingNotes>(`/api/v1/meetings/${created.body.id}/notes/`);
    expect(notes.body.sections).toContainEqual({ key: `textbox:${lists.textbox}`, label: 'Successes this term' });
    const saved = await admin.request('PUT', `/api/v1/meetings/${created.body.id}/notes/${general.body.id}/sections/textbox:${lists.textbox}/`, {
      body: 'Attendance up',
      version: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // A school's teacher does not see school meetings; a school leader does.
    expect((await (await as('teacher')).get(`/api/v1/meetings/${created.body.id}/`)).status).toBe(404);
    expect((await (await as('schoolLeader')).get(`/api/v1/meetings/${created.body.id}/`)).status).toBe(200);
  });
});

describe('meetings: notes by scope', () => {
  it('shows a teacher only the notes of students in their scope at a meeting spanning two schools', async () => {
    const [b] = await server.db.insert(boards).values({ district_id: ids.en, kind: 'integrated', title: 'Transition team' }).returning();
    await server.db.execute(sql`insert into board_schools (board_id, school_id) values (${b!.id}, ${ids.aspen}), (${b!.id}, ${ids.riverbend})`);
    const [cat] = await server.db.insert(boardCategories).values({ board_id: b!.id, position: 0, title: 'Tier 1', color: '#2e7d32', is_default: true }).returning();
    const pick = async (school: number) =>
      (
        await server.db
          .select({ id: students.id })
          .from(students)
          .where(and(eq(students.school_id, school), eq(students.status, 'active')))
          .orderBy(students.id)
          .limit(1)
      )[0]!.id;
    const aspenKid = await pick(ids.aspen);
    const riverKid = await pick(ids.riverbend);
    await server.db.execute(
      sql`insert into board_placements (board_id, student_id, category_id, position) values (${b!.id}, ${aspenKid}, ${cat!.id}, 0), (${b!.id}, ${riverKid}, ${cat!.id}, 1)`,
    );
    const admin = await as('districtAdmin');
    const people = await admin.get<{ results: { id: number }[] }>(`/api/v1/meetings/people/?kind=team&board=${b!.id}`);
    expect(people.body.results.map((p) => p.id)).toContain(ids.user.teacher);
    const created = await admin.post<TMeeting>('/api/v1/meetings/', {
      kind: 'team',
      board: b!.id,
      descriptor: (await admin.get<{ items: { id: number }[] }>(`/api/v1/config/meeting-descriptors/?district=${ids.en}`)).body.items[0]!.id,
      starts_at: inAWeek(),
      attendees: [ids.user.teacher],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await admin.post(`/api/v1/meetings/${created.body.id}/start/`);
    const aspenNote = (await admin.post<TMeetingNote>(`/api/v1/meetings/${created.body.id}/notes/`, { student: aspenKid })).body;
    const riverNote = (await admin.post<TMeetingNote>(`/api/v1/meetings/${created.body.id}/notes/`, { student: riverKid })).body;
    const teacher = await as('teacher');
    const seen = await teacher.get<TMeetingNotes>(`/api/v1/meetings/${created.body.id}/notes/`);
    expect(seen.status).toBe(200);
    expect(seen.body.notes.map((n) => n.id)).toEqual([aspenNote.id]);
    // Writing into the other school's student's note is as if it did not exist.
    expect((await teacher.request('PUT', `/api/v1/meetings/${created.body.id}/notes/${riverNote.id}/sections/notes/`, { body: 'x', version: 0 })).status).toBe(404);
    expect((await teacher.request('PUT', `/api/v1/meetings/${created.body.id}/notes/${aspenNote.id}/sections/notes/`, { body: 'Fine', version: 0 })).status).toBe(200);
    const all = await admin.get<TMeetingNotes>(`/api/v1/meetings/${created.body.id}/notes/`);
    expect(all.body.notes.map((n) => n.id).sort()).toEqual([aspenNote.id, riverNote.id].sort());
  });
});

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

describe('meetings: realtime', () => {
  it('delivers a saved section to a socket subscribed to the meeting', async () => {
    const { meeting, onBoard } = await teamMeeting();
    const leader = await as('schoolLeader');
    await leader.post(`/api/v1/meetings/${meeting.id}/start/`);
    const note = (await leader.post<TMeetingNote>(`/api/v1/meetings/${meeting.id}/notes/`, { student: onBoard[1] })).body;
    const watcher: ApiClient = await server.as('teacher');
    const ws = new WebSocket(server.baseUrl.replace('http', 'ws') + '/ws', {
      headers: { origin: server.baseUrl, cookie: [...watcher.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const messages: TWsServerMessage[] = [];
    ws.on('message', (d) => messages.push(JSON.parse(d.toString()) as TWsServerMessage));
    await new Promise((resolve, reject) => (ws.on('open', resolve), ws.on('error', reject)));
    try {
      ws.send(JSON.stringify({ type: 'subscribe', channel: `meeting:${meeting.id}` }));
      await eventually(async () => messages.find((m) => m.type === 'subscribed'));
      const saved = await leader.request('PUT', `/api/v1/meetings/${meeting.id}/notes/${note.id}/sections/notes/`, { body: 'Live', version: 0 });
      expect(saved.status).toBe(200);
      const event = await eventually(async () => messages.find((m) => m.type === 'event' && m.event.kind === 'section_saved'));
      expect(event).toMatchObject({
        channel: `meeting:${meeting.id}`,
        event: { kind: 'section_saved', note_id: note.id, student_id: onBoard[1], section: 'notes', version: 1, by: ids.user.schoolLeader },
      });
      // Another district's user cannot subscribe.
      const fr = await server.as('frTeacher');
      const ws2 = new WebSocket(server.baseUrl.replace('http', 'ws') + '/ws', {
        headers: { origin: server.baseUrl, cookie: [...fr.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      const m2: TWsServerMessage[] = [];
      ws2.on('message', (d) => m2.push(JSON.parse(d.toString()) as TWsServerMessage));
      await new Promise((resolve) => ws2.on('open', resolve));
      ws2.send(JSON.stringify({ type: 'subscribe', channel: `meeting:${meeting.id}` }));
      expect(await eventually(async () => m2.find((m) => m.type === 'error'))).toMatchObject({ code: 'not_found' });
      ws2.close();
    } finally {
      ws.close();
    }
  });
});

describe('meetings: demo data', () => {
  it('gives each demo school finished team meetings with notes, norms, celebrations and linked actions, and a meeting next week', async () => {
    for (const school of [ids.aspen, ids.riverbend, ids.troisPonts, ids.beausejour]) {
      const rows = await server.db
        .select()
        .from(meetings)
        .where(and(eq(meetings.school_id, school), eq(meetings.kind, 'team')));
      expect(rows.filter((m) => m.status === 'finished').length, `school ${school}`).toBeGreaterThanOrEqual(2);
      expect(rows.filter((m) => m.status === 'scheduled' && m.starts_at > new Date()).length, `school ${school}`).toBeGreaterThanOrEqual(1);
    }
    const linked = await server.db
      .select({ status: actions.status })
      .from(actions)
      .where(sql`${actions.meeting_id} is not null and ${actions.meeting_note_id} is not null`);
    expect(new Set(linked.map((a) => a.status))).toEqual(new Set(['incomplete', 'in_progress', 'complete', 'abandoned']));
    for (const district of [ids.en, ids.fr]) {
      const kinds = await server.db.select({ kind: meetings.kind, status: meetings.status }).from(meetings).where(eq(meetings.district_id, district));
      expect(kinds).toContainEqual({ kind: 'school', status: 'finished' });
      expect(kinds).toContainEqual({ kind: 'district', status: 'scheduled' });
    }
    // The francophone district's meetings are in French, their norms too.
    const [fr] = await server.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.school_id, ids.troisPonts), eq(meetings.kind, 'team'), eq(meetings.status, 'finished')))
      .limit(1);
    const read = await (await as('frAdmin')).get<TMeeting>(`/api/v1/meetings/${fr!.id}/`);
    expect(read.status).toBe(200);
    expect(read.body.norms.map((n) => n.text)).toContain('Présumer de la bonne foi');
    const notes = await (await as('frAdmin')).get<TMeetingNotes>(`/api/v1/meetings/${fr!.id}/notes/`);
    expect(notes.body.notes.length).toBeGreaterThanOrEqual(2);
    expect(notes.body.notes[0]!.sections.map((s) => s.section).sort()).toEqual(['context', 'key_issue', 'notes']);
    // The next meeting's panel on a student discussed before shows those notes, the agreed action and the celebration.
    const [next] = await server.db
      .select()
      .from(meetings)
      .where(and(eq(meetings.board_id, fr!.board_id!), eq(meetings.status, 'scheduled')))
      .limit(1);
    const upcoming = await (await as('frAdmin')).get<TMeeting>(`/api/v1/meetings/${next!.id}/`);
    // Celebrations since the last finished meeting of the board: its students' successes after it (none in the demo), not the earlier ones.
    expect(upcoming.body.celebrations_since_last_meeting.every((c) => c.celebrated_on > fr!.starts_at.toISOString().slice(0, 10))).toBe(true);
    const studentId = notes.body.notes.find((n) => n.student)!.student!.id;
    const panel = await (await as('frAdmin')).get<TMeetingStudentPanel>(`/api/v1/meetings/${next!.id}/students/${studentId}/panel/`);
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    expect(panel.body.previous_notes.length).toBeGreaterThanOrEqual(1);
    expect(panel.body.previous_notes[0]!.sections.map((s) => s.section).sort()).toEqual(['context', 'key_issue', 'notes']);
    expect(panel.body.previous_notes[0]!.sections[0]!.updated_by).not.toBeNull();
    expect(panel.body.student.grade_label_fr).toBeTruthy();
  });
});
