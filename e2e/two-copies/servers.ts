/** Two copies of the real server on one scratch PostgreSQL database: copy A seeds the demo, copy B joins it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const adminUrl = process.env.E2E_PG_URL ?? process.env.CI_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Copy {
  base: string;
  stop(): Promise<void>;
  /** Sends a signal (SIGKILL: the copy dies without a word) and resolves when the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** What the copy wrote on its standard output (warnings and errors: LOG_LEVEL is warn). */
  output(): string;
}

export function startCopy(port: number, env: Record<string, string>): Promise<Copy> {
  return new Promise((resolve, reject) => {
    const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', WORKERS: '0', DATA_DIR: ':memory:', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const gone = new Promise<void>((done) => proc.once('exit', () => done()));
    const timer = setTimeout(() => reject(new Error(`copy on ${port} did not start: ${out}`)), 120_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/is running at/.test(out)) {
        clearTimeout(timer);
        const kill = async (signal: NodeJS.Signals) => {
          if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
          await gone;
        };
        resolve({ base: `http://localhost:${port}`, stop: () => kill('SIGTERM'), kill, output: () => out });
      }
    });
    proc.once('exit', (code) => reject(new Error(`copy on ${port} exited (${code}): ${out}`)));
  });
}

/** A scratch database on the test's PostgreSQL server: its URL, and a drop for the end. */
export async function scratchDatabase(tag: string) {
  const name = `ss_${tag}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url,
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A scratch database, then copy A (migrates and seeds the demo), then copy B on the same database. `via` rewrites
 * the database URL the copies use (the fault tests put a proxy between them and PostgreSQL); `env` adds to each.
 */
export async function startTwoCopies(ports: [number, number], opts: { via?: (url: URL) => URL; env?: [Record<string, string>, Record<string, string>] } = {}) {
  const database = await scratchDatabase('two_copies');
  const url = (opts.via ?? ((u) => u))(new URL(database.url)).toString();
  const a = await startCopy(ports[0], { DATABASE_URL: url, DEMO: '1', ...opts.env?.[0] });
  const b = await startCopy(ports[1], { DATABASE_URL: url, DEMO: '0', ...opts.env?.[1] });
  return {
    a,
    b,
    url,
    stop: async () => {
      await Promise.all([a.stop(), b.stop()]);
      await database.drop();
    },
  };
}
