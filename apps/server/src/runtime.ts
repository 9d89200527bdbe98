/**
 * Starts and stops the whole process: database (migrated), job queue and workers,
 * HTTP server. Used by main.ts, the API tests and the benchmark alike.
 */
import { ensureAgreement, ensureSystemDefaults, MEMORY, openDatabase, seedDemo, type DatabaseHandle } from '@ss/db';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { planAreas, type JobContext } from './areas/area.ts';
import { AREAS } from './areas/index.ts';
import { createJobs, QUEUE_NAMES, type JobHandler, type QueueName } from './jobs/queue.ts';
import { countingMailer, createMailer } from './services/email/mailer.ts';
import { createMetrics } from './lib/metrics.ts';
import { releaseReactions, useListeners, useReactions } from './services/listeners.ts';
import { recomputeEveryDistrict } from './services/early-warnings/recompute-flags.ts';
import { startBackupEndpoint } from './lib/backup-endpoint.ts';
import { dumpDataDir } from './repositories/backup.repository.ts';

export interface Runtime {
  ctx: AppContext;
  app: Awaited<ReturnType<typeof buildApp>>;
  seeded: boolean;
  /** Graceful: stop accepting, finish requests in flight, stop workers, close the database. */
  close(): Promise<void>;
}

export async function startRuntime(
  config: Config,
  opts: { database?: DatabaseHandle; pollSeconds?: number; retryDelaySeconds?: number; seed?: boolean; logStream?: pino.DestinationStream } = {},
): Promise<Runtime> {
  // Before anything opens: two areas claiming one queue (or a queue no area handles) stop the start here.
  const started = performance.now();
  const phases: Record<string, number> = {};
  const phase = (name: string, since: number) => (phases[name] = Math.round(performance.now() - since));
  const plan = planAreas(AREAS, QUEUE_NAMES);
  // The areas' listeners, before anything can emit: what each event sends on the channels they own.
  useListeners(plan.listeners);
  const log = opts.logStream ? pino(loggerOptions(config.logLevel) as pino.LoggerOptions, opts.logStream) : pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  let t = performance.now();
  const database = opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  phase('database', t);
  t = performance.now();
  await database.migrate();
  await ensureAgreement(database.db);
  await ensureSystemDefaults(database.db);
  phase('migrate', t);
  // `npm run backup` asks this process for the dump while it holds the embedded data directory (lib/backup-endpoint.ts).
  // Not for a database handed in (the tests' clones) nor one in memory: there is no directory to back up.
  const pglite = database.pglite;
  const backupEndpoint =
    !opts.database && pglite && config.dataDir !== MEMORY ? await startBackupEndpoint({ dump: () => dumpDataDir(pglite), dataDir: config.dataDir, log }) : null;
  t = performance.now();
  const seeded = (opts.seed ?? config.demo) ? await seedDemo(database.db) : false;
  // The demo's early-warning flags, computed from its data as the job would (issue 22, section 2).
  if (seeded) await recomputeEveryDistrict(database.db);
  phase('seed', t);
  t = performance.now();

  const jobs = await createJobs(database, { workers: config.workers, log, pollSeconds: opts.pollSeconds, retryDelaySeconds: opts.retryDelaySeconds });
  const metrics = createMetrics({ database, jobs });
  const mailer = countingMailer(createMailer(config), metrics);
  // The events that start jobs (the areas' reactions), now that there is a queue to send them to.
  useReactions(plan.reactions, jobs);
  const ctx: AppContext = { config, database, db: database.db, jobs };
  const jobContext: JobContext = { ...ctx, mailer };
  await jobs.startWorkers(new Map<QueueName, JobHandler>([...plan.handlers].map(([queue, run]) => [queue, (data, meta) => run(jobContext, data, meta)])));
  for (const { queue, cron } of plan.schedules) await jobs.schedule(queue, cron);
  phase('jobs', t);
  t = performance.now();

  const app = await buildApp(ctx, { loggerInstance: log, metrics });
  await app.listen({ port: config.port, host: config.host });
  phase('http', t);
  // What a start spent, by phase (issue 25, section 1: a second start listens in seconds).
  log.info({ ms: Math.round(performance.now() - started), phases }, 'started');

  let closing: Promise<void> | undefined;
  return {
    ctx,
    app,
    seeded,
    close() {
      closing ??= (async () => {
        await app.close();
        await backupEndpoint?.close();
        releaseReactions(jobs);
        await jobs.stop();
        mailer.close();
        await database.close();
      })();
      return closing;
    },
  };
}
