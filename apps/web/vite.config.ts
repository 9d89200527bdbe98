import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The SPA is served by the API server in production (same origin, strict CSP),
 * so the dev server only proxies /api to it.
 */
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
});
