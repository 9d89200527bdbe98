#!/usr/bin/env node
/**
 * The container stack's steps without a container engine (issue 25, section 2; .ci/run runs it after `npm test`,
 * which built the web app and compiled the server): on a fresh PostgreSQL database, the migration step once, then two
 * compiled copies (one without job workers, as the app copies, one with them, as the worker), each ready and
 * healthy, one signed-in request through each, metrics behind their token, and each copy gone within seconds of
 * SIGTERM. Exits non-zero on the first failure, saying which.
 *
 * PRODUCTION_CHECK_DB: the PostgreSQL server URL without a database (default postgres://postgres@127.0.0.1:5432).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = (process.env.PRODUCTION_CHECK_DB ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/$/, '');
const database = `production_check_${process.pid}`;
const url = `${server}/${database}`;
const token = 'production-check-metrics-token';
const started = Date.now();
const step = (text) => console.log(`  ${((Date.now() - started) / 1000).toFixed(1).padStart(5)} s  ${text}`);
const fail = (text) => {
  console.error(`production check failed: ${text}`);
  process.exitCode = 1;
  throw new Error(text);
};

async function admin(sql) {
  const client = new pg.Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function waitFor(port, path, timeoutMs) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      if (res.ok) return res.json();
    } catch {
      /* not listening yet */
    }
    if (Date.now() > end) fail(`port ${port} answered no 200 on ${path} within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const copies = [];
function startCopy(port, workers) {
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: url,
      PORT: String(port),
      WORKERS: workers ? '1' : '0',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: token,
      DATA_DIR: `/tmp/${database}-${port}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  copies.push({ child, exited });
  return { child, exited };
}

try {
  if (!existsSync(`${root}apps/server/dist/main.js`)) fail('apps/server/dist/main.js is missing: run `npm run build` first');
  await admin(`create database ${database}`);
  step(`database ${database} created`);

  const migrate = spawnSync(process.execPath, ['apps/server/dist/migrate.js'], { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
  if (migrate.status !== 0) fail(`the migration step exited ${migrate.status}: ${migrate.stderr.slice(-400)}`);
  step(`migration step: ${migrate.stdout.trim()}`);

  // One copy seeds the demo (it takes the seed's advisory lock); the other starts once it is ready.
  const a = startCopy(3461, false);
  const readyA = await waitFor(3461, '/api/v1/ready/', 180_000);
  step(`copy A (no workers) ready: ${JSON.stringify(readyA.checks)}`);
  const b = startCopy(3462, true);
  const readyB = await waitFor(3462, '/api/v1/ready/', 120_000);
  step(`copy B (workers) ready: ${JSON.stringify(readyB.checks)}`);
  if (readyA.checks.jobs !== 'off' || readyB.checks.jobs !== 'ok') fail('the job runner is not where it should be');

  for (const port of [3461, 3462]) {
    const health = await waitFor(port, '/api/v1/health/', 5_000);
    if (health.status !== 'ok') fail(`copy ${port}: health ${JSON.stringify(health)}`);
    const page = await fetch(`http://127.0.0.1:${port}/auth`);
    if (!page.ok || !(await page.text()).includes('<div id="root">')) fail(`copy ${port}: the web app is not served`);
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, { headers: { Authorization: `Bearer ${token}` } });
    if (!metrics.ok || !(await metrics.text()).includes('http_requests_total')) fail(`copy ${port}: no metrics behind the token`);
    const refused = await fetch(`http://127.0.0.1:${port}/metrics`);
    if (refused.status !== 401) fail(`copy ${port}: metrics without the token answered ${refused.status}`);
  }
  step('both copies healthy, serving the web app, metrics behind their token');

  // A session made on one copy is good on the other (sessions live in the database).
  const first = await fetch('http://127.0.0.1:3461/auth');
  const csrf = /csrftoken=([^;]+)/.exec(first.headers.getSetCookie().join('; '))?.[1];
  if (!csrf) fail('no csrftoken cookie on the sign-in page');
  const signIn = await fetch('http://127.0.0.1:3461/api/v1/auth/', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-CSRFToken': csrf, Cookie: `csrftoken=${csrf}` },
    body: JSON.stringify({ email: 'teacher@demo.test', password: 'demo-password' }),
  });
  if (signIn.status !== 200) fail(`signing in on copy A answered ${signIn.status}`);
  const session = /sessionid=([^;]+)/.exec(signIn.headers.getSetCookie().join('; '))?.[1];
  const me = await fetch('http://127.0.0.1:3462/api/v1/current_user/', { headers: { Cookie: `sessionid=${session}; csrftoken=${csrf}` } });
  if (me.status !== 200) fail(`the session made on copy A answered ${me.status} on copy B`);
  step('signed in on copy A, the same session read on copy B');

  for (const { child, exited } of [a, b]) {
    const t = Date.now();
    child.kill('SIGTERM');
    const result = await Promise.race([exited, new Promise((r) => setTimeout(() => r(null), 20_000))]);
    if (!result) fail(`a copy was still running 20 s after SIGTERM`);
    if (result.code !== 0) fail(`a copy exited ${result.code ?? result.signal} after SIGTERM`);
    step(`copy stopped ${Date.now() - t} ms after SIGTERM`);
  }
  console.log('production check: passed');
} catch (err) {
  if (!process.exitCode) {
    console.error(err);
    process.exitCode = 1;
  }
} finally {
  for (const { child } of copies) if (child.exitCode === null) child.kill('SIGKILL');
  await admin(`drop database if exists ${database} with (force)`).catch(() => {});
}
