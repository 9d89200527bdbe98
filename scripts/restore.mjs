#!/usr/bin/env node
/**
 * `npm run restore -- <backup-….tar.gz> [--data-dir DIR]` (issue 25, section 5): puts a backup made by
 * `npm run backup` (scripts/backup-archive.mjs) back.
 *
 * Embedded database: into DIR (DATA_DIR, default ./data), which must be absent or empty. PostgreSQL (the backup was
 * made with DATABASE_URL): `pg_restore` into the database DATABASE_URL names, which must be empty. Either way a refusal
 * changes nothing, and so does a failure: the directory is emptied again, pg_restore runs in one transaction. mfa.key
 * goes back into DIR (0600). A backup older than this version is fine: `npm start` applies the newer migrations.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, openAsBlob, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { productMigrations, splitPassword, unpackBackup, run } from './backup-archive.mjs';

const { values, positionals } = parseArgs({ options: { 'data-dir': { type: 'string' } }, allowPositionals: true });
const dataDir = resolve(values['data-dir'] ?? (process.env.DATA_DIR || './data'));
const databaseUrl = process.env.DATABASE_URL || undefined;

/** A refusal or failure, told to the operator in a sentence (thrown so the temporary files are removed first). */
function fail(message) {
  throw new Error(message);
}

/** The backup's migrations must be this version's, or older ones of them: a newer backup needs the newer code. */
function checkMigrations(manifest) {
  const known = productMigrations();
  const { count, last_tag } = manifest.migrations ?? {};
  if (!Number.isInteger(count) || count < 1) fail('the backup names no migration: it was not made by npm run backup.');
  if (count > known.length) fail(`the backup comes from a newer version (${count} migrations; this version knows ${known.length}). Restore it with that version or a later one.`);
  if (last_tag && known[count - 1]?.tag !== last_tag) fail(`the backup's last migration (${last_tag}) is not this version's migration ${count} (${known[count - 1]?.tag}).`);
  return known.length - count;
}

/** What the directory holds, null when it does not exist (a file there counts as something held). */
function entriesOf(dir) {
  if (!existsSync(dir)) return null;
  return statSync(dir).isDirectory() ? readdirSync(dir) : [dir];
}

async function appliedMigrations(query) {
  const { rows } = await query(`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return rows[0].count;
}

/** Into an empty or absent directory; on any failure the directory is left as it was found. */
async function restoreEmbedded(work, manifest) {
  const existing = entriesOf(dataDir);
  if (existing === null) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    // PGlite writes the loaded directory into dataDir and starts on it: what loads here, `npm start` opens.
    const pglite = await PGlite.create({ dataDir, loadDataDir: await openAsBlob(join(work, 'database.tar')), extensions: { pg_trgm } });
    try {
      const applied = await appliedMigrations((q) => pglite.query(q));
      if (applied !== manifest.migrations.count) fail(`the restored database holds ${applied} migrations; the manifest says ${manifest.migrations.count}.`);
    } finally {
      await pglite.close();
    }
    if (manifest.files['mfa.key']) writeFileSync(join(dataDir, 'mfa.key'), readFileSync(join(work, 'mfa.key')), { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (existing === null) rmSync(dataDir, { recursive: true, force: true });
    else for (const name of readdirSync(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    throw err;
  }
}

/** Into the empty database DATABASE_URL names, in one transaction; mfa.key into DATA_DIR unless another key is there. */
async function restorePostgres(work, manifest) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select (select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
                where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%')::int as relations,
              (select count(*) from pg_namespace where nspname not in ('public', 'information_schema') and nspname not like 'pg\\_%')::int as schemas,
              (select count(*) from pg_extension where extname <> 'plpgsql')::int as extensions`,
    );
    const { relations, schemas, extensions } = rows[0];
    if (relations || schemas || extensions)
      fail(
        `the database DATABASE_URL names is not empty (${relations} tables and other relations, ${schemas} schemas, ${extensions} extensions): restore into a new, empty database.`,
      );
    const keyFile = join(dataDir, 'mfa.key');
    const key = manifest.files['mfa.key'] ? readFileSync(join(work, 'mfa.key')) : null;
    if (key && existsSync(keyFile) && !readFileSync(keyFile).equals(key))
      fail(`${keyFile} holds another MFA key than the backup's: move it away (or pass --data-dir) and run the restore again.`);
    const { url, env } = splitPassword(databaseUrl);
    // One transaction: a failed restore leaves the database empty. The objects belong to the user who restores.
    await run('pg_restore', ['--no-owner', '--no-acl', '--single-transaction', '--exit-on-error', `--dbname=${url}`, join(work, 'database.dump')], env);
    const applied = await appliedMigrations((q) => client.query(q));
    if (applied !== manifest.migrations.count) fail(`the restored database holds ${applied} migrations; the manifest says ${manifest.migrations.count}.`);
    if (key && !existsSync(keyFile)) {
      mkdirSync(dataDir, { recursive: true, mode: 0o700 });
      writeFileSync(keyFile, key, { mode: 0o600, flag: 'wx' });
    }
  } finally {
    await client.end();
  }
}

const file = positionals[0];
const work = mkdtempSync(join(tmpdir(), 'ss-restore-'));
try {
  if (!file || positionals.length > 1) fail('usage: npm run restore -- <backup-….tar.gz> [--data-dir DIR]');
  if (!existsSync(file) || !statSync(file).isFile()) fail(`${file} is not a file.`);
  const existing = entriesOf(dataDir);
  const embeddedTarget = !databaseUrl;
  // Refused before anything is read or written: a restore never mixes with what a directory holds.
  if (embeddedTarget && existing !== null && existing.length > 0) fail(`${dataDir} is not empty: restore into an empty or new directory (--data-dir DIR). Nothing was changed.`);
  chmodSync(work, 0o700);
  const manifest = await unpackBackup(resolve(file), work);
  if (manifest.source === 'pglite' && databaseUrl) fail('this backup holds the embedded database: unset DATABASE_URL to restore it into a data directory.');
  if (manifest.source === 'postgres' && !databaseUrl) fail('this backup holds a PostgreSQL database: set DATABASE_URL to a new, empty database to restore it.');
  if (!['pglite', 'postgres'].includes(manifest.source)) fail(`unknown source "${manifest.source}" in the manifest.`);
  const pending = checkMigrations(manifest);
  if (manifest.source === 'pglite') await restoreEmbedded(work, manifest);
  else await restorePostgres(work, manifest);
  console.log(`Restored ${file} (made ${manifest.created_at}, ${manifest.migrations.count} migrations, last ${manifest.migrations.last_tag}).`);
  console.log(manifest.source === 'pglite' ? `  into ${dataDir}` : '  into the database DATABASE_URL names');
  if (manifest.files['mfa.key']) console.log(`  MFA key: ${join(dataDir, 'mfa.key')}`);
  for (const note of manifest.notes ?? []) console.log(`  ${note}`);
  if (pending) console.log(`  ${pending} newer migration${pending === 1 ? '' : 's'} will be applied when the server starts.`);
  console.log(manifest.source === 'pglite' ? `Start it with: DATA_DIR=${dataDir} npm start` : 'Start it with: npm start (same DATABASE_URL)');
} catch (err) {
  console.error(`restore: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
