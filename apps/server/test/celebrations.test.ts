/** Celebrations (issue 10, section 3) through real HTTP: refusals, input, the links to a student and a meeting, lists and audit. */
import { describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { auditEvents, celebrations, meetings, type CastMember } from '@ss/db';
import { CELEBRATION_MSG, ZCelebration, type TCelebration, type TCelebrationList } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { activeStudentsOfGrade, signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const today = () => new Date().toISOString().slice(0, 10);
const count = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(celebrations))[0]!.n;
const rowOf = async (id: number) => (await server.db.select().from(celebrations).where(eq(celebrations.id, id)))[0];
const aspenStudent = async () => (await activeStudentsOfGrade(server.db, ids.aspen, '3'))[0]!;

async function create(m: CastMember, body: Record<string, unknown>): Promise<TCelebration> {
  const res = await (await as(m)).post<TCelebration>('/api/v1/celebrations/', { school: ids.aspen, title: 'Read a whole chapter aloud', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function list(m: CastMember, query: string): Promise<TCelebrationList> {
  const res = await (await as(m)).get<TCelebrationList>(`/api/v1/celebrations/?${query}`);
  expect(res.status, `${m} ${query}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
}

describe('celebrations: sign-in, tenancy, permissions', () => {
  it('answers 401 to anonymous callers on every route and changes nothing', async () => {
    const c0 = await create('teacher', { student: await aspenStudent() });
    const c = server.client();
    const before = await count();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/celebrations/?school=${ids.aspen}`],
      ['POST', '/api/v1/celebrations/', { school: ids.aspen, title: 'X' }],
      ['GET', `/api/v1/celebrations/${c0.id}/`],
      ['PATCH', `/api/v1/celebrations/${c0.id}/`, { version: c0.version, title: 'X' }],
      ['DELETE', `/api/v1/celebrations/${c0.id}/`],
    ];
    for (const [method, path, b] of calls) expect((await c.request(method, path, b)).status, `${method} ${path}`).toBe(401);
    expect(await count()).toBe(before);
    expect(await rowOf(c0.id)).toMatchObject({ title: 'Read a whole chapter aloud', version: 1 });
  });

  it('hides another district’s celebrations (404) and lets it change nothing', async () => {
    const student = await aspenStudent();
    const c0 = await create('teacher', { student });
    const before = await count();
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/celebrations/${c0.id}/`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/celebrations/?school=${ids.aspen}`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/celebrations/?student=${student}`)).status, m).toBe(404);
      expect((await c.post('/api/v1/celebrations/', { school: ids.aspen, title: 'Mine' })).status, m).toBe(404);
      expect((await c.patch(`/api/v1/celebrations/${c0.id}/`, { version: c0.version, title: 'Mine' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/celebrations/${c0.id}/`)).status, m).toBe(404);
    }
    expect(await count()).toBe(before);
    expect(await rowOf(c0.id)).toMatchObject({ title: 'Read a whole chapter aloud', version: 1 });
  });

  it('lets the author, leaders and admins change or delete; other readers get 403 and abilities say so', async () => {
    const c0 = await create('schoolLeader', { student: await aspenStudent(), title: 'Leader’s' });
    const before = await count();
    for (const m of ['teacher', 'schoolStaff'] as const) {
      const c = await as(m);
      const read = await c.get<TCelebration>(`/api/v1/celebrations/${c0.id}/`);
      expect(read.status, m).toBe(200);
      expect(read.body.abilities, m).toEqual({ update: false, delete: false });
      expect((await c.patch(`/api/v1/celebrations/${c0.id}/`, { version: c0.version, title: 'Mine' })).status, m).toBe(403);
      expect((await c.delete(`/api/v1/celebrations/${c0.id}/`)).status, m).toBe(403);
    }
    // The teacher's own celebration is theirs to change.
    const own = await create('teacher', { title: 'Teacher’s own' });
    expect(own.abilities).toEqual({ update: true, delete: true });
    const changed = await (await as('teacher')).patch<TCelebration>(`/api/v1/celebrations/${own.id}/`, { version: own.version, title: 'Teacher’s, changed' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Teacher’s, changed', version: 2 });
    // A suspended school is closed.
    const suspended = await (await as('districtAdmin')).post('/api/v1/celebrations/', { school: ids.maple, title: 'X' });
    expect(suspended.status).toBe(403);
    expect(await count()).toBe(before + 1);
    expect(await rowOf(c0.id)).toMatchObject({ title: 'Leader’s', version: 1 });
  });
});

