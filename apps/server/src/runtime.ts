/**
 * Starts and stops the whole process: database (migrated), job queue and workers,
 * HTTP server. Used by main.ts, the API tests and the benchmark alike.
 */
import { ensureAgreement, ensureSystemDefaults, openDatabase, seedDemo, type DatabaseHandle } from '@ss/db';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { planAreas, type JobContext } from './areas/area.ts';
import { AREAS } from './areas/index.ts';
import { createJobs, QUEUE_NAMES, type JobHandler, type QueueName } from './jobs/queue.ts';
import { createMailer } from './services/email/mailer.ts';
import { useListeners } from './services/listeners.ts';

export interface Runtime {
  ctx: AppContext;
  app: Awaited<ReturnType<typeof buildApp>>;
  seeded: boolean;
  /** Graceful: stop accepting, finish requests in flight, stop workers, close the database. */
  close(): Promise<void>;
}

export async function startRuntime(
  config: Config,
  opts: { database?: DatabaseHandle; pollSeconds?: number; seed?: boolean; logStream?: pino.DestinationStream } = {},
): Promise<Runtime> {
  // Before anything opens: two areas claiming one queue (or a queue no area handles) stop the start here.
  const plan = planAreas(AREAS, QUEUE_NAMES);
  // The areas' listeners, before anything can emit: what each event sends on the channels they own.
  useListeners(plan.listeners);
  const log = opts.logStream ? pino(loggerOptions(config.logLevel) as pino.LoggerOptions, opts.logStream) : pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  const database = opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  await ensureAgreement(database.db);
  await ensureSystemDefaults(database.db);
  const seeded = (opts.seed ?? config.demo) ? await seedDemo(database.db) : false;

  const jobs = await createJobs(database, { workers: config.workers, log, pollSeconds: opts.pollSeconds });
  const mailer = createMailer(config);
  const ctx: AppContext = { config, database, db: database.db, jobs };
  const jobContext: JobContext = { ...ctx, mailer };
  await jobs.startWorkers(new Map<QueueName, JobHandler>([...plan.handlers].map(([queue, run]) => [queue, (data, meta) => run(jobContext, data, meta)])));
  for (const { queue, cron } of plan.schedules) await jobs.schedule(queue, cron);

  const app = await buildApp(ctx, { loggerInstance: log });
  await app.listen({ port: config.port, host: config.host });

  let closing: Promise<void> | undefined;
  return {
    ctx,
    app,
    seeded,
    close() {
      closing ??= (async () => {
        await app.close();
        await jobs.stop();
        mailer.close();
        await database.close();
      })();
      return closing;
    },
  };
}
