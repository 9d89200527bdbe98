/**
 * Draws a report in the PDF worker thread (pdf-worker.ts): the layout takes about a millisecond
 * per row, which would otherwise hold every other request of this server copy. One worker per
 * process, started on first use and not keeping the process alive; reports queue in it.
 * The worker loads its TypeScript through tsx (pdf-worker-entry.mjs), as the server itself runs.
 */
import { Worker } from 'node:worker_threads';
import type { DistrictReportData } from './district-report.ts';
import type { TableReportData } from './table-report.ts';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (err: Error) => void }>();

function failAll(err: Error) {
  for (const job of waiting.values()) job.reject(err);
  waiting.clear();
  worker = null;
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL('./pdf-worker-entry.mjs', import.meta.url));
  w.unref();
  w.on('message', (msg: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = waiting.get(msg.id);
    if (!job) return;
    waiting.delete(msg.id);
    if (!waiting.size) w.unref();
    if (msg.pdf) job.resolve(Buffer.from(msg.pdf.buffer, msg.pdf.byteOffset, msg.pdf.byteLength));
    else job.reject(new Error(`PDF report failed: ${msg.error}`));
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => failAll(new Error(`PDF worker exited (${code})`)));
  worker = w;
  return w;
}

export function renderTableReport(data: TableReportData): Promise<Buffer> {
  return render('table', data);
}

/** The district report (district-report.ts): a title page, then each report's charts and tables. */
export function renderDistrictReport(data: DistrictReportData): Promise<Buffer> {
  return render('district', data);
}

function render(kind: 'table' | 'district', data: TableReportData | DistrictReportData): Promise<Buffer> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    const w = theWorker();
    w.ref(); // a report under way keeps the process up
    w.postMessage({ id, kind, data });
  });
}
