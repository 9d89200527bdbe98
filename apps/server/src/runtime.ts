/**
 * Starts and stops the whole process: database (migrated), job queue and workers,
 * HTTP server. Used by main.ts, the API tests and the benchmark alike.
 */
import { ensureAgreement, ensureSystemDefaults, openDatabase, seedDemo, type DatabaseHandle } from '@ss/db';
import pino from 'pino';
import { buildApp, loggerOptions } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { createJobs, QUEUES } from './jobs/queue.ts';
import { runPasswordResetJob } from './services/auth/request-password-reset.ts';
import { runSisSyncJob } from './services/sis/run-sync-job.ts';
import { deliverEmail } from './services/email/deliver-email.ts';
import { createMailer } from './services/email/mailer.ts';
import { sweepArchivedStudents } from './services/student-imports/retention.ts';
import { runStudentImportJob } from './services/student-imports/run-import-job.ts';

export interface Runtime {
  ctx: AppContext;
  app: Awaited<ReturnType<typeof buildApp>>;
  seeded: boolean;
  /** Graceful: stop accepting, finish requests in flight, stop workers, close the database. */
  close(): Promise<void>;
}

export async function startRuntime(config: Config, opts: { database?: DatabaseHandle; pollSeconds?: number; seed?: boolean; logStream?: pino.DestinationStream } = {}): Promise<Runtime> {
  const log = opts.logStream ? pino(loggerOptions(config.logLevel) as pino.LoggerOptions, opts.logStream) : pino(loggerOptions(config.logLevel) as pino.LoggerOptions);
  const database = opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await database.migrate();
  await ensureAgreement(database.db);
  await ensureSystemDefaults(database.db);
  const seeded = (opts.seed ?? config.demo) ? await seedDemo(database.db) : false;

  const jobs = await createJobs(database, { workers: config.workers, log, pollSeconds: opts.pollSeconds });
  const mailer = createMailer(config);
  const ctx: AppContext = { config, database, db: database.db, jobs };
  await jobs.startWorkers({
    [QUEUES.sendEmail]: (data, meta) => deliverEmail(database.db, mailer, Number(data.emailId), meta),
    [QUEUES.passwordReset]: (data) => runPasswordResetJob(ctx, data),
    [QUEUES.studentImport]: (data, meta) => runStudentImportJob(ctx, data, meta),
    [QUEUES.archiveSweep]: async () => {
      await sweepArchivedStudents(ctx);
    },
    [QUEUES.sisSync]: (data, meta) => runSisSyncJob(ctx, data, meta),
  });
  // Auto-delete of archived students, daily at 03:17 UTC (off-peak for Canadian districts).
  await jobs.schedule(QUEUES.archiveSweep, '17 3 * * *');

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
