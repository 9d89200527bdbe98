/**
 * `npm run backup` and `npm run restore` (issue 25, section 5), run as an operator runs them (the scripts as child
 * processes). Embedded database: the real server runs on a data directory and the backup is taken from it while it
 * runs, with a write it made after it started; the backup is restored into a fresh directory, which holds the uploaded
 * file's exact bytes, that write, and mfa.key (0600). A restore into a non-empty directory is refused and changes
 * nothing. PostgreSQL (when DATABASE_URL is set): pg_dump of a scratch database, pg_restore into a new empty one.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CAST, districts, openDatabase, sessions, storedFiles, type DatabaseHandle } from '@ss/db';
import { databaseUrlFor } from './db-url.ts';
import { ApiClient } from './harness.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));
const onPostgres = !!process.env.DATABASE_URL;

/** Runs scripts/<name>.mjs as `npm run <name>` does, from the repository's root. */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', `${name}.mjs`), ...args], { cwd: ROOT, env: { ...process.env, MFA_KEY: '', ...env }, encoding: 'utf8' });
  return { status: r.status, out: `${r.stdout}${r.stderr}` };
}

/** The backup's one file, from the folder the backup wrote into. */
function backupIn(dir: string) {
  const files = readdirSync(dir);
  expect(files).toHaveLength(1);
  expect(files[0]).toMatch(/^backup-\d{8}-\d{6}\.tar\.gz$/);
  return join(dir, files[0]!);
}

