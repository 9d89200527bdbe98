import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { AGREEMENT_V1_EN, AGREEMENT_V1_FR, agreements, auditEvents, CAST, hashPassword, sessions, users } from '@ss/db';
import { sha256 } from '../src/lib/tokens.ts';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';

const REQUIRED = { error: { code: 'agreement_required', message: 'Please read and accept the user agreement to continue.' } };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const agreementCount = async () => (await server.db.select({ n: count() }).from(agreements))[0]!.n;
const userByEmail = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!;
const lastAudit = async (action: string) => (await server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1))[0];
const superClient = async () => {
  const c = server.client();
  await c.signIn(CAST.super, 'demo-password', 'admin_auth');
  return c;
};
const simulate = async (c: ApiClient, email: string) =>
  server.db
    .update(sessions)
    .set({ simulated_user_id: (await userByEmail(email)).id })
    .where(eq(sessions.id_hash, sha256(c.cookies.get('sessionid')!)));
async function publish(body_en = 'Version text', body_fr = 'Texte de la version') {
  const res = await (await superClient()).post('/api/v1/agreements/', { body_en, body_fr });
  expect(res.status).toBe(201);
  return res.body.version as number;
}

describe('GET /api/v1/agreement/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get('/api/v1/agreement/')).status).toBe(401);
  });

  it('gives the current version in the user’s language, and whether they agreed', async () => {
    const en = await (await server.as('teacher')).get('/api/v1/agreement/');
    expect(en.status).toBe(200);
    expect(en.body).toEqual({ version: 1, body: AGREEMENT_V1_EN, agreed: true, agreed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
    expect((await (await server.as('frTeacher')).get('/api/v1/agreement/')).body.body).toBe(AGREEMENT_V1_FR);
    expect((await (await server.as('super')).get('/api/v1/agreement/')).body.body).toBe(AGREEMENT_V1_EN);
    const c = await server.as('frAdmin');
    expect((await c.get('/api/v1/agreement/?lang=en')).body.body).toBe(AGREEMENT_V1_EN);
    expect((await c.get('/api/v1/agreement/?lang=de')).body.error.fields).toEqual({ lang: { message: 'Invalid value' } });
  });
});

