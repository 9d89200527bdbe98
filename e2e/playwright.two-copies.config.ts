/**
 * The team board across two server copies (issue 9): two processes of the real server on one
 * PostgreSQL database, each on its own port, with two browser contexts, one on each copy. The spec
 * starts both copies itself (see two-copies/servers.ts). Needs PostgreSQL: E2E_PG_URL, else
 * CI_DATABASE_URL or DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (an admin URL: a
 * scratch database is created and dropped). `npm run test:two-copies` builds the web app first.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

export default defineConfig({
  ...base,
  testDir: './two-copies',
  outputDir: './test-results/two-copies',
  workers: 1,
  projects: [{ name: 'two-copies', use: base.projects![1]!.use }],
  webServer: undefined,
  use: { ...base.use, baseURL: undefined },
});
