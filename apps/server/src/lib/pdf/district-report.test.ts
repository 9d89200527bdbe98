import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { chartPages, drawDistrictReport, fit, rangeOf, type DistrictReportData, type StackedChartData } from './district-report.ts';
import { SERIES_COLORS } from './palette.ts';

const schools = [...Array.from({ length: 69 }, (_, i) => `École secondaire publique numéro ${i + 1} de la Rivière-des-Prairies`), 'Школа Łukasz ᐃᓄᒃᑎᑐᑦ'];
const months = ['Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025', 'Jul 2025'];
const series = (labels: string[], n: number, f: (k: number, c: number) => number) =>
  labels.map((label, k) => ({ label, color: SERIES_COLORS[k % SERIES_COLORS.length]!, values: Array.from({ length: n }, (_, c) => f(k, c)) }));

const charts: StackedChartData[] = [
  { title: 'Empty chart', categories: [], series: series(['Given'], 0, () => 0) },
  { title: 'Many schools', kind: 'grouped', categories: schools, series: series(['Active', 'Final', 'Review overdue', 'Signatures missing'], 70, (k, c) => (c * (k + 1)) % 9) },
  { title: 'Actions per month', kind: 'line', categories: months, series: series(['Created', 'Completed', 'Abandoned', 'Overdue'], 12, (k, c) => (c + k * 3) % 7) },
  { title: 'Quartiles', kind: 'line', categories: ['September 2024'], series: series(['Median'], 1, () => 12.5) },
  { title: 'Below zero', kind: 'grouped', categories: ['Fall', 'Winter'], series: series(['Change'], 2, (_, c) => (c ? -3.5 : 2)) },
];

async function textOf(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) pages.push((await (await doc.getPage(p)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '));
  await doc.destroy();
  return pages;
}

describe('district report PDF: charts', () => {
  it('takes a value axis in whole steps from 0, or from below it for a negative value', () => {
    expect(rangeOf(0, 7)).toEqual({ bottom: 0, top: 8, step: 2 });
    expect(rangeOf(0, 0)).toEqual({ bottom: 0, top: 1, step: 1 });
    expect(rangeOf(-3.5, 2)).toEqual({ bottom: -4, top: 2, step: 2 });
  });

  it('cuts a name that does not fit with an ellipsis, and keeps one that does', () => {
    expect(fit('Sep 2024', 50)).toBe('Sep 2024');
    const cut = fit(schools[0]!, 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThan(schools[0]!.length);
  });

  it('lays many long names across the page, as many pages as they need, and months upright on one', () => {
    expect(chartPages(charts[1]!, 'en', 'No data').length).toBe(Math.ceil(70 / Math.floor(380 / (4 * 7 + 6))));
    expect(chartPages(charts[2]!, 'en', 'No data')).toHaveLength(1);
    expect(chartPages(charts[0]!, 'en', 'No data')).toHaveLength(1);
  });

  it('draws every form without failing: an empty chart says so, continued pages are numbered', async () => {
    const data: DistrictReportData = {
      lang: 'en',
      title: 'District report: Test',
      context: ['School year: 2024–2025'],
      sections: [{ title: 'Charts', charts, tables: [] }],
      empty: 'No data for these filters.',
      pageLabel: 'Page {page} of {pages}',
      printedOn: '2026-11-28',
    };
    const pdf = await drawDistrictReport(data);
    if (process.env.CHART_PDF_OUT) await import('node:fs').then((fs) => fs.writeFileSync(process.env.CHART_PDF_OUT!, pdf));
    const pages = await textOf(pdf);
    const text = pages.join('\n');
    expect(text).toContain('Empty chart');
    expect(text).toContain('No data for these filters.');
    expect(text).toContain('Many schools (1/7)');
    expect(text).toContain('Many schools (7/7)');
    // Axis names in the embedded fonts: Cyrillic, Polish and syllabics as written.
    expect(text).toContain('Школа Łukasz');
    expect(text).toContain('ᐃᓄᒃᑎᑐᑦ');
    expect(text).toContain('Signatures missing');
    expect(text).toContain('Jul 2025');
    expect(text).toContain('-4');
    // Title page, empty, 7 of schools, actions, quartiles, below zero.
    expect(pages).toHaveLength(1 + 1 + 7 + 1 + 1 + 1);
  }, 30_000);
});
