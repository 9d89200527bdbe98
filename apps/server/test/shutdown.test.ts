import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the requests in flight, refuses new ones, and exits 0', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, PORT: String(port), DATA_DIR: ':memory:', DEMO: '1', WORKERS: '1', LOG_LEVEL: 'info', WEB_DIST: '/nonexistent', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    let gone = false;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        gone = true;
        resolve(code);
      }),
    );
    const start = Date.now();
    while (!output.includes('is running at')) {
      if (gone || Date.now() - start > 60_000) throw new Error(`server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const base = `http://127.0.0.1:${port}`;
    // Sign-in does real work (argon2 and several writes): start a burst, then signal mid-flight.
    const csrf = 'shutdown-test-csrf';
    const received = () => (output.match(/"msg":"incoming request"/g) ?? []).length;
    const before = received();
    const inFlight = Array.from({ length: 8 }, () =>
      fetch(`${base}/api/v1/auth/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, connection: 'close' },
        body: JSON.stringify({ email: 'teacher@demo.test', password: 'demo-password' }),
      }).then((r) => r.status),
    );
    // Signal only once the server has received all of them (it logs each one as it arrives).
    while (received() < before + 8) await new Promise((r) => setTimeout(r, 5));
    child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(Array(8).fill(200));
    expect(await exited).toBe(0);
    await expect(fetch(`${base}/api/v1/health/`)).rejects.toThrow();
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 90_000);
});
