/**
 * Issue 4's scenarios on the large district: header search, advanced search, a school's roster
 * page, a student profile, and the whole district's CSV export (timed one at a time, with the
 * server's peak RSS). Each read scenario first runs unmeasured for BENCH_WARMUP_SECONDS (default 2),
 * so a figure is the steady state, not connection set-up; then a closed loop (autocannon at
 * `connections`) gives throughput and the CPU each request costs (issue 13's headline figure: it
 * does not move with queueing), and an open loop at `openRate` gives the latency a user feels.
 * A route that answers 404 to every probe is reported as "route missing" (it belongs to an area
 * not merged yet) instead of failing the run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { DEMO_PASSWORD } from '@ss/db';
import { LARGE_ADMIN } from '@ss/db/seed/large';
import { openLoop, type OpenLoopResult } from './open-loop.ts';
import { advancedBody, plainQueries, timeSql, type LargeFixture } from './student-sql.ts';

export interface StudentRow {
  name: string;
  status: 'ok' | 'route missing' | 'failed';
  rps?: number;
  p50?: number;
  p95?: number;
  non2xx?: number;
  sqlP50?: number;
  sqlP95?: number;
  /** CPU milliseconds per request: the server process (PGlite runs inside it) and PostgreSQL's processes. */
  cpuServer?: number;
  cpuPostgres?: number;
  open?: OpenLoopResult;
  note?: string;
}

interface Options {
  base: string;
  /** PostgreSQL's URL; undefined on PGlite, where there is no plain SQL to time beside it nor PostgreSQL process to measure. */
  dbUrl: string | undefined;
  fixture: LargeFixture;
  /** The open-loop arrival rate, requests per second. */
  openRate: number;
  serverPid: number;
  connections: number;
  seconds: number;
  /** Unmeasured load before each scenario's measured run. */
  warmupSeconds: number;
  /** Which scenarios: the student, actions, supports and plans ones (and the exports), the district reports, or both. */
  groups: readonly ('students' | 'reports')[];
  /** The open loop's rate for the district reports (each costs tens of milliseconds of CPU: 100 a second would saturate two cores). */
  reportsOpenRate: number;
}

/** CPU seconds (user + system) a process has used, from /proc. */
export const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
};
/** Linux reports process times in USER_HZ ticks, 100 per second on every architecture it runs on. */
const CLOCK_TICKS = 100;
/**
 * CPU seconds used by the PostgreSQL backends serving `database` (their title reads
 * "postgres: [<cluster>: ]<user> <database> <client> …"): other clients of a shared server are left out, and so are
 * its background processes (WAL writer, checkpointer), which no request waits for.
 */
export const postgresCpuSeconds = (database: string) => {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (/^postgres: (?:\S+: )?\S+ (\S+) /.exec(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))?.[1] !== database) continue;
      total += cpuSeconds(Number(entry));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
};

export const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
};

