import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { auditEvents, CAST, hashPassword, rateLimitHits, sessions, users } from '@ss/db';
import { loadConfig } from '../src/config.ts';
import { accountBucket } from '../src/plugins/throttle.ts';
import { startTestServer, type TestServer } from './harness.ts';

const RATE_LIMITED = { error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' } };
const WINDOW_MS = 10 * 60_000;

let server: TestServer;
beforeAll(async () => {
  // Each test speaks from its own address (X-Forwarded-For, trusted here), so tests do not share counts.
  server = await startTestServer({ trustProxy: true, throttle: { windowMs: WINDOW_MS, accountMax: 5, ipMax: 12, forgotMax: 5 } });
});
afterAll(() => server?.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });
const attempt = (ip: string, email: string, password: string, door: 'auth' | 'admin_auth' = 'auth') =>
  server.client().request('POST', `/api/v1/${door}/`, { email, password }, from(ip));
const throttledAudits = async (action: string) =>
  (await server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id))).filter(
    (a) => (a.details as { throttled?: boolean } | null)?.throttled === true,
  );

describe('configuration', () => {
  it('defaults to 5 failures per IP + e-mail, 50 per IP and 5 forgot-password requests in 10 minutes, and reads THROTTLE_*', () => {
    expect(loadConfig({}).throttle).toEqual({ windowMs: 600_000, accountMax: 5, ipMax: 50, forgotMax: 5 });
    const custom = loadConfig({ THROTTLE_WINDOW_MINUTES: '15', THROTTLE_ACCOUNT_MAX: '3', THROTTLE_IP_MAX: '20', THROTTLE_FORGOT_MAX: '2' });
    expect(custom.throttle).toEqual({ windowMs: 900_000, accountMax: 3, ipMax: 20, forgotMax: 2 });
    expect(() => loadConfig({ THROTTLE_ACCOUNT_MAX: '0' })).toThrow();
  });
});

describe('sign-in throttle', () => {
  it('after 5 failures per IP + e-mail answers 429 without checking the password, for known and unknown e-mails alike', async () => {
    const ip = '10.0.0.1';
    for (const email of [CAST.teacher, 'nobody.at.all@demo.test']) {
      for (let i = 0; i < 5; i++) expect((await attempt(ip, email, 'wrong-password')).status).toBe(401);
      // The right password is not even checked now.
      const c = server.client();
      const res = await c.request('POST', '/api/v1/auth/', { email, password: 'demo-password' }, from(ip));
      expect(res.status).toBe(429);
      expect(res.body).toEqual(RATE_LIMITED);
      expect(res.headers.get('retry-after')).toBe('600');
      expect(c.cookies.has('sessionid')).toBe(false);
    }
    const audited = await throttledAudits('auth.sign_in');
    expect(audited.slice(0, 2).map((a) => [a.outcome, a.ip, (a.details as { email: string }).email])).toEqual([
      ['failure', ip, 'nobody.at.all@demo.test'],
      ['failure', ip, CAST.teacher],
    ]);
    // The table does not list who tried: e-mails are hashed into the bucket names.
    expect(await server.db.select().from(rateLimitHits).where(like(rateLimitHits.bucket, '%@%'))).toHaveLength(0);
  });

  it('limits the pair only: the same e-mail from another IP, and another e-mail from the same IP, still sign in', async () => {
    for (let i = 0; i < 5; i++) await attempt('10.0.1.1', CAST.schoolStaff, 'wrong-password');
    expect((await attempt('10.0.1.1', CAST.schoolStaff, 'demo-password')).status).toBe(429);
    expect((await attempt('10.0.1.2', CAST.schoolStaff, 'demo-password')).status).toBe(200);
    expect((await attempt('10.0.1.1', CAST.schoolLeader, 'demo-password')).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 15; i++) expect((await attempt(ip, CAST.teacher, 'demo-password')).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(ip, CAST.teacher, 'wrong-password')).status).toBe(401);
    expect((await attempt(ip, CAST.teacher, 'demo-password')).status).toBe(200);
    expect((await attempt(ip, CAST.teacher, 'wrong-password')).status).toBe(401);
    expect((await attempt(ip, CAST.teacher, 'demo-password')).status).toBe(429);
  });

  it('does not count requests refused for bad input', async () => {
    const ip = '10.0.3.1';
    for (let i = 0; i < 8; i++) expect((await server.client().request('POST', '/api/v1/auth/', { email: CAST.teacher }, from(ip))).status).toBe(400);
    expect((await attempt(ip, CAST.teacher, 'demo-password')).status).toBe(200);
  });

  it('allows at most THROTTLE_IP_MAX failures per IP across e-mails', async () => {
    const ip = '10.0.4.1';
    for (let i = 0; i < 12; i++) expect((await attempt(ip, `guess${i}@demo.test`, 'wrong-password')).status).toBe(401);
    expect((await attempt(ip, CAST.districtAdmin, 'demo-password')).status).toBe(429);
    expect((await attempt('10.0.4.2', CAST.districtAdmin, 'demo-password')).status).toBe(200);
  });

  it('counts the admin door and the staff door together', async () => {
    const ip = '10.0.5.1';
    for (let i = 0; i < 3; i++) expect((await attempt(ip, CAST.super, 'wrong-password', 'admin_auth')).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await attempt(ip, CAST.super, 'wrong-password')).status).toBe(401);
    const res = await attempt(ip, CAST.super, 'demo-password', 'admin_auth');
    expect(res.status).toBe(429);
    expect((await throttledAudits('auth.sign_in'))[0]!.details).toMatchObject({ door: 'admin', email: CAST.super });
  });

  it('lets no burst of parallel attempts past the limit', async () => {
    const ip = '10.0.6.1';
    const results = await Promise.all(Array.from({ length: 15 }, () => attempt(ip, CAST.schoolAdmin, 'wrong-password')));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401 || s === 429)).toHaveLength(15);
    expect(statuses).toContain(429);
  });

  it('lets a burst of successful sign-ins from one address through: attempts in flight wait, they are not refused', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt('10.0.6.2', CAST.districtStaff, 'demo-password')));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it('forgets failures older than the window, and sweeps their rows', async () => {
    const ip = '10.0.7.1';
    for (let i = 0; i < 5; i++) await attempt(ip, CAST.schoolLeader, 'wrong-password');
    expect((await attempt(ip, CAST.schoolLeader, 'demo-password')).status).toBe(429);
    const buckets = [`sign-in:ip:${ip}`, accountBucket('sign-in:account', ip, CAST.schoolLeader)];
    const old = new Date(Date.now() - WINDOW_MS - 1000);
    await server.db.update(rateLimitHits).set({ hit_at: old }).where(inArray(rateLimitHits.bucket, buckets));
    expect(await server.db.select().from(rateLimitHits).where(inArray(rateLimitHits.bucket, buckets))).toHaveLength(10);
    expect((await attempt(ip, CAST.schoolLeader, 'demo-password')).status).toBe(200);
    expect(await server.db.select().from(rateLimitHits).where(inArray(rateLimitHits.bucket, buckets))).toHaveLength(0);
  });

  it('sweeps every bucket’s old rows regularly, not only the buckets in use', async () => {
    await server.db.insert(rateLimitHits).values({ bucket: 'sign-in:ip:192.0.2.99', hit_at: new Date(Date.now() - WINDOW_MS - 1000) });
    // Forgot-password requests are throttled too and cheap: a hundred of them pass a periodic sweep.
    for (let i = 0; i < 100; i++) {
      await server.client().request('POST', '/api/v1/users/password/forgot/', { email: `sweep${i}@demo.test` }, from('10.0.8.1'));
    }
    expect(await server.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, 'sign-in:ip:192.0.2.99'))).toHaveLength(0);
  });
});

