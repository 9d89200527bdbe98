/**
 * `npm run bench`: the real server (PostgreSQL when one answers, else embedded
 * PGlite, in a child process) under autocannon — sign-in and GET /api/v1/current_user/ —
 * beside a bare Node HTTP server (another child process) answering the same JSON
 * bytes, in the same run. Prints requests/s, p50 and p99 latency and the ratio.
 *
 * It then adds the student scenarios on the large district (seed:large): header search, advanced
 * search, roster page and profile, each with its CPU per request (server, PostgreSQL), a closed loop
 * at BENCH_STUDENT_CONNECTIONS (default 20), an open loop at BENCH_OPEN_RATE requests/s (default 100 on PostgreSQL, 10 on PGlite),
 * and its plain SQL time; and the district's CSV export (time and peak server RSS). On PGlite the
 * database runs inside the server, so its CPU is the server's and there is no plain SQL beside it.
 *
 * Env: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 10), BENCH_WARMUP_SECONDS (student
 * scenarios, default 2), BENCH_OPEN_RATE (default 100 or 10),
 * DATABASE_URL (admin URL; a scratch database is created and dropped), BENCH_DATABASE_URL (a database seeded by
 * seed:large, used as it is and kept: before/after runs on the same data), BENCH_PGLITE=1 to force PGlite,
 * BENCH_SCENARIOS=foundation|students|reports|boards|all (default all; reports: the eight district reports over the
 * large district, their open loop at BENCH_REPORTS_OPEN_RATE, default 10 req/s). The team board figures: see lib/board-scenarios.ts
 * (BENCH_BOARD_ONLY=page: only the board page's figures).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { CAST, DEMO_PASSWORD, ensureSystemDefaults, openDatabase, seedDemo } from '@ss/db';
import { seedLarge } from '@ss/db/seed/large';
import { freePort, postgresReachable, scratchDatabase, spawnTsx } from './lib/processes.ts';
import { runStudentScenarios, type StudentRow } from './lib/student-scenarios.ts';
import { loadFixture, type LargeFixture } from './lib/student-sql.ts';
import { builtWebApp, loadBoardFixture, runBoardScenarios, type BoardFixture } from './lib/board-scenarios.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// BENCH_DATABASE_URL: a database already migrated and seeded (npm run seed:large), used as it is and kept,
// so several runs (a before and an after) read the same data without seeding it again each time.
const seeded = process.env.BENCH_DATABASE_URL;
const usePg = !!seeded || (process.env.BENCH_PGLITE !== '1' && (await postgresReachable(adminUrl)));
const scratch = seeded ? { url: seeded, drop: async () => {} } : usePg ? await scratchDatabase(adminUrl, 'ss_bench') : null;
const which = process.env.BENCH_SCENARIOS ?? 'all';
const studentsToo = which !== 'foundation';
// On PGlite the large district goes into a data directory of its own, which the server then opens.
const pgliteDir = !scratch && studentsToo ? mkdtempSync(join(tmpdir(), 'ss-bench-')) : null;
let fixture: LargeFixture | null = null;
let boardFixture: BoardFixture | null = null;
if (studentsToo) {
  // The demo and the large district go in before the server starts (it then finds them seeded).
  const handle = await openDatabase(scratch ? { url: scratch.url, poolSize: 2 } : { dataDir: pgliteDir! });
  let seedSeconds = 0;
  if (!seeded) {
    await handle.migrate();
    await ensureSystemDefaults(handle.db);
    await seedDemo(handle.db);
    seedSeconds = (await seedLarge(handle.db)).seconds;
    // The seed wrote a few hundred MB of WAL: flush it now, so the checkpointer does not compete
    // with the first scenarios for the two cores.
    await handle.db.execute(sql`checkpoint`);
  }
  if (handle.pglite) {
    const lite = handle.pglite;
    fixture = await loadFixture((text, values) => lite.query(text, values));
    boardFixture = await loadBoardFixture((text, values) => lite.query(text, values));
  } else {
    const pool = new pg.Pool({ connectionString: scratch!.url, max: 1 });
    fixture = await loadFixture((text, values) => pool.query(text, values));
    boardFixture = await loadBoardFixture((text, values) => pool.query(text, values));
    await pool.end();
  }
  await handle.close();
  console.log(
    seeded ? 'the large district as seeded in BENCH_DATABASE_URL' : `seed:large into the ${scratch ? 'scratch database' : 'PGlite data directory'}: ${seedSeconds.toFixed(1)} s`,
  );
}
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
    ...(pgliteDir ? { DATA_DIR: pgliteDir } : {}),
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

console.log(
  `Benchmark on ${usePg ? 'PostgreSQL' : 'PGlite (embedded)'}: ${connections} connections, ${seconds} s per scenario; server, baseline and load generator in separate processes on this machine's 2 cores`,
);
const rows: Row[] = [];
mkdirSync('bench/results', { recursive: true });
if (which === 'all' || which === 'foundation') {
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
  writeFileSync(`bench/results/foundation-${Date.now()}.json`, JSON.stringify({ database: usePg ? 'postgres' : 'pglite', connections, seconds, rows }, null, 2));
}

if (studentsToo && fixture && which !== 'boards') {
  const studentConnections = Number(process.env.BENCH_STUDENT_CONNECTIONS ?? 20);
  // PGlite serves one statement at a time: 100 req/s is far past what it can do, so it is asked for a school's load.
  const openRate = Number(process.env.BENCH_OPEN_RATE ?? (usePg ? 100 : 10));
  const students: StudentRow[] = await runStudentScenarios({
    base,
    dbUrl: scratch?.url,
    fixture,
    openRate,
    serverPid: server.proc.pid!,
    connections: studentConnections,
    seconds,
    warmupSeconds: Number(process.env.BENCH_WARMUP_SECONDS ?? 2),
    groups: which === 'students' ? ['students'] : which === 'reports' ? ['reports'] : ['students', 'reports'],
    reportsOpenRate: Number(process.env.BENCH_REPORTS_OPEN_RATE ?? 10),
  }).catch(async (error: unknown) => {
    // Leave no server, baseline or scratch database behind when a scenario breaks.
    await bare.stop();
    await server.stop();
    await scratch?.drop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
    throw error;
  });
  const database = usePg ? 'PostgreSQL' : 'PGlite';
  const v = (x: number | undefined) => (x === undefined || Number.isNaN(x) ? '–' : String(x));
  console.log(`\n${which === 'reports' ? 'District reports' : 'Students'} on the large district (20,000 students) on ${database}, ${seconds} s per loop`);
  console.log(
    `CPU per request from /proc (${usePg ? 'server process; PostgreSQL processes' : 'server process, PGlite inside it'}); closed loop: ${studentConnections} connections; open loop: ${which === 'reports' ? Number(process.env.BENCH_REPORTS_OPEN_RATE ?? 10) : openRate} req/s, latency from when each request was due; plain SQL: one connection, sequential`,
  );
  console.log(
    '| scenario | status | CPU/req server ms | CPU/req PostgreSQL ms | closed req/s | closed p50 | closed p95 | open p50 | open p95 | open p99 | open failed | SQL p50 | SQL p95 | note |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of students)
    console.log(
      `| ${r.name} | ${r.status} | ${v(r.cpuServer)} | ${v(r.cpuPostgres)} | ${v(r.rps)} | ${v(r.p50)} | ${v(r.p95)} | ${v(r.open?.p50)} | ${v(r.open?.p95)} | ${v(r.open?.p99)} | ${v(r.open?.failed)} | ${v(r.sqlP50)} | ${v(r.sqlP95)} | ${r.note ?? ''} |`,
    );
  writeFileSync(
    `bench/results/${which === 'reports' ? 'reports' : 'students'}-${usePg ? 'postgres' : 'pglite'}-${Date.now()}.json`,
    JSON.stringify({ database: usePg ? 'postgres' : 'pglite', connections: studentConnections, openRate, seconds, rows: students }, null, 2),
  );
}

if (boardFixture && (which === 'all' || which === 'boards')) {
  // Copy B shares copy A's PostgreSQL database (PGlite cannot be shared: there the 50 sockets are all on copy A).
  const webDist = builtWebApp();
  const startCopyB = scratch
    ? async () => {
        const portB = await freePort();
        const copy = await spawnTsx(
          'apps/server/src/main.ts',
          { PORT: String(portB), LOG_LEVEL: 'warn', DEMO: '0', WORKERS: '0', DATABASE_URL: scratch.url, WEB_DIST: webDist ?? '/nonexistent' },
          /is running at/,
        );
        return { base: `http://127.0.0.1:${portB}`, stop: copy.stop };
      }
    : null;
  if (!webDist) console.log('No built web app (npm run build): the board page is not measured.');
  const b = await runBoardScenarios({ fixture: boardFixture, baseA: base, startCopyB, dbUrl: scratch?.url, seconds }).catch(async (error: unknown) => {
    await bare.stop();
    await server.stop();
    await scratch?.drop();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
    throw error;
  });
  console.log(`\nTeam boards on ${usePg ? 'PostgreSQL' : 'PGlite'}: a board of ${boardFixture.studentIds.length} student cards on the large district`);
  console.log('| figure | value | target |');
  console.log('| --- | --- | --- |');
  if (b.get)
    console.log(
      `| GET board, ${b.get.connections} connections | ${b.get.rps} req/s, p50 ${b.get.p50} ms, p97.5 ${b.get.p95} ms, p99 ${b.get.p99} ms, non-2xx ${b.get.non2xx} | p95 < 100 ms |`,
    );
  if (b.moves)
    console.log(
      `| move → ${b.moves.sockets} sockets over ${b.moves.copies} cop${b.moves.copies > 1 ? 'ies' : 'y'} (${b.moves.moves} moves) | delivery p50 ${b.moves.deliveryP50} ms, p95 ${b.moves.deliveryP95} ms, max ${b.moves.deliveryMax} ms; POST p50 ${b.moves.postP50} ms, p95 ${b.moves.postP95} ms | p95 < 100 ms |`,
    );
  if (b.notify) console.log(`| bare NOTIFY round trip (PostgreSQL) | p50 ${b.notify.p50} ms, p95 ${b.notify.p95} ms | (floor) |`);
  if (b.page) {
    console.log(`| board page interactive (runs) | ${b.page.interactiveMs.join(', ')} ms | < 1000 ms |`);
    const med = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    console.log(
      `| static page of as many plain cards, same steps (baseline, same runs) | ${b.page.baselineMs.join(', ')} ms | board / baseline ${(med(b.page.interactiveMs) / med(b.page.baselineMs)).toFixed(1)}× (medians) |`,
    );
    const longest = b.page.longTasksWhileDragging.length ? Math.max(...b.page.longTasksWhileDragging) : 0;
    console.log(
      `| long tasks while dragging | ${b.page.longTasksWhileDragging.length} (longest ${longest} ms)${b.page.dragged ? '' : ', the drop did not save'} | none > 100 ms |`,
    );
    console.log(
      "\nBoard page runs, ms from navigation: the board GET (start → answered), every card drawn, then Edit → Done; in brackets the page's own clock (last card in the document; Done after the click)",
    );
    for (const r of b.page.runs)
      console.log(`- GET ${r.getStart} → ${r.getEnd}; cards drawn ${r.cardsDrawn} [${r.pageCards}]; Edit → Done ${r.editToDone} [${r.pageDone}]; interactive ${r.interactive}`);
  }
  writeFileSync(`bench/results/boards-${usePg ? 'postgres' : 'pglite'}-${Date.now()}.json`, JSON.stringify(b, null, 2));
}

await bare.stop();
await server.stop();
await scratch?.drop();
if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
