/**
 * Restricted notes through real HTTP (issue 24, section 2): for each kind of note (a meeting note's
 * section, a profile note, a support's comment) the author restricts it; a teacher outside the circle
 * gets the placeholder's facts and never the text on every read path (meeting notes, the student panel,
 * the recap e-mail, the profile, the supports list and detail); a named person and a school leader read
 * it, audited; break-glass asks for a reason and is audited with it; no audit row holds the text; and
 * the refusals (not signed in, other district, role without permission, bad input) change nothing.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, boardMembers, meetingNoteSections, sentEmails, studentProfileValues, students, studentSupports } from '@ss/db';
import type { TMeetingNote, TMeetingNotes, TMeetingStudentPanel, TNoteRestriction, TStudentProfile, TStudentSupport, TStudentSupportList } from '@ss/domain';
import { server, ids, as, teamMeeting, withMeetingsServer } from './meetings-fixtures.ts';

withMeetingsServer();

type ErrorBody = { error: { message: string; fields?: Record<string, { message: string }> } };

const auditText = async () => (await server.db.execute(sql`select coalesce(string_agg(details::text, ' '), '') as t from audit_events`)) as unknown as { rows: { t: string }[] };
const auditHas = async (secret: string) => (await auditText()).rows[0]!.t.includes(secret);
const auditRows = async (action: string, ref: string) =>
  server.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), sql`${auditEvents.details}->>'ref' = ${ref}`));

const restrictionUrl = (kind: string, ref: string) => `/api/v1/restricted_notes/${kind}/${ref}/restriction/`;
const breakGlassUrl = (kind: string, ref: string) => `/api/v1/restricted_notes/${kind}/${ref}/break_glass/`;

/** Break-glass: no reason, a short one and one of spaces are refused with the spec's messages and audited as nothing; a real one answers the text once, audited with the reason. */
async function breakGlassChecks(kind: string, ref: string, secret: string) {
  const admin = await as('districtAdmin');
  const before = (await auditRows('restricted_note.break_glass', ref)).length;
  const none = await admin.post<ErrorBody>(breakGlassUrl(kind, ref), {});
  expect(none.status).toBe(400);
  expect(none.body.error.fields?.reason?.message).toBe('Required');
  const short = await admin.post<ErrorBody>(breakGlassUrl(kind, ref), { reason: 'why' });
  expect(short.status).toBe(400);
  expect(short.body.error.fields?.reason?.message).toBe('Please enter at least {minlength} characters');
  expect((await auditRows('restricted_note.break_glass', ref)).length).toBe(before);
  // A teacher outside the circle may not break the glass; another district's admin does not even find the note.
  expect((await (await as('schoolStaff')).post(breakGlassUrl(kind, ref), { reason: 'I would like to read it please' })).status).toBe(403);
  expect([403, 404]).toContain((await (await as('frAdmin')).post(breakGlassUrl(kind, ref), { reason: 'I would like to read it please' })).status);
  expect((await server.client().post(breakGlassUrl(kind, ref), { reason: 'I would like to read it please' })).status).toBe(401);
  const res = await admin.post<{ text: string; restriction: TNoteRestriction }>(breakGlassUrl(kind, ref), { reason: 'Family request under review' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.text).toBe(secret);
  const rows = await auditRows('restricted_note.break_glass', ref);
  expect(rows.length).toBe(before + 1);
  expect(rows.at(-1)!.details).toMatchObject({ kind, ref, reason: 'Family request under review' });
  expect(rows.at(-1)!.actor_user_id).toBe(ids.user.districtAdmin);
}

describe('restricted notes: a meeting note’s section', () => {
  it('restricted by its author: outsiders get the placeholder everywhere, the circle reads it (audited), break-glass needs a reason', async () => {
    const secret = 'SECRET-MEETING-Family situation described in confidence';
    const { meeting, onBoard, board } = await teamMeeting('schoolLeader', { attendees: [ids.user.teacher, ids.user.schoolLeader, ids.user.multiTeacher] });
    await server.db.insert(boardMembers).values({ board_id: board, user_id: ids.user.multiTeacher }).onConflictDoNothing();
    const leader = await as('schoolLeader');
    expect((await leader.post(`/api/v1/meetings/${meeting.id}/start/`)).status).toBe(200);
    const teacher = await as('teacher');
    const note = await teacher.post<TMeetingNote>(`/api/v1/meetings/${meeting.id}/notes/`, { student: onBoard[0] });
    expect(note.status).toBe(201);
    const saved = await teacher.request('PUT', `/api/v1/meetings/${meeting.id}/notes/${note.body.id}/sections/key_issue/`, { body: secret, version: 0 });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ref = `${note.body.id}-key_issue`;

    // Refusals first: nothing changes.
    expect((await server.client().request('PUT', restrictionUrl('meeting_note_section', ref), { restricted: true })).status).toBe(401);
    expect([403, 404]).toContain((await (await as('schoolStaff')).request('PUT', restrictionUrl('meeting_note_section', ref), { restricted: true })).status);
    expect((await (await as('frAdmin')).request('PUT', restrictionUrl('meeting_note_section', ref), { restricted: true })).status).toBe(404);
    // multiTeacher reads the meeting but did not write the note, leads nothing and coordinates no plan there.
    expect((await (await as('multiTeacher')).request('PUT', restrictionUrl('meeting_note_section', ref), { restricted: true })).status).toBe(403);
    const bad = await teacher.request<ErrorBody>('PUT', restrictionUrl('meeting_note_section', ref), { restricted: 'yes' });
    expect(bad.status).toBe(400);
    const stranger = await teacher.request<ErrorBody>('PUT', restrictionUrl('meeting_note_section', ref), { restricted: true, people: [ids.user.frTeacher] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error.fields?.people?.message).toBe('Invalid value');
    expect((await teacher.request('PUT', restrictionUrl('meeting_note_section', `${note.body.id}-nope`), { restricted: true })).status).toBe(400);
    const [untouched] = await server.db
      .select()
      .from(meetingNoteSections)
      .where(and(eq(meetingNoteSections.note_id, note.body.id), eq(meetingNoteSections.section, 'key_issue')));
    expect(untouched!.restricted).toBe(false);

    // The author restricts it.
    const restricted = await teacher.request<TNoteRestriction>('PUT', restrictionUrl('meeting_note_section', ref), { restricted: true, people: [] });
    expect(restricted.status, JSON.stringify(restricted.body)).toBe(200);
    expect(restricted.body).toMatchObject({ restricted: true, hidden: false, restricted_by: { id: ids.user.teacher }, author: { id: ids.user.teacher } });

    // A teacher outside the circle: the meeting's notes, the section's save and the student panel of a later meeting never carry it.
    const outsider = await as('multiTeacher');
    const notes = await outsider.get<TMeetingNotes>(`/api/v1/meetings/${meeting.id}/notes/`);
    expect(notes.status).toBe(200);
    expect(JSON.stringify(notes.body)).not.toContain(secret);
    const section = notes.body.notes.find((n) => n.id === note.body.id)!.sections.find((s) => s.section === 'key_issue')!;
    expect(section.body).toBe('');
    expect(section.restriction).toMatchObject({
      restricted: true,
      hidden: true,
      author: { id: ids.user.teacher, name: 'Hannah Lee' },
      people: [],
      abilities: { break_glass: false },
    });
    const overwrite = await outsider.request('PUT', `/api/v1/meetings/${meeting.id}/notes/${note.body.id}/sections/key_issue/`, { body: 'Overwritten', version: 1 });
    expect(overwrite.status).toBe(403);
    expect(JSON.stringify(overwrite.body)).not.toContain(secret);
    const later = await teamMeeting('schoolLeader', { attendees: [ids.user.teacher, ids.user.multiTeacher] });
    await server.db.insert(boardMembers).values({ board_id: later.board, user_id: ids.user.multiTeacher }).onConflictDoNothing();
    const panel = await outsider.get<TMeetingStudentPanel>(`/api/v1/meetings/${later.meeting.id}/students/${onBoard[0]}/panel/`);
    expect(panel.status, JSON.stringify(panel.body)).toBe(200);
    expect(JSON.stringify(panel.body)).not.toContain(secret);
    expect(panel.body.previous_notes.find((p) => p.note_id === note.body.id)?.sections.find((s) => s.section === 'key_issue')?.restriction?.hidden).toBe(true);

    // The author names multiTeacher: now they read it, and the opening is audited without the text.
    const named = await teacher.request<TNoteRestriction>('PUT', restrictionUrl('meeting_note_section', ref), { restricted: true, people: [ids.user.multiTeacher] });
    expect(named.status).toBe(200);
    expect(named.body.people).toEqual([{ id: ids.user.multiTeacher, name: 'Ben Carter' }]);
    const opened = (await auditRows('restricted_note.opened', ref)).length;
    const asNamed = await outsider.get<TMeetingNotes>(`/api/v1/meetings/${meeting.id}/notes/`);
    expect(asNamed.body.notes.find((n) => n.id === note.body.id)!.sections.find((s) => s.section === 'key_issue')!.body).toBe(secret);
    expect((await auditRows('restricted_note.opened', ref)).length).toBe(opened + 1);
    expect((await auditRows('restricted_note.opened', ref)).at(-1)!.actor_user_id).toBe(ids.user.multiTeacher);

    // A school leader is in the circle by definition.
    const asLeader = await leader.get<TMeetingNotes>(`/api/v1/meetings/${meeting.id}/notes/`);
    expect(asLeader.body.notes.find((n) => n.id === note.body.id)!.sections.find((s) => s.section === 'key_issue')!.body).toBe(secret);

    // The district's admin is outside the circle: the placeholder, and break-glass.
    const asAdmin = await (await as('districtAdmin')).get<TMeetingNotes>(`/api/v1/meetings/${meeting.id}/notes/`);
    const adminSection = asAdmin.body.notes.find((n) => n.id === note.body.id)!.sections.find((s) => s.section === 'key_issue')!;
    expect(adminSection.body).toBe('');
    expect(adminSection.restriction?.abilities.break_glass).toBe(true);
    await breakGlassChecks('meeting_note_section', ref, secret);

    // The recap e-mail carries the placeholder to every attendee, never the text.
    expect((await leader.post(`/api/v1/meetings/${meeting.id}/finish/`)).status).toBe(200);
    const recaps = await server.db
      .select()
      .from(sentEmails)
      .where(sql`${sentEmails.subject} like 'Recap:%' and ${sentEmails.text_body} like ${`%/manage-board-meeting-note/${meeting.id}%`}`);
    expect(recaps.length).toBeGreaterThan(0);
    for (const r of recaps) {
      expect(r.text_body).not.toContain(secret);
      expect(r.text_body).toContain('Restricted note — by Hannah Lee, on');
    }
    expect(await auditHas(secret)).toBe(false);
  });
});

describe('restricted notes: a profile note', () => {
  it('restricted by its author: outsiders get the placeholder in the profile and cannot write over it; the circle reads it; break-glass', async () => {
    const secret = 'SECRET-PROFILE-Health information shared by the family';
    const [kid] = await server.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active')))
      .orderBy(students.id)
      .offset(5)
      .limit(1);
    const teacher = await as('teacher');
    const profile = await teacher.get<TStudentProfile>(`/api/v1/students/${kid!.id}/profile/`);
    expect(profile.status).toBe(200);
    const item = [...profile.body.textboxes, ...profile.body.programming_notes].find((i) => i.active)!;
    expect(item).toBeDefined();
    expect((await teacher.request('PUT', `/api/v1/students/${kid!.id}/profile_values/`, { values: [{ item_id: item.item_id, value: secret }] })).status).toBe(204);
    const ref = `${kid!.id}-${item.item_id}`;

    expect((await server.client().request('PUT', restrictionUrl('profile_note', ref), { restricted: true })).status).toBe(401);
    expect((await (await as('frAdmin')).request('PUT', restrictionUrl('profile_note', ref), { restricted: true })).status).toBe(404);
    expect((await (await as('schoolStaff')).request('PUT', restrictionUrl('profile_note', ref), { restricted: true })).status).toBe(403);
    const restricted = await teacher.request<TNoteRestriction>('PUT', restrictionUrl('profile_note', ref), { restricted: true });
    expect(restricted.status, JSON.stringify(restricted.body)).toBe(200);

    const outsider = await as('multiTeacher');
    const seen = await outsider.get<TStudentProfile>(`/api/v1/students/${kid!.id}/profile/`);
    expect(seen.status).toBe(200);
    expect(JSON.stringify(seen.body)).not.toContain(secret);
    const shown = [...seen.body.textboxes, ...seen.body.programming_notes].find((i) => i.item_id === item.item_id)!;
    expect(shown.value).toBe('');
    expect(shown.restriction).toMatchObject({ restricted: true, hidden: true, author: { id: ids.user.teacher } });
    // The outsider's form sends what it has ('' clears): the restricted note is left as it is.
    expect((await outsider.request('PUT', `/api/v1/students/${kid!.id}/profile_values/`, { values: [{ item_id: item.item_id, value: '' }] })).status).toBe(204);
    const [row] = await server.db
      .select()
      .from(studentProfileValues)
      .where(and(eq(studentProfileValues.student_id, kid!.id), eq(studentProfileValues.item_id, item.item_id)));
    expect(row!.value).toBe(secret);

    // The author rewrites it inside the circle: the audit names the item, not the text (before the restriction
    // the profile's audit held values as they were written, as it still does for notes that are not restricted).
    const rewrite = 'REWRITTEN-Health information, now restricted';
    expect((await teacher.request('PUT', `/api/v1/students/${kid!.id}/profile_values/`, { values: [{ item_id: item.item_id, value: rewrite }] })).status).toBe(204);
    expect(await auditHas(rewrite)).toBe(false);

    const asLeader = await (await as('schoolAdmin')).get<TStudentProfile>(`/api/v1/students/${kid!.id}/profile/`);
    expect([...asLeader.body.textboxes, ...asLeader.body.programming_notes].find((i) => i.item_id === item.item_id)!.value).toBe(rewrite);
    expect((await auditRows('restricted_note.opened', ref)).at(-1)!.actor_user_id).toBe(ids.user.schoolAdmin);

    await breakGlassChecks('profile_note', ref, rewrite);
    expect(await auditHas(rewrite)).toBe(false);

    // Lifting it: everyone who reads the profile reads it again.
    expect((await teacher.request('PUT', restrictionUrl('profile_note', ref), { restricted: false })).status).toBe(200);
    const again = await outsider.get<TStudentProfile>(`/api/v1/students/${kid!.id}/profile/`);
    expect([...again.body.textboxes, ...again.body.programming_notes].find((i) => i.item_id === item.item_id)!.value).toBe(rewrite);
  });
});

describe('restricted notes: a support’s comment', () => {
  it('restricted by its author: the list and the detail hide it outside the circle; a change outside it keeps the comment; break-glass', async () => {
    const secret = 'SECRET-SUPPORT-Counselling referral details';
    const [kid] = await server.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active')))
      .orderBy(students.id)
      .offset(6)
      .limit(1);
    const [given] = await server.db
      .insert(studentSupports)
      .values({
        district_id: ids.en,
        school_id: ids.aspen,
        student_id: kid!.id,
        name: 'Check-in, check-out',
        type: 'strategy',
        start_date: '2026-09-01',
        notes: secret,
        created_by: ids.user.teacher,
      })
      .returning();
    const ref = String(given!.id);
    const teacher = await as('teacher');

    expect((await server.client().request('PUT', restrictionUrl('support_comment', ref), { restricted: true })).status).toBe(401);
    expect((await (await as('frAdmin')).request('PUT', restrictionUrl('support_comment', ref), { restricted: true })).status).toBe(404);
    expect((await (await as('multiTeacher')).request('PUT', restrictionUrl('support_comment', ref), { restricted: true })).status).toBe(403);
    const tooMany = await teacher.request<ErrorBody>('PUT', restrictionUrl('support_comment', ref), { restricted: true, people: Array.from({ length: 51 }, (_, i) => i + 1) });
    expect(tooMany.status).toBe(400);
    expect((await server.db.select().from(studentSupports).where(eq(studentSupports.id, given!.id)))[0]!.restricted).toBe(false);

    // A plan coordinator of the school may restrict it too (Marcus Bell leads Aspen and coordinates its plans); then the author names nobody.
    expect((await (await as('schoolLeader')).request('PUT', restrictionUrl('support_comment', ref), { restricted: true })).status).toBe(200);
    expect((await teacher.request('PUT', restrictionUrl('support_comment', ref), { restricted: true, people: [] })).status).toBe(200);

    const outsider = await as('multiTeacher');
    const list = await outsider.get<TStudentSupportList>(`/api/v1/student_supports/?student=${kid!.id}`);
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(secret);
    const inList = list.body.results.find((r) => r.id === given!.id)!;
    expect(inList.notes).toBeNull();
    expect(inList.notes_restriction).toMatchObject({ restricted: true, hidden: true });
    const detail = await outsider.get<TStudentSupport>(`/api/v1/student_supports/${given!.id}/`);
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).not.toContain(secret);
    // A change by a writer outside the circle leaves the comment as it is.
    const changed = await outsider.patch(`/api/v1/student_supports/${given!.id}/`, { version: detail.body.version, notes: null, frequency: 'Daily' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(JSON.stringify(changed.body)).not.toContain(secret);
    const [after] = await server.db.select().from(studentSupports).where(eq(studentSupports.id, given!.id));
    expect(after!.notes).toBe(secret);
    expect(after!.frequency).toBe('Daily');

    const asAuthor = await teacher.get<TStudentSupport>(`/api/v1/student_supports/${given!.id}/`);
    expect(asAuthor.body.notes).toBe(secret);
    await breakGlassChecks('support_comment', ref, secret);
    expect(await auditHas(secret)).toBe(false);
  });
});
