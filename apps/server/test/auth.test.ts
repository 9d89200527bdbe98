import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { auditEvents, CAST, hashPassword, sessions, users, type CastMember } from '@ss/db';
import { ZCurrentUser } from '@ss/domain';
import { sha256 } from '../src/lib/tokens.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const sessionCount = async () => (await server.db.select({ n: count() }).from(sessions))[0]!.n;

describe('POST /api/v1/auth/', () => {
  it('signs in with e-mail and password, returns a token and sets an HttpOnly session cookie', async () => {
    const c = server.client();
    const res = await c.post('/api/v1/auth/', { email: CAST.teacher, password: 'demo-password' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['token']);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('sessionid='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
  });

  it('accepts the e-mail in any case and stores only the hash of the token', async () => {
    const c = server.client();
    const token = await c.signIn('TEACHER@Demo.Test');
    const rows = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id_hash, sha256(token)));
    expect(rows).toHaveLength(1);
    const raw = await server.db.select().from(sessions).where(eq(sessions.id_hash, token));
    expect(raw).toHaveLength(0);
  });

  it('answers a wrong password and an unknown e-mail identically, and audits both', async () => {
    const c = server.client();
    const wrong = await c.post('/api/v1/auth/', { email: CAST.teacher, password: 'not-the-password' });
    const unknown = await c.post('/api/v1/auth/', { email: 'nobody@demo.test', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
    expect(unknown.body).toEqual(wrong.body);
    expect(c.cookies.has('sessionid')).toBe(false);
    const failures = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in'), eq(auditEvents.outcome, 'failure')))
      .orderBy(desc(auditEvents.id))
      .limit(2);
    expect(failures.map((f) => (f.details as { email: string }).email).sort()).toEqual(['nobody@demo.test', CAST.teacher].sort());
    expect(failures.every((f) => f.ip)).toBe(true);
  });

  it('audits a successful sign-in with the user and the IP', async () => {
    const c = server.client();
    await c.signIn(CAST.schoolLeader);
    const [user] = await server.db.select().from(users).where(eq(users.email, CAST.schoolLeader));
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in'), eq(auditEvents.actor_user_id, user!.id), eq(auditEvents.outcome, 'success')));
    expect(event).toMatchObject({ real_actor_user_id: user!.id, ip: expect.any(String) });
  });

  it('rejects bad input with the catalogue messages and creates no session', async () => {
    const before = await sessionCount();
    const c = server.client();
    const res = await c.post('/api/v1/auth/', { email: 'not-an-email', password: '', extra: true });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation');
    expect(res.body.error.fields).toEqual({
      email: { message: 'Invalid email' },
      password: { message: 'Required' },
      extra: { message: 'Unknown field' },
    });
    const missing = await c.post('/api/v1/auth/', {});
    expect(missing.body.error.fields).toEqual({ email: { message: 'Required' }, password: { message: 'Required' } });
    const tooLong = await c.post('/api/v1/auth/', { email: `${'a'.repeat(65)}@demo.test`, password: 'x'.repeat(129) });
    expect(tooLong.body.error.fields).toEqual({
      email: { message: 'Invalid email' },
      password: { message: 'Please enter maximum {maxlength} characters', params: { maxlength: 128 } },
    });
    const notJson = await c.request('POST', '/api/v1/auth/', undefined, { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.code).toBe('validation');
    expect(await sessionCount()).toBe(before);
  });

  it('refuses sign-in without the CSRF header, or with one that does not match the cookie', async () => {
    const before = await sessionCount();
    const c = server.client();
    c.csrf = false;
    await c.get('/api/v1/current_user/');
    const none = await c.post('/api/v1/auth/', { email: CAST.teacher, password: 'demo-password' });
    expect(none.status).toBe(403);
    expect(none.body.error.code).toBe('csrf');
    const wrong = await c.request('POST', '/api/v1/auth/', { email: CAST.teacher, password: 'demo-password' }, { 'x-csrftoken': 'forged' });
    expect(wrong.status).toBe(403);
    const noCookie = server.client();
    noCookie.csrf = false;
    const forged = await noCookie.request('POST', '/api/v1/auth/', { email: CAST.teacher, password: 'demo-password' }, { 'x-csrftoken': 'forged' });
    expect(forged.status).toBe(403);
    expect(await sessionCount()).toBe(before);
  });

  it('sets a readable csrftoken cookie on a first response', async () => {
    const res = await server.client().get('/api/v1/current_user/');
    const cookie = res.headers.getSetCookie().find((l) => l.startsWith('csrftoken='))!;
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/HttpOnly/i);
  });

  it('rotates the session id at sign-in: the session the request carried ends', async () => {
    const c = server.client();
    const first = await c.signIn(CAST.teacher);
    const second = await c.signIn(CAST.teacher);
    expect(second).not.toBe(first);
    expect(
      await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id_hash, sha256(first))),
    ).toHaveLength(0);
    const old = server.client();
    old.bearer = first;
    expect((await old.get('/api/v1/current_user/')).status).toBe(401);
  });
});

