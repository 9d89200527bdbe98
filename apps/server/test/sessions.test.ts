/**
 * Sessions under the user's control (issue 24, section 5), through real HTTP: the list shows only the caller's
 * sessions with the address's range (never the address) and the device; ending one signs that cookie out at once
 * (401) and closes its socket; ending the others keeps the current one; another user's session is 404; admins end
 * all of a user's sessions (super admins anyone's, district admins their district's people; others refused);
 * changing the password ends the other sessions. Every ending is audited, with counts only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { WebSocket } from 'ws';
import { auditEvents, DEMO_PASSWORD, districtMemberships, hashPassword, schoolMemberships, sessions, users } from '@ss/db';
import type { TUserSession, TUserSessionList } from '@ss/domain';
import { ApiClient, eventually, startTestServer, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let server: TestServer;
let ids: DemoIds;
let passwordHash: string;
let seq = 0;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(() => server?.close());

/** A person of their own (ending sessions must not touch the cast's): a teacher of Aspen, or of Trois-Ponts. */
async function person(where: 'aspen' | 'troisPonts' = 'aspen') {
  const email = `sessions.${++seq}.${Date.now()}@demo.test`;
  const [u] = await server.db.insert(users).values({ email, first_name: 'Sam', last_name: 'Session', password_hash: passwordHash, agreed_version: 1 }).returning();
  await server.db.insert(schoolMemberships).values({ user_id: u!.id, school_id: ids[where], user_type: 'school_teacher' });
  await server.db.insert(districtMemberships).values({ user_id: u!.id, district_id: where === 'aspen' ? ids.en : ids.fr, user_type: 'school_teacher' });
  return { id: u!.id, email };
}

async function signedIn(email: string, userAgent = FIREFOX) {
  const c = new ApiClient(server.baseUrl);
  const res = await c.request('POST', '/api/v1/auth/', { email, password: DEMO_PASSWORD }, { 'user-agent': userAgent });
  expect(res.status).toBe(200);
  return c;
}

const list = async (c: ApiClient) => {
  const res = await c.get<TUserSessionList>('/api/v1/sessions/');
  expect(res.status).toBe(200);
  return res.body.results;
};

const lastAudit = async (userId: number) =>
  (
    await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sessions_ended'), eq(auditEvents.target_id, String(userId))))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0];

function socketOf(c: ApiClient): Promise<{ ws: WebSocket; closed: { code: number } | null }> {
  const headers = { origin: server.baseUrl, cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
  const ws = new WebSocket(server.baseUrl.replace('http', 'ws') + '/ws', { headers });
  return new Promise((resolve, reject) => {
    ws.on('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
    ws.on('open', () => {
      const s = { ws, closed: null as { code: number } | null };
      ws.on('close', (code) => (s.closed = { code }));
      resolve(s);
    });
  });
}

describe('GET /api/v1/sessions/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get('/api/v1/sessions/')).status).toBe(401);
    expect((await server.client().post('/api/v1/sessions/end_others/')).status).toBe(401);
    expect((await server.client().delete(`/api/v1/sessions/${'a'.repeat(32)}/`)).status).toBe(401);
  });

  it('lists only my sessions, the current one marked, with the device and the address range only', async () => {
    const me = await person();
    const other = await person();
    const laptop = await signedIn(me.email, FIREFOX);
    const phone = await signedIn(me.email, IPHONE);
    await signedIn(other.email);
    // Addresses as a proxy would give them: the answer shows their ranges, never them.
    const rows = await server.db.select().from(sessions).where(eq(sessions.user_id, me.id));
    const phoneRow = rows.find((r) => r.user_agent === IPHONE)!;
    const laptopRow = rows.find((r) => r.user_agent === FIREFOX)!;
    await server.db.update(sessions).set({ ip: '203.0.113.77' }).where(eq(sessions.id_hash, laptopRow.id_hash));
    await server.db.update(sessions).set({ ip: '2001:db8:abcd:12::99' }).where(eq(sessions.id_hash, phoneRow.id_hash));

    const res = await laptop.get<TUserSessionList>('/api/v1/sessions/');
    expect(res.status).toBe(200);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('203.0.113.77');
    expect(text).not.toContain('2001:db8:abcd:12::99');
    expect(text).not.toContain(laptopRow.id_hash);
    expect(res.body.results).toHaveLength(2);
    const [first, second] = res.body.results as [TUserSession, TUserSession];
    expect(first).toMatchObject({ current: true, device: 'desktop', browser: 'Firefox', os: 'Linux', ip_range: '203.0.113.0/24' });
    expect(second).toMatchObject({ current: false, device: 'mobile', browser: 'Safari', os: 'iOS', ip_range: '2001:db8:abcd::/48' });
    expect(first.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(first.created_at)).not.toBeNaN();
    expect(Date.parse(first.last_seen_at)).not.toBeNaN();
    // From the phone, the phone is the current one.
    expect((await list(phone)).find((s) => s.current)!.device).toBe('mobile');
  });
});

