/**
 * What the run page needs of a team meeting on a team board (issue 10, section 1 "Run"): a team
 * board's students follow its rules (a grade) and have no placement until someone moves them, yet
 * they are the meeting's students — their note opens, their panel answers, their sections save — and a
 * student of another grade is refused with the message, nothing written.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { boardPlacements, meetingNotes, students } from '@ss/db';
import { MEETING_MSG, type TMeeting, type TMeetingNote, type TMeetingStudentPanel } from '@ss/domain';
import type { TestServer } from './harness.ts';
import { activeStudentsOfGrade, signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

describe('meetings on a team board of rules', () => {
  it('takes the students of the board’s grade (no placement) and refuses another grade', async () => {
    const leader = await as('schoolLeader');
    const board = await leader.post<{ id: number }>('/api/v1/boards/', {
      school_id: ids.aspen,
      kind: 'team',
      title: 'Grade 3 meeting board',
      categories: [{ title: 'Tier 1', color: '#2f9e44', is_default: true }],
      grades: ['3'],
    });
    expect(board.status, JSON.stringify(board.body)).toBe(201);
    const descriptors = await leader.get<{ items: { id: number; active: boolean }[] }>(`/api/v1/config/meeting-descriptors/?school=${ids.aspen}`);
    const created = await leader.post<TMeeting>('/api/v1/meetings/', {
      kind: 'team',
      board: board.body.id,
      descriptor: descriptors.body.items.find((i) => i.active)!.id,
      starts_at: inAnHour(),
      attendees: [ids.user.schoolLeader, ids.user.teacher],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id;
    expect((await leader.post(`/api/v1/meetings/${id}/start/`)).status).toBe(200);

    const [student] = await activeStudentsOfGrade(server.db, ids.aspen, '3');
    expect(student).toBeDefined();
    const placed = await server.db.select().from(boardPlacements).where(eq(boardPlacements.board_id, board.body.id));
    expect(placed).toHaveLength(0);

    const note = await leader.post<TMeetingNote>(`/api/v1/meetings/${id}/notes/`, { student });
    expect([200, 201], JSON.stringify(note.body)).toContain(note.status);
    expect(note.body.student?.id).toBe(student);
    const panel = await leader.get<TMeetingStudentPanel>(`/api/v1/meetings/${id}/students/${student}/panel/`);
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    expect(panel.body.student.id).toBe(student);
    const saved = await (await as('teacher')).request('PUT', `/api/v1/meetings/${id}/notes/${note.body.id}/sections/key_issue/`, { body: 'Reading fluency', version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    // A celebration added during the meeting shows in the student's panel and since the last meeting.
    const today = new Date().toISOString().slice(0, 10);
    const celebrated = await leader.post('/api/v1/celebrations/', {
      school: ids.aspen,
      student,
      meeting: id,
      celebrated_on: today,
      title: 'Read a chapter book',
      led_to_success: 'Paired reading',
    });
    expect(celebrated.status, JSON.stringify(celebrated.body)).toBe(201);
    const panelAfter = await leader.get<TMeetingStudentPanel>(`/api/v1/meetings/${id}/students/${student}/panel/`);
    expect(
      panelAfter.body.celebrations.map((c) => c.title),
      JSON.stringify(panelAfter.body.celebrations),
    ).toContain('Read a chapter book');
    const meetingAfter = await leader.get<TMeeting>(`/api/v1/meetings/${id}/`);
    expect(meetingAfter.body.celebrations_since_last_meeting.map((c) => c.title)).toContain('Read a chapter book');

    const [other] = await server.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active'), ne(students.grade, '3')))
      .limit(1);
    const before = (
      await server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(meetingNotes)
        .where(eq(meetingNotes.meeting_id, id))
    )[0]!.n;
    const refused = await leader.post(`/api/v1/meetings/${id}/notes/`, { student: other!.id });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain(MEETING_MSG.student);
    expect((await leader.get(`/api/v1/meetings/${id}/students/${other!.id}/panel/`)).status).not.toBe(200);
    const after = (
      await server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(meetingNotes)
        .where(eq(meetingNotes.meeting_id, id))
    )[0]!.n;
    expect(after).toBe(before);
  });
});