describe('POST /api/v1/admin_auth/', () => {
  it('signs in super users', async () => {
    const c = server.client();
    const res = await c.post('/api/v1/admin_auth/', { email: CAST.super, password: 'demo-password' });
    expect(res.status).toBe(200);
    expect((await c.get('/api/v1/current_user/')).body.is_super).toBe(true);
  });

  it('refuses everyone else with the same answer as a wrong password', async () => {
    const c = server.client();
    const res = await c.post('/api/v1/admin_auth/', { email: CAST.districtAdmin, password: 'demo-password' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'invalid_credentials', message: 'Invalid email or password' } });
    expect(c.cookies.has('sessionid')).toBe(false);
  });
});

describe('sessions', () => {
  it('accepts the token as a Bearer header', async () => {
    const token = await server.client().signIn(CAST.schoolAdmin);
    const c = server.client();
    c.bearer = token;
    const res = await c.get('/api/v1/current_user/');
    expect(res.status).toBe(200);
    expect(res.body.first_name).toBe('Grace');
  });

  it('expires an idle session', async () => {
    const c = server.client();
    const token = await c.signIn(CAST.teacher);
    const idle = new Date(Date.now() - server.runtime.ctx.config.sessionIdleMs - 1000);
    await server.db
      .update(sessions)
      .set({ last_seen_at: idle })
      .where(eq(sessions.id_hash, sha256(token)));
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
  });

  it('expires a session past its absolute lifetime even when active', async () => {
    const c = server.client();
    const token = await c.signIn(CAST.teacher);
    await server.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.id_hash, sha256(token)));
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
  });

  it('ends a deactivated user’s sessions on the next request and refuses new sign-ins', async () => {
    const [user] = await server.db
      .insert(users)
      .values({ email: 'leaving@demo.test', first_name: 'Lee', last_name: 'Ving', password_hash: await hashPassword('long-enough-pass') })
      .returning();
    const c = server.client();
    await c.signIn('leaving@demo.test', 'long-enough-pass');
    await server.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, user!.id));
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
    const again = await server.client().post('/api/v1/auth/', { email: 'leaving@demo.test', password: 'long-enough-pass' });
    expect(again.status).toBe(401);
    expect(await server.db.select().from(sessions).where(eq(sessions.user_id, user!.id))).toHaveLength(0);
  });

  it('re-hashes a password stored with weaker argon2 parameters at sign-in', async () => {
    const { hash } = await import('@node-rs/argon2');
    const weak = await hash('weak-params-pass', { algorithm: 2, memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await server.db.insert(users).values({ email: 'weak@demo.test', first_name: 'W', last_name: 'K', password_hash: weak });
    await server.client().signIn('weak@demo.test', 'weak-params-pass');
    const [row] = await server.db.select().from(users).where(eq(users.email, 'weak@demo.test'));
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await server.client().signIn('weak@demo.test', 'weak-params-pass');
  });
});

