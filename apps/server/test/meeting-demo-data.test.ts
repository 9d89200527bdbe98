/**
 * The demo data's meetings (issue 10): finished team meetings with notes, norms, celebrations and linked actions
 * in each demo school, a meeting next week, and the run page's student panel on them.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { actions, meetings } from '@ss/db';
import { type TMeeting, type TMeetingNotes, type TMeetingStudentPanel } from '@ss/domain';
import { server, ids, as, withMeetingsServer } from './meetings-fixtures.ts';

withMeetingsServer();

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
