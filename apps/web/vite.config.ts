import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { firstLoadChunks } from './build/first-load-chunks.ts';
import { precompress } from './build/precompress.ts';

const firstLoad = firstLoadChunks(fileURLToPath(new URL('./src', import.meta.url)));

/** Brotli and gzip copies of the built assets, served as they are by the API server. */
function precompressPlugin(): Plugin {
  return {
    name: 'ss-precompress',
    apply: 'build',
    async writeBundle(options) {
      if (!options.dir) return;
      const r = await precompress(options.dir);
      this.info(`precompressed ${r.files} files: ${(r.bytes / 1000).toFixed(0)} kB → brotli ${(r.brotliBytes / 1000).toFixed(0)} kB, gzip ${(r.gzipBytes / 1000).toFixed(0)} kB`);
    },
  };
}

/**
 * The SPA is served by the API server in production (same origin, strict CSP),
 * so the dev server only proxies /api to it.
 */
export default defineConfig({
  plugins: [react(), precompressPlugin(), firstLoad.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // What each first load fetches, in a few files by route family (build/first-load-chunks.ts). The
        // groups are closed under static imports already: a module's dependencies keep their own group.
        codeSplitting: { groups: [{ name: firstLoad.name, includeDependenciesRecursively: false }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
