/**
 * `npx tsx bench/soak.ts` (issue 25, section 6): two compiled copies of the server on one PostgreSQL database, as
 * production runs them (`apps/server/dist/main.js`; job workers on copy A only, as compose.yaml's worker), and
 * SOAK_STAFF simulated staff of the large district (half on each copy) for SOAK_MINUTES, each looping with a think
 * time through board views and moves, note saves, student searches, profile reads and action updates
 * (lib/soak-users.ts, its MIX). Figures: per operation count and p50/p95/p99, errors by status (lock refusals apart),
 * memory per copy after the warm-up and at the end (VmRSS from /proc, the V8 heap from /metrics), CPU of each copy
 * and of the PostgreSQL backends over the measured window, the sockets' delivery of every move, the load average
 * through the run, and the database's size with its largest tables. A table on stdout; JSON in bench/results/.
 *
 * Env: SOAK_MINUTES (10), SOAK_STAFF (200), SOAK_WARMUP_SECONDS (60, not measured), SOAK_THINK_MS ("1000-5000"),
 * SOAK_SOCKET_SHARE (0.5 of the users hold a socket on their board), SOAK_PORTS ("3401,3402"),
 * BENCH_DATABASE_URL (a database seeded by `npm run seed:large`, used and kept; its chosen staff get the bench
 * password, see lib/soak-setup.ts), else a scratch database on SOAK_PG (postgres://postgres@127.0.0.1:5432) is
 * seeded and dropped at the end. SOAK_SKIP_BUILD=1 reuses apps/server/dist.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { ensureSystemDefaults, openDatabase, seedDemo } from '@ss/db';
import { seedLarge } from '@ss/db/seed/large';
import { scratchDatabase } from './lib/processes.ts';
import { cpuSeconds, postgresCpuSeconds, rssMb } from './lib/student-scenarios.ts';
import { databaseSizes, growingCounts, prepareSoak } from './lib/soak-setup.ts';
import { newState, percentile, runUser, signIn, watchBoard, type SocketWatch } from './lib/soak-users.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const staff = Number(process.env.SOAK_STAFF ?? 200);
const warmupSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? 60);
const think = (process.env.SOAK_THINK_MS ?? '1000-5000').split('-').map(Number) as [number, number];
const socketShare = Number(process.env.SOAK_SOCKET_SHARE ?? 0.5);
const ports = (process.env.SOAK_PORTS ?? '3401,3402').split(',').map(Number);
const pgServer = (process.env.SOAK_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const METRICS_TOKEN = 'soak-metrics-token-0123456789';
const started = Date.now();
const say = (text: string) => console.log(`${((Date.now() - started) / 1000).toFixed(1).padStart(7)} s  ${text}`);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).map(Number);

// The database: one already seeded, or a scratch one seeded here (as `npm run seed:large` does) and dropped at the end.
const seeded = process.env.BENCH_DATABASE_URL;
const scratch = seeded ? { url: seeded, drop: async () => {} } : await scratchDatabase(`${pgServer}/postgres`, 'ss_soak');
const dbName = new URL(scratch.url).pathname.slice(1);
const copies: { proc: ChildProcess; base: string; name: string }[] = [];
const sockets: SocketWatch[] = [];
let pool: pg.Pool | null = null;

async function stopAll() {
  for (const s of sockets) s.close();
  await Promise.all(
    copies.map(
      (c) =>
        new Promise<void>((done) => {
          if (c.proc.exitCode !== null) return done();
          c.proc.once('exit', () => done());
          c.proc.kill('SIGTERM');
        }),
    ),
  );
  await pool?.end();
  await scratch.drop();
}

async function waitReady(base: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(`${base}/api/v1/ready/`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    if (Date.now() > end) throw new Error(`${base} was not ready within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The figures of a copy's /metrics this report reads (memory, event-loop lag, pool waits, sockets). */
async function metricsOf(base: string) {
  const text = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text());
  const value = (name: string) => {
    let sum = 0;
    for (const m of text.matchAll(new RegExp(`^${name}(?:\\{[^}]*\\})? ([0-9.e+-]+)$`, 'gm'))) sum += Number(m[1]);
    return sum;
  };
  return {
    rssMb: Math.round(value('process_resident_memory_bytes') / 1048576),
    heapUsedMb: Math.round(value('nodejs_heap_size_used_bytes') / 1048576),
    eventLoopLagP99Ms: Math.round(value('nodejs_eventloop_lag_p99_seconds') * 10000) / 10,
    poolWaitSeconds: Math.round(value('db_pool_wait_seconds_total') * 100) / 100,
    sockets: value('realtime_sockets'),
  };
}

