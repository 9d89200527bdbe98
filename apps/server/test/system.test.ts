import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { auditEvents, sentEmails, users as usersTable } from '@ss/db';
import { deliverEmail } from '../src/services/email/deliver-email.ts';
import { createMailer } from '../src/services/email/mailer.ts';
import { eventually, startTestServer, type TestServer } from './harness.ts';
import { smtpReceiver } from './smtp-receiver.ts';

let server: TestServer;
let smtp: Awaited<ReturnType<typeof smtpReceiver>>;

beforeAll(async () => {
  smtp = await smtpReceiver();
  server = await startTestServer({ workers: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Hub <hub@demo.test>' });
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('GET /api/v1/health/', () => {
  it('answers with the database checked, signed in or not', async () => {
    const res = await server.client().get('/api/v1/health/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /api/v1/statistics/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get('/api/v1/statistics/')).status).toBe(401);
  });
  it('refuses everyone but super admins', async () => {
    for (const member of ['districtAdmin', 'teacher', 'frAdmin'] as const) {
      const res = await (await server.as(member)).get('/api/v1/statistics/');
      expect(res.status).toBe(403);
      expect(res.body.error.message).toBe("You don't have permissions to view this page.");
    }
  });
  it('counts districts, schools, users, live sessions and recent sign-ins', async () => {
    const res = await (await server.as('super')).get('/api/v1/statistics/');
    expect(res.status).toBe(200);
    // The demo seed adds invited teachers beside the cast: count what the database holds.
    const [users] = await server.db.select({ n: count() }).from(usersTable);
    expect(res.body).toMatchObject({ districts: 2, schools: 5, users: users!.n });
    expect(res.body.active_sessions).toBeGreaterThanOrEqual(1);
    expect(res.body.sign_ins_last_7_days).toBeGreaterThanOrEqual(1);
  });

  it('counts what the districts hold and do, and the last twelve months by month (issue 22, section 3)', async () => {
    const one = async (q: ReturnType<typeof sql>) => Number(((await server.db.execute(q)) as unknown as { rows: { n: number | string }[] }).rows[0]!.n);
    // A meeting held and an action made this month, so this month's trend row cannot read zero by accident.
    await server.db.execute(
      sql`update meetings set status = 'finished', started_at = now() - interval '1 hour', finished_at = now() where id = (select min(id) from meetings where status <> 'finished')`,
    );
    const res = await (await server.as('super')).get('/api/v1/statistics/');
    expect(res.status).toBe(200);
    const b = res.body;
    expect(b.schools_by_status.good + b.schools_by_status.payment_pending + b.schools_by_status.account_suspended).toBe(b.schools);
    expect(b.schools_by_status).toEqual({
      good: await one(sql`select count(*) as n from schools where status = 'good'`),
      payment_pending: await one(sql`select count(*) as n from schools where status = 'payment_pending'`),
      account_suspended: await one(sql`select count(*) as n from schools where status = 'account_suspended'`),
    });
    expect(b.students).toBe(await one(sql`select count(*) as n from students where deleted_at is null and status = 'active'`));
    expect(b.boards).toBe(await one(sql`select count(*) as n from boards`));
    expect(b.meetings_held).toBe(await one(sql`select count(*) as n from meetings where status = 'finished'`));
    expect(b.actions).toBe(await one(sql`select count(*) as n from actions`));
    expect(b.supports_given).toBe(await one(sql`select count(*) as n from student_supports`));
    expect(b.support_plans).toBe(await one(sql`select count(*) as n from support_plans`));
    expect(b.emails_sent).toBe(await one(sql`select count(*) as n from sent_emails where status = 'sent'`));
    expect(b.users_active_last_30_days).toBe(
      await one(
        sql`select count(distinct actor_user_id) as n from audit_events where action = 'auth.sign_in' and outcome = 'success' and occurred_at > now() - interval '30 days'`,
      ),
    );
    expect(b.users_active_last_30_days).toBeGreaterThanOrEqual(1);
    expect(b.students).toBeGreaterThan(0);
    // Twelve months, oldest first, ending with this one; each month's figures are that month's rows.
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(b.trends).toHaveLength(12);
    expect(b.trends.at(-1).month).toBe(thisMonth);
    expect(b.trends.map((r: { month: string }) => r.month)).toEqual([...b.trends.map((r: { month: string }) => r.month)].sort());
    const now = b.trends.at(-1);
    expect(now.meetings_held).toBe(
      await one(sql`select count(*) as n from meetings where status = 'finished' and to_char(finished_at at time zone 'UTC', 'YYYY-MM') = ${thisMonth}`),
    );
    expect(now.meetings_held).toBeGreaterThanOrEqual(1);
    expect(now.sign_ins).toBe(
      await one(
        sql`select count(*) as n from audit_events where action = 'auth.sign_in' and outcome = 'success' and to_char(occurred_at at time zone 'UTC', 'YYYY-MM') = ${thisMonth}`,
      ),
    );
    expect(now.actions_created).toBe(await one(sql`select count(*) as n from actions where to_char(created_at at time zone 'UTC', 'YYYY-MM') = ${thisMonth}`));
    expect(now.supports_given).toBe(await one(sql`select count(*) as n from student_supports where to_char(start_date, 'YYYY-MM') = ${thisMonth}`));
  });
});

describe('e-mail: POST /api/v1/sent_emails/test/ and GET /api/v1/sent_emails/', () => {
  it('requires sign-in and refuses non-super users, changing nothing', async () => {
    const before = (await server.db.select({ n: count() }).from(sentEmails))[0]!.n;
    expect((await server.client().post('/api/v1/sent_emails/test/', { to: 'x@demo.test' })).status).toBe(401);
    const admin = await server.as('districtAdmin');
    expect((await admin.post('/api/v1/sent_emails/test/', { to: 'x@demo.test' })).status).toBe(403);
    expect((await admin.get('/api/v1/sent_emails/')).status).toBe(403);
    expect((await server.client().get('/api/v1/sent_emails/')).status).toBe(401);
    expect((await server.db.select({ n: count() }).from(sentEmails))[0]!.n).toBe(before);
  });

  it('rejects a bad address with the catalogue message and queues nothing', async () => {
    const before = (await server.db.select({ n: count() }).from(sentEmails))[0]!.n;
    const c = await server.as('super');
    const res = await c.post('/api/v1/sent_emails/test/', { to: 'not an address' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ to: { message: 'Invalid email' } });
    const missing = await c.post('/api/v1/sent_emails/test/', {});
    expect(missing.body.error.fields).toEqual({ to: { message: 'Required' } });
    expect((await server.db.select({ n: count() }).from(sentEmails))[0]!.n).toBe(before);
  });

  it('delivers through SMTP via the job queue, and lists it for super admins', async () => {
    const c = await server.as('super');
    const res = await c.post('/api/v1/sent_emails/test/', { to: 'Receiver@Example.org', note: 'Checking the relay.' });
    expect(res.status).toBe(202);
    const got = await eventually(async () => smtp.received.find((m) => m.to.includes('receiver@example.org')));
    expect(got.from).toBe('hub@demo.test');
    expect(got.raw).toContain('Subject: Test e-mail from Student Support Hub');
    expect(got.raw).toContain('Checking the relay.');
    expect(got.raw).toMatch(new RegExp(`Message-ID: <email-${res.body.id}@`, 'i'));
    const listed = await eventually(async () => {
      const l = await c.get('/api/v1/sent_emails/?search=receiver');
      return l.body.results[0]?.status === 'sent' ? l.body : undefined;
    });
    expect(listed.results[0]).toMatchObject({ to: 'receiver@example.org', transport: 'smtp' });
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'email.test_sent'));
    expect(audit?.target_id).toBe(String(res.body.id));
  });

  it('delivers once when the job runs twice (idempotent handler)', async () => {
    const c = await server.as('super');
    const res = await c.post('/api/v1/sent_emails/test/', { to: 'twice@example.org' });
    await eventually(async () => (smtp.received.some((m) => m.to.includes('twice@example.org')) ? true : undefined));
    // The worker's delivery is complete once the row says so (the SMTP server can see the message a moment before).
    await eventually(async () => {
      const [row] = await server.db.select({ status: sentEmails.status }).from(sentEmails).where(eq(sentEmails.id, res.body.id));
      return row?.status === 'sent' ? true : undefined;
    });
    const mailer = createMailer(server.runtime.ctx.config);
    await deliverEmail(server.db, mailer, res.body.id, { retryCount: 0, retryLimit: 5 });
    await deliverEmail(server.db, mailer, res.body.id, { retryCount: 0, retryLimit: 5 });
    mailer.close();
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => m.to.includes('twice@example.org'))).toHaveLength(1);
  });

  it('stores the e-mail in the database when no SMTP server is configured', async () => {
    const [row] = await server.db.insert(sentEmails).values({ to_address: 'stored@example.org', subject: 's', text_body: 't' }).returning();
    const mailer = createMailer({ ...server.runtime.ctx.config, smtpUrl: undefined });
    await deliverEmail(server.db, mailer, row!.id, { retryCount: 0, retryLimit: 5 });
    const [after] = await server.db.select().from(sentEmails).where(eq(sentEmails.id, row!.id));
    expect(after).toMatchObject({ status: 'stored', transport: 'database' });
    expect(after!.sent_at).toBeInstanceOf(Date);
  });

  it('records a failed attempt and lets the queue retry', async () => {
    const [row] = await server.db.insert(sentEmails).values({ to_address: 'fail@example.org', subject: 's', text_body: 't' }).returning();
    const mailer = createMailer({ ...server.runtime.ctx.config, smtpUrl: 'smtp://127.0.0.1:1' });
    await expect(deliverEmail(server.db, mailer, row!.id, { retryCount: 0, retryLimit: 5 })).rejects.toThrow();
    const [after] = await server.db.select().from(sentEmails).where(eq(sentEmails.id, row!.id));
    expect(after).toMatchObject({ status: 'queued', attempts: 1 });
    await expect(deliverEmail(server.db, mailer, row!.id, { retryCount: 5, retryLimit: 5 })).rejects.toThrow();
    const [final] = await server.db.select().from(sentEmails).where(eq(sentEmails.id, row!.id));
    expect(final).toMatchObject({ status: 'failed', attempts: 2 });
    mailer.close();
  });
});

describe('conventions that hold on every route', () => {
  it('answers unknown API paths with the error shape', async () => {
    const res = await server.client().get('/api/v1/no-such-thing/');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'Not Found' } });
  });

  it('sends security headers and never caches API answers', async () => {
    const res = await server.client().get('/api/v1/health/');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    // Frames: only YouTube's privacy-enhanced player (a video resource, played on request).
    expect(csp).toContain('frame-src https://www.youtube-nocookie.com');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('never leaks internals: a database failure becomes a generic 500', async () => {
    const c = await server.as('super');
    await server.db.execute(sql`alter table districts rename to districts_away`);
    try {
      const res = await c.get('/api/v1/districts/');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { code: 'internal', message: 'Internal Server Error' } });
      expect(JSON.stringify(res.body)).not.toMatch(/districts_away|select|stack/i);
    } finally {
      await server.db.execute(sql`alter table districts_away rename to districts`);
    }
  });

  it('serves an OpenAPI document generated from the contracts', async () => {
    const res = await server.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const path of ['/api/v1/auth/', '/api/v1/admin_auth/', '/api/v1/current_user/', '/api/v1/logout/', '/api/v1/districts/', '/api/v1/schools/{id}/', '/api/v1/health/']) {
      expect(Object.keys(res.body.paths)).toContain(path);
    }
    expect(JSON.stringify(res.body.paths['/api/v1/auth/'].post.requestBody)).toContain('email');
    expect((await server.client().get('/api/docs/')).status).toBe(200);
  });

  it('keeps the audit log append-only', async () => {
    await expect(server.db.execute(sql`update audit_events set action = 'tampered'`)).rejects.toThrow();
    await expect(server.db.execute(sql`delete from audit_events`)).rejects.toThrow();
    await expect(server.db.execute(sql`truncate audit_events`)).rejects.toThrow();
  });
});