describe('celebrations: input', () => {
  it('answers the spec’s messages for bad input and writes nothing', async () => {
    const c = await as('schoolLeader');
    const [riverbendStudent] = await activeStudentsOfGrade(server.db, ids.riverbend, '6').then((r) => (r.length ? r : activeStudentsOfGrade(server.db, ids.riverbend, '7')));
    const [frMeeting] = await server.db
      .insert(meetings)
      .values({ district_id: ids.fr, school_id: ids.troisPonts, kind: 'school', descriptor: 'Revue', starts_at: new Date('2026-01-05T14:00:00Z') })
      .returning();
    const [otherSchoolMeeting] = await server.db
      .insert(meetings)
      .values({ district_id: ids.en, school_id: ids.riverbend, kind: 'school', descriptor: 'Review', starts_at: new Date('2026-01-05T14:00:00Z') })
      .returning();
    const before = await count();
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', 'Required'],
      [{ title: 'x'.repeat(501) }, 'title', 'Please enter maximum {maxlength} characters'],
      [{ led_to_success: 'x'.repeat(2001) }, 'led_to_success', 'Please enter maximum {maxlength} characters'],
      [{ celebrated_on: '2026-02-30' }, 'celebrated_on', 'Invalid date format'],
      [{ celebrated_on: tomorrow }, 'celebrated_on', CELEBRATION_MSG.future],
      [{ student: riverbendStudent }, 'student', CELEBRATION_MSG.student],
      [{ meeting: frMeeting!.id }, 'meeting', CELEBRATION_MSG.meeting],
      [{ meeting: otherSchoolMeeting!.id }, 'meeting', CELEBRATION_MSG.meeting],
      [{ meeting: 999_999 }, 'meeting', CELEBRATION_MSG.meeting],
      [{ district: ids.en }, 'district', 'Unknown field'],
    ];
    for (const [over, field, message] of cases) {
      const res = await c.post('/api/v1/celebrations/', { school: ids.aspen, title: 'Good week', ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    expect((await c.get('/api/v1/celebrations/')).body.error.fields.school.message).toBe(CELEBRATION_MSG.place);
    const c0 = await create('schoolLeader', {});
    const stale = await c.patch(`/api/v1/celebrations/${c0.id}/`, { version: 9, title: 'Stale' });
    expect(stale.status).toBe(409);
    const badPatch = await c.patch(`/api/v1/celebrations/${c0.id}/`, { version: c0.version, student: riverbendStudent });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.error.fields.student.message).toBe(CELEBRATION_MSG.student);
    expect(await count()).toBe(before + 1);
    expect(await rowOf(c0.id)).toMatchObject({ title: 'Read a whole chapter aloud', version: 1, student_id: null });
  });
});

describe('celebrations: lists, meetings, audit', () => {
  it('creates with today as its day, names its student and meeting, lists by student, school and meeting, and audits without the texts', async () => {
    // A student the other tests leave alone.
    const student = (await activeStudentsOfGrade(server.db, ids.aspen, '3'))[1]!;
    const [m] = await server.db
      .insert(meetings)
      .values({ district_id: ids.en, school_id: ids.aspen, kind: 'student', student_id: student, descriptor: 'Student check-in', starts_at: new Date('2026-01-08T14:00:00Z') })
      .returning();
    const made = await create('teacher', { student, meeting: m!.id, title: 'First full week of attendance', led_to_success: 'Morning check-ins with Ms. Lee' });
    expect(ZCelebration.strict().safeParse(made).success).toBe(true);
    expect(made).toMatchObject({
      celebrated_on: today(),
      school: { id: ids.aspen },
      student: { id: student },
      meeting: { id: m!.id, name: 'Student check-in (2026-01-08)' },
      created_by: { id: ids.user.teacher },
    });
    const older = await create('schoolLeader', { student, celebrated_on: '2025-11-02', title: 'Older success' });
    const byStudent = await list('teacher', `student=${student}`);
    expect(byStudent.results.map((c) => c.id).slice(0, 2)).toEqual([made.id, older.id]);
    expect((await list('teacher', `student=${student}&since=2025-12-01`)).results.map((c) => c.id)).not.toContain(older.id);
    expect((await list('districtLeader', `meeting=${m!.id}`)).results.map((c) => c.id)).toEqual([made.id]);
    // Another district's people do not reach the meeting's list.
    expect((await (await as('frAdmin')).get(`/api/v1/celebrations/?meeting=${m!.id}`)).status).toBe(404);
    const schoolWide = await create('schoolLeader', { title: 'Reading week record' });
    const own = await list('schoolLeader', `school=${ids.aspen}&school_only=true`);
    expect(own.results.map((c) => c.id)).toContain(schoolWide.id);
    expect(own.results.map((c) => c.id)).not.toContain(made.id);
    expect(own.abilities.create).toBe(true);
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'celebration.created')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ school_id: ids.aspen, district_id: ids.en, target_type: 'celebration', target_id: String(schoolWide.id) });
    expect(JSON.stringify(audit!.details)).not.toContain('Reading week');

    expect((await (await as('schoolLeader')).delete(`/api/v1/celebrations/${made.id}/`)).status).toBe(204);
    expect(await rowOf(made.id)).toBeUndefined();
    const [gone] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'celebration.deleted')).orderBy(desc(auditEvents.id)).limit(1);
    expect(gone).toMatchObject({ target_id: String(made.id), student_id: student });
  });
});
