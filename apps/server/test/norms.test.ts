/** Team norms (issue 10, section 2) through real HTTP: refusals, input, order, and meetings keeping their copies. */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { auditEvents, meetingNorms, meetings, norms } from '@ss/db';
import { NORM_MSG, ZNorm, ZNormList, type TNorm, type TNormList } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const rowsOf = (schoolId: number | null, districtId: number) =>
  server.db
    .select()
    .from(norms)
    .where(and(eq(norms.district_id, districtId), schoolId === null ? isNull(norms.school_id) : eq(norms.school_id, schoolId)))
    .orderBy(norms.position);
const normCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(norms))[0]!.n;

async function add(school: number, text: string): Promise<TNorm> {
  const res = await (await as('schoolLeader')).post<TNorm>('/api/v1/norms/', { school, text });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}
async function listOf(query: string, m: Parameters<typeof as>[0] = 'schoolLeader'): Promise<TNormList> {
  const res = await (await as(m)).get<TNormList>(`/api/v1/norms/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('norms: sign-in, tenancy, permissions', () => {
  it('answers 401 to anonymous callers on every route and changes nothing', async () => {
    const n = await add(ids.aspen, 'Start and end on time');
    const c = server.client();
    const before = await normCount();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/norms/?school=${ids.aspen}`],
      ['POST', '/api/v1/norms/', { school: ids.aspen, text: 'X' }],
      ['PUT', '/api/v1/norms/order/', { school: ids.aspen, ids: [n.id] }],
      ['PATCH', `/api/v1/norms/${n.id}/`, { version: n.version, text: 'X' }],
      ['DELETE', `/api/v1/norms/${n.id}/`],
    ];
    for (const [method, path, b] of calls) expect((await c.request(method, path, b)).status, `${method} ${path}`).toBe(401);
    expect(await normCount()).toBe(before);
  });

  it('hides another district’s norms (404) and lets it change nothing', async () => {
    const n = await add(ids.aspen, 'Assume good intentions');
    const before = await normCount();
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/norms/?school=${ids.aspen}`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/norms/?district=${ids.en}`)).status, m).toBe(404);
      expect((await c.post('/api/v1/norms/', { school: ids.aspen, text: 'Mine' })).status, m).toBe(404);
      expect((await c.post('/api/v1/norms/', { district: ids.en, text: 'Mine' })).status, m).toBe(404);
      expect((await c.patch(`/api/v1/norms/${n.id}/`, { version: n.version, text: 'Mine' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/norms/${n.id}/`)).status, m).toBe(404);
      expect((await c.request('PUT', '/api/v1/norms/order/', { school: ids.aspen, ids: [n.id] })).status, m).toBe(404);
    }
    expect(await normCount()).toBe(before);
    expect((await server.db.select().from(norms).where(eq(norms.id, n.id)))[0]).toMatchObject({ text: 'Assume good intentions', version: 1 });
  });

  it('lets everyone in scope read, only leaders and admins change (403 otherwise), and says so in abilities', async () => {
    const n = await add(ids.aspen, 'Listen to understand');
    const before = await normCount();
    for (const m of ['teacher', 'schoolStaff'] as const) {
      const list = await listOf(`school=${ids.aspen}`, m);
      expect(list.abilities.create, m).toBe(false);
      expect(list.results.find((x) => x.id === n.id)?.abilities, m).toEqual({ update: false, delete: false });
      const c = await as(m);
      expect((await c.post('/api/v1/norms/', { school: ids.aspen, text: 'Teacher’s' })).status, m).toBe(403);
      expect((await c.patch(`/api/v1/norms/${n.id}/`, { version: n.version, active: false })).status, m).toBe(403);
      expect((await c.delete(`/api/v1/norms/${n.id}/`)).status, m).toBe(403);
      expect((await c.request('PUT', '/api/v1/norms/order/', { school: ids.aspen, ids: [n.id] })).status, m).toBe(403);
    }
    // School people read their district's norms; only the district's admins and leaders change them.
    expect((await listOf(`district=${ids.en}`, 'teacher')).abilities.create).toBe(false);
    expect((await (await as('schoolLeader')).post('/api/v1/norms/', { district: ids.en, text: 'Not mine' })).status).toBe(403);
    expect((await listOf(`district=${ids.en}`, 'districtLeader')).abilities.create).toBe(true);
    // A suspended school is closed.
    const suspended = await (await as('districtAdmin')).post('/api/v1/norms/', { school: ids.maple, text: 'X' });
    expect(suspended.status).toBe(403);
    expect(await normCount()).toBe(before);
  });
});

describe('norms: input', () => {
  it('answers the spec’s messages for bad input and writes nothing', async () => {
    const c = await as('schoolLeader');
    const n = await add(ids.aspen, 'Be present');
    const before = await normCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ school: ids.aspen, text: '   ' }, 'text', 'Required'],
      [{ school: ids.aspen, text: 'x'.repeat(501) }, 'text', 'Please enter maximum {maxlength} characters'],
      [{ text: 'No level' }, 'school', NORM_MSG.level],
      [{ school: ids.aspen, district: ids.en, text: 'Both' }, 'school', NORM_MSG.level],
      [{ school: ids.aspen, text: 'X', position: 2 }, 'position', 'Unknown field'],
    ];
    for (const [b, field, message] of cases) {
      const res = await c.post('/api/v1/norms/', b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    const badPatch = await c.patch(`/api/v1/norms/${n.id}/`, { version: n.version, text: '' });
    expect(badPatch.status).toBe(400);
    expect(badPatch.body.error.fields.text.message).toBe('Required');
    const noVersion = await c.patch(`/api/v1/norms/${n.id}/`, { text: 'X' });
    expect(noVersion.body.error.fields.version.message).toBe('Required');
    expect((await c.get('/api/v1/norms/')).body.error.fields.school.message).toBe(NORM_MSG.level);
    const badOrder = await c.request('PUT', '/api/v1/norms/order/', { school: ids.aspen, ids: [n.id] });
    expect(badOrder.status).toBe(400);
    expect(badOrder.body.error.fields.ids.message).toBe(NORM_MSG.order);
    const stale = await c.patch(`/api/v1/norms/${n.id}/`, { version: n.version + 5, text: 'Stale' });
    expect(stale.status).toBe(409);
    expect(await normCount()).toBe(before);
    expect((await server.db.select().from(norms).where(eq(norms.id, n.id)))[0]).toMatchObject({ text: 'Be present', version: 1 });
  });
});

describe('norms: lists, order, audit', () => {
  it('adds at the end, moves, reorders and deletes, keeping positions 0..n-1, each audited', async () => {
    const c = await as('schoolLeader');
    await server.db.delete(norms).where(eq(norms.school_id, ids.riverbend));
    const leader = await as('districtLeader');
    const made: TNorm[] = [];
    for (const text of ['One', 'Two', 'Three']) {
      const res = await leader.post<TNorm>('/api/v1/norms/', { school: ids.riverbend, text });
      expect(res.status).toBe(201);
      expect(ZNorm.strict().safeParse(res.body).success).toBe(true);
      made.push(res.body);
    }
    expect(made.map((n) => n.position)).toEqual([0, 1, 2]);
    const moved = await leader.patch<TNorm>(`/api/v1/norms/${made[2]!.id}/`, { version: made[2]!.version, position: 0 });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body).toMatchObject({ position: 0, version: 2 });
    expect((await rowsOf(ids.riverbend, ids.en)).map((r) => r.text)).toEqual(['Three', 'One', 'Two']);
    const order = await leader.request<TNormList>('PUT', '/api/v1/norms/order/', { school: ids.riverbend, ids: [made[0]!.id, made[1]!.id, made[2]!.id] });
    expect(order.status).toBe(200);
    expect(ZNormList.safeParse(order.body).success).toBe(true);
    expect(order.body.results.map((n) => n.text)).toEqual(['One', 'Two', 'Three']);
    expect((await leader.delete(`/api/v1/norms/${made[0]!.id}/`)).status).toBe(204);
    expect((await rowsOf(ids.riverbend, ids.en)).map((r) => [r.text, r.position])).toEqual([
      ['Two', 0],
      ['Three', 1],
    ]);
    const audit = await server.db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} like 'norm%'`)
      .orderBy(desc(auditEvents.id))
      .limit(3);
    expect(audit.map((a) => a.action)).toEqual(['norm.deleted', 'norms.reordered', 'norm.updated']);
    expect(audit[0]).toMatchObject({ school_id: ids.riverbend, district_id: ids.en, target_type: 'norm', target_id: String(made[0]!.id), actor_user_id: ids.user.districtLeader });
    expect(c).toBeDefined();
  });

  it('keeps a district’s norms apart from its schools’', async () => {
    const leader = await as('districtLeader');
    const res = await leader.post<TNorm>('/api/v1/norms/', { district: ids.en, text: 'District norm' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ school: null, district: ids.en });
    expect((await listOf(`district=${ids.en}`, 'districtLeader')).results.map((n) => n.id)).toContain(res.body.id);
    expect((await listOf(`school=${ids.aspen}`)).results.map((n) => n.id)).not.toContain(res.body.id);
  });
});

