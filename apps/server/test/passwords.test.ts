import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { auditEvents, CAST, hashPassword, passwordTokens, sentEmails, sessions, users, type Database } from '@ss/db';
import type { ServiceContext } from '../src/context.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { issuePasswordLink } from '../src/services/auth/issue-password-link.ts';
import { eventually, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  // Workers on: the forgot-password request is handled by a job.
  server = await startTestServer({ publicUrl: 'https://hub.example.test', workers: true });
});
afterAll(() => server?.close());

const serviceCtx = (db?: Database): ServiceContext => ({ ...server.runtime.ctx, ...(db ? { db } : {}), auth: null, ip: '127.0.0.1' });
const userId = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const lastEmailTo = async (to: string) => (await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, to)).orderBy(desc(sentEmails.id)).limit(1))[0];
const tokenIn = (text: string) => /set-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
const tokensOf = async (id: number) => server.db.select().from(passwordTokens).where(eq(passwordTokens.user_id, id));

async function newUser(email: string, opts: { password?: boolean } = {}) {
  const [row] = await server.db
    .insert(users)
    .values({ email, first_name: 'Nora', last_name: 'Newcomb', password_hash: opts.password === false ? null : undefined })
    .returning();
  return row!;
}

describe('issuePasswordLink (service used by staff invitations)', () => {
  it('queues an invitation naming the inviter, with a 7-day single-use link whose token is stored only hashed', async () => {
    const user = await newUser('invited.one@demo.test', { password: false });
    await issuePasswordLink(serviceCtx(), { userId: user.id, purpose: 'invite', invitedBy: 'Dana Whitfield' });
    const email = await lastEmailTo('invited.one@demo.test');
    expect(email!.subject).toBe('You have been invited to Student Support Hub');
    expect(email!.text_body).toContain('Dana Whitfield has invited you to Student Support Hub');
    expect(email!.text_body).toMatch(/https:\/\/hub\.example\.test\/auth\/set-password\?token=[A-Za-z0-9_-]{43}&lang=en\b/);
    const token = tokenIn(email!.text_body)!;
    const [row] = await tokensOf(user.id);
    expect(row).toMatchObject({ purpose: 'invite', token_hash: sha256(token), used_at: null });
    const days = (row!.expires_at.getTime() - row!.created_at.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    expect(await server.db.select().from(passwordTokens).where(eq(passwordTokens.token_hash, token))).toHaveLength(0);
  });

  it('writes the e-mail in French for a francophone district and says "invited" without an inviter', async () => {
    await issuePasswordLink(serviceCtx(), { userId: await userId(CAST.frTeacher), purpose: 'invite' });
    const email = await lastEmailTo(CAST.frTeacher);
    expect(email!.subject).toBe('Invitation à vous joindre à Carrefour de soutien aux élèves');
    expect(email!.text_body).toMatch(/^Bonjour Mathieu,/);
    expect(email!.text_body).toContain('Vous avez reçu une invitation');
    // The link opens the set-password page in French, and the page's description of it says French too.
    expect(email!.text_body).toMatch(/\/auth\/set-password\?token=[A-Za-z0-9_-]{43}&lang=fr\b/);
    const described = await server.client().get(`/api/v1/users/password/?token=${tokenIn(email!.text_body)}`);
    expect(described.body).toMatchObject({ purpose: 'invite', email: CAST.frTeacher, language: 'fr' });
  });

  it('writes a one-hour reset e-mail in English for a super user, and a new link replaces the unused earlier one', async () => {
    const id = await userId(CAST.super);
    await issuePasswordLink(serviceCtx(), { userId: id, purpose: 'reset' });
    const first = tokenIn((await lastEmailTo(CAST.super))!.text_body)!;
    await issuePasswordLink(serviceCtx(), { userId: id, purpose: 'reset' });
    const email = await lastEmailTo(CAST.super);
    expect(email!.subject).toBe('Reset your Student Support Hub password');
    const second = tokenIn(email!.text_body)!;
    expect(second).not.toBe(first);
    const rows = await tokensOf(id);
    expect(rows.map((r) => r.token_hash)).toEqual([sha256(second)]);
    expect((rows[0]!.expires_at.getTime() - rows[0]!.created_at.getTime()) / 60_000).toBeCloseTo(60, 5);
  });

  it('joins the caller’s transaction: when it rolls back, neither the token nor the e-mail remains', async () => {
    const user = await newUser('invited.rollback@demo.test', { password: false });
    await expect(
      server.db.transaction(async (tx) => {
        await issuePasswordLink(serviceCtx(tx as unknown as Database), { userId: user.id, purpose: 'invite' });
        expect(await (tx as unknown as Database).select().from(passwordTokens).where(eq(passwordTokens.user_id, user.id))).toHaveLength(1);
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await tokensOf(user.id)).toHaveLength(0);
    expect(await lastEmailTo('invited.rollback@demo.test')).toBeUndefined();
  });

  it('does nothing for a deactivated user', async () => {
    const user = await newUser('gone@demo.test');
    await server.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, user.id));
    await issuePasswordLink(serviceCtx(), { userId: user.id, purpose: 'reset' });
    expect(await tokensOf(user.id)).toHaveLength(0);
    expect(await lastEmailTo('gone@demo.test')).toBeUndefined();
    expect(
      await server.db
        .select()
        .from(passwordTokens)
        .where(and(eq(passwordTokens.user_id, user.id))),
    ).toHaveLength(0);
  });
});

const LINK_INVALID = 'This link has expired or has already been used.';
const COMMON = 'This password is too common. Please choose another one.';
const NEW_PASSWORD = 'correct horse battery staple';

/** A user with a password who has agreed to the current agreement. */
async function member(email: string, password = 'first-password-1') {
  const [row] = await server.db
    .insert(users)
    .values({ email, first_name: 'Pat', last_name: 'Doe', password_hash: await hashPassword(password), agreed_version: 1, agreed_at: new Date() })
    .returning();
  return row!;
}
const userRow = async (id: number) => (await server.db.select().from(users).where(eq(users.id, id)))[0]!;
const sessionsOf = async (id: number) => (await server.db.select({ n: count() }).from(sessions).where(eq(sessions.user_id, id)))[0]!.n;
const audits = async (action: string) => server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id));
const pendingResetJobs = async () => {
  const res = await server.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'password-reset' and state <> 'completed'`);
  return Number((res as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
const signInStatus = async (email: string, password: string) => (await server.client().post('/api/v1/auth/', { email, password })).status;

/** Issues a link through the service and returns the token from the queued e-mail. */
async function linkFor(userId: number, purpose: 'reset' | 'invite') {
  await issuePasswordLink(serviceCtx(), { userId, purpose });
  const [row] = await server.db.select().from(users).where(eq(users.id, userId));
  return tokenIn((await lastEmailTo(row!.email))!.text_body)!;
}

describe('POST /api/v1/users/password/forgot/', () => {
  it('answers 202 {} for known and unknown e-mails alike, and e-mails a reset link only to an existing account', async () => {
    const known = await member('forgetful@demo.test');
    const c = server.client();
    const unknown = await c.post('/api/v1/users/password/forgot/', { email: 'nobody.here@demo.test' });
    const found = await c.post('/api/v1/users/password/forgot/', { email: 'Forgetful@Demo.test' });
    expect(unknown.status).toBe(202);
    expect(found.status).toBe(202);
    expect(found.body).toEqual({});
    expect(unknown.body).toEqual(found.body);
    expect(unknown.headers.get('content-length')).toBe(found.headers.get('content-length'));

    const email = await eventually(() => lastEmailTo('forgetful@demo.test'));
    expect(email.subject).toBe('Reset your Student Support Hub password');
    const token = tokenIn(email.text_body)!;
    expect((await tokensOf(known.id)).map((t) => [t.purpose, t.token_hash])).toEqual([['reset', sha256(token)]]);
    await eventually(async () => ((await pendingResetJobs()) === 0 ? true : undefined));
    expect(await lastEmailTo('nobody.here@demo.test')).toBeUndefined();
    expect(
      (await audits('auth.password_forgot'))
        .slice(0, 2)
        .map((a) => (a.details as { email: string }).email)
        .sort(),
    ).toEqual(['forgetful@demo.test', 'nobody.here@demo.test']);
  });

  it('sends nothing to a deactivated account, still answering 202', async () => {
    const user = await member('deactivated.forgot@demo.test');
    await server.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, user.id));
    const res = await server.client().post('/api/v1/users/password/forgot/', { email: 'deactivated.forgot@demo.test' });
    expect(res.status).toBe(202);
    await eventually(async () => ((await pendingResetJobs()) === 0 ? true : undefined));
    expect(await lastEmailTo('deactivated.forgot@demo.test')).toBeUndefined();
    expect(await tokensOf(user.id)).toHaveLength(0);
  });

  it('rejects bad input with the catalogue messages and queues nothing', async () => {
    const before = (await audits('auth.password_forgot')).length;
    const c = server.client();
    const bad = await c.post('/api/v1/users/password/forgot/', { email: 'not-an-email', extra: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ email: { message: 'Invalid email' }, extra: { message: 'Unknown field' } });
    expect((await c.post('/api/v1/users/password/forgot/', {})).body.error.fields).toEqual({ email: { message: 'Required' } });
    expect((await audits('auth.password_forgot')).length).toBe(before);
  });

  it('refuses a request without the CSRF header', async () => {
    const before = (await audits('auth.password_forgot')).length;
    const c = server.client();
    c.csrf = false;
    const res = await c.post('/api/v1/users/password/forgot/', { email: CAST.teacher });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf');
    expect((await audits('auth.password_forgot')).length).toBe(before);
  });
});

describe('GET and POST /api/v1/users/password/ (set a password with a link)', () => {
  it('describes a valid reset link without spending it', async () => {
    const user = await member('describe@demo.test');
    const token = await linkFor(user.id, 'reset');
    const c = server.client();
    for (let i = 0; i < 2; i++) {
      const res = await c.get(`/api/v1/users/password/?token=${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ purpose: 'reset', email: 'describe@demo.test', first_name: 'Pat', language: 'en' });
    }
  });

  it('answers unknown, malformed and missing tokens with one message', async () => {
    const c = server.client();
    const unknown = await c.get('/api/v1/users/password/?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ error: { code: 'validation', message: LINK_INVALID, fields: { token: { message: LINK_INVALID } } } });
    const long = await c.get(`/api/v1/users/password/?token=${'x'.repeat(300)}`);
    expect(long.body.error.message).toBe(LINK_INVALID);
    expect((await c.get('/api/v1/users/password/')).body.error.fields).toEqual({ token: { message: 'Required' } });
    expect((await c.get('/api/v1/users/password/?token=a&other=1')).body.error.fields).toMatchObject({ other: { message: 'Unknown field' } });
  });

  it('sets the password, spends the link, ends every session of the user and audits it', async () => {
    const user = await member('resetter@demo.test');
    const signedIn = server.client();
    await signedIn.signIn('resetter@demo.test', 'first-password-1');
    const token = await linkFor(user.id, 'reset');

    const res = await server.client().post('/api/v1/users/password/', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect(await signInStatus('resetter@demo.test', 'first-password-1')).toBe(401);
    expect((await signedIn.get('/api/v1/current_user/')).status).toBe(401);
    const row = await userRow(user.id);
    expect(row.password_changed_at).toBeInstanceOf(Date);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await tokensOf(user.id))[0]!.used_at).toBeInstanceOf(Date);
    const [event] = await audits('auth.password_set');
    expect(event).toMatchObject({ actor_user_id: user.id, target_id: String(user.id), details: { purpose: 'reset' } });

    const again = await server.client().post('/api/v1/users/password/', { token, password: 'another long password' });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe(LINK_INVALID);
    expect((await server.client().get(`/api/v1/users/password/?token=${token}`)).status).toBe(400);
    expect(await signInStatus('resetter@demo.test', NEW_PASSWORD)).toBe(200);
  });

  it('lets an invited user set a first password and then sign in', async () => {
    const user = await newUser('invitee@demo.test', { password: false });
    expect(await signInStatus('invitee@demo.test', NEW_PASSWORD)).toBe(401);
    const token = await linkFor(user.id, 'invite');
    expect((await server.client().get(`/api/v1/users/password/?token=${token}`)).body).toEqual({
      purpose: 'invite',
      email: 'invitee@demo.test',
      first_name: 'Nora',
      language: 'en',
    });
    expect((await server.client().post('/api/v1/users/password/', { token, password: NEW_PASSWORD })).status).toBe(204);
    expect((await audits('auth.password_set'))[0]!.details).toEqual({ purpose: 'invite' });
    expect(await signInStatus('invitee@demo.test', NEW_PASSWORD)).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const user = await member('racer@demo.test');
    const token = await linkFor(user.id, 'reset');
    const results = await Promise.all(['first racing password', 'second racing password'].map((password) => server.client().post('/api/v1/users/password/', { token, password })));
    expect(results.map((r) => r.status).sort()).toEqual([204, 400]);
    const winner = results[0]!.status === 204 ? 'first racing password' : 'second racing password';
    expect(await signInStatus('racer@demo.test', winner)).toBe(200);
  });

  it('refuses an expired link, and a link of a deactivated user, like an unknown one', async () => {
    const user = await member('expired@demo.test');
    const token = await linkFor(user.id, 'reset');
    await server.db
      .update(passwordTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(passwordTokens.user_id, user.id));
    const c = server.client();
    expect((await c.get(`/api/v1/users/password/?token=${token}`)).body.error.message).toBe(LINK_INVALID);
    const res = await c.post('/api/v1/users/password/', { token, password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(LINK_INVALID);

    const gone = await member('gone.with.link@demo.test');
    const goneToken = await linkFor(gone.id, 'reset');
    await server.db.update(users).set({ deactivated_at: new Date() }).where(eq(users.id, gone.id));
    expect((await c.get(`/api/v1/users/password/?token=${goneToken}`)).status).toBe(400);
    expect((await c.post('/api/v1/users/password/', { token: goneToken, password: NEW_PASSWORD })).status).toBe(400);
    expect((await userRow(gone.id)).password_changed_at).toBeNull();
  });

  it('refuses passwords that are too short, too long or common, and changes nothing', async () => {
    const user = await member('rules@demo.test');
    const token = await linkFor(user.id, 'reset');
    const before = await userRow(user.id);
    const c = server.client();
    const cases: [string, unknown][] = [
      ['1234567', { message: 'Please enter at least {minlength} characters', params: { minlength: 8 } }],
      ['x'.repeat(129), { message: 'Please enter maximum {maxlength} characters', params: { maxlength: 128 } }],
      ['password1', { message: COMMON }],
      ['PassWord1', { message: COMMON }],
      ['', { message: 'Required' }],
    ];
    for (const [password, field] of cases) {
      const res = await c.post('/api/v1/users/password/', { token, password });
      expect(res.status, password).toBe(400);
      expect(res.body.error.fields.password, password).toEqual(field);
    }
    expect((await c.post('/api/v1/users/password/', { token, password: NEW_PASSWORD, extra: 1 })).body.error.fields).toEqual({
      extra: { message: 'Unknown field' },
    });
    expect(await userRow(user.id)).toEqual(before);
    expect((await tokensOf(user.id))[0]!.used_at).toBeNull();
    // Length alone is no rule: eight characters that are not common are accepted.
    expect((await c.post('/api/v1/users/password/', { token, password: 'zq8#kv2!' })).status).toBe(204);
  });

  it('refuses a request without the CSRF header and leaves the link usable', async () => {
    const user = await member('csrf.link@demo.test');
    const token = await linkFor(user.id, 'reset');
    const c = server.client();
    c.csrf = false;
    expect((await c.post('/api/v1/users/password/', { token, password: NEW_PASSWORD })).status).toBe(403);
    expect((await tokensOf(user.id))[0]!.used_at).toBeNull();
    expect((await userRow(user.id)).password_changed_at).toBeNull();
  });
});