describe('GET and POST /api/v1/agreements/ (super admins)', () => {
  it('requires sign-in', async () => {
    const c = server.client();
    expect((await c.get('/api/v1/agreements/')).status).toBe(401);
    expect((await c.post('/api/v1/agreements/', { body_en: 'a', body_fr: 'b' })).status).toBe(401);
    expect(await agreementCount()).toBe(1);
  });

  it('refuses everyone but super admins, a super simulating someone included', async () => {
    for (const member of ['districtAdmin', 'schoolAdmin', 'teacher', 'frAdmin'] as const) {
      const c = await server.as(member);
      expect((await c.get('/api/v1/agreements/')).status).toBe(403);
      const res = await c.post('/api/v1/agreements/', { body_en: 'a', body_fr: 'b' });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    const c = await superClient();
    await simulate(c, CAST.districtAdmin);
    expect((await c.post('/api/v1/agreements/', { body_en: 'a', body_fr: 'b' })).status).toBe(403);
    expect(await agreementCount()).toBe(1);
  });

  it('rejects bad input with the catalogue messages and publishes nothing', async () => {
    const c = await superClient();
    const missing = await c.post('/api/v1/agreements/', { body_en: '  ', version: 9 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({
      body_en: { message: 'Required' },
      body_fr: { message: 'Required' },
      version: { message: 'Unknown field' },
    });
    const long = await c.post('/api/v1/agreements/', { body_en: 'x'.repeat(20_001), body_fr: 'ok' });
    expect(long.body.error.fields).toEqual({ body_en: { message: 'Please enter maximum {maxlength} characters', params: { maxlength: 20000 } } });
    c.csrf = false;
    expect((await c.post('/api/v1/agreements/', { body_en: 'a', body_fr: 'b' })).status).toBe(403);
    expect(await agreementCount()).toBe(1);
  });

  it('lists versions newest first, paged', async () => {
    const c = await superClient();
    const res = await c.get('/api/v1/agreements/?pageSize=1');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 1, page: 1, pageSize: 1 });
    expect(res.body.results[0]).toEqual({ version: 1, body_en: AGREEMENT_V1_EN, body_fr: AGREEMENT_V1_FR, published_at: expect.any(String), published_by: null });
    expect((await c.get('/api/v1/agreements/?page=2')).body.error.code).toBe('invalid_page');
  });
});

describe('enforcement and answers (publishing a new version)', () => {
  let version: number;
  beforeAll(async () => {
    version = await publish('Second version, English', 'Deuxième version, français');
  });

  it('records who published it, holds super users to it too, and lists it first once agreed', async () => {
    const superUser = await userByEmail(CAST.super);
    expect(await lastAudit('agreement.published')).toMatchObject({ actor_user_id: superUser.id, target_id: String(version) });
    // Super users are held to it too, the publisher included.
    const c = await superClient();
    expect((await c.get('/api/v1/agreements/')).body).toEqual(REQUIRED);
    expect((await c.get('/api/v1/statistics/')).body).toEqual(REQUIRED);
    expect((await c.post('/api/v1/agreement/', { version, agree: true })).status).toBe(204);
    const list = await c.get('/api/v1/agreements/');
    expect(list.body.results.map((r: { version: number }) => r.version)).toEqual([version, 1]);
    expect(list.body.results[0].published_by).toEqual({ id: superUser.id, full_name: 'Alex Morgan' });
  });

  it('blocks every other API request of a user who has not agreed, and leaves the exempt ones open', async () => {
    const c = await server.as('districtAdmin');
    const blocked = await c.get('/api/v1/districts/');
    expect(blocked.status).toBe(403);
    expect(blocked.body).toEqual(REQUIRED);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
    expect((await c.get('/api/v1/health/')).status).toBe(200);
    expect((await c.get('/api/v1/auth_config/')).status).toBe(200);
    const agreement = await c.get('/api/v1/agreement/');
    expect(agreement.body).toEqual({ version, body: 'Second version, English', agreed: false, agreed_at: null });
    expect((await c.patch('/api/v1/users/password/', { current_password: 'wrong', password: 'a long new password' })).status).toBe(400);
    expect((await c.post('/api/v1/logout/')).status).toBe(204);
  });

  it('refuses agreeing to a version that is no longer current (409), changing nothing', async () => {
    const c = await server.as('schoolAdmin');
    const before = await userByEmail(CAST.schoolAdmin);
    const res = await c.post('/api/v1/agreement/', { version: 1, agree: true });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: { code: 'conflict', message: 'The agreement has changed. Please read it again.' } });
    expect(await userByEmail(CAST.schoolAdmin)).toEqual(before);
  });

  it('records the agreement of the current version, audits it, and opens the API', async () => {
    const c = await server.as('teacher');
    expect((await c.get('/api/v1/schools/')).status).toBe(403);
    expect((await c.post('/api/v1/agreement/', { version, agree: true })).status).toBe(204);
    const user = await userByEmail(CAST.teacher);
    expect(user.agreed_version).toBe(version);
    expect(user.agreed_at).toBeInstanceOf(Date);
    expect(await lastAudit('agreement.agreed')).toMatchObject({ actor_user_id: user.id, target_id: String(version) });
    expect((await c.get('/api/v1/schools/')).status).toBe(200);
    expect((await c.get('/api/v1/agreement/')).body).toMatchObject({ agreed: true, agreed_at: user.agreed_at!.toISOString() });
  });

  it('signs the user out on Disagree, and audits it', async () => {
    const c = await server.as('schoolLeader');
    const res = await c.post('/api/v1/agreement/', { version, agree: false });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().some((l) => /^sessionid=;/.test(l))).toBe(true);
    expect(c.cookies.has('sessionid')).toBe(false);
    expect((await c.get('/api/v1/current_user/')).status).toBe(401);
    const user = await userByEmail(CAST.schoolLeader);
    expect(await lastAudit('agreement.declined')).toMatchObject({ actor_user_id: user.id });
    expect(user.agreed_version).toBe(1);
    expect(await server.db.select().from(sessions).where(eq(sessions.user_id, user.id))).toHaveLength(0);
  });

  it('rejects bad answers and answers without the CSRF header, changing nothing', async () => {
    const c = await server.as('schoolStaff');
    const before = await userByEmail(CAST.schoolStaff);
    const bad = await c.post('/api/v1/agreement/', { version: 'two', agree: 'yes', user_id: 1 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['agree', 'user_id', 'version']);
    expect(bad.body.error.fields.user_id).toEqual({ message: 'Unknown field' });
    expect((await c.post('/api/v1/agreement/', {})).body.error.fields).toEqual({ version: { message: 'Required' }, agree: { message: 'Required' } });
    c.csrf = false;
    expect((await c.post('/api/v1/agreement/', { version, agree: true })).status).toBe(403);
    expect((await c.post('/api/v1/agreement/', { version, agree: false })).status).toBe(403);
    expect(await userByEmail(CAST.schoolStaff)).toEqual(before);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
  });

  it('while simulating, counts the real user’s agreement and refuses to answer for the simulated one', async () => {
    // The super admin agreed above; the district leader has not.
    const c = await superClient();
    await simulate(c, CAST.districtLeader);
    expect((await c.get('/api/v1/districts/')).status).toBe(200);
    const before = await userByEmail(CAST.districtLeader);
    for (const agree of [true, false]) {
      const res = await c.post('/api/v1/agreement/', { version, agree });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect(await userByEmail(CAST.districtLeader)).toEqual(before);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);

    // And the other way round: a super admin who has not agreed is blocked whoever they simulate.
    await server.db.update(users).set({ agreed_version: 1 }).where(eq(users.email, CAST.super));
    await server.db.update(users).set({ agreed_version: version }).where(eq(users.email, CAST.districtLeader));
    expect((await c.get('/api/v1/districts/')).body).toEqual(REQUIRED);
    expect((await c.get('/api/v1/agreement/')).body).toMatchObject({ agreed: false });
  });

  it('applies to a user who never agreed to any version', async () => {
    await server.db.insert(users).values({ email: 'fresh@demo.test', first_name: 'F', last_name: 'R', password_hash: await hashPassword('fresh-password-1') });
    const c = server.client();
    await c.signIn('fresh@demo.test', 'fresh-password-1');
    expect((await c.get('/api/v1/schools/')).body).toEqual(REQUIRED);
    expect((await c.post('/api/v1/agreement/', { version, agree: true })).status).toBe(204);
    expect((await c.get('/api/v1/schools/')).status).toBe(200);
  });
});
