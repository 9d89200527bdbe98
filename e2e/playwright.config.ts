/**
 * Browser tests against the real server (in-memory PGlite, demo data, workers on),
 * on Debian's chromium. The server serves apps/web/dist, so build the web app first:
 * `npm run test:e2e` (or `npm test`) at the repository root does it.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const e2eDir = fileURLToPath(new URL('.', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Generous: the machine has two cores shared by the server, two browsers and argon2 sign-ins.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores: two browsers at most. CI runs two as well: the whole suite took 36 minutes with one worker and
  // 14 with two (CI=1, same machine, all green), and .ci/run must stay under 45 minutes.
  workers: 2,
  reporter: process.env.CI ? 'list' : [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    baseURL,
    locale: 'en-CA',
    // A trace records the page at every step of every test, to keep only the failures' (E2E_TRACE=1): the screenshot
    // and the error context are kept without it, at a fraction of the cost on two shared cores.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The app honours the system's reduced-motion preference (theme.ts): no transition to wait out before axe reads colours.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'setup', testMatch: /.*\.setup\.ts/ },
    {
      name: 'chromium',
      dependencies: ['setup'],
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
      },
    },
  ],
  webServer: {
    command: 'npx tsx ../apps/server/src/main.ts',
    cwd: e2eDir,
    url: `${baseURL}/api/v1/health/`,
    env: { PORT: String(port), DATA_DIR: ':memory:', DEMO: '1', WORKERS: '1', LOG_LEVEL: 'warn' },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
