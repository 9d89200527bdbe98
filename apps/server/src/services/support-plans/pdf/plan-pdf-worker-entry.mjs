// A plan PDF worker thread's entry: a worker starts as plain Node, so it loads the TypeScript worker through
// tsx's API (as the server itself runs under tsx, and whether or not tests run it). See lib/pdf/pdf-worker-entry.mjs.
// The thread has its own copy of process.env: React's production build (no development checks) when the server
// names no mode, which draws a plan about 10% faster.
import { tsImport } from 'tsx/esm/api';

process.env.NODE_ENV ??= 'production';
await tsImport('./plan-pdf-worker.ts', import.meta.url);
