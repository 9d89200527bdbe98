#!/usr/bin/env node
/**
 * `npm start` (issue 25, section 1): builds the web app and the compiled server only when their sources changed
 * since the last build (same sources, same lockfile: the stamp `npm run build` leaves), then starts the compiled
 * server in this process. A second `npm start` therefore skips the minute of building and listens in seconds.
 * `npm run build` alone always builds. `--build-only` builds if needed and stops (the container image's build step).
 */
import { spawnSync } from 'node:child_process';
import { readStamp, sourcesStamp, STAMP_FILE } from './build-stamp.mjs';

if (readStamp() !== sourcesStamp()) {
  console.log('Building the web app and the server (their sources changed since the last build)…');
  // `npm run build` writes the stamp when both builds succeeded.
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log(`The build is current (${STAMP_FILE}): starting.`);
}
if (process.argv.includes('--build-only')) process.exit(0);

// Stack traces name the TypeScript sources (the build keeps source maps).
process.setSourceMapsEnabled(true);
await import('../apps/server/dist/main.js');
