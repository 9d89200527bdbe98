/**
 * Background jobs on pg-boss, on either driver (PGlite through pg-boss's adapter).
 * Jobs are enqueued inside the caller's transaction, so a job exists exactly when
 * the rows it works on do. Handlers must be idempotent: a job may run twice.
 */
import { PgBoss, fromDrizzle, fromPglite, type JobResult, type JobWithMetadata } from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '@ss/db';
import type { Logger } from 'pino';
import { safeError, safeErrorText } from '../lib/safe-error.ts';
import { QUEUE_NAMES, QUEUES, type QueueName } from './queue-names.ts';

export { QUEUES, QUEUE_NAMES, type QueueName } from './queue-names.ts';

export type JobHandler = (data: Record<string, unknown>, meta: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;

export interface Jobs {
  /** Enqueues a job in the given transaction (or the database outside one). */
  enqueue(db: Database, queue: QueueName, data: Record<string, unknown>): Promise<void>;
  /** Starts a worker per queue, with the handlers the area manifests give (skipped when workers are off). */
  startWorkers(handlers: ReadonlyMap<QueueName, JobHandler>): Promise<void>;
  /**
   * Runs a queue's job on a cron schedule (UTC), with pg-boss's scheduler, which works on both
   * drivers. Every copy of the process may call it: the schedule is one row, and each occurrence
   * becomes one job whichever copy sends it. Skipped when workers are off.
   */
  schedule(queue: QueueName, cron: string): Promise<void>;
  /** Each queue's jobs waiting (ready now), deferred (a retry's or a schedule's later time), active and failed (kept). */
  stats(): Promise<QueueCounts[]>;
  /** True once the workers were started (or when this copy runs none: nothing to wait for). */
  readonly started: boolean;
  stop(): Promise<void>;
}

export interface QueueCounts {
  queue: QueueName;
  waiting: number;
  deferred: number;
  active: number;
  failed: number;
}

/**
 * Retries, with pg-boss's backoff: the n-th retry waits `retryDelay * 2^(n-1)` to twice that (jitter), so a job
 * retried 5 times from 5 s has tried for 2.5 to 5 minutes before it is recorded as failed: enough for a database
 * restart or a deploy. E-mail waits out an SMTP outage as a mail server would, for hours: 12 retries, doubling from
 * 5 s to at most an hour (3.4 to about 6 hours in all) before the message is marked failed (issue 25, section 4).
 */
const RETRY_LIMIT = 5;
const RETRY: Partial<Record<QueueName, { limit: number; delayMax: number }>> = { [QUEUES.sendEmail]: { limit: 12, delayMax: 3600 } };
const RETRY_DELAY_SECONDS = 5;
/**
 * Jobs fetched at once by a queue's worker (run one after another, each settled on its own): the short, frequent
 * jobs. The long ones (an import, a sync, an export, the digests) stay one per fetch, so a job never waits out its
 * expiry behind others fetched with it.
 */
const BATCH_SIZE: Partial<Record<QueueName, number>> = { [QUEUES.earlyWarnings]: 20, [QUEUES.sendEmail]: 10, [QUEUES.passwordReset]: 10 };
/**
 * How long a job may run before pg-boss takes it for dead and retries it: 5 minutes, but a bulk export of support
 * plans, which draws a district's plans (about 15 a second: 5,000 plans take 6 minutes).
 */
const EXPIRE_SECONDS: Partial<Record<QueueName, number>> = { [QUEUES.supportPlanExport]: 3600 };
/** Queues polled more often than the rest: a flag should follow its data change within a second (issue 22, section 4). */
const POLL_SECONDS: Partial<Record<QueueName, number>> = { [QUEUES.earlyWarnings]: 0.5 };

/** A queue's options, as written to pg-boss (`retryDelaySeconds`: the first retry's delay, shortened only by tests). */
export function queueOptions(name: QueueName, retryDelaySeconds = RETRY_DELAY_SECONDS) {
  const retry = RETRY[name];
  return {
    retryLimit: retry?.limit ?? RETRY_LIMIT,
    retryBackoff: true,
    retryDelay: retryDelaySeconds,
    ...(retry ? { retryDelayMax: retry.delayMax } : {}),
    expireInSeconds: EXPIRE_SECONDS[name] ?? 300,
  };
}

export async function createJobs(database: DatabaseHandle, opts: { workers: boolean; log: Logger; pollSeconds?: number; retryDelaySeconds?: number }): Promise<Jobs> {
  const boss = database.driver === 'pglite' ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' }) : new PgBoss({ connectionString: database.url!, max: 4 });
  // While the database is away every queue's worker fails each poll (21 queues, every 0.5-2 s): one line per queue
  // and cause every 30 s, with how many were folded into it, says as much without flooding the log.
  const lastLogged = new Map<string, { at: number; folded: number }>();
  boss.on('error', (err: Error) => {
    const error = safeError(err);
    const key = `${error.queue ?? ''}|${error.code ?? ''}|${error.reason ?? error.type}`;
    const seen = lastLogged.get(key);
    const now = Date.now();
    if (seen && now - seen.at < 30_000) {
      seen.folded += 1;
      return;
    }
    lastLogged.set(key, { at: now, folded: 0 });
    opts.log.error({ error, ...(seen?.folded ? { repeated: seen.folded } : {}) }, 'job queue error');
  });
  await boss.start();
  // Only the queues this build adds or whose options changed are written: one read at each start instead of a
  // create and a lookup per queue (issue 25, section 1: a second start listens in seconds).
  const existing = new Map((await boss.getQueues([...QUEUE_NAMES])).map((q) => [q.name, q]));
  for (const name of QUEUE_NAMES) {
    const options = queueOptions(name, opts.retryDelaySeconds);
    const now = existing.get(name);
    if (now && (Object.entries(options) as [keyof typeof options, unknown][]).every(([k, v]) => now[k] === v)) continue;
    if (now) await boss.updateQueue(name, options);
    else await boss.createQueue(name, options);
    // Warm pg-boss's queue cache now, outside any transaction. start() caches the queues that existed; one
    // created or changed after it is looked up by the first send on pg-boss's own connection, and on PGlite (one
    // connection) that waits forever behind the caller's open transaction.
    await boss.getJobById(name, '00000000-0000-0000-0000-000000000000');
  }

  let started = !opts.workers;
  return {
    get started() {
      return started;
    },
    async stats() {
      const queues = await boss.getQueues([...QUEUE_NAMES]);
      return queues.map((q) => ({ queue: q.name as QueueName, waiting: q.readyCount, deferred: q.deferredCount, active: q.activeCount, failed: q.failedCount }));
    },
    async enqueue(db, queue, data) {
      await boss.send(queue, data, { db: fromDrizzle(db as never, sql as never) });
    },
    async startWorkers(handlers) {
      if (!opts.workers) return;
      for (const [name, handler] of handlers) {
        // A batch per fetch, each job settled on its own (`perJobResults`: one failure retries that job only), and the
        // next batch fetched at once while batches come back full (`burstWhenBatchFull`): with one job per fetch the
        // worker waited its polling interval after every job, so a queue drained at most two jobs a second and a
        // burst of changes (an import, a sync) left the early-warning flags minutes behind their data.
        await boss.work(
          name,
          {
            pollingIntervalSeconds: Math.min(opts.pollSeconds ?? 2, POLL_SECONDS[name] ?? Infinity),
            batchSize: BATCH_SIZE[name] ?? 1,
            burstWhenBatchFull: true,
            perJobResults: true,
            // Each job's own retry limit (a job queued before its queue's limit changed keeps the one it was sent with),
            // so a handler knows its last attempt.
            includeMetadata: true,
          },
          async (jobs: JobWithMetadata<Record<string, unknown>>[]) => {
            const results: JobResult[] = [];
            for (const job of jobs) {
              try {
                await handler(job.data, { id: job.id, retryCount: job.retryCount ?? 0, retryLimit: job.retryLimit });
                results.push({ id: job.id, status: 'completed' });
              } catch (err) {
                // pg-boss stores what a failed job returns in its table: the summary, never the query and its parameters.
                opts.log.error({ error: safeError(err), queue: name }, 'job failed');
                results.push({ id: job.id, status: 'failed', output: { message: safeErrorText(err) } });
              }
            }
            return results;
          },
        );
      }
      started = true;
    },
    async schedule(queue, cron) {
      if (!opts.workers) return;
      // Written only when new or changed: every copy calls this at each start.
      const now = await boss.getSchedules(queue);
      if (now.length === 1 && now[0]!.cron === cron && now[0]!.timezone === 'UTC') return;
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
