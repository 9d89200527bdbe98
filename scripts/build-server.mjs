#!/usr/bin/env node
/**
 * Compiles the server (issue 25, section 1): apps/server/src/main.ts and the two PDF worker threads, with the
 * workspace packages (@ss/db, @ss/domain) bundled in and every npm package left to node_modules, into
 * apps/server/dist/ as ES modules with source maps. `node --enable-source-maps apps/server/dist/main.js` then starts
 * without tsx compiling TypeScript on every start.
 *
 * Paths the source finds from its own file (`new URL(…, import.meta.url)`) still hold from dist/, which sits at the
 * depth of src/: the web build (`../../web/dist`) and the PDF workers' entries (written here beside the bundle).
 * The migrations folder lives in packages/db: its path from dist/ is given to the bundle as `__MIGRATIONS_FROM_BUNDLE__`.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { writeStamp } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}apps/server/dist`;

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'apps/server/src/main.ts',
    migrate: 'apps/server/src/migrate.ts',
    'pdf-worker': 'apps/server/src/lib/pdf/pdf-worker.ts',
    'plan-pdf-worker': 'apps/server/src/services/support-plans/pdf/plan-pdf-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  define: { __MIGRATIONS_FROM_BUNDLE__: JSON.stringify('../../../packages/db/migrations') },
  // The workspace's own packages are TypeScript: bundled. Everything else is loaded from node_modules as it is.
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@ss/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
  // A bundle in ESM has no `require`; a few CommonJS packages' code paths expect one.
  banner: { js: "import { createRequire as __ssCreateRequire } from 'node:module'; const require = __ssCreateRequire(import.meta.url);" },
});

// The PDF worker threads start from these entries (lib/pdf/render-report.ts, support-plans/pdf/draw-plan.ts): in
// the source they load the TypeScript through tsx; compiled, the bundle's own worker modules.
writeFileSync(`${outdir}/pdf-worker-entry.mjs`, "// The report PDF worker thread's entry, compiled (scripts/build-server.mjs).\nawait import('./pdf-worker.js');\n");
writeFileSync(
  `${outdir}/plan-pdf-worker-entry.mjs`,
  "// The plan PDF worker thread's entry, compiled (scripts/build-server.mjs): React's production build unless told.\nprocess.env.NODE_ENV ??= 'production';\nawait import('./plan-pdf-worker.js');\n",
);
console.log(`server compiled into ${outdir.replace(root, '')}`);
// After the web app's build too (`npm run build`): what this build was made from, for `npm start` to compare.
if (process.argv.includes('--stamp')) writeStamp();
