/**
 * `npx tsx bench/first-load.ts`: what a cold browser downloads before each workspace's first
 * heading shows. Serves the built app (`npm run build` first) with the real server (in-memory
 * PGlite, demo data) in this process, and drives Debian's chromium through playwright-core.
 *
 * For each route, in a fresh browser context (empty cache), signed in through the API first when
 * the route needs it: the scripts loaded until the heading is visible (count, bytes on the wire as
 * served, and the gzip size of the same files at zlib's default level — the figure Vite prints and a plain
 * gzip server would send), and the time from navigation to the heading (median of BENCH_RUNS, default 3).
 *
 * Issue 20, section 3: the pages a team uses in a meeting (student profile, actions, a meeting's run page, a
 * plan's home; issue 22: the district reports page) on the demo data, "settled" = their level-1 heading shown and nothing busy (no `aria-busy`, no
 * loader); cold (fresh context) and warm (the same page loaded again, scripts cached). Beside them, in the same
 * run and browser, a baseline: a static HTML page with a heading (the browser's own floor for a navigation here),
 * and each route's figures divided by it, since one machine of this kind measures 3–4× another.
 *
 * Env: BENCH_RUNS (default 3), BENCH_NETWORK=1 (40 ms, 10 Mbit/s: see below), BENCH_LIST=1 to list each route's scripts, BENCH_ROUTES
 * (comma-separated names, e.g. `/auth,school home`), CHROMIUM_PATH (default /usr/bin/chromium), WEB_DIST (default apps/web/dist).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { CAST, DEMO_PASSWORD, DISTRICT_EN, DISTRICT_FR, SCHOOL_ASPEN } from '@ss/db/seed/cast';
import { loadConfig } from '../apps/server/src/config.ts';
import { startRuntime } from '../apps/server/src/runtime.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_NETWORK=1: a school board's link as Chrome emulates it (40 ms round trip, 10 Mbit/s down, 5 up), so
// bytes and round trips weigh as they would away from localhost and the shared CPU weighs less.
const network = process.env.BENCH_NETWORK === '1' ? { latencyMs: 40, downMbps: 10, upMbps: 5 } : null;
const webDist = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  console.error(`No built web app in ${webDist}: run npm run build first.`);
  process.exit(1);
}

interface Route {
  name: string;
  path: string;
  /** Signed in as this account first (through the API), or anonymous. */
  account: { email: string; admin?: boolean } | null;
  heading: { level: number; name: string | RegExp };
  /** Found from the demo data through the API once signed in (the path above is then a placeholder). */
  find?: (api: APIRequestContext) => Promise<{ path: string; heading: string | RegExp }>;
}

async function json(api: APIRequestContext, path: string) {
  const res = await api.get(path);
  if (!res.ok()) throw new Error(`GET ${path} answered ${res.status()}`);
  return res.json();
}

/** The teacher's school (Aspen Grove) and district, from the session. */
async function teacherSchool(api: APIRequestContext): Promise<{ d: number; s: number }> {
  const me = await json(api, '/api/v1/current_user/');
  if (!me.district || !me.schools[0]) throw new Error(`${me.full_name} has no school`);
  return { d: me.district.id, s: me.schools[0].id };
}

const MEETING_ROUTES: Route[] = [
  {
    name: 'student profile',
    path: '',
    account: { email: CAST.teacher },
    heading: { level: 1, name: '' },
    find: async (api) => {
      const { d, s } = await teacherSchool(api);
      const student = (await json(api, `/api/v1/students/?school=${s}`)).results[0];
      return { path: `/school/${d}/${s}/students/profile/${student.id}`, heading: `${student.first_name} ${student.last_name}` };
    },
  },
  {
    name: 'actions',
    path: '',
    account: { email: CAST.teacher },
    heading: { level: 1, name: '' },
    find: async (api) => {
      const { d, s } = await teacherSchool(api);
      return { path: `/school/${d}/${s}/actions`, heading: 'Actions' };
    },
  },
  {
    name: 'meeting run',
    path: '',
    account: { email: CAST.teacher },
    heading: { level: 1, name: '' },
    find: async (api) => {
      const { d, s } = await teacherSchool(api);
      const meeting = (await json(api, `/api/v1/meetings/?school=${s}&kind=team`)).results[0];
      return { path: `/school/${d}/${s}/manage-board-meeting-note/${meeting.id}`, heading: meeting.descriptor };
    },
  },
  {
    name: 'plan home',
    path: '',
    account: { email: CAST.schoolLeader },
    heading: { level: 1, name: '' },
    find: async (api) => {
      const { d, s } = await teacherSchool(api);
      const plan = (await json(api, `/api/v1/support_plans/?school=${s}`)).results[0];
      return { path: `/school/${d}/${s}/students/profile/${plan.student.id}/support-plan/home`, heading: /^Support plan/ };
    },
  },
  {
    // Issue 22, section 4: the district reports page, settled once all eight sections have drawn (each is aria-busy until then).
    name: 'district reports',
    path: '',
    account: { email: CAST.districtLeader },
    heading: { level: 1, name: '' },
    find: async (api) => {
      const me = await json(api, '/api/v1/current_user/');
      return { path: `/district/${me.district.id}/reports`, heading: 'Reports' };
    },
  },
];

