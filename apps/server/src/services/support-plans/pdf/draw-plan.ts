/**
 * Draws support plan PDFs in worker threads (plan-pdf-worker.ts): a plan takes 50–250 ms of layout, which would
 * otherwise hold every other request of this server copy, and a bulk export draws hundreds. A small pool (one
 * thread per core, two at most, `PLAN_PDF_WORKERS` to change it), started on first use; the threads do not keep
 * the process alive when idle. Each job goes to the thread with the fewest waiting.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PlanDocument } from './plan-document.ts';

interface Slot {
  worker: Worker | null;
  waiting: Map<number, { resolve: (pdf: Buffer) => void; reject: (err: Error) => void }>;
}

export const PLAN_PDF_THREADS = Math.max(1, Number(process.env.PLAN_PDF_WORKERS) || Math.min(2, availableParallelism()));

const slots: Slot[] = Array.from({ length: PLAN_PDF_THREADS }, () => ({ worker: null, waiting: new Map() }));
let nextId = 1;

function workerOf(slot: Slot): Worker {
  if (slot.worker) return slot.worker;
  const w = new Worker(new URL('./plan-pdf-worker-entry.mjs', import.meta.url));
  w.unref();
  const failAll = (err: Error) => {
    for (const job of slot.waiting.values()) job.reject(err);
    slot.waiting.clear();
    if (slot.worker === w) slot.worker = null;
  };
  w.on('message', (msg: { id: number; pdf?: Uint8Array; error?: string }) => {
    const job = slot.waiting.get(msg.id);
    if (!job) return;
    slot.waiting.delete(msg.id);
    if (!slot.waiting.size) w.unref();
    if (msg.pdf) job.resolve(Buffer.from(msg.pdf.buffer, msg.pdf.byteOffset, msg.pdf.byteLength));
    else job.reject(new Error(`Support plan PDF failed: ${msg.error}`));
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => failAll(new Error(`Support plan PDF worker exited (${code})`)));
  slot.worker = w;
  return w;
}

/** The plan as PDF bytes, drawn in a worker thread. */
export function renderPlanPdf(doc: PlanDocument): Promise<Buffer> {
  const id = nextId++;
  const slot = slots.reduce((best, s) => (s.waiting.size < best.waiting.size ? s : best));
  return new Promise((resolve, reject) => {
    slot.waiting.set(id, { resolve, reject });
    const w = workerOf(slot);
    w.ref(); // a drawing under way keeps the process up
    w.postMessage({ id, doc });
  });
}
