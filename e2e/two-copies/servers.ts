/** Two copies of the real server on one scratch PostgreSQL database: copy A seeds the demo, copy B joins it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const adminUrl = process.env.E2E_PG_URL ?? process.env.CI_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface Copy {
  base: string;
  stop(): Promise<void>;
}

function start(port: number, env: Record<string, string>): Promise<Copy> {
  return new Promise((resolve, reject) => {
    const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn', WORKERS: '0', DATA_DIR: ':memory:', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`copy on ${port} did not start: ${out}`)), 120_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/is running at/.test(out)) {
        clearTimeout(timer);
        resolve({
          base: `http://localhost:${port}`,
          stop: () =>
            new Promise<void>((done) => {
              if (proc.exitCode !== null) return done();
              proc.once('exit', () => done());
              proc.kill('SIGTERM');
            }),
        });
      }
    });
    proc.once('exit', (code) => reject(new Error(`copy on ${port} exited (${code}): ${out}`)));
  });
}

/** A scratch database, then copy A (migrates and seeds the demo), then copy B on the same database. */
export async function startTwoCopies(ports: [number, number]) {
  const name = `ss_two_copies_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const a = await start(ports[0], { DATABASE_URL: url.toString(), DEMO: '1' });
  const b = await start(ports[1], { DATABASE_URL: url.toString(), DEMO: '0' });
  return {
    a,
    b,
    stop: async () => {
      await Promise.all([a.stop(), b.stop()]);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
