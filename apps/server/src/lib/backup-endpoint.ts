/**
 * The running server's side of `npm run backup` on the embedded database (issue 25, section 5). PGlite holds its data
 * directory from one process: another process opening it while the server runs would corrupt it, so a consistent dump
 * while running can only come from this process. It listens on a port of its own, on 127.0.0.1 only (never the public
 * listener, whatever HOST or a reverse proxy does), and answers `GET /dump` only to `Authorization: Bearer <token>`,
 * the token being 256 random bits written with the port to DATA_DIR/server.json (0600, removed at shutdown): whoever
 * may read the data directory may take a dump, nobody else. scripts/backup.mjs finds it there.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';

/** What the endpoint needs of the logger (lib/ imports nothing of the other folders: a shape of its own). */
type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
/** The dump itself (repositories/backup.repository.ts: only repositories query the database). */
type Dump = () => Promise<{ tar: Blob; migrations: { count: number; last: string } }>;

export const SERVER_FILE = 'server.json';

const digest = (s: string) => createHash('sha256').update(s).digest();
const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

function answer(res: ServerResponse, status: number) {
  res.writeHead(status, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(`${status}\n`);
}

export async function startBackupEndpoint(opts: { dump: Dump; dataDir: string; log: Log }): Promise<{ close(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  const file = join(opts.dataDir, SERVER_FILE);

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    // Bound to 127.0.0.1 already; checked again so that no future change of the bind address makes it public.
    if (!LOOPBACK.test(req.socket.remoteAddress ?? '')) return answer(res, 403);
    const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!timingSafeEqual(digest(given), digest(token))) return answer(res, 401);
    if (req.method !== 'GET' || req.url !== '/dump') return answer(res, 404);
    const started = performance.now();
    const { tar, migrations } = await opts.dump();
    res.writeHead(200, {
      'content-type': 'application/x-tar',
      'content-length': String(tar.size),
      'cache-control': 'no-store',
      'x-migrations-count': String(migrations.count),
      'x-migrations-last': migrations.last,
    });
    Readable.fromWeb(tar.stream() as import('node:stream/web').ReadableStream).pipe(res);
    res.once('finish', () => opts.log.info({ bytes: tar.size, ms: Math.round(performance.now() - started) }, 'backup dump sent'));
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      opts.log.error({ err }, 'backup dump failed');
      if (!res.headersSent) answer(res, 500);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  // A file left by a process that died is replaced; a new file gets 0600 (an existing one would keep its mode).
  try {
    unlinkSync(file);
  } catch {
    /* none */
  }
  writeFileSync(file, JSON.stringify({ pid: process.pid, port, token }), { mode: 0o600, flag: 'wx' });

  return {
    async close() {
      try {
        // Only ours: never remove the file of a process that took the directory over since.
        if ((JSON.parse(readFileSync(file, 'utf8')) as { token?: string }).token === token) unlinkSync(file);
      } catch {
        /* already gone */
      }
      // A dump being sent finishes first: the database closes after this.
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
