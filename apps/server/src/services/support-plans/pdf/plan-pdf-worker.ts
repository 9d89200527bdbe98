/** A worker thread that draws support plan PDFs (render-plan.ts): one at a time, in order. */
import { parentPort } from 'node:worker_threads';
import type { PlanDocument } from './plan-document.ts';
import { drawPlanPdf } from './render-plan.ts';

parentPort!.on('message', async (job: { id: number; doc: PlanDocument }) => {
  try {
    const pdf = await drawPlanPdf(job.doc);
    // Copy into a transferable ArrayBuffer of exactly the PDF's bytes.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    parentPort!.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: (err as Error).message });
  }
});