describe('DELETE /api/v1/sessions/{id}/', () => {
  it('ends one of mine: that cookie is signed out at once and its socket closes; audited without addresses', async () => {
    const me = await person();
    const laptop = await signedIn(me.email);
    const phone = await signedIn(me.email, IPHONE);
    const socket = await socketOf(phone);
    const target = (await list(laptop)).find((s) => !s.current)!;
    expect((await laptop.delete(`/api/v1/sessions/${target.id}/`)).status).toBe(204);
    expect((await phone.get('/api/v1/current_user/')).status).toBe(401);
    expect((await laptop.get('/api/v1/current_user/')).status).toBe(200);
    await eventually(async () => socket.closed ?? undefined);
    expect(socket.closed).toEqual({ code: 4401 });
    expect(await list(laptop)).toHaveLength(1);
    const audit = await lastAudit(me.id);
    expect(audit).toMatchObject({ actor_user_id: me.id, target_type: 'user', details: { scope: 'one', count: 1, current: false } });
    // Again: it is gone.
    expect((await laptop.delete(`/api/v1/sessions/${target.id}/`)).status).toBe(404);
  });

  it('ends the current session too (the cookie is cleared)', async () => {
    const me = await person();
    const c = await signedIn(me.email);
    const [current] = await list(c);
    expect((await c.delete(`/api/v1/sessions/${current!.id}/`)).status).toBe(204);
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
  });

  it("answers 404 for another user's session and for an unknown or malformed id, and ends nothing", async () => {
    const me = await person();
    const other = await person();
    const mine = await signedIn(me.email);
    const theirs = await signedIn(other.email);
    const [theirSession] = await list(theirs);
    expect((await mine.delete(`/api/v1/sessions/${theirSession!.id}/`)).status).toBe(404);
    expect((await mine.delete(`/api/v1/sessions/${'0'.repeat(32)}/`)).status).toBe(404);
    expect((await mine.delete('/api/v1/sessions/not-an-id/')).status).toBe(404);
    expect((await theirs.get('/api/v1/current_user/')).status).toBe(200);
    expect(await list(theirs)).toHaveLength(1);
  });
});

describe('POST /api/v1/sessions/end_others/', () => {
  it('ends every other session of mine, keeps the current one and nobody else’s', async () => {
    const me = await person();
    const other = await person();
    const keep = await signedIn(me.email);
    const a = await signedIn(me.email, IPHONE);
    const b = await signedIn(me.email);
    const theirs = await signedIn(other.email);
    const res = await keep.post('/api/v1/sessions/end_others/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await a.get('/api/v1/current_user/')).status).toBe(401);
    expect((await b.get('/api/v1/current_user/')).status).toBe(401);
    expect((await keep.get('/api/v1/current_user/')).status).toBe(200);
    expect((await theirs.get('/api/v1/current_user/')).status).toBe(200);
    expect(await lastAudit(me.id)).toMatchObject({ details: { scope: 'others', count: 2 } });
    // Nothing left to end.
    expect((await keep.post('/api/v1/sessions/end_others/')).body).toEqual({ ended: 0 });
  });
});

describe('POST /api/v1/users/{id}/end_sessions/ (admins)', () => {
  it('a district admin ends all sessions of their district’s person; their sockets close; audited', async () => {
    const target = await person();
    const one = await signedIn(target.email);
    const two = await signedIn(target.email, IPHONE);
    const socket = await socketOf(one);
    const admin = await server.as('districtAdmin');
    const res = await admin.post(`/api/v1/users/${target.id}/end_sessions/`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ended: 2 });
    expect((await one.get('/api/v1/current_user/')).status).toBe(401);
    expect((await two.get('/api/v1/current_user/')).status).toBe(401);
    await eventually(async () => socket.closed ?? undefined);
    expect(socket.closed).toEqual({ code: 4401 });
    expect(await lastAudit(target.id)).toMatchObject({ actor_user_id: ids.user.districtAdmin, district_id: ids.en, details: { scope: 'all', count: 2, by_admin: true } });
    // The admin's user page says they may.
    expect((await admin.get(`/api/v1/users/${target.id}/`)).body.abilities.end_sessions).toBe(true);
  });

  it('a super admin ends anyone’s', async () => {
    const target = await person('troisPonts');
    const c = await signedIn(target.email);
    const res = await (await server.as('super')).post(`/api/v1/users/${target.id}/end_sessions/`);
    expect(res.status).toBe(200);
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
  });

  it('refuses another district’s admin (404), school admins, leaders and teachers (403 or 404), and ends nothing', async () => {
    const target = await person();
    const c = await signedIn(target.email);
    expect((await (await server.as('frAdmin')).post(`/api/v1/users/${target.id}/end_sessions/`)).status).toBe(404);
    for (const m of ['schoolAdmin', 'schoolLeader', 'districtLeader', 'districtStaff', 'teacher'] as const) {
      const status = (await (await server.as(m)).post(`/api/v1/users/${target.id}/end_sessions/`)).status;
      expect([403, 404], m).toContain(status);
    }
    expect((await (await server.as('schoolAdmin')).get(`/api/v1/users/${target.id}/`)).body.abilities.end_sessions).toBe(false);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
    // A district admin never ends a super admin's sessions.
    expect([403, 404]).toContain((await (await server.as('districtAdmin')).post(`/api/v1/users/${ids.user.super}/end_sessions/`)).status);
    expect((await (await server.as('districtAdmin')).post('/api/v1/users/999999/end_sessions/')).status).toBe(404);
  });
});

describe('changing the password', () => {
  it('ends the other sessions and keeps the one that changed it', async () => {
    const me = await person();
    const keep = await signedIn(me.email);
    const other = await signedIn(me.email, IPHONE);
    const res = await keep.patch('/api/v1/users/password/', { current_password: DEMO_PASSWORD, password: 'a-much-longer-new-passphrase-42' });
    expect(res.status).toBeLessThan(300);
    expect((await other.get('/api/v1/current_user/')).status).toBe(401);
    expect((await keep.get('/api/v1/current_user/')).status).toBe(200);
    expect(await list(keep)).toHaveLength(1);
  });
});
