/**
 * An SMTP server that refuses, hangs or answers 421 (issue 25, section 4): the send-email job fails, pg-boss retries
 * it with a growing delay, and once the server works again the e-mail arrives exactly once (counted at the server by
 * its Message-ID). The queue's first retry delay is shortened to 1 s and the SMTP timeout to half a second, so the
 * whole outage takes seconds; the backoff's shape is the production one (doubling, with jitter).
 * And the one duplicate no sender can avoid: the server took the message and its reply was lost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { sentEmails } from '@ss/db';
import { queueOptions, QUEUES } from '../src/jobs/queue.ts';
import { queueEmail } from '../src/services/email/queue-email.ts';
import { loadConfig } from '../src/config.ts';
import { startTestServer, eventually, type TestServer } from './harness.ts';
import { fakeSmtp, type FakeSmtp } from './fake-smtp.ts';

const TIMEOUT_MS = 500;
const logs: string[] = [];
let server: TestServer;
let smtp: FakeSmtp;

beforeAll(async () => {
  smtp = await fakeSmtp('refuse');
  server = await startTestServer(
    { workers: true, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, smtpTimeoutMs: TIMEOUT_MS, publicUrl: 'https://hub.example.test', logLevel: 'error' },
    { retryDelaySeconds: 1, logStream: { write: (line) => void logs.push(line) } },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const emailRow = async (id: number) => (await server.db.select().from(sentEmails).where(eq(sentEmails.id, id)))[0]!;

interface JobRow {
  state: string;
  retry_count: number;
  /** The delay pg-boss chose before the next attempt: from the failed attempt's start to the retry's earliest start. */
  wait_ms: number;
}
async function jobOf(emailId: number): Promise<JobRow> {
  const r = await server.db.execute(
    sql`select state, retry_count, (extract(epoch from (start_after - started_on)) * 1000)::int as wait_ms from pgboss.job where name = ${QUEUES.sendEmail} and data->>'emailId' = ${String(emailId)}`,
  );
  return (r as unknown as { rows: JobRow[] }).rows[0]!;
}

/** Waits for the e-mail's `attempts`-th failed attempt to be recorded and pg-boss to have scheduled its retry. */
async function failedAttempt(emailId: number, attempts: number): Promise<{ error: string; waitMs: number }> {
  return eventually(async () => {
    const row = await emailRow(emailId);
    const job = await jobOf(emailId);
    if (row.attempts !== attempts || job.state !== 'retry') return undefined;
    return { error: row.error ?? '', waitMs: job.wait_ms };
  }, 20_000);
}

describe('the send-email queue', () => {
  it('retries with backoff for hours, and its SMTP waits are cut long before the job expires', () => {
    const options = queueOptions(QUEUES.sendEmail);
    expect(options).toMatchObject({ retryBackoff: true, retryDelay: 5, retryLimit: 12, retryDelayMax: 3600, expireInSeconds: 300 });
    // The shortest time from the first attempt to the last: what an SMTP outage may last without losing a message.
    let least = 0;
    for (let n = 0; n < options.retryLimit; n++) least += Math.min(options.retryDelayMax!, options.retryDelay * 2 ** n);
    expect(least / 3600).toBeGreaterThan(3);
    // Ten e-mails fetched at once, each waiting out the timeout, still end before the job's expiry.
    const timeoutMs = loadConfig({}).smtpTimeoutMs;
    expect(timeoutMs).toBe(20_000);
    expect(10 * timeoutMs).toBeLessThan(options.expireInSeconds * 1000);
  });
});

