#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit and API tests (vitest), web build, browser
 * tests (Playwright on Debian's chromium). Stops at the first failing step and
 * ends with one closing line "N passed, N failed" over every test it ran.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`npm test needs Chromium for the browser tests: install it with "apt-get install -y chromium" (or set CHROMIUM_PATH).`);
  process.exit(1);
}

const out = mkdtempSync(join(tmpdir(), 'ss-test-'));
const vitestJson = join(out, 'vitest.json');
const playwrightJson = join(out, 'playwright.json');
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** The slowest tests of a run, so a test creeping towards its timeout is seen before a slower machine fails it. */
function slowest(v, p, n = 10) {
  const rows = [];
  for (const file of v?.testResults ?? []) {
    for (const t of file.assertionResults ?? []) rows.push({ ms: t.duration ?? 0, name: `${file.name.replace(`${process.cwd()}/`, '')} › ${t.fullName ?? t.title}` });
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = Math.max(0, ...(t.results ?? []).map((r) => r.duration ?? 0));
        rows.push({ ms, name: `e2e/tests/${spec.file ?? file}:${spec.line} › ${spec.title}`, timeout: t.timeout });
      }
    }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of p?.suites ?? []) walk(suite, suite.file);
  if (!rows.length) return;
  rows.sort((a, b) => b.ms - a.ms);
  console.log(`\nslowest ${Math.min(n, rows.length)} tests:`);
  for (const r of rows.slice(0, n)) console.log(`  ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${r.name}${r.timeout ? ` (timeout ${r.timeout / 1000} s)` : ''}`);
}

function finish(ok) {
  const v = readJson(vitestJson);
  if (v) {
    totals.passed += v.numPassedTests;
    totals.failed += v.numFailedTests;
    totals.skipped += v.numPendingTests + (v.numTodoTests ?? 0);
  }
  const p = readJson(playwrightJson);
  if (p?.stats) {
    totals.passed += p.stats.expected + p.stats.flaky;
    totals.failed += p.stats.unexpected;
    totals.skipped += p.stats.skipped;
  }
  slowest(v, readJson(playwrightJson));
  if (!ok && totals.failed === 0) totals.failed = 1; // a step failed before or outside the test runners
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
  process.exit(ok && totals.failed === 0 && totals.skipped === 0 ? 0 : 1);
}

const steps = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['unit and API tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]],
  ['build (web app and compiled server)', 'npm', ['run', '--silent', 'build']],
  [
    'browser tests',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightJson, CHROMIUM_PATH: chromium },
  ],
];
for (const [title, command, args, env] of steps) {
  if (!run(title, command, args, env)) finish(false);
}
finish(true);
