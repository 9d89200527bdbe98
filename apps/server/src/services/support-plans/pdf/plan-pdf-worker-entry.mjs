// A plan PDF worker thread's entry: a worker starts as plain Node, so it loads the TypeScript worker through
// tsx's API (as the server itself runs under tsx, and whether or not tests run it). See lib/pdf/pdf-worker-entry.mjs.
import { tsImport } from 'tsx/esm/api';

await tsImport('./plan-pdf-worker.ts', import.meta.url);
