/** Access-matrix expectations of the meetings area (issue 10, section 1; see common.ts). */
import { eq, notInArray, sql } from 'drizzle-orm';
import { meetingAttendees, meetingNorms, meetingNotes, meetings } from '@ss/db';
import type { CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** Who sees a student meeting: whoever sees its student (the school's people, the district's admins and leaders). */
const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
/** Who schedules and runs one: the school's admins and leaders (districtStaff leads Aspen) and the student's teachers (none here). */
const LEAD: Record<Scope, CastMember[]> = { own: ['super', 'districtStaff', 'schoolAdmin', 'schoolLeader'], sibling: SUPER, other: SUPER, suspended: SUPER };
/** Who writes notes: those, and the attendees (each matrix meeting invites its scope's target user). */
const WRITE: Record<Scope, CastMember[]> = { own: [...LEAD.own, 'teacher'], sibling: SUPER, other: ['super', 'frTeacher'], suspended: SUPER };
/** Who reopens: admins and leaders of the school and of the district. */
const REOPEN: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};

async function districtOf(server: TestServer, schoolId: number): Promise<number> {
  const r = await server.db.execute(sql`select district_id from schools where id = ${schoolId}`);
  return (r as unknown as { rows: { district_id: number }[] }).rows[0]!.district_id;
}

const values = (t: Targets, scope: Scope, districtId: number) => ({
  district_id: districtId,
  school_id: t.school[scope],
  student_id: t.student[scope],
  kind: 'student' as const,
  descriptor: `Matrix ${scope}`,
  starts_at: new Date('2030-01-15T14:00:00Z'),
});

/** A scheduled student meeting on each scope's student, its target user invited, with a general note. */
export async function seedMatrixMeetings(server: TestServer, t: Targets): Promise<{ meeting: Record<Scope, number>; note: Record<Scope, number> }> {
  const meeting = {} as Record<Scope, number>;
  const note = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const districtId = await districtOf(server, t.school[scope]);
    const [m] = await server.db
      .insert(meetings)
      .values(values(t, scope, districtId))
      .returning({ id: meetings.id });
    await server.db.insert(meetingAttendees).values({ meeting_id: m!.id, user_id: t.user[scope] });
    const [n] = await server.db.insert(meetingNotes).values({ meeting_id: m!.id, district_id: districtId, school_id: t.school[scope] }).returning({ id: meetingNotes.id });
    meeting[scope] = m!.id;
    note[scope] = n!.id;
  }
  return { meeting, note };
}

/** Puts the matrix meetings back as they were: scheduled, same ids, attendee and note; meetings created by probes go. */
async function restoreMeetings() {
  const { server, targets } = matrix.ctx!;
  const ids = TENANT.map((s) => targets.meeting![s]);
  await server.db.delete(meetings).where(notInArray(meetings.id, ids));
  for (const scope of TENANT) {
    const id = targets.meeting![scope];
    const [found] = await server.db.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, id));
    const districtId = await districtOf(server, targets.school[scope]);
    if (!found) {
      const v = values(targets, scope, districtId);
      await server.db.execute(sql`insert into meetings (id, district_id, school_id, student_id, kind, descriptor, starts_at)
        overriding system value values (${id}, ${v.district_id}, ${v.school_id}, ${v.student_id}, 'student', ${v.descriptor}, ${v.starts_at.toISOString()})`);
      await server.db.insert(meetingAttendees).values({ meeting_id: id, user_id: targets.user[scope] });
      await server.db.execute(sql`insert into meeting_notes (id, meeting_id, district_id, school_id)
        overriding system value values (${targets.meetingNote![scope]}, ${id}, ${districtId}, ${targets.school[scope]})`);
    } else {
      await server.db.update(meetings).set({ status: 'scheduled', started_at: null, finished_at: null }).where(eq(meetings.id, id));
      await server.db.delete(meetingNorms).where(eq(meetingNorms.meeting_id, id));
    }
  }
}

const meeting = (t: Targets, s: Scope | null) => t.meeting![s!];
const at = (t: Targets, s: Scope | null, rest = '') => `/api/v1/meetings/${meeting(t, s)}/${rest}`;

export const meetingsSpecs: Record<string, Spec> = {
  // A list is filtered by what the caller sees: everyone signed in gets a page (an empty one outside their scope).
  'GET /api/v1/meetings/': { scopes: null, probe: () => ({ path: '/api/v1/meetings/?kind=student' }), allowed: () => 'signed-in' },
  // An unknown descriptor: an allowed caller gets past the rules to the 400, nobody creates anything.
  'POST /api/v1/meetings/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/meetings/', body: { kind: 'student', student: t.student[s!], descriptor: 2_000_000_000, starts_at: '2030-02-01T14:00:00Z' } }),
    allowed: (s) => LEAD[s!],
    ok: [400],
    after: restoreMeetings,
  },
  'GET /api/v1/meetings/people/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/meetings/people/?kind=student&student=${t.student[s!]}` }), allowed: (s) => LEAD[s!] },
  'GET /api/v1/meetings/:id/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s) }), allowed: (s) => READ[s!] },
  // The calendar file: exactly the meeting's readers.
  'GET /api/v1/meetings/:id/ics/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s, 'ics/') }), allowed: (s) => READ[s!] },
  // Version 0 is always stale: an allowed caller reaches the 409.
  'PATCH /api/v1/meetings/:id/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s), body: { version: 0, location: 'Matrix' } }), allowed: (s) => LEAD[s!], ok: [409] },
  'DELETE /api/v1/meetings/:id/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s) }), allowed: (s) => LEAD[s!], after: restoreMeetings },
  'POST /api/v1/meetings/:id/start/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s, 'start/') }), allowed: (s) => LEAD[s!], after: restoreMeetings },
  // The matrix meetings are scheduled: finishing and reopening reach the status rule (409) once allowed.
  'POST /api/v1/meetings/:id/finish/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s, 'finish/') }), allowed: (s) => LEAD[s!], ok: [409] },
  'POST /api/v1/meetings/:id/reopen/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s, 'reopen/') }), allowed: (s) => REOPEN[s!], ok: [409] },
  'PATCH /api/v1/meetings/:id/attendees/:userId/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: at(t, s, `attendees/${t.user[s!]}/`), body: { absent: false } }),
    allowed: (s) => LEAD[s!],
  },
  'PATCH /api/v1/meetings/:id/norms/:position/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: at(t, s, 'norms/1/'), body: { reviewed: true } }),
    allowed: (s) => LEAD[s!],
    ok: [409],
  },
  'GET /api/v1/meetings/:id/notes/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s, 'notes/') }), allowed: (s) => READ[s!] },
  // Notes are written while a meeting is in progress: an allowed writer reaches the 409 on a scheduled one.
  'POST /api/v1/meetings/:id/notes/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s, 'notes/'), body: {} }), allowed: (s) => WRITE[s!], ok: [409] },
  'PUT /api/v1/meetings/:id/notes/:noteId/sections/:section/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: at(t, s, `notes/${t.meetingNote![s!]}/sections/notes/`), body: { body: 'Matrix', version: 0 } }),
    allowed: (s) => WRITE[s!],
    ok: [409],
  },
  'GET /api/v1/meetings/:id/students/:studentId/panel/': { scopes: TENANT, probe: (t, s) => ({ path: at(t, s, `students/${t.student[s!]}/panel/`) }), allowed: (s) => READ[s!] },
};
