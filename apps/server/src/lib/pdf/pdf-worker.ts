/** The worker thread that draws PDF reports (see table-report.ts): one job at a time, in order. */
import { parentPort } from 'node:worker_threads';
import { drawTableReport, type TableReportData } from './table-report.ts';

parentPort!.on('message', async (job: { id: number; data: TableReportData }) => {
  try {
    const pdf = await drawTableReport(job.data);
    // Copy into a transferable ArrayBuffer of exactly the PDF's bytes.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    parentPort!.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: (err as Error).message });
  }
});
