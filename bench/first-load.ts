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
 * Env: BENCH_RUNS (default 3), BENCH_NETWORK=1 (40 ms, 10 Mbit/s: see below), BENCH_LIST=1 to list each route's scripts, BENCH_ROUTES
 * (comma-separated names, e.g. `/auth,school home`), CHROMIUM_PATH (default /usr/bin/chromium), WEB_DIST (default apps/web/dist).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
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
}

const ALL_ROUTES: Route[] = [
  { name: '/auth', path: '/auth', account: null, heading: { level: 2, name: 'Sign in' } },
  { name: '/auth?lang=fr', path: '/auth?lang=fr', account: null, heading: { level: 2, name: 'Connexion' } },
  { name: 'district home', path: '/', account: { email: CAST.districtAdmin }, heading: { level: 1, name: DISTRICT_EN } },
  { name: 'district home (fr)', path: '/', account: { email: CAST.frAdmin }, heading: { level: 1, name: DISTRICT_FR } },
  { name: 'school home', path: '/', account: { email: CAST.teacher }, heading: { level: 1, name: SCHOOL_ASPEN } },
  { name: '/admin', path: '/', account: { email: CAST.super, admin: true }, heading: { level: 1, name: 'System statistics overview' } },
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
  files: { path: string; gzip: number }[];
}

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
    const sample: Sample = { scripts: 0, wire: 0, gzip: 0, raw: 0, encodings: new Set(), ms: 0, files: [] };
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
    const start = performance.now();
    await page.goto(route.path);
    await page.getByRole('heading', { level: route.heading.level, name: route.heading.name }).first().waitFor({ state: 'visible', timeout: 60_000 });
    sample.ms = performance.now() - start;
    counting = false;
    await Promise.all(finished);
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
  console.log(`route                 scripts  wire kB  gzip kB  raw kB  encoding     heading ms (median of ${runs})`);
  for (const route of ROUTES) {
    const samples: Sample[] = [];
    for (let i = 0; i < runs; i++) samples.push(await measure(browser, base, route));
    const s = samples[0]!;
    console.log(
      `${route.name.padEnd(22)}${String(s.scripts).padStart(7)}${kB(s.wire).padStart(9)}${kB(s.gzip).padStart(9)}${kB(s.raw).padStart(8)}  ${[...s.encodings].join(',').padEnd(11)}${String(Math.round(median(samples.map((x) => x.ms)))).padStart(8)}`,
    );
    if (process.env.BENCH_LIST === '1') {
      for (const file of [...s.files].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${kB(file.gzip).padStart(7)}  ${file.path}`);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