describe('norms: meetings keep what they copied', () => {
  it('counts started meetings, accepts unchecking a used norm, and never touches a meeting’s copy when the norm changes or goes', async () => {
    const c = await as('schoolLeader');
    const n = await add(ids.aspen, 'Phones away');
    const meeting = async (status: 'scheduled' | 'in_progress' | 'finished') => {
      const started = status === 'scheduled' ? null : new Date('2026-01-10T15:00:00Z');
      const [m] = await server.db
        .insert(meetings)
        .values({
          district_id: ids.en,
          school_id: ids.aspen,
          kind: 'school',
          descriptor: 'School review',
          starts_at: new Date('2026-01-10T15:00:00Z'),
          status,
          started_at: started,
          finished_at: status === 'finished' ? new Date('2026-01-10T16:00:00Z') : null,
        })
        .returning();
      await server.db.insert(meetingNorms).values({ meeting_id: m!.id, position: 0, norm_id: n.id, text: 'Phones away' });
      return m!.id;
    };
    const finished = await meeting('finished');
    await meeting('in_progress');
    await meeting('scheduled');
    const listed = (await listOf(`school=${ids.aspen}`)).results.find((x) => x.id === n.id)!;
    expect(listed.used_in_meetings).toBe(2);

    const unchecked = await c.patch<TNorm>(`/api/v1/norms/${n.id}/`, { version: n.version, active: false, text: 'Phones in the basket' });
    expect(unchecked.status).toBe(200);
    expect(unchecked.body).toMatchObject({ active: false, text: 'Phones in the basket', used_in_meetings: 2 });
    const copies = async () => server.db.select().from(meetingNorms).where(eq(meetingNorms.meeting_id, finished));
    expect((await copies())[0]).toMatchObject({ text: 'Phones away', norm_id: n.id });

    expect((await c.delete(`/api/v1/norms/${n.id}/`)).status).toBe(204);
    expect((await copies())[0]).toMatchObject({ text: 'Phones away', norm_id: null, position: 0 });
  });
});