const ALL_ROUTES: Route[] = [
  { name: '/auth', path: '/auth', account: null, heading: { level: 2, name: 'Sign in' } },
  { name: '/auth?lang=fr', path: '/auth?lang=fr', account: null, heading: { level: 2, name: 'Connexion' } },
  { name: 'district home', path: '/', account: { email: CAST.districtAdmin }, heading: { level: 1, name: DISTRICT_EN } },
  { name: 'district home (fr)', path: '/', account: { email: CAST.frAdmin }, heading: { level: 1, name: DISTRICT_FR } },
  { name: 'school home', path: '/', account: { email: CAST.teacher }, heading: { level: 1, name: SCHOOL_ASPEN } },
  { name: '/admin', path: '/', account: { email: CAST.super, admin: true }, heading: { level: 1, name: 'System statistics overview' } },
  ...MEETING_ROUTES,
];

const only = process.env.BENCH_ROUTES?.split(',');
const ROUTES = only ? ALL_ROUTES.filter((r) => only.includes(r.name)) : ALL_ROUTES;

interface Sample {
  scripts: number;
  wire: number;
  gzip: number;
  raw: number;
  encodings: Set<string>;
  ms: number;
  /** The same page loaded again in the same context (scripts in the cache). */
  warmMs: number;
  /** Reached inside the app from its home (the router, no page load), as a team moves from one page to the next. */
  inAppMs: number | null;
  files: { path: string; gzip: number }[];
}

/** The level-1 heading is shown and nothing on the page says it is still loading. */
async function settled(page: Page, heading: Route['heading']) {
  await page.getByRole('heading', { level: heading.level, name: heading.name }).first().waitFor({ state: 'visible', timeout: 60_000 });
  // A function, not a string (the app's CSP has no unsafe-eval); typed without the DOM library.
  const busy = '[aria-busy="true"], .mantine-Loader-root, [role="status"][aria-label]';
  await page.waitForFunction((selector) => !(globalThis as unknown as { document: { querySelector(s: string): unknown } }).document.querySelector(selector), busy, {
    timeout: 60_000,
    polling: 'raf',
  });
}

/** A navigation by the app's router, as a link inside the app makes one (react-router follows popstate). */
async function inApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const w = globalThis as unknown as {
      history: { pushState(d: unknown, t: string, u: string): void };
      dispatchEvent(e: unknown): void;
      PopStateEvent: new (type: string) => unknown;
    };
    w.history.pushState(null, '', to);
    w.dispatchEvent(new w.PopStateEvent('popstate'));
  }, path);
}

const BASELINE_PATH = '/__bench/static';
const BASELINE_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><main><h1>Baseline</h1><p>A static page.</p></main></body></html>';

const gzipSizes = new Map<string, number>();
function gzipSize(path: string): { gzip: number; raw: number } {
  const file = join(webDist, path);
  const raw = readFileSync(file);
  if (!gzipSizes.has(path)) gzipSizes.set(path, gzipSync(raw).length);
  return { gzip: gzipSizes.get(path)!, raw: raw.length };
}