try {
  if (!seeded) {
    const handle = await openDatabase({ url: scratch.url, poolSize: 2 });
    await handle.migrate();
    await ensureSystemDefaults(handle.db);
    await seedDemo(handle.db);
    const { seconds } = await seedLarge(handle.db);
    // The seed wrote a few hundred MB of WAL: flushed now, so the checkpointer does not run inside the soak.
    await handle.db.execute(sql`checkpoint`);
    await handle.close();
    say(`seed:large into ${dbName}: ${seconds.toFixed(1)} s`);
  }
  if (process.env.SOAK_SKIP_BUILD !== '1' || !existsSync('apps/server/dist/main.js')) {
    const b = spawnSync(process.execPath, ['scripts/build-server.mjs'], { encoding: 'utf8' });
    if (b.status !== 0) throw new Error(`scripts/build-server.mjs exited ${b.status}: ${b.stderr}`);
    say('server compiled (scripts/build-server.mjs)');
  }
  pool = new pg.Pool({ connectionString: scratch.url, max: 2 });
  // Dropping the scratch database WITH (FORCE) ends any connection still closing: not an error of the soak.
  pool.on('error', () => {});
  const fixture = await prepareSoak(pool, staff);
  const countsBefore = await growingCounts(pool);
  say(`${fixture.users.length} staff accounts over ${new Set(fixture.users.map((u) => u.schoolId)).size} schools, their boards and meetings ready`);

  mkdirSync('bench/results', { recursive: true });
  for (const [i, port] of ports.entries()) {
    const name = String.fromCharCode(65 + i);
    const log = createWriteStream(`bench/results/soak-copy-${name}.log`);
    const proc = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
      env: {
        ...process.env,
        DATABASE_URL: scratch.url,
        PORT: String(port),
        // As compose.yaml: the app copies run no job workers, one process does; here copy A is that process too.
        WORKERS: i === 0 ? '1' : '0',
        DEMO: '0',
        LOG_LEVEL: 'warn',
        METRICS_TOKEN,
        DATA_DIR: `/tmp/${dbName}-${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.pipe(log);
    proc.stderr!.pipe(log);
    copies.push({ proc, base: `http://127.0.0.1:${port}`, name });
    await waitReady(copies[i]!.base, 180_000);
    say(`copy ${name} ready on ${port} (pid ${proc.pid}, workers ${i === 0 ? 'on' : 'off'})`);
  }

  // Sign in every account on its copy (a few at a time: each is an argon2 verification), then open the sockets.
  const tokens: string[] = Array(fixture.users.length);
  for (let i = 0; i < fixture.users.length; i += 4)
    await Promise.all(fixture.users.slice(i, i + 4).map(async (u, j) => (tokens[i + j] = await signIn(copies[(i + j) % copies.length]!.base, u.email))));
  // Users alternate copies, so sockets go by pairs of users: both copies get their share.
  const every = Math.max(1, Math.round(1 / socketShare));
  for (const [i, u] of fixture.users.entries())
    if (socketShare > 0 && Math.floor(i / copies.length) % every === 0) sockets.push(await watchBoard(copies[i % copies.length]!.base, tokens[i]!, u.boardId));
  say(`${fixture.users.length} signed in, ${sockets.length} sockets on their boards; warm-up ${warmupSeconds} s, then ${minutes} min measured`);

  const state = newState(copies.length);
  const measuredMs = minutes * 60_000;
  state.stopAt = performance.now() + warmupSeconds * 1000 + measuredMs;
  const loops = fixture.users.map((u, i) => runUser(u, copies[i % copies.length]!.base, i % copies.length, tokens[i]!, state, think));

  type Sample = { atSeconds: number; loadavg: number[]; copies: { rssMb: number; heapUsedMb: number; eventLoopLagP99Ms: number }[] };
  const samples: Sample[] = [];
  const sample = async (atSeconds: number): Promise<Sample> => {
    const m = await Promise.all(copies.map((c) => metricsOf(c.base)));
    const s = { atSeconds, loadavg: loadavg(), copies: copies.map((c, i) => ({ ...m[i]!, rssMb: rssMb(c.proc.pid!) })) };
    samples.push(s);
    return s;
  };
  await new Promise((r) => setTimeout(r, warmupSeconds * 1000));
  state.measuring = true;
  const t0 = performance.now();
  const cpu0 = { copies: copies.map((c) => cpuSeconds(c.proc.pid!)), postgres: postgresCpuSeconds(dbName), generator: process.cpuUsage() };
  const metrics0 = await Promise.all(copies.map((c) => metricsOf(c.base)));
  const first = await sample(0);
  say(`measuring: RSS ${first.copies.map((c) => c.rssMb).join(' / ')} MB, load average ${first.loadavg.join(' ')}`);
  const timer = setInterval(() => {
    void sample(Math.round((performance.now() - t0) / 1000)).then((s) =>
      say(`RSS ${s.copies.map((c) => c.rssMb).join(' / ')} MB, heap ${s.copies.map((c) => c.heapUsedMb).join(' / ')} MB, load ${s.loadavg.join(' ')}`),
    );
  }, 20_000);
  await Promise.all(loops);
  clearInterval(timer);
  const seconds = (performance.now() - t0) / 1000;
  state.measuring = false;
  const cpu1 = { copies: copies.map((c) => cpuSeconds(c.proc.pid!)), postgres: postgresCpuSeconds(dbName), generator: process.cpuUsage(cpu0.generator) };
  const last = await sample(Math.round(seconds));
  const metrics1 = await Promise.all(copies.map((c) => metricsOf(c.base)));
  // Moves answered at the very end may still be on their way to the sockets.
  await new Promise((r) => setTimeout(r, 3000));

  // Delivery: every socket expects each move made on its board (by anyone, on either copy) after it subscribed.
  let expected = 0;
  let delivered = 0;
  const deliveryMs: number[] = [];
  for (const s of sockets)
    for (const m of state.moves) {
      if (m.boardId !== s.boardId || m.sentAt < s.subscribedAt) continue;
      expected++;
      const at = s.heard.get(m.version);
      if (at !== undefined) {
        delivered++;
        deliveryMs.push(at - m.sentAt);
      }
    }
  deliveryMs.sort((a, b) => a - b);

  const ops = [...state.stats.entries()].map(([name, s]) => {
    const l = [...s.latencies].sort((a, b) => a - b);
    const errors = Object.values(s.errors).reduce((a, b) => a + b, 0);
    return {
      name,
      ok: l.length,
      errors,
      errorsByStatus: s.errors,
      perSecond: Math.round((l.length / seconds) * 10) / 10,
      p50: percentile(l, 50),
      p95: percentile(l, 95),
      p99: percentile(l, 99),
    };
  });
  ops.sort((a, b) => b.ok - a.ok);
  const requests = state.requestsByCopy.reduce((a, b) => a + b, 0);
  const cpu = {
    copies: copies.map((c, i) => {
      const s = cpu1.copies[i]! - cpu0.copies[i]!;
      return {
        name: c.name,
        seconds: Math.round(s * 10) / 10,
        share: Math.round((s / seconds) * 1000) / 10,
        msPerRequest: Math.round(((s * 1000) / state.requestsByCopy[i]!) * 100) / 100,
      };
    }),
    postgres: { seconds: Math.round((cpu1.postgres - cpu0.postgres) * 10) / 10, msPerRequest: Math.round((((cpu1.postgres - cpu0.postgres) * 1000) / requests) * 100) / 100 },
    generatorSeconds: Math.round(((cpu1.generator.user + cpu1.generator.system) / 1e6) * 10) / 10,
  };
  // RSS and heap move with each collection: besides the two points, the mean of the first and of the last minute's samples.
  const meanOf = (xs: Sample[], i: number, k: 'rssMb' | 'heapUsedMb') => Math.round(xs.reduce((a, s) => a + s.copies[i]![k], 0) / xs.length);
  // The heap's floor (its lowest sample in a window, after a collection) is what a leak raises: first and last two minutes.
  const floorOf = (xs: Sample[], i: number) => Math.min(...xs.map((s) => s.copies[i]!.heapUsedMb));
  const firstTwo = samples.filter((s) => s.atSeconds <= 120);
  const lastTwo = samples.filter((s) => s.atSeconds >= seconds - 120);
  const firstMinute = samples.filter((s) => s.atSeconds <= 60);
  const lastMinute = samples.filter((s) => s.atSeconds >= seconds - 60);
  const memory = copies.map((c, i) => ({
    name: c.name,
    rssFirstMinuteMb: meanOf(firstMinute, i, 'rssMb'),
    rssLastMinuteMb: meanOf(lastMinute, i, 'rssMb'),
    heapFirstMinuteMb: meanOf(firstMinute, i, 'heapUsedMb'),
    heapLastMinuteMb: meanOf(lastMinute, i, 'heapUsedMb'),
    heapFloorFirstMb: floorOf(firstTwo, i),
    heapFloorLastMb: floorOf(lastTwo, i),
    rssStartMb: first.copies[i]!.rssMb,
    rssEndMb: last.copies[i]!.rssMb,
    rssGrowth: Math.round(((last.copies[i]!.rssMb - first.copies[i]!.rssMb) / first.copies[i]!.rssMb) * 1000) / 10,
    rssMaxMb: Math.max(...samples.map((s) => s.copies[i]!.rssMb)),
    heapStartMb: first.copies[i]!.heapUsedMb,
    heapEndMb: last.copies[i]!.heapUsedMb,
    poolWaitSeconds: Math.round((metrics1[i]!.poolWaitSeconds - metrics0[i]!.poolWaitSeconds) * 100) / 100,
    sockets: metrics1[i]!.sockets,
  }));
  const loads = samples.map((s) => s.loadavg[0]!);
  const sizes = await databaseSizes(pool);
  const countsAfter = await growingCounts(pool);
  const [students] = (await pool.query("select count(*)::int as n from students s join districts d on d.id = s.district_id where d.name like '%(large)'")).rows as { n: number }[];

  const totalErrors = ops.reduce((a, o) => a + o.errors, 0);
  console.log(
    `\nSoak: ${fixture.users.length} staff over 2 copies on PostgreSQL, ${(seconds / 60).toFixed(1)} min measured after ${warmupSeconds} s of warm-up; think time ${think[0]}–${think[1]} ms`,
  );
  console.log('| operation | ok | per s | p50 ms | p95 ms | p99 ms | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const o of ops) console.log(`| ${o.name} | ${o.ok} | ${o.perSecond} | ${o.p50} | ${o.p95} | ${o.p99} | ${o.errors ? JSON.stringify(o.errorsByStatus) : 0} |`);
  console.log(
    `\nrequests ${requests} (${(requests / seconds).toFixed(1)}/s; ${state.requestsByCopy.join(' / ')} by copy); errors ${totalErrors}; lock refused (a colleague editing) ${state.lockRefused}`,
  );
  console.log(
    `sockets: ${sockets.length}; moves ${state.moves.length}; delivered ${delivered} / ${expected}${expected ? ` (${((delivered / expected) * 100).toFixed(2)} %)` : ''}; delivery p50 ${percentile(deliveryMs, 50)} ms, p95 ${percentile(deliveryMs, 95)} ms`,
  );
  for (const m of memory)
    console.log(
      `copy ${m.name}: RSS ${m.rssStartMb} → ${m.rssEndMb} MB (${m.rssGrowth > 0 ? '+' : ''}${m.rssGrowth} %, max ${m.rssMaxMb}), heap ${m.heapStartMb} → ${m.heapEndMb} MB; first / last minute's mean RSS ${m.rssFirstMinuteMb} / ${m.rssLastMinuteMb} MB, heap ${m.heapFirstMinuteMb} / ${m.heapLastMinuteMb} MB; heap floor first / last 2 min ${m.heapFloorFirstMb} / ${m.heapFloorLastMb} MB; pool waits ${m.poolWaitSeconds} s`,
    );
  for (const c of cpu.copies) console.log(`copy ${c.name}: CPU ${c.seconds} s (${c.share} % of one core), ${c.msPerRequest} ms per request`);
  console.log(`PostgreSQL backends: CPU ${cpu.postgres.seconds} s, ${cpu.postgres.msPerRequest} ms per request; load generator ${cpu.generatorSeconds} s`);
  console.log(`load average (1 min) during the run: min ${Math.min(...loads)}, max ${Math.max(...loads)}, mean ${(loads.reduce((a, b) => a + b, 0) / loads.length).toFixed(1)}`);
  console.log(
    `database ${(sizes.bytes / 1048576).toFixed(0)} MB for ${students?.n} students of the large district; grew by rows: ${JSON.stringify(Object.fromEntries(Object.entries(countsAfter).map(([k, v]) => [k, v - countsBefore[k]!])))}`,
  );

  const file = `bench/results/soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      {
        staff: fixture.users.length,
        minutes: seconds / 60,
        warmupSeconds,
        think,
        sockets: sockets.length,
        ops,
        requests,
        requestsByCopy: state.requestsByCopy,
        errors: totalErrors,
        lockRefused: state.lockRefused,
        delivery: { moves: state.moves.length, expected, delivered, p50: percentile(deliveryMs, 50), p95: percentile(deliveryMs, 95), max: percentile(deliveryMs, 100) },
        memory,
        cpu,
        samples,
        database: { ...sizes, students: students?.n, countsBefore, countsAfter },
      },
      null,
      2,
    ),
  );
  say(`written ${file}`);
} finally {
  await stopAll();
}
