/**
 * Running a meeting through real HTTP (issue 10, sections 1 and 7): the status steps with the recap sent once,
 * notes in sections with the 409 that carries both texts, notes by scope, and a saved section reaching a
 * subscribed socket.
 */
import { describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { and, desc, eq, sql } from 'drizzle-orm';
import { actions, auditEvents, boardCategories, boards, meetingNoteSections, norms, sentEmails, students } from '@ss/db';
import { MEETING_MSG, type TMeeting, type TMeetingNote, type TMeetingNotes, type TMeetingStudentPanel, type TWsServerMessage } from '@ss/domain';
import { eventually, type ApiClient } from './harness.ts';
import { server, ids, as, rowOf, districtLists, inAWeek, teamMeeting, withMeetingsServer } from './meetings-fixtures.ts';

withMeetingsServer();

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
