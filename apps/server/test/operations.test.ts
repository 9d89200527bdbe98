/**
 * Watching a running copy (issue 25, section 3) through real HTTP: readiness; `/metrics` off without a token, refused
 * without or with a wrong bearer token, and with it: requests by route pattern (never a path's ids), the job queues,
 * e-mails sent and failed (through a real SMTP receiver, then a refused port), sockets and the event loop. And a
 * database that cannot be reached answers 503 with Retry-After, not a bare 500 (issue 25, section 4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { startTestServer, eventually, type TestServer } from './harness.ts';
import { smtpReceiver } from './smtp-receiver.ts';
import { databaseUnreachable, registerErrorHandling } from '../src/plugins/errors.ts';
import { safeError, safeErrorText } from '../src/lib/safe-error.ts';
import { countingMailer, type Mailer } from '../src/services/email/mailer.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';

describe('readiness and metrics', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof smtpReceiver>>;
  beforeAll(async () => {
    smtp = await smtpReceiver();
    server = await startTestServer({ metricsToken: TOKEN, workers: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('is ready when the database answers, every migration is applied and the job runner started', async () => {
    const res = await server.client().get('/api/v1/ready/');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } });
    expect(await server.runtime.ctx.database.pendingMigrations()).toBe(0);
  });

  it('answers the metrics only to the bearer token, and nothing is public', async () => {
    const none = await fetch(`${server.baseUrl}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).not.toContain('http_requests_total');
  });

  it('counts requests by route pattern and status, never by the path with its ids', async () => {
    const teacher = await server.as('teacher');
    await teacher.get('/api/v1/students/987654/');
    await server.client().get('/api/v1/health/');
    const res = await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/health\/",status="200"\} \d+/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/v1\/students\/:id\/",status="404"\} 1/);
    expect(text).not.toContain('987654');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v1\/health\/",status_class="2xx"\}/);
    expect(text).toMatch(/job_queue_jobs\{queue="early-warnings",state="waiting"\} \d+/);
    expect(text).toMatch(/job_queue_jobs\{queue="send-email",state="failed"\} \d+/);
    expect(text).toMatch(/realtime_sockets \d+/);
    expect(text).toMatch(/realtime_subscriptions \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
    // The pool's figures exist on PostgreSQL only (the embedded driver has one connection and no pool).
    if (server.runtime.ctx.database.driver === 'postgres') {
      expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
      expect(text).toMatch(/db_pool_wait_seconds_total \d/);
    }
  });

  it('counts an e-mail the transport took as sent', async () => {
    const res = await server.client().post('/api/v1/users/password/forgot/', { email: 'teacher@demo.test' });
    expect(res.status).toBe(202);
    const text = await eventually(async () => {
      const body = await (await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text();
      return /emails_total\{outcome="sent"\} [1-9]/.test(body) ? body : undefined;
    }, 20_000);
    expect(smtp.received.some((m) => m.to.includes('teacher@demo.test'))).toBe(true);
    expect(text).not.toMatch(/emails_total\{outcome="failed"\} [1-9]/);
  });
});

describe('metrics off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('answers 404 to /metrics when no token is set, and readiness says the job runner is off on a copy without workers', async () => {
    const res = await fetch(`${server.baseUrl}/metrics`, { headers: { Authorization: 'Bearer anything-at-all-here' } });
    expect(res.status).toBe(404);
    const ready = await server.client().get('/api/v1/ready/');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'off' } });
  });
});

describe('an e-mail the transport refuses', () => {
  it('is counted as failed, and the failure still reaches the caller (the job retries it)', async () => {
    const counted: string[] = [];
    const refusing: Mailer = {
      transport: 'smtp',
      send: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:2525'), { code: 'ECONNREFUSED' })),
      close: () => {},
    };
    const mailer = countingMailer(refusing, { email: (outcome) => void counted.push(outcome) });
    await expect(mailer.send({ id: 1, to: 'a@b.test', subject: 's', text: 't' })).rejects.toThrow('ECONNREFUSED');
    expect(counted).toEqual(['failed']);
  });
});

describe('a database that cannot be reached', () => {
  const connectionRefused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
  const adminShutdown = () => Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  const failedQuery = () =>
    Object.assign(new Error('Failed query: select * from students where last_name = $1 params: Anderson'), { cause: Object.assign(new Error('boom'), { code: '23505' }) });

  it('answers 503 with Retry-After and a message in the catalogue, not a bare 500', async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get('/refused', async () => {
      throw connectionRefused();
    });
    app.get('/restarting', async () => {
      throw new Error('Failed query: select 1', { cause: adminShutdown() });
    });
    app.get('/bug', async () => {
      throw failedQuery();
    });
    for (const path of ['/refused', '/restarting']) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ error: { code: 'unavailable', message: 'The service is briefly unavailable. Please try again in a moment.' } });
    }
    const bug = await app.inject({ method: 'GET', url: '/bug' });
    expect(bug.statusCode).toBe(500);
    expect(bug.headers['retry-after']).toBeUndefined();
    await app.close();
  });

  it('logs the cause of a connection failure, and never a failed query’s text', () => {
    expect(databaseUnreachable(connectionRefused())).toBe(true);
    expect(databaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(databaseUnreachable(failedQuery())).toBe(false);
    // pg-boss passes on what its driver threw, not always an Error: it used to log as {"type":"object"}.
    expect(safeError({ message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' })).toEqual({
      type: 'object',
      code: 'ECONNREFUSED',
      reason: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
    // What pg-boss's workers emit: the driver's fields spread into a plain object, the queue and worker appended.
    const fromWorker = { message: 'Connection terminated unexpectedly (Queue: send-email, Worker: 0b7c-41aa)', stack: 'x', queue: 'send-email', worker: '0b7c-41aa' };
    expect(safeError(fromWorker)).toEqual({ type: 'object', reason: 'Connection terminated unexpectedly', queue: 'send-email' });
    expect(safeError({ message: 'read ECONNRESET (Queue: early-warnings, Worker: 9f1e)', code: 'ECONNRESET', queue: 'early-warnings' }).reason).toBe('read ECONNRESET');
    expect(safeErrorText(connectionRefused())).toContain('(connect ECONNREFUSED 127.0.0.1:5432)');
    const leaked = JSON.stringify(safeError(failedQuery())) + safeErrorText(failedQuery());
    expect(leaked).not.toContain('Anderson');
    expect(leaked).not.toContain('last_name');
  });
});