/** The manifest, read with the system's tar: the file is an ordinary tar.gz. */
function manifestOf(file: string) {
  return JSON.parse(spawnSync('tar', ['-xzOf', file, 'manifest.json'], { encoding: 'utf8' }).stdout) as Record<string, any>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function storeFile(db: DatabaseHandle['db'], data: Buffer) {
  const [district] = await db.select({ id: districts.id }).from(districts).limit(1);
  const [row] = await db
    .insert(storedFiles)
    .values({ district_id: district!.id, purpose: 'resource_document', content_type: 'application/pdf', file_name: 'plan.pdf', size: data.length, data })
    .returning({ id: storedFiles.id });
  return row!.id;
}

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

// Each half is registered in the pass it belongs to (npm test on PGlite, .ci/run's second pass on PostgreSQL), not
// reported as skipped in the other.
const describeOnPglite = onPostgres ? () => undefined : describe;
const describeOnPostgres = onPostgres ? describe : () => undefined;

describeOnPglite('backup and restore of the embedded database', () => {
  let dir: string;
  const fileBytes = randomBytes(300_000);
  const mfaKey = Buffer.from(randomBytes(32).toString('base64'));
  let fileId: number;
  let sessionHash: string;
  let backup: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ss-backup-test-'));
    // A data directory with the migrated, seeded template, an uploaded file in it and a key beside it.
    const handle = await openDatabase({ dataDir: join(dir, 'data'), loadDataDir: new Blob([readFileSync(inject('pgliteDump'))]) });
    fileId = await storeFile(handle.db, fileBytes);
    await handle.close();
    writeFileSync(join(dir, 'data', 'mfa.key'), mfaKey, { mode: 0o600 });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('backs up from the running server: its writes are in, it keeps answering, and nobody without the token gets a dump', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), DATA_DIR: join(dir, 'data'), DEMO: '0', WORKERS: '0', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', DATABASE_URL: '', MFA_KEY: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    server.stdout.on('data', (c: Buffer) => (output += c.toString()));
    server.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    try {
      const start = Date.now();
      while (!output.includes('is running at')) {
        if (server.exitCode !== null || Date.now() - start > 60_000) throw new Error(`server did not start: ${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const base = `http://127.0.0.1:${port}`;
      // A write the running process made: a session row (its id is the token's SHA-256).
      const token = await new ApiClient(base).signIn(CAST.teacher);
      sessionHash = sha256(Buffer.from(token));

      const serverFile = join(dir, 'data', 'server.json');
      expect(statSync(serverFile).mode & 0o777).toBe(0o600);
      const { port: backupPort, pid } = JSON.parse(readFileSync(serverFile, 'utf8')) as { port: number; pid: number };
      expect(pid).toBe(server.pid);
      expect((await fetch(`http://127.0.0.1:${backupPort}/dump`)).status).toBe(401);
      expect((await fetch(`http://127.0.0.1:${backupPort}/dump`, { headers: { authorization: 'Bearer not-the-token' } })).status).toBe(401);
      expect((await fetch(`${base}/dump`)).status).toBe(404);

      // The backup runs in another process while requests keep coming to the server.
      const out = join(dir, 'out');
      const health: number[] = [];
      let running = true;
      const traffic = (async () => {
        while (running) health.push((await fetch(`${base}/api/v1/health/`)).status);
      })();
      const run = new Promise<{ status: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, [join(ROOT, 'scripts', 'backup.mjs'), '--out', out], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '', MFA_KEY: '' },
        });
        let text = '';
        child.stdout.on('data', (c: Buffer) => (text += c.toString()));
        child.stderr.on('data', (c: Buffer) => (text += c.toString()));
        child.once('exit', (status) => resolve({ status, out: text }));
      });
      const result = await run;
      running = false;
      await traffic;
      expect(result.out).toContain(`from the running server (pid ${server.pid})`);
      expect(result.status).toBe(0);
      expect(health.length).toBeGreaterThan(0);
      expect(health.every((s) => s === 200)).toBe(true);
      backup = backupIn(out);
      expect(statSync(backup).mode & 0o777).toBe(0o600);
      const manifest = manifestOf(backup);
      expect(manifest).toMatchObject({ format: 'student-support-backup', version: 1, source: 'pglite' });
      expect(manifest.migrations.count).toBe(manifest.migrations.known_by_this_version);
      expect(Object.keys(manifest.files).sort()).toEqual(['database.tar', 'mfa.key']);
      // The database entry holds the database only: not the run's token file nor the key (its own entry).
      const inner = spawnSync('sh', ['-c', `tar -xzOf "${backup}" database.tar | tar -tf -`], { encoding: 'utf8' }).stdout.split('\n');
      expect(inner).toContain('/PG_VERSION');
      expect(inner.filter((n) => /\/(server\.json|mfa\.key|postmaster\.pid)$/.test(n))).toEqual([]);
    } finally {
      server.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(existsSync(join(dir, 'data', 'server.json'))).toBe(false);
  }, 120_000);

  it('restores into a fresh directory: the file’s exact bytes, the running server’s write, and mfa.key (0600)', async () => {
    const target = join(dir, 'restored', 'data');
    const r = script('restore', [backup, '--data-dir', target], { DATABASE_URL: '' });
    expect(r.out).toContain('Restored');
    expect(r.status).toBe(0);
    expect(readFileSync(join(target, 'mfa.key'))).toEqual(mfaKey);
    expect(statSync(join(target, 'mfa.key')).mode & 0o777).toBe(0o600);
    expect(existsSync(join(target, 'server.json'))).toBe(false);

    // As `npm start` opens it: migrations (none pending), then the data.
    const handle = await openDatabase({ dataDir: target });
    try {
      expect(await handle.pendingMigrations()).toBe(0);
      await handle.migrate();
      const [file] = await handle.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
      expect(file?.file_name).toBe('plan.pdf');
      expect(sha256(Buffer.from(file!.data))).toBe(sha256(fileBytes));
      expect(Buffer.compare(Buffer.from(file!.data), fileBytes)).toBe(0);
      const [session] = await handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(sessions)
        .where(eq(sessions.id_hash, sessionHash));
      expect(session?.n).toBe(1);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('backs up a directory no server holds by opening it itself', () => {
    const out = join(dir, 'out-stopped');
    const r = script('backup', ['--data-dir', join(dir, 'restored', 'data'), '--out', out], { DATABASE_URL: '' });
    expect(r.out).toContain('no server was running');
    expect(r.status).toBe(0);
    expect(manifestOf(backupIn(out)).taken_from).toMatch(/data directory/);
  }, 60_000);

  it('refuses a directory that is not empty, and a file that is not a backup, changing nothing', () => {
    const target = join(dir, 'occupied');
    mkdirSync(target);
    writeFileSync(join(target, 'notes.txt'), 'keep me');
    const r = script('restore', [backup, '--data-dir', target], { DATABASE_URL: '' });
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/is not empty.*Nothing was changed/);
    expect(readdirSync(target)).toEqual(['notes.txt']);
    expect(readFileSync(join(target, 'notes.txt'), 'utf8')).toBe('keep me');

    const notBackup = join(dir, 'not-a-backup.tar.gz');
    writeFileSync(notBackup, randomBytes(2000));
    const fresh = join(dir, 'never-made');
    const bad = script('restore', [notBackup, '--data-dir', fresh], { DATABASE_URL: '' });
    expect(bad.status).toBe(1);
    expect(bad.out).toContain('not a Student Support Hub backup');
    expect(existsSync(fresh)).toBe(false);
  });
});

