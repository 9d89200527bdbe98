/** Starts the real server and the bare baseline as child processes (so the load generator has its own core). */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import pg from 'pg';

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface Child {
  proc: ChildProcess;
  /** What the process printed up to the moment it was ready. */
  output: string;
  stop(): Promise<void>;
}

/** Spawns `tsx <script>` and resolves once its output contains `ready`. */
export function spawnTsx(script: string, env: Record<string, string>, ready: RegExp): Promise<Child> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} did not start: ${out}`)), 120_000);
    proc.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (ready.test(out)) {
        clearTimeout(timer);
        resolve({
          proc,
          output: out,
          stop: () =>
            new Promise<void>((r) => {
              proc.once('exit', () => r());
              proc.kill('SIGTERM');
            }),
        });
      }
    });
    proc.once('exit', (code) => reject(new Error(`${script} exited (${code}): ${out}`)));
  });
}

export async function postgresReachable(url: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** A fresh database on the server of `adminUrl`, dropped by the returned function. */
export async function scratchDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
