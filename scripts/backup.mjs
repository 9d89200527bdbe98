#!/usr/bin/env node
/**
 * `npm run backup [-- --data-dir DIR] [--out DIR|FILE]` (issue 25, section 5): one file, backup-YYYYMMDD-HHMMSS.tar.gz
 * (scripts/backup-archive.mjs), holding the database with the uploaded files in it, DATA_DIR/mfa.key when there is one,
 * and a manifest.
 *
 * Embedded database: PGlite lets one process hold a data directory. While the server runs, the dump comes from it
 * (apps/server/src/lib/backup-endpoint.ts, found through DATA_DIR/server.json); when no server holds the directory,
 * this process opens it and dumps it. PostgreSQL (DATABASE_URL set): `pg_dump -Fc`.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { parseArgs } from 'node:util';
import { describeMigrations, digestFile, FORMAT, FORMAT_VERSION, splitPassword, writeBackup, writeDatabaseTar, run } from './backup-archive.mjs';

const MFA_NOTE = 'MFA_KEY is set in the environment: it is not in this backup. Keep it with the backup; without it the enrolled authenticator apps cannot be read.';

/** A refusal or failure, told to the operator in a sentence (thrown so the temporary files are removed first). */
function fail(message) {
  throw new Error(message);
}

const { values } = parseArgs({ options: { 'data-dir': { type: 'string' }, out: { type: 'string' } } });
const dataDir = resolve(values['data-dir'] ?? (process.env.DATA_DIR || './data'));
const databaseUrl = process.env.DATABASE_URL || undefined;
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const outArg = resolve(values.out ?? 'backups');
const outFile = outArg.endsWith('.tar.gz') ? outArg : join(outArg, `backup-${stamp}.tar.gz`);

/** The running server's dump, or null when no server holds the directory (no server.json, or its process is gone). */
async function dumpFromServer() {
  const file = join(dataDir, 'server.json');
  if (!existsSync(file)) return null;
  const { pid, port, token } = JSON.parse(readFileSync(file, 'utf8'));
  try {
    process.kill(pid, 0);
  } catch (err) {
    // ESRCH: that process is gone (it stopped without removing the file). EPERM: it runs, as another user.
    if (err.code === 'ESRCH') return null;
  }
  let res;
  try {
    res = await fetch(`http://127.0.0.1:${port}/dump`, { headers: { authorization: `Bearer ${token}` } });
  } catch (err) {
    // Nothing listens there: the file is stale and its pid was reused. Anything else is not a reason to open the directory.
    if (err?.cause?.code === 'ECONNREFUSED') return null;
    fail(`the running server (pid ${pid}) did not answer the dump: ${err?.cause?.message ?? err.message}`);
  }
  if (!res.ok || !res.body) fail(`the running server (pid ${pid}) refused the dump (HTTP ${res.status}).`);
  return {
    stream: Readable.fromWeb(res.body),
    migrations: describeMigrations(Number(res.headers.get('x-migrations-count')), res.headers.get('x-migrations-last')),
    taken_from: `the running server (pid ${pid})`,
  };
}

/** This process opens the directory itself: only when no server holds it. */
async function dumpDirectly() {
  if (!existsSync(join(dataDir, 'PG_VERSION'))) fail(`${dataDir} holds no embedded database (set DATA_DIR or --data-dir; DATABASE_URL for PostgreSQL).`);
  // PGlite leaves postmaster.pid while it holds the directory and removes it when it closes.
  if (existsSync(join(dataDir, 'postmaster.pid')))
    fail(
      `${dataDir} is open in another process (or its server stopped without closing it) and no running server answers for it. ` +
        'If the server is starting, wait and run the backup again; if it crashed, start it once (it recovers the directory) and back up while it runs.',
    );
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pglite = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  try {
    const { rows } = await pglite.query(`select count(*)::int as count, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`);
    await pglite.exec('CHECKPOINT');
    const tar = await pglite.dumpDataDir('none');
    return { stream: Readable.fromWeb(tar.stream()), migrations: describeMigrations(rows[0].count, rows[0].last), taken_from: 'the data directory (no server was running)' };
  } finally {
    await pglite.close();
  }
}

async function dumpPostgres(path) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let migrations, server;
  try {
    server = (await client.query('show server_version')).rows[0].server_version;
    const { rows } = await client.query(`select count(*)::int as count, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`);
    migrations = describeMigrations(rows[0].count, rows[0].last);
  } finally {
    await client.end();
  }
  const { url, env } = splitPassword(databaseUrl);
  // pg_dump takes one snapshot of the whole database: the dump is consistent while the copies keep writing.
  await run('pg_dump', ['--format=custom', `--file=${path}`, `--dbname=${url}`], env);
  return { migrations, versions: { postgres: server } };
}

const work = mkdtempSync(join(tmpdir(), 'ss-backup-'));
const partial = `${outFile}.partial`;
try {
  if (existsSync(outFile)) fail(`${outFile} exists already.`);
  mkdirSync(join(outFile, '..'), { recursive: true, mode: 0o700 });
  const started = performance.now();
  const files = {};
  const entries = [];
  const notes = [];
  let source, taken_from, migrations, versions;
  if (databaseUrl) {
    const path = join(work, 'database.dump');
    ({ migrations, versions } = await dumpPostgres(path));
    source = 'postgres';
    taken_from = 'pg_dump';
    files['database.dump'] = await digestFile(path);
    entries.push({ name: 'database.dump', path });
  } else {
    const dump = (await dumpFromServer()) ?? (await dumpDirectly());
    const path = join(work, 'database.tar');
    files['database.tar'] = await writeDatabaseTar(dump.stream, path);
    ({ migrations, taken_from } = dump);
    source = 'pglite';
    versions = { pglite: JSON.parse(readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8')).version };
    entries.push({ name: 'database.tar', path });
  }
  const keyFile = join(dataDir, 'mfa.key');
  if (existsSync(keyFile)) {
    files['mfa.key'] = await digestFile(keyFile);
    entries.unshift({ name: 'mfa.key', data: readFileSync(keyFile) });
  }
  if (process.env.MFA_KEY) notes.push(MFA_NOTE);
  const manifest = { format: FORMAT, version: FORMAT_VERSION, created_at: new Date().toISOString(), source, taken_from, migrations, versions, files, notes };
  entries.unshift({ name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest, null, 2)) });
  // Written beside, then renamed: a backup cut short never looks like a whole one.
  await writeBackup(partial, entries);
  renameSync(partial, outFile);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Backup written: ${outFile} (${(statSync(outFile).size / 1e6).toFixed(1)} MB in ${seconds} s, from ${taken_from}).`);
  console.log(`  database: ${source === 'postgres' ? 'PostgreSQL' : 'embedded'}, ${migrations.count} migrations (last ${migrations.last_tag ?? 'unknown'})`);
  console.log(`  MFA key: ${files['mfa.key'] ? 'included (mfa.key)' : 'none in the data directory'}`);
  for (const note of notes) console.log(`  ${note}`);
} catch (err) {
  rmSync(partial, { force: true });
  console.error(`backup: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
