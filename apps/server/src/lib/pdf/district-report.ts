/**
 * The district report's PDF layout (issue 22, section 1), drawn by @react-pdf/renderer in the PDF
 * worker (pdf-worker.ts), as the table reports are: a title page with the filters, then each report
 * as a section: its charts drawn as vectors (Svg rectangles, lines and text: stacked bars, one bar per
 * category of the x axis, a legend of the series' colours), then its tables. Each table is packed into
 * pages by the table layout's row-height estimate (table-report.ts `packRows`), so no page is laid out
 * twice, with its header row on every page. Letter size, landscape; "Page N of M" at each foot.
 */
import { createElement as h, type ReactElement } from 'react';
import { Document, G, Line, Page, Rect, StyleSheet, Svg, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { drawWithFreshFonts, LINE_HEIGHT, PDF_TEXT } from './fonts.ts';
import { packRows, shorten } from './table-report.ts';

/** Stacked bars: one bar per category (x axis), each made of the series' values, bottom to top. */
export interface StackedChartData {
  title: string;
  categories: string[];
  series: { label: string; color: string; values: number[] }[];
}

export interface ReportPdfTable {
  title: string;
  headers: string[];
  /** Share of the table's width per column (equal when absent). */
  widths?: number[];
  rows: string[][];
}

export interface DistrictReportData {
  lang: string;
  title: string;
  /** The title page's lines: the district, the school year, the filters. */
  context: string[];
  sections: { title: string; charts: StackedChartData[]; tables: ReportPdfTable[] }[];
  /** What a table with no row says. */
  empty: string;
  pageLabel: string;
  printedOn: string;
}

const FONT = 8.5;
const styles = StyleSheet.create({
  page: { paddingTop: 32, paddingBottom: 44, paddingHorizontal: 32, ...PDF_TEXT, fontSize: FONT, lineHeight: LINE_HEIGHT, color: '#1a1b1e' },
  title: { fontWeight: 700, fontSize: 20, lineHeight: LINE_HEIGHT, marginBottom: 12 },
  context: { fontSize: 11, lineHeight: LINE_HEIGHT, color: '#495057', marginBottom: 4 },
  section: { fontWeight: 700, fontSize: 15, lineHeight: LINE_HEIGHT, marginBottom: 4 },
  tableTitle: { fontWeight: 700, fontSize: 11, lineHeight: LINE_HEIGHT, marginBottom: 2 },
  head: { flexDirection: 'row', marginTop: 8, backgroundColor: '#e9ecef', borderTopWidth: 1, borderBottomWidth: 1, borderColor: '#adb5bd' },
  headCell: { fontWeight: 700, paddingVertical: 4, paddingHorizontal: 3 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#dee2e6' },
  cell: { paddingVertical: 3, paddingHorizontal: 3 },
  empty: { paddingVertical: 12, color: '#495057' },
  legend: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6 },
  legendItem: { flexDirection: 'row', alignItems: 'center', marginRight: 14, marginBottom: 3 },
  swatch: { width: 9, height: 9, marginRight: 4 },
  foot: { position: 'absolute', bottom: 20, left: 32, right: 32, flexDirection: 'row', justifyContent: 'space-between', fontSize: 8, lineHeight: LINE_HEIGHT, color: '#495057' },
});

const CHART = { width: 728, height: 300, left: 44, bottom: 28, top: 10 };

/** A "nice" top of the y axis and its step (1, 2 or 5 times a power of ten), for about five grid lines. */
export function axisOf(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
  return { top: Math.max(step, Math.ceil(max / step) * step), step: Math.max(1, step) };
}

function chart(data: StackedChartData, lang: string): ReactElement {
  const totals = data.categories.map((_, c) => data.series.reduce((s, x) => s + (x.values[c] ?? 0), 0));
  const { top, step } = axisOf(Math.max(0, ...totals));
  const plotW = CHART.width - CHART.left - 8;
  const plotH = CHART.height - CHART.bottom - CHART.top;
  const y = (v: number) => CHART.top + plotH - (v / top) * plotH;
  const band = plotW / Math.max(1, data.categories.length);
  const barW = Math.min(48, band * 0.6);
  const fmt = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA');
  const grid: ReactElement[] = [];
  for (let v = 0; v <= top; v += step) {
    grid.push(h(Line, { key: `g${v}`, x1: CHART.left, y1: y(v), x2: CHART.left + plotW, y2: y(v), stroke: v === 0 ? '#495057' : '#dee2e6', strokeWidth: v === 0 ? 1 : 0.5 }));
    grid.push(h(Text, { key: `l${v}`, x: CHART.left - 4, y: y(v) + 3, style: { fontSize: 7, color: '#495057' }, textAnchor: 'end' } as never, fmt.format(v)));
  }
  const bars = data.categories.flatMap((label, c) => {
    const x = CHART.left + c * band + (band - barW) / 2;
    let base = 0;
    const parts = data.series.flatMap((s, k) => {
      const v = s.values[c] ?? 0;
      if (v <= 0) return [];
      const r = h(Rect, { key: `b${c}-${k}`, x, y: y(base + v), width: barW, height: y(base) - y(base + v), fill: s.color });
      base += v;
      return [r];
    });
    return [...parts, h(Text, { key: `x${c}`, x: x + barW / 2, y: CHART.top + plotH + 12, style: { fontSize: 7, color: '#495057' }, textAnchor: 'middle' } as never, label)];
  });
  return h(
    View,
    { wrap: false, style: { marginTop: 8 } },
    h(Text, { style: styles.tableTitle }, data.title),
    h(Svg, { width: CHART.width, height: CHART.height, viewBox: `0 0 ${CHART.width} ${CHART.height}` }, h(G, null, ...grid, ...bars)),
    h(
      View,
      { style: styles.legend },
      data.series.map((s, k) => h(View, { key: k, style: styles.legendItem }, h(View, { style: [styles.swatch, { backgroundColor: s.color }] }), h(Text, null, s.label))),
    ),
  );
}

function tablePages(t: ReportPdfTable, section: string | null, data: DistrictReportData, key: string): ReactElement[][] {
  const widths = t.widths ?? t.headers.map(() => 1);
  const total = widths.reduce((s, w) => s + w, 0);
  const widthOf = (c: number) => `${((widths[c]! / total) * 100).toFixed(2)}%`;
  const rows = t.rows.map((r) => r.map(shorten));
  const pages = packRows({ widths, rows, context: section ? ['', ''] : [''] });
  const head = () =>
    h(
      View,
      { style: styles.head },
      t.headers.map((text, c) => h(Text, { key: c, style: [styles.headCell, { width: widthOf(c) }] }, text)),
    );
  return pages.map((idx, p) => [
    ...(p === 0 && section ? [h(Text, { key: `${key}s`, style: styles.section }, section)] : []),
    h(Text, { key: `${key}t${p}`, style: styles.tableTitle }, t.title),
    h(View, { key: `${key}h${p}` }, head()),
    ...(rows.length
      ? idx.map((r) =>
          h(
            View,
            { key: `${key}r${r}`, style: styles.row, wrap: false },
            rows[r]!.map((text, c) => h(Text, { key: c, style: [styles.cell, { width: widthOf(c) }] }, text)),
          ),
        )
      : [h(Text, { key: `${key}e`, style: styles.empty }, data.empty)]),
  ]);
}

function reportDocument(data: DistrictReportData): ReactElement {
  const pages: ReactElement[][] = [
    [h(Text, { key: 't', style: styles.title }, data.title), ...data.context.map((line, i) => h(Text, { key: `c${i}`, style: styles.context }, line))],
  ];
  data.sections.forEach((s, si) => {
    let first = true;
    for (const [ci, c] of s.charts.entries()) {
      pages.push([...(first ? [h(Text, { key: `s${si}`, style: styles.section }, s.title)] : []), h(View, { key: `ch${si}-${ci}` }, chart(c, data.lang))]);
      first = false;
    }
    s.tables.forEach((t, ti) => {
      pages.push(...tablePages(t, first ? s.title : null, data, `t${si}-${ti}`));
      first = false;
    });
    if (first) pages.push([h(Text, { key: `s${si}`, style: styles.section }, s.title), h(Text, { key: `e${si}`, style: styles.empty }, data.empty)]);
  });
  return h(
    Document,
    { title: data.title, language: data.lang, creator: 'Student Support', producer: 'Student Support' },
    pages.map((content, p) =>
      h(
        Page,
        { key: p, size: 'LETTER', orientation: 'landscape', style: styles.page },
        ...content,
        h(
          View,
          { style: styles.foot, fixed: true },
          h(Text, null, `${data.title} · ${data.printedOn}`),
          h(Text, null, data.pageLabel.replace('{page}', String(p + 1)).replace('{pages}', String(pages.length))),
        ),
      ),
    ),
  );
}

/** The report as PDF bytes, drawn on the calling thread (the worker calls this). */
export async function drawDistrictReport(data: DistrictReportData): Promise<Buffer> {
  return drawWithFreshFonts(() => renderToBuffer(reportDocument(data) as Parameters<typeof renderToBuffer>[0]));
}