describe('forgot-password throttle', () => {
  it('answers 429 after 5 requests per IP + e-mail, for known and unknown e-mails alike', async () => {
    const ip = '10.0.9.1';
    for (const email of [CAST.teacher, 'no.account@demo.test']) {
      for (let i = 0; i < 5; i++) {
        expect((await server.client().request('POST', '/api/v1/users/password/forgot/', { email }, from(ip))).status).toBe(202);
      }
      const res = await server.client().request('POST', '/api/v1/users/password/forgot/', { email }, from(ip));
      expect(res.status).toBe(429);
      expect(res.body).toEqual(RATE_LIMITED);
    }
    expect((await server.client().request('POST', '/api/v1/users/password/forgot/', { email: CAST.teacher }, from('10.0.9.2'))).status).toBe(202);
    expect((await throttledAudits('auth.password_forgot'))[0]!.details).toMatchObject({ email: 'no.account@demo.test' });
  });
});

describe('change-password throttle', () => {
  it('counts wrong current passwords as failed sign-ins of that account', async () => {
    const ip = '10.0.10.1';
    await server.db.insert(users).values({
      email: 'guessed@demo.test',
      first_name: 'G',
      last_name: 'S',
      password_hash: await hashPassword('the-real-password'),
      agreed_version: 1,
    });
    const c = server.client();
    const login = await c.request('POST', '/api/v1/auth/', { email: 'guessed@demo.test', password: 'the-real-password' }, from(ip));
    expect(login.status).toBe(200);
    const change = (current_password: string) => c.request('PATCH', '/api/v1/users/password/', { current_password, password: 'a brand new password' }, from(ip));
    for (let i = 0; i < 5; i++) expect((await change('a-guess')).status).toBe(400);
    expect((await change('the-real-password')).status).toBe(429);
    expect((await attempt(ip, 'guessed@demo.test', 'the-real-password')).status).toBe(429);
    const [user] = await server.db.select().from(users).where(eq(users.email, 'guessed@demo.test'));
    expect(user!.password_changed_at).toBeNull();
    expect(
      await server.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.user_id, user!.id))),
    ).toHaveLength(1);
  });
});
