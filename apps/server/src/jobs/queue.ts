/**
 * Background jobs on pg-boss, on either driver (PGlite through pg-boss's adapter).
 * Jobs are enqueued inside the caller's transaction, so a job exists exactly when
 * the rows it works on do. Handlers must be idempotent: a job may run twice.
 */
import { PgBoss, fromDrizzle, fromPglite } from 'pg-boss';
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
  stop(): Promise<void>;
}

const RETRY_LIMIT = 5;
/**
 * How long a job may run before pg-boss takes it for dead and retries it: 5 minutes, but a bulk export of support
 * plans, which draws a district's plans (about 15 a second: 5,000 plans take 6 minutes).
 */
const EXPIRE_SECONDS: Partial<Record<QueueName, number>> = { [QUEUES.supportPlanExport]: 3600 };

export async function createJobs(database: DatabaseHandle, opts: { workers: boolean; log: Logger; pollSeconds?: number }): Promise<Jobs> {
  const boss = database.driver === 'pglite' ? new PgBoss({ db: fromPglite(database.pglite!), backend: 'pglite' }) : new PgBoss({ connectionString: database.url!, max: 4 });
  boss.on('error', (err: Error) => opts.log.error({ error: safeError(err) }, 'job queue error'));
  await boss.start();
  for (const name of QUEUE_NAMES) {
    await boss.createQueue(name, { retryLimit: RETRY_LIMIT, retryBackoff: true, retryDelay: 5, expireInSeconds: EXPIRE_SECONDS[name] ?? 300 });
    // Warm pg-boss's queue cache now, outside any transaction. Queues created after start() are
    // not cached; the first send would look its queue up on pg-boss's own connection, and on
    // PGlite (one connection) that waits forever behind the caller's open transaction.
    await boss.getJobById(name, '00000000-0000-0000-0000-000000000000');
  }

  return {
    async enqueue(db, queue, data) {
      await boss.send(queue, data, { db: fromDrizzle(db as never, sql as never) });
    },
    async startWorkers(handlers) {
      if (!opts.workers) return;
      for (const [name, handler] of handlers) {
        await boss.work<Record<string, unknown>>(name, { pollingIntervalSeconds: opts.pollSeconds ?? 2 }, async (jobs) => {
          for (const job of jobs) {
            try {
              await handler(job.data, { id: job.id, retryCount: job.retryCount ?? 0, retryLimit: RETRY_LIMIT });
            } catch (err) {
              // pg-boss stores what a failed job throws in its table: the summary, never the query and its parameters.
              opts.log.error({ error: safeError(err), queue: name }, 'job failed');
              // eslint-disable-next-line preserve-caught-error -- the cause is exactly what must not be stored
              throw new Error(safeErrorText(err));
            }
          }
        });
      }
    },
    async schedule(queue, cron) {
      if (!opts.workers) return;
      await boss.schedule(queue, cron, {}, { tz: 'UTC' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000, close: true });
    },
  };
}