describe('POST /api/v1/logout/', () => {
  it('ends the session, clears the cookie and audits the sign-out', async () => {
    const c = server.client();
    const token = await c.signIn(CAST.teacher);
    const res = await c.post('/api/v1/logout/');
    expect(res.status).toBe(204);
    expect(c.cookies.has('sessionid')).toBe(false);
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
    const replay = server.client();
    replay.bearer = token;
    expect((await replay.get('/api/v1/current_user/')).status).toBe(401);
    const [event] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.sign_out')).orderBy(desc(auditEvents.id)).limit(1);
    expect(event).toBeDefined();
  });

  it('needs the CSRF header like every mutation', async () => {
    const c = server.client();
    await c.signIn(CAST.teacher);
    c.csrf = false;
    expect((await c.post('/api/v1/logout/')).status).toBe(403);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
  });
});

describe('GET /api/v1/current_user/', () => {
  it('answers 401 when signed out', async () => {
    const res = await server.client().get('/api/v1/current_user/');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: { code: 'unauthenticated', message: 'Please sign in to continue' } });
  });

  const expected: Record<CastMember, { is_super: boolean; district_level: boolean; district: string | null; schools: string[] }> = {
    super: { is_super: true, district_level: false, district: null, schools: [] },
    districtAdmin: { is_super: false, district_level: true, district: 'district_admin', schools: [] },
    districtLeader: { is_super: false, district_level: true, district: 'district_leader', schools: [] },
    districtStaff: { is_super: false, district_level: true, district: 'district_staff', schools: ['school_leader', 'school_staff'] },
    schoolAdmin: { is_super: false, district_level: false, district: 'school_admin', schools: ['school_admin'] },
    schoolLeader: { is_super: false, district_level: false, district: 'school_leader', schools: ['school_leader'] },
    teacher: { is_super: false, district_level: false, district: 'school_teacher', schools: ['school_teacher'] },
    schoolStaff: { is_super: false, district_level: false, district: 'school_staff', schools: ['school_staff'] },
    multiTeacher: { is_super: false, district_level: false, district: 'school_teacher', schools: ['school_teacher', 'school_teacher'] },
    suspendedTeacher: { is_super: false, district_level: false, district: 'school_teacher', schools: ['school_teacher'] },
    frAdmin: { is_super: false, district_level: true, district: 'district_admin', schools: [] },
    frTeacher: { is_super: false, district_level: false, district: 'school_teacher', schools: ['school_teacher'] },
  };

  for (const [member, want] of Object.entries(expected) as [CastMember, (typeof expected)[CastMember]][]) {
    it(`has exactly the spec's shape for ${member}`, async () => {
      const c = await server.as(member);
      const res = await c.get('/api/v1/current_user/');
      expect(res.status).toBe(200);
      const body = res.body;
      expect(Object.keys(body).sort()).toEqual(['current_date', 'district', 'district_level', 'first_name', 'full_name', 'id', 'is_super', 'last_name', 'schools'].sort());
      expect(ZCurrentUser.strict().safeParse({ ...body, district: body.district, schools: body.schools }).success).toBe(true);
      expect(body.full_name).toBe(`${body.first_name} ${body.last_name}`);
      expect(body.current_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect({ is_super: body.is_super, district_level: body.district_level }).toEqual({ is_super: want.is_super, district_level: want.district_level });
      expect(body.district?.user_type ?? null).toBe(want.district);
      if (body.district) {
        expect(Object.keys(body.district).sort()).toEqual(['can_add_edit_schools', 'can_add_edit_staff', 'francophone', 'id', 'is_liaison', 'suspended_at', 'user_type'].sort());
      }
      expect(body.schools.map((s: { user_type: string }) => s.user_type)).toEqual(want.schools);
      for (const s of body.schools) expect(Object.keys(s).sort()).toEqual(['id', 'support_plan_permission', 'suspended_at', 'user_type']);
    });
  }

  it('flags the francophone district and the suspended school', async () => {
    const fr = await (await server.as('frAdmin')).get('/api/v1/current_user/');
    expect(fr.body.district.francophone).toBe(true);
    const en = await (await server.as('districtLeader')).get('/api/v1/current_user/');
    expect(en.body.district).toMatchObject({ francophone: false, is_liaison: true, can_add_edit_schools: true, can_add_edit_staff: false });
    const suspended = await (await server.as('suspendedTeacher')).get('/api/v1/current_user/');
    expect(suspended.body.schools[0].suspended_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