describeOnPostgres('backup and restore on PostgreSQL (pg_dump, pg_restore)', () => {
  const adminUrl = process.env.DATABASE_URL!;
  const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const source = `ss_bk_src_${suffix}`;
  const target = `ss_bk_dst_${suffix}`;
  let admin: pg.Client;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'ss-backup-pg-'));
    admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${source} TEMPLATE ${inject('pgTemplate')}`);
    await admin.query(`CREATE DATABASE ${target}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${source} WITH (FORCE)`);
    await admin.query(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('backs up with pg_dump and restores into a new empty database, refusing a database that is not empty', async () => {
    const bytes = randomBytes(200_000);
    const handle = await openDatabase({ url: databaseUrlFor(adminUrl, source), poolSize: 1 });
    const fileId = await storeFile(handle.db, bytes);
    await handle.close();
    mkdirSync(join(dir, 'data'));
    const key = Buffer.from(randomBytes(32).toString('base64'));
    writeFileSync(join(dir, 'data', 'mfa.key'), key, { mode: 0o600 });

    const out = join(dir, 'out');
    const b = script('backup', ['--out', out], {
      DATABASE_URL: databaseUrlFor(adminUrl, source),
      DATA_DIR: join(dir, 'data'),
      MFA_KEY: 'an-operator-key-of-at-least-32-characters',
    });
    expect(b.out).toContain('from pg_dump');
    expect(b.status).toBe(0);
    const file = backupIn(out);
    const manifest = manifestOf(file);
    expect(manifest).toMatchObject({ source: 'postgres' });
    expect(Object.keys(manifest.files).sort()).toEqual(['database.dump', 'mfa.key']);
    expect(manifest.notes.join(' ')).toContain('MFA_KEY is set in the environment');

    const refused = script('restore', [file, '--data-dir', join(dir, 'other')], { DATABASE_URL: databaseUrlFor(adminUrl, source) });
    expect(refused.status).toBe(1);
    expect(refused.out).toContain('is not empty');

    const r = script('restore', [file, '--data-dir', join(dir, 'restored')], { DATABASE_URL: databaseUrlFor(adminUrl, target) });
    expect(r.out).toContain('Restored');
    expect(r.status).toBe(0);
    expect(readFileSync(join(dir, 'restored', 'mfa.key'))).toEqual(key);
    expect(statSync(join(dir, 'restored', 'mfa.key')).mode & 0o777).toBe(0o600);
    const restored = await openDatabase({ url: databaseUrlFor(adminUrl, target), poolSize: 1 });
    try {
      expect(await restored.pendingMigrations()).toBe(0);
      const [row] = await restored.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
      expect(Buffer.compare(Buffer.from(row!.data), bytes)).toBe(0);
      const [count] = await restored.db.select({ n: sql<number>`count(*)::int` }).from(districts);
      expect(count!.n).toBeGreaterThan(0);
    } finally {
      await restored.close();
    }
  }, 120_000);
});
