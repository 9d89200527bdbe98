/**
 * What a build was made from: a hash of every source file of the web app, the server and the packages, the
 * migrations, the lockfile and the build scripts. `npm run build` writes it after building; `npm start` builds
 * again only when it differs (scripts/start.mjs).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const STAMP_FILE = 'apps/server/dist/build-stamp.txt';

const INPUTS = [
  'package-lock.json',
  'package.json',
  'apps/web/src',
  'apps/web/public',
  'apps/web/build',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'packages/db/src',
  'packages/db/migrations',
  'scripts/build-server.mjs',
];

function* files(path) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full).sort()) if (name !== 'node_modules') yield* files(join(path, name));
  } else yield path;
}

export function sourcesStamp() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(relative(root, join(root, file)));
      hash.update('\0');
      hash.update(readFileSync(join(root, file)));
      hash.update('\0');
    }
  }
  // Node's major version: the compiled server targets the running Node.
  hash.update(process.versions.node.split('.')[0]);
  return hash.digest('hex');
}

export function readStamp() {
  const web = join(root, 'apps/web/dist/index.html');
  const server = join(root, 'apps/server/dist/main.js');
  const stamp = join(root, STAMP_FILE);
  if (!existsSync(web) || !existsSync(server) || !existsSync(stamp)) return null;
  return readFileSync(stamp, 'utf8').trim();
}

export function writeStamp(value = sourcesStamp()) {
  writeFileSync(join(root, STAMP_FILE), `${value}\n`);
}
