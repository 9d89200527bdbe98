// The PDF worker thread's entry: a worker starts as plain Node, so it loads the TypeScript worker
// through tsx's API (as the server itself runs under tsx, and whether or not tests run it).
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
