/**
 * `npm run bench`: the real server (PostgreSQL when one answers, else embedded
 * PGlite, in a child process) under autocannon — sign-in and GET /api/v1/current_user/ —
 * beside a bare Node HTTP server (another child process) answering the same JSON
 * bytes, in the same run. Prints requests/s, p50 and p99 latency and the ratio.
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10),
 * DATABASE_URL (admin URL; a scratch database is created and dropped), BENCH_PGLITE=1 to force PGlite.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { CAST, DEMO_PASSWORD } from '@ss/db';
import { freePort, postgresReachable, scratchDatabase, spawnTsx } from './lib/processes.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const usePg = process.env.BENCH_PGLITE !== '1' && (await postgresReachable(adminUrl));
const scratch = usePg ? await scratchDatabase(adminUrl, 'ss_bench') : null;
const port = await freePort();
const server = await spawnTsx(
  'apps/server/src/main.ts',
  {
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DEMO: '1',
    WORKERS: '0',
    WEB_DIST: '/nonexistent',
    DATA_DIR: ':memory:',
    ...(scratch ? { DATABASE_URL: scratch.url } : { DATABASE_URL: '' }),
  },
  /is running at/,
);
const base = `http://127.0.0.1:${port}`;

// A session and a CSRF pair, as a browser holds them.
const csrf = 'bench-csrf-token-0123456789';
const signInBody = JSON.stringify({ email: CAST.teacher, password: DEMO_PASSWORD });
const signIn = await fetch(`${base}/api/v1/auth/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
  body: signInBody,
});
const { token } = (await signIn.json()) as { token: string };
const me = await fetch(`${base}/api/v1/current_user/`, { headers: { cookie: `sessionid=${token}; csrftoken=${csrf}` } });
const meBytes = Buffer.from(await me.arrayBuffer());
const bare = await spawnTsx('bench/lib/bare-server.ts', { BARE_BODY: meBytes.toString('base64') }, /READY \d+/);
const bareUrl = `http://127.0.0.1:${/READY (\d+)/.exec(bare.output)![1]}`;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Row> {
  const result = await autocannon({ connections, duration: seconds, ...opts });
  return {
    name,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

console.log(`Benchmark on ${usePg ? 'PostgreSQL' : 'PGlite (embedded)'}: ${connections} connections, ${seconds} s per scenario; server, baseline and load generator in separate processes on this machine's 2 cores`);
const rows: Row[] = [];
rows.push(await measure('bare node: same JSON bytes', { url: `${bareUrl}/` }));
rows.push(await measure('GET /api/v1/current_user/', { url: `${base}/api/v1/current_user/`, headers: { cookie: `sessionid=${token}; csrftoken=${csrf}` } }));
rows.push(
  await measure('POST /api/v1/auth/ (argon2id verify)', {
    url: `${base}/api/v1/auth/`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: signInBody,
  }),
);

const bareRps = rows[0]!.rps;
console.log('\n| scenario | req/s | p50 ms | p99 ms | errors | non-2xx | vs bare |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) console.log(`| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${(r.rps / bareRps).toFixed(3)} |`);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/foundation-${Date.now()}.json`, JSON.stringify({ database: usePg ? 'postgres' : 'pglite', connections, seconds, rows }, null, 2));

await bare.stop();
await server.stop();
await scratch?.drop();