describe('PATCH /api/v1/users/password/ (change your own password)', () => {
  it('requires sign-in', async () => {
    const res = await server.client().patch('/api/v1/users/password/', { current_password: 'demo-password', password: NEW_PASSWORD });
    expect(res.status).toBe(401);
  });

  it('changes the password, keeps the current session, ends the others and audits it', async () => {
    const user = await member('changer@demo.test');
    const other = server.client();
    await other.signIn('changer@demo.test', 'first-password-1');
    const stale = await linkFor(user.id, 'reset');
    const c = server.client();
    await c.signIn('changer@demo.test', 'first-password-1');
    const res = await c.patch('/api/v1/users/password/', { current_password: 'first-password-1', password: NEW_PASSWORD });
    expect(res.status).toBe(204);
    expect((await c.get('/api/v1/current_user/')).status).toBe(200);
    expect((await other.get('/api/v1/current_user/')).status).toBe(401);
    expect(await sessionsOf(user.id)).toBe(1);
    expect((await userRow(user.id)).password_changed_at).toBeInstanceOf(Date);
    expect(await signInStatus('changer@demo.test', NEW_PASSWORD)).toBe(200);
    expect((await audits('auth.password_changed'))[0]).toMatchObject({ outcome: 'success', actor_user_id: user.id });
    // A reset link sent before the change no longer works.
    expect((await server.client().get(`/api/v1/users/password/?token=${stale}`)).status).toBe(400);
  });

  it('answers a wrong current password on the field, changing nothing', async () => {
    const user = await member('wrong.current@demo.test');
    const c = server.client();
    await c.signIn('wrong.current@demo.test', 'first-password-1');
    const before = await userRow(user.id);
    const res = await c.patch('/api/v1/users/password/', { current_password: 'not-my-password', password: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'validation', message: 'Invalid password', fields: { current_password: { message: 'Invalid password' } } },
    });
    expect(await userRow(user.id)).toEqual(before);
    expect((await audits('auth.password_changed'))[0]).toMatchObject({ outcome: 'failure', actor_user_id: user.id });
  });

  it('applies the password rules and refuses unknown fields, changing nothing', async () => {
    const user = await member('rules.change@demo.test');
    const c = server.client();
    await c.signIn('rules.change@demo.test', 'first-password-1');
    const before = await userRow(user.id);
    const common = await c.patch('/api/v1/users/password/', { current_password: 'first-password-1', password: 'iloveyou' });
    expect(common.body.error.fields).toEqual({ password: { message: COMMON } });
    const bad = await c.patch('/api/v1/users/password/', { password: 'short', is_super: true });
    expect(bad.body.error.fields).toEqual({
      current_password: { message: 'Required' },
      password: { message: 'Please enter at least {minlength} characters', params: { minlength: 8 } },
      is_super: { message: 'Unknown field' },
    });
    expect(await userRow(user.id)).toEqual(before);
  });

  it('is refused while a super user simulates someone', async () => {
    const c = server.client();
    const token = await c.signIn(CAST.super, 'demo-password', 'admin_auth');
    const target = await member('simulated@demo.test');
    await server.db
      .update(sessions)
      .set({ simulated_user_id: target.id })
      .where(eq(sessions.id_hash, sha256(token)));
    const before = [await userRow(target.id), (await server.db.select().from(users).where(eq(users.email, CAST.super)))[0]];
    for (const current_password of ['first-password-1', 'demo-password']) {
      const res = await c.patch('/api/v1/users/password/', { current_password, password: NEW_PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden');
    }
    expect([await userRow(target.id), (await server.db.select().from(users).where(eq(users.email, CAST.super)))[0]]).toEqual(before);
  });

  it('refuses a change without the CSRF header', async () => {
    const user = await member('csrf.change@demo.test');
    const c = server.client();
    await c.signIn('csrf.change@demo.test', 'first-password-1');
    c.csrf = false;
    expect((await c.patch('/api/v1/users/password/', { current_password: 'first-password-1', password: NEW_PASSWORD })).status).toBe(403);
    expect((await userRow(user.id)).password_changed_at).toBeNull();
  });
});
