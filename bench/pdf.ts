/**
 * PDF reports (issue 10, the actions export): how long the worker thread takes to lay out a table
 * report of N rows, and whether the server's own thread stays free meanwhile (the longest gap
 * between 10 ms timer ticks on the main thread while the worker draws).
 *
 * Run: `npx tsx bench/pdf.ts` (BENCH_PDF_ROWS=100,500,2000 by default). Rows are action-like:
 * one in nine has a long comment, the rest fit on one or two lines.
 */
import { renderTableReport } from '../apps/server/src/lib/pdf/render-report.ts';

const SIZES = (process.env.BENCH_PDF_ROWS ?? '100,500,2000').split(',').map(Number);
const names = [
  'Call the family about attendance',
  'Set up a reading check-in twice a week with the resource teacher',
  'Share the behaviour plan',
  'Book the speech-language assessment',
];
const longComment = 'The team agreed to meet the family before the end of the month, with the resource teacher and the counsellor, and to bring the reading data.';

function rowsOf(n: number): string[][] {
  return Array.from({ length: n }, (_, i) => [
    names[i % names.length]!,
    'Hannah Lee',
    '2026-12-01',
    i % 3 ? '' : '2026-11-20',
    i % 3 ? '' : '2026-11-20',
    '',
    'Émilie Côté-Tremblay',
    i % 3 ? 'Incomplete' : 'Complete',
    'Aspen Grove Elementary',
    i % 5 ? '' : 'Team meeting 2026-11-12 — Émilie',
    i % 9 ? 'Short.' : longComment,
  ]);
}

async function once(n: number) {
  const rows = rowsOf(n);
  let last = performance.now();
  let worstGap = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    worstGap = Math.max(worstGap, now - last);
    last = now;
  }, 10);
  const start = performance.now();
  const pdf = await renderTableReport({
    lang: 'en',
    title: 'Actions — Aspen Grove Elementary',
    context: [`Status: All statuses · ${n} actions`],
    headers: ['Action', 'Responsible', 'Expected date', 'Actual date', 'Completed on', 'Abandoned on', 'Student', 'Status', 'School', 'Meeting note', 'Comment'],
    widths: [14, 9, 7.5, 7.5, 7.5, 7.5, 9, 7, 9, 9, 13],
    rows,
    flagged: rows.map((_, i) => i % 4 === 1),
    empty: 'No actions',
    pageLabel: 'Page {page} of {pages}',
    printedOn: '2026-11-25',
  });
  const ms = performance.now() - start;
  clearInterval(ticker);
  const pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  console.log(
    `${String(n).padStart(5)} rows: ${ms.toFixed(0).padStart(6)} ms (${(ms / n).toFixed(2)} ms/row), ${pages} pages, ${(pdf.length / 1024).toFixed(0)} kB; main thread's longest gap ${worstGap.toFixed(0)} ms`,
  );
}

await once(10); // starts the worker (tsx loads its code) outside the figures
for (const n of SIZES) await once(n);
console.log(`rss of this process (the worker included): ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB`);