describe('an SMTP server that refuses, hangs, then answers 421', () => {
  it('fails each attempt quickly, retries later each time, and delivers the e-mail exactly once when it works again', async () => {
    const email = await queueEmail(server.db, server.runtime.ctx.jobs, { to: 'outage@demo.test', subject: 'Outage', text: 'Sent through an outage.' });
    const messageId = `<email-${email.id}@hub.example.test>`;

    // 1. The port is closed.
    const refused = await failedAttempt(email.id, 1);
    expect(refused.error).toMatch(/ECONNREFUSED/);
    await smtp.setMode('hang');
    // 2. Accepted, never a word: the greeting's timeout ends the attempt, not the job's expiry (5 minutes).
    const hung = await failedAttempt(email.id, 2);
    expect(hung.error).toBe('Greeting never received');
    expect(smtp.connections.filter((c) => c.mode === 'hang')).toHaveLength(1);
    await smtp.setMode('busy');
    // 3. A 421: a temporary failure, retried as the others.
    const busy = await failedAttempt(email.id, 3);
    expect(busy.error).toMatch(/421/);
    expect((await emailRow(email.id)).status).toBe('queued');
    await smtp.setMode('work');

    // Each retry waits retryDelay · 2^(n-1) to twice that (pg-boss's jitter), plus the attempt's own length
    // (the hang's half second): 1–2 s, then 2–4 s, then 4–8 s. Growing, every time.
    const waits = [refused.waitMs, hung.waitMs, busy.waitMs];
    // Upper bound: the attempt's own length and the settling of its result, on two shared cores.
    const slack = TIMEOUT_MS + 1500;
    waits.forEach((ms, n) => {
      expect(ms).toBeGreaterThanOrEqual(1000 * 2 ** n);
      expect(ms).toBeLessThanOrEqual(2000 * 2 ** n + slack);
    });
    expect(waits[2]!).toBeGreaterThan(waits[0]!);

    // 4. The server works again: sent once, the job completed.
    const sent = await eventually(async () => {
      const row = await emailRow(email.id);
      return row.status === 'sent' ? row : undefined;
    }, 20_000);
    expect(sent.attempts).toBe(3);
    expect((await jobOf(email.id)).state).toBe('completed');
    expect(smtp.withMessageId(messageId)).toHaveLength(1);
    expect(smtp.withMessageId(messageId)[0]).toContain('Sent through an outage.');
    // Nothing comes after: a completed job is not run again.
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.withMessageId(messageId)).toHaveLength(1);

    // The log says why each attempt failed (the code, the reply's code, the connection failure's reason), never
    // a bare {"type":"object"}; and never the message's address.
    const failed = logs
      .map((l) => JSON.parse(l) as { msg: string; queue?: string; error?: Record<string, unknown> })
      .filter((l) => l.msg === 'job failed' && l.queue === QUEUES.sendEmail);
    expect(failed).toHaveLength(3);
    expect(failed[0]!.error).toMatchObject({ type: 'Error', code: 'ESOCKET', reason: expect.stringMatching(/^connect ECONNREFUSED 127\.0\.0\.1:\d+$/) });
    expect(failed[1]!.error).toMatchObject({ code: 'ETIMEDOUT', reason: 'Greeting never received' });
    expect(failed[2]!.error).toMatchObject({ code: 'EPROTOCOL', responseCode: 421 });
    expect(logs.join('\n')).not.toContain('outage@demo.test');
  });
});

describe('an SMTP server that takes the message but whose reply is lost', () => {
  it('gets it twice, both with the same Message-ID, by which a receiving system may drop the second', async () => {
    await smtp.setMode('lose-reply');
    const email = await queueEmail(server.db, server.runtime.ctx.jobs, { to: 'lost-reply@demo.test', subject: 'Lost reply', text: 'The reply to this one was lost.' });
    const messageId = `<email-${email.id}@hub.example.test>`;
    // The transport waits for the 250 until its timeout, and the attempt fails: the sender cannot know it arrived.
    await failedAttempt(email.id, 1);
    expect(smtp.withMessageId(messageId)).toHaveLength(1);
    await smtp.setMode('work');
    await eventually(async () => ((await emailRow(email.id)).status === 'sent' ? true : undefined), 20_000);
    expect(smtp.withMessageId(messageId)).toHaveLength(2);
  });
});