async function measure(browser: Browser, base: string, route: Route): Promise<Sample> {
  const context = await browser.newContext({ baseURL: base, locale: 'en-CA' });
  try {
    if (route.account) {
      await context.request.get('/api/v1/current_user/');
      const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';
      const signIn = await context.request.post(route.account.admin ? '/api/v1/admin_auth/' : '/api/v1/auth/', {
        data: { email: route.account.email, password: DEMO_PASSWORD },
        headers: { 'X-CSRFToken': csrf },
      });
      if (!signIn.ok()) throw new Error(`${route.account.email} could not sign in: ${signIn.status()}`);
    }
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: network.latencyMs,
        downloadThroughput: (network.downMbps * 1_000_000) / 8,
        uploadThroughput: (network.upMbps * 1_000_000) / 8,
      });
    }
    const finished: Promise<void>[] = [];
    const sample: Sample = { scripts: 0, wire: 0, gzip: 0, raw: 0, encodings: new Set(), ms: 0, warmMs: 0, inAppMs: null, files: [] };
    let counting = true;
    page.on('requestfinished', (request) => {
      if (!counting || request.resourceType() !== 'script') return;
      finished.push(
        (async () => {
          const sizes = await request.sizes();
          const response = await request.response();
          const path = new URL(request.url()).pathname;
          const sizesOnDisk = gzipSize(path);
          sample.files.push({ path, gzip: sizesOnDisk.gzip });
          sample.scripts += 1;
          sample.wire += sizes.responseBodySize;
          sample.gzip += sizesOnDisk.gzip;
          sample.raw += sizesOnDisk.raw;
          sample.encodings.add((await response?.headerValue('content-encoding')) ?? 'identity');
        })(),
      );
    });
    await page.route(`**${BASELINE_PATH}`, (r) => r.fulfill({ contentType: 'text/html', body: BASELINE_HTML }));
    let path = route.path;
    let heading = route.heading;
    if (route.find) {
      const found = await route.find(context.request);
      path = found.path;
      heading = { level: 1, name: found.heading };
    }
    const start = performance.now();
    await page.goto(path);
    await settled(page, heading);
    sample.ms = performance.now() - start;
    counting = false;
    await Promise.all(finished);
    if (process.env.BENCH_TIMELINE === '1') {
      // What the cold load waited for: each request from the navigation's start (the browser's clock), in order.
      const timeline = await page.evaluate(() =>
        (globalThis as unknown as { performance: { getEntriesByType(t: string): { name: string; startTime: number; responseEnd: number; initiatorType: string }[] } }).performance
          .getEntriesByType('resource')
          .map((e) => `${Math.round(e.startTime)}→${Math.round(e.responseEnd)} ${e.initiatorType} ${new URL(e.name).pathname}`),
      );
      console.log(`  ${route.name}, cold ${Math.round(sample.ms)} ms:\n    ${timeline.join('\n    ')}`);
    }
    const again = performance.now();
    await page.goto(path);
    await settled(page, heading);
    sample.warmMs = performance.now() - again;
    if (route.account && path !== '/') {
      await inApp(page, '/');
      await page.getByRole('heading', { level: 1, name: heading.name }).first().waitFor({ state: 'hidden', timeout: 60_000 });
      await settled(page, { level: 1, name: /./ });
      const moved = performance.now();
      await inApp(page, path);
      await settled(page, heading);
      sample.inAppMs = performance.now() - moved;
    }
    return sample;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

// In this process: chromium has its own processes, and the server only answers a few requests per page.
const server = await startRuntime(loadConfig({ PORT: '0', LOG_LEVEL: 'warn', DEMO: '1', WORKERS: '0', DATA_DIR: ':memory:', WEB_DIST: webDist }));
const address = server.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const base = `http://localhost:${port}`;
  // One unmeasured load, so the server's first-request costs (argon2, PGlite warm-up) are not counted.
  await measure(browser, base, ALL_ROUTES[2]!);
  if (network) console.log(`network: ${network.latencyMs} ms round trip, ${network.downMbps} Mbit/s down`);
  const baseline: Route = { name: 'static page (baseline)', path: BASELINE_PATH, account: null, heading: { level: 1, name: 'Baseline' } };
  const floor: Sample[] = [];
  for (let i = 0; i < runs; i++) floor.push(await measure(browser, base, baseline));
  const floorMs = median(floor.map((x) => x.ms));
  const floorWarm = median(floor.map((x) => x.warmMs));
  console.log(`route                 scripts  wire kB  gzip kB  raw kB  encoding     cold ms  warm ms  cold/base  warm/base  in-app ms (medians of ${runs})`);
  console.log(
    `${baseline.name.padEnd(22)}${''.padStart(7)}${''.padStart(9)}${''.padStart(9)}${''.padStart(8)}  ${''.padEnd(11)}${String(Math.round(floorMs)).padStart(8)}${String(Math.round(floorWarm)).padStart(9)}`,
  );
  for (const route of ROUTES) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, base, route));
    const s = samples[0]!;
    const cold = median(samples.map((x) => x.ms));
    const warm = median(samples.map((x) => x.warmMs));
    const inAppMs = samples.every((x) => x.inAppMs !== null) ? String(Math.round(median(samples.map((x) => x.inAppMs!)))) : '–';
    console.log(
      `${route.name.padEnd(22)}${String(s.scripts).padStart(7)}${kB(s.wire).padStart(9)}${kB(s.gzip).padStart(9)}${kB(s.raw).padStart(8)}  ${[...s.encodings].join(',').padEnd(11)}${String(Math.round(cold)).padStart(8)}${String(Math.round(warm)).padStart(9)}${(cold / floorMs).toFixed(1).padStart(11)}${(warm / floorWarm).toFixed(1).padStart(11)}${inAppMs.padStart(11)}`,
    );
    if (process.env.BENCH_LIST === '1') {
      for (const file of [...s.files].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kB(file.gzip).padStart(7)}  ${file.path}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