export async function runStudentScenarios(o: Options): Promise<StudentRow[]> {
  const pool = o.dbUrl ? new pg.Pool({ connectionString: o.dbUrl, max: 4 }) : null;
  const database = o.dbUrl ? new URL(o.dbUrl).pathname.slice(1) : '';
  const f = o.fixture;
  const sql = pool ? plainQueries(pool, f) : null;
  const csrf = 'bench-csrf-token-students-0123';
  const signIn = await fetch(`${o.base}/api/v1/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf },
    body: JSON.stringify({ email: LARGE_ADMIN, password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`bench admin sign-in failed: ${signIn.status}`);
  const { token } = (await signIn.json()) as { token: string };
  // A fresh object each time: autocannon writes content-length into the headers it is given.
  const headers = () => ({ cookie: `sessionid=${token}; csrftoken=${csrf}`, 'x-csrftoken': csrf, 'content-type': 'application/json' });

  type Req = { method: 'GET' | 'POST'; path: string; body?: string };
  const scenarios: { name: string; req: (i: number) => Req; sql: ((i: number) => Promise<unknown>) | undefined; group?: 'reports' }[] = [
    {
      name: 'header search GET /students/?search=<misspelt>&pageSize=10',
      req: (i) => ({ method: 'GET', path: `/api/v1/students/?search=${encodeURIComponent(f.misspelt[i % f.misspelt.length]!)}&pageSize=10` }),
      sql: sql?.header,
    },
    {
      name: 'advanced search POST /student_search/ (grade + gender + data)',
      req: (i) => ({ method: 'POST', path: '/api/v1/student_search/', body: JSON.stringify(advancedBody(f, i)) }),
      sql: sql?.advanced,
    },
    {
      name: 'roster page GET /students/?school=<id>&pageSize=50',
      req: (i) => ({ method: 'GET', path: `/api/v1/students/?school=${f.schoolIds[i % f.schoolIds.length]}&pageSize=50` }),
      sql: sql?.roster,
    },
    { name: 'profile GET /students/<id>/profile/', req: (i) => ({ method: 'GET', path: `/api/v1/students/${f.studentIds[i % f.studentIds.length]}/profile/` }), sql: sql?.profile },
    // Issue 10: the district's open actions (about 30,000 of the 50,000), a page of 20, pages 1–5 and two orders.
    {
      name: 'actions list GET /actions/?scope=districtActions&status=incomplete_in_progress&pageSize=20',
      req: (i) => ({
        method: 'GET',
        path: `/api/v1/actions/?scope=districtActions&district=${f.districtId}&status=incomplete_in_progress&pageSize=20&page=${1 + (i % 5)}&sort=${i % 2 ? '-completion_date' : 'completion_date'}`,
      }),
      sql: undefined,
    },
    {
      name: 'actions list GET /actions/?scope=schoolActions&school=<id>&pageSize=20',
      req: (i) => ({ method: 'GET', path: `/api/v1/actions/?scope=schoolActions&school=${f.schoolIds[i % f.schoolIds.length]}&pageSize=20` }),
      sql: undefined,
    },
    // Issue 10: everything the run page shows for one student (basics, alerts, previous notes, open actions, celebrations, latest data).
    {
      name: 'meeting student panel GET /meetings/<id>/students/<id>/panel/',
      req: (i) => {
        const [meeting, student] = f.meetingPanels[i % f.meetingPanels.length]!;
        return { method: 'GET', path: `/api/v1/meetings/${meeting}/students/${student}/panel/` };
      },
      sql: undefined,
    },
    // Issue 11: the continuum of the district's network (500 supports on the focus area × tier grid).
    {
      name: 'support continuum GET /supports/continuum/?district=<id>',
      req: () => ({ method: 'GET', path: `/api/v1/supports/continuum/?district=${f.districtId}` }),
      sql: undefined,
    },
    // Issue 11: the district's user-supports page over 60,000 supports given: the whole district (totals), one school
    // (its tallies), one tier, type or focus area over the whole district (district tallies), each its own figure.
    ...(
      [
        ['whole district', () => ''],
        ['by school', (i: number) => `&school=${f.schoolIds[i % f.schoolIds.length]}`],
        ['by tier', (i: number) => `&tier=${f.tierKeys[i % f.tierKeys.length]}`],
        ['by type', (i: number) => `&type=${['accommodation', 'strategy', 'intervention'][i % 3]}`],
        ['by focus area', (i: number) => `&focus_area=${f.focusKeys[i % f.focusKeys.length]}`],
      ] as const
    ).map(([what, filter]) => ({
      name: `user-supports report GET /student_supports/report/?district=<id> (${what})`,
      req: (i: number): Req => ({ method: 'GET', path: `/api/v1/student_supports/report/?district=${f.districtId}${filter(i)}&pageSize=20` }),
      sql: undefined,
    })),
    // Issue 12: the active and deactivated support plan tables over the district's 5,000 plans, pages 1–5.
    ...(
      [
        ['district, active', () => `district=${f.districtId}`],
        ['district, deactivated', () => `district=${f.districtId}&status=deactivated`],
        ['district, review due', () => `district=${f.districtId}&review_due=true`],
        ['school, active', (i: number) => `school=${f.schoolIds[i % f.schoolIds.length]}`],
      ] as const
    ).map(([what, filter]) => ({
      name: `support plans table GET /support_plans/?… (${what})`,
      req: (i: number): Req => ({ method: 'GET', path: `/api/v1/support_plans/?${filter(i)}&pageSize=20&page=${1 + (i % 5)}` }),
      sql: undefined,
    })),
    // Issue 24: a student's access record with two years of activity (6,000 of the student's events, 300 roster
    // exports that included it), pages 1–5, by person on one request in three and for a quarter on another.
    {
      name: 'access record GET /students/<id>/access_log/ (2 years of activity)',
      req: (i: number): Req => {
        const a = f.accessLog;
        const filter =
          i % 3 === 1
            ? `&user=${a.userIds[i % a.userIds.length]}`
            : i % 3 === 2
              ? `&from=${new Date(Date.now() - (100 + (i % 300)) * 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() - (i % 300) * 86_400_000).toISOString().slice(0, 10)}`
              : '';
        return { method: 'GET', path: `/api/v1/students/${a.studentId}/access_log/?page=${1 + (i % 5)}${filter}` };
      },
      sql: undefined,
    },
    // Issue 22: each district report over the whole large district in the current school year, as its admin reads it.
    ...(['tiers', 'tier_flow', 'unsupported', 'supports', 'actions', 'meetings', 'plans', 'student_data'] as const).map((report) => ({
      name: `district report GET /reports/${report}/?district=<id>`,
      req: (): Req => ({ method: 'GET', path: `/api/v1/reports/${report}/?district=${f.districtId}` }),
      sql: undefined,
      group: 'reports' as const,
    })),
  ];

  const send = (r: Req) => fetch(o.base + r.path, { method: r.method, headers: headers(), body: r.body });
  const rows: StudentRow[] = [];
  // BENCH_STUDENT_ONLY=<text>[|<text>…]: only the scenarios whose name holds one of them (a few figures without the whole run).
  const only = process.env.BENCH_STUDENT_ONLY;
  const picked = (name: string) => !only || only.split('|').some((part) => name.includes(part));
  for (const s of scenarios.filter((x) => picked(x.name) && o.groups.includes(x.group ?? 'students'))) {
    const probes = await Promise.all([0, 1, 2].map((i) => send(s.req(i))));
    if (probes.every((p) => p.status === 404)) {
      rows.push({ name: s.name, status: 'route missing' });
      continue;
    }
    if (!probes.every((p) => p.ok)) {
      rows.push({ name: s.name, status: 'failed', note: `probe answered ${probes.map((p) => p.status).join('/')}` });
      continue;
    }
    let n = 0;
    const load = (duration: number) =>
      autocannon({ url: o.base, connections: o.connections, duration, requests: [{ setupRequest: (req) => ({ ...req, ...s.req(n++), headers: headers() }) }] });
    // Unmeasured first: the pool opens its connections and each prepares its statements, and V8 compiles the hot paths.
    if (o.warmupSeconds > 0) await load(o.warmupSeconds);
    const cpuBefore = { server: cpuSeconds(o.serverPid), pg: pool ? postgresCpuSeconds(database) : 0 };
    const result = await load(o.seconds);
    const perRequest = (before: number, after: number) => Math.round(((after - before) * 1000 * 10) / Math.max(1, result.requests.total)) / 10;
    const cpuServer = perRequest(cpuBefore.server, cpuSeconds(o.serverPid));
    const cpuPostgres = pool ? perRequest(cpuBefore.pg, postgresCpuSeconds(database)) : undefined;
    // Then what a user feels: requests arriving at a fixed rate, latency counted from when each was due.
    const open = await openLoop({ rate: s.group === 'reports' ? o.reportsOpenRate : o.openRate, seconds: o.seconds, send: (i) => send(s.req(i)) });
    const plain = s.sql ? await timeSql(s.sql, 60) : undefined;
    rows.push({
      name: s.name,
      status: 'ok',
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p95: percentile95(result),
      non2xx: result.non2xx,
      sqlP50: plain?.p50,
      sqlP95: plain?.p95,
      cpuServer,
      cpuPostgres,
      open,
    });
  }

  const exports: { name: string; req: Req }[] = [
    { name: 'district CSV export GET /students/export/?district=<id>', req: { method: 'GET', path: `/api/v1/students/export/?district=${f.districtId}` } },
    {
      name: 'district CSV export POST /student_search/export/',
      req: { method: 'POST', path: '/api/v1/student_search/export/', body: JSON.stringify({ district_id: f.districtId }) },
    },
  ];
  for (const e of exports.filter((x) => picked(x.name) && o.groups.includes('students'))) {
    const times: number[] = [];
    let peak = 0;
    let lines = 0;
    let missing = false;
    const before = rssMb(o.serverPid);
    for (let run = 0; run < 3; run++) {
      const timer = setInterval(() => (peak = Math.max(peak, rssMb(o.serverPid))), 20);
      const t = performance.now();
      const res = await send(e.req);
      const text = await res.text();
      times.push(Math.round(performance.now() - t));
      clearInterval(timer);
      if (res.status === 404) missing = true;
      lines = text.split('\n').length - 2;
    }
    if (missing) {
      rows.push({ name: e.name, status: 'route missing' });
      continue;
    }
    const plain = sql ? await timeSql(sql.export, 3) : undefined;
    rows.push({
      name: e.name,
      status: 'ok',
      p50: [...times].sort((a, b) => a - b)[1],
      sqlP50: plain?.p50,
      note: `${lines} rows; runs ${times.join(', ')} ms; server RSS ${before} MB before, peak ${peak} MB`,
    });
  }
  await pool?.end();
  return rows;
}

/** autocannon reports p90 and p97.5, not p95: interpolate linearly between them. */
function percentile95(r: autocannon.Result): number {
  const l = r.latency as unknown as Record<string, number>;
  return Math.round((l.p90! + ((l.p97_5! - l.p90!) * 5) / 7.5) * 10) / 10;
}
