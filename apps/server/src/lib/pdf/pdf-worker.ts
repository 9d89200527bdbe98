/** The worker thread that draws PDF reports (see table-report.ts): one job at a time, in order. */
import { parentPort } from 'node:worker_threads';
import { drawDistrictReport, type DistrictReportData } from './district-report.ts';
import { drawTableReport, type TableReportData } from './table-report.ts';

parentPort!.on('message', async (job: { id: number; kind?: 'table' | 'district'; data: TableReportData | DistrictReportData }) => {
  try {
    const pdf = job.kind === 'district' ? await drawDistrictReport(job.data as DistrictReportData) : await drawTableReport(job.data as TableReportData);
    // Copy into a transferable ArrayBuffer of exactly the PDF's bytes.
    const bytes = new Uint8Array(pdf.byteLength);
    bytes.set(pdf);
    parentPort!.postMessage({ id: job.id, pdf: bytes }, [bytes.buffer]);
  } catch (err) {
    parentPort!.postMessage({ id: job.id, error: (err as Error).message });
  }
});
