/**
 * Prepares one migrated, seeded database for the whole API run: a PGlite data-dir
 * dump (default) or a PostgreSQL template database (when DATABASE_URL is set).
 * Each test file then clones it, so files never share state.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { ensureSystemDefaults, MEMORY, openDatabase, seedDemo } from '@ss/db';
import type { TestProject } from 'vitest/node';
import { createJobs } from '../src/jobs/queue.ts';
import { databaseUrlFor } from './db-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    pgTemplate: string;
  }
}

async function prepare(handle: Awaited<ReturnType<typeof openDatabase>>) {
  await handle.migrate();
  await ensureSystemDefaults(handle.db);
  await seedDemo(handle.db);
  // Start the queue once so its own schema is part of the template too.
  const jobs = await createJobs(handle, { workers: false, log: pino({ level: 'silent' }) });
  await jobs.stop();
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const template = `ss_tpl_${process.pid}_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const handle = await openDatabase({ url: databaseUrlFor(adminUrl, template), poolSize: 2 });
    await prepare(handle);
    await handle.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'ss-api-'));
  const handle = await openDatabase({ dataDir: MEMORY });
  await prepare(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  project.provide('pgTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
