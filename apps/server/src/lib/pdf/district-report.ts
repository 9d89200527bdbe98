/**
 * The district report's PDF layout (issue 22, section 1), drawn by @react-pdf/renderer in the PDF
 * worker (pdf-worker.ts), as the table reports are: a title page with the filters, then each report
 * as a section: its charts drawn as vectors (Svg rectangles, lines, dots and text: stacked or grouped
 * bars, upright or across the page, or lines; a legend of the series' colours), then its tables. Each table is packed into
 * pages by the table layout's row-height estimate (table-report.ts `packRows`), so no page is laid out
 * twice, with its header row on every page. Letter size, landscape; "Page N of M" at each foot.
 */
import { createElement as h, type ReactElement } from 'react';
import { Circle, Document, G, Line, Page, Polyline, Rect, StyleSheet, Svg, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { drawWithFreshFonts, LINE_HEIGHT, PDF_TEXT } from './fonts.ts';
import { emsOf, packRows, shorten } from './table-report.ts';

/**
 * A chart: one mark per category of the axis and series, bottom to top (stacked, the default: one series makes plain
 * bars), side by side (grouped) or as lines across the categories (months, administrations).
 */
export interface StackedChartData {
  title: string;
  categories: string[];
  series: { label: string; color: string; values: number[] }[];
  kind?: 'stacked' | 'grouped' | 'line';
  /** Bars across the page, a row per category (long names: supports, focus areas); bars are drawn so too whenever the names would not fit under upright ones. */
  horizontal?: boolean;
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
/** Bars across: the names' column, and the most rows of bars one page holds (more go on to the next page, on the same scale). */
const ACROSS = { label: 180, right: 16, top: 4, bottom: 18, maxPlot: 380 };
/** The axes' text size. */
const TICK = 7;
/** Each line's dash after its colour, so the lines are told apart without colour too. */
const DASHES = [undefined, '6 3', '2 2', '8 3 2 3'];

/** A "nice" top of the y axis and its step (1, 2 or 5 times a power of ten), for about five grid lines. */
export function axisOf(max: number): { top: number; step: number } {
  if (max <= 0) return { top: 1, step: 1 };
  const raw = max / 5;
  const p = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * p).find((s) => s >= raw)!;
  return { top: Math.max(step, Math.ceil(max / step) * step), step: Math.max(1, step) };
}

/** The value axis from `bottom` (0, or below it for a negative value) to `top`, in whole steps. */
export function rangeOf(lo: number, hi: number): { bottom: number; top: number; step: number } {
  const low = Math.min(0, lo);
  const high = Math.max(0, hi);
  const { step } = axisOf(high - low);
  const bottom = Math.floor(low / step) * step;
  return { bottom, top: Math.max(bottom + step, Math.ceil(high / step) * step), step };
}

/** A name cut with an ellipsis to `width` points of axis text (the table beside the chart holds it whole). */
export function fit(text: string, width: number): string {
  if (emsOf(text) * TICK <= width) return text;
  let out = '';
  let ems = emsOf('…');
  for (const ch of text) {
    ems += emsOf(ch);
    if (ems * TICK > width) break;
    out += ch;
  }
  return `${out.trimEnd()}…`;
}

/** The lowest and highest value drawn: stacked bars reach their totals. */
function extentOf(data: StackedChartData): [number, number] {
  if ((data.kind ?? 'stacked') === 'stacked') {
    const totals = data.categories.map((_, c) => data.series.reduce((s, x) => s + Math.max(0, x.values[c] ?? 0), 0));
    return [0, Math.max(0, ...totals)];
  }
  const all = data.series.flatMap((s) => s.values);
  return [Math.min(0, ...all), Math.max(0, ...all)];
}

/** Axis text, in the embedded fonts as all else (a school named in Cyrillic or syllabics prints as written). */
const axisText = (key: string, x: number, y: number, anchor: 'start' | 'middle' | 'end', text: string) =>
  h(Text, { key, x, y, style: { ...PDF_TEXT, fontSize: TICK, color: '#495057' }, textAnchor: anchor } as never, text);

/** Upright chart: categories along the bottom, values up the side; bars or lines. */
function upright(data: StackedChartData, lang: string): ReactElement {
  const kind = data.kind ?? 'stacked';
  const { bottom, top, step } = rangeOf(...extentOf(data));
  const plotW = CHART.width - CHART.left - 8;
  const plotH = CHART.height - CHART.bottom - CHART.top;
  const y = (v: number) => CHART.top + plotH - ((v - bottom) / (top - bottom)) * plotH;
  const band = plotW / Math.max(1, data.categories.length);
  const fmt = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 });
  const grid: ReactElement[] = [];
  for (let v = bottom; v <= top + 1e-9; v += step) {
    grid.push(h(Line, { key: `g${v}`, x1: CHART.left, y1: y(v), x2: CHART.left + plotW, y2: y(v), stroke: v === 0 ? '#495057' : '#dee2e6', strokeWidth: v === 0 ? 1 : 0.5 }));
    grid.push(axisText(`l${v}`, CHART.left - 4, y(v) + 3, 'end', fmt.format(v)));
  }
  const centre = (c: number) => CHART.left + c * band + band / 2;
  const names = data.categories.map((label, c) => axisText(`x${c}`, centre(c), CHART.top + plotH + 12, 'middle', fit(label, band - 4)));
  let marks: ReactElement[];
  if (kind === 'line') {
    marks = data.series.flatMap((s, k) => {
      const points = data.categories.map((_, c) => [centre(c), y(s.values[c] ?? 0)] as const);
      const line = h(Polyline, {
        key: `p${k}`,
        points: points.map((p) => p.join(',')).join(' '),
        fill: 'none',
        stroke: s.color,
        strokeWidth: 1.75,
        strokeDasharray: DASHES[k % DASHES.length],
      });
      return [...(points.length > 1 ? [line] : []), ...points.map(([cx, cy], c) => h(Circle, { key: `d${k}-${c}`, cx, cy, r: 2.4, fill: s.color }))];
    });
  } else if (kind === 'grouped') {
    const groupW = Math.min(band * 0.8, data.series.length * 18);
    const barW = groupW / Math.max(1, data.series.length);
    marks = data.categories.flatMap((_, c) =>
      data.series.flatMap((s, k) => {
        const v = s.values[c] ?? 0;
        if (v === 0) return [];
        const x = CHART.left + c * band + (band - groupW) / 2 + k * barW;
        return [h(Rect, { key: `b${c}-${k}`, x, y: y(Math.max(0, v)), width: barW, height: Math.abs(y(0) - y(v)), fill: s.color })];
      }),
    );
  } else {
    const barW = Math.min(48, band * 0.6);
    marks = data.categories.flatMap((_, c) => {
      let base = 0;
      return data.series.flatMap((s, k) => {
        const v = s.values[c] ?? 0;
        if (v <= 0) return [];
        const r = h(Rect, { key: `b${c}-${k}`, x: centre(c) - barW / 2, y: y(base + v), width: barW, height: y(base) - y(base + v), fill: s.color });
        base += v;
        return [r];
      });
    });
  }
  return h(Svg, { width: CHART.width, height: CHART.height, viewBox: `0 0 ${CHART.width} ${CHART.height}` }, h(G, null, ...grid, ...marks, ...names));
}
/** Bars across, for the categories `rows` of the chart (a page's share), on the whole chart's scale. */
function across(data: StackedChartData, rows: number[], lang: string): ReactElement {
  const grouped = data.kind === 'grouped';
  const { bottom, top, step } = rangeOf(...extentOf(data));
  const rowH = grouped ? data.series.length * 7 + 6 : 16;
  const plotH = rows.length * rowH;
  const height = ACROSS.top + plotH + ACROSS.bottom;
  const plotW = CHART.width - ACROSS.label - ACROSS.right;
  const x = (v: number) => ACROSS.label + ((v - bottom) / (top - bottom)) * plotW;
  const fmt = new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 1 });
  const grid: ReactElement[] = [];
  for (let v = bottom; v <= top + 1e-9; v += step) {
    grid.push(h(Line, { key: `g${v}`, x1: x(v), y1: ACROSS.top, x2: x(v), y2: ACROSS.top + plotH, stroke: v === 0 ? '#495057' : '#dee2e6', strokeWidth: v === 0 ? 1 : 0.5 }));
    grid.push(axisText(`l${v}`, x(v), ACROSS.top + plotH + 11, 'middle', fmt.format(v)));
  }
  const marks = rows.flatMap((c, r) => {
    const rowTop = ACROSS.top + r * rowH;
    const name = axisText(`n${c}`, ACROSS.label - 6, rowTop + rowH / 2 + 2.5, 'end', fit(data.categories[c]!, ACROSS.label - 10));
    if (grouped)
      return [
        name,
        ...data.series.flatMap((s, k) => {
          const v = s.values[c] ?? 0;
          if (v === 0) return [];
          return [h(Rect, { key: `b${c}-${k}`, x: x(Math.min(0, v)), y: rowTop + 3 + k * 7, width: Math.abs(x(v) - x(0)), height: 6, fill: s.color })];
        }),
      ];
    let base = 0;
    return [
      name,
      ...data.series.flatMap((s, k) => {
        const v = s.values[c] ?? 0;
        if (v <= 0) return [];
        const bar = h(Rect, { key: `b${c}-${k}`, x: x(base), y: rowTop + 3, width: x(base + v) - x(base), height: rowH - 6, fill: s.color });
        base += v;
        return [bar];
      }),
    ];
  });
  return h(Svg, { width: CHART.width, height, viewBox: `0 0 ${CHART.width} ${height}` }, h(G, null, ...grid, ...marks));
}

function legend(data: StackedChartData): ReactElement {
  const line = data.kind === 'line';
  return h(
    View,
    { style: styles.legend },
    data.series.map((s, k) =>
      h(
        View,
        { key: k, style: styles.legendItem },
        line
          ? h(
              Svg,
              { width: 20, height: 9, style: { marginRight: 4 } },
              h(Line, { x1: 0, y1: 4.5, x2: 20, y2: 4.5, stroke: s.color, strokeWidth: 2, strokeDasharray: DASHES[k % DASHES.length] }),
            )
          : h(View, { style: [styles.swatch, { backgroundColor: s.color }] }),
        h(Text, null, s.label),
      ),
    ),
  );
}

/**
 * A chart as one page's content or more: its title, the drawing and its legend. Upright unless asked across or its
 * category names would not fit under upright bars (many schools); across, as many rows as a page holds, then the
 * next page (the title numbered), all on one scale. Nothing to draw (no category or no series) says so in a line.
 */
export function chartPages(data: StackedChartData, lang: string, empty: string): ReactElement[] {
  const block = (title: string, body: ReactElement[]) => h(View, { wrap: false, style: { marginTop: 8 } }, h(Text, { style: styles.tableTitle }, title), ...body);
  if (data.categories.length === 0 || data.series.length === 0) return [block(data.title, [h(Text, { key: 'e', style: styles.empty }, empty)])];
  const band = (CHART.width - CHART.left - 8) / data.categories.length;
  const tooLong = data.categories.some((c) => emsOf(c) * TICK > band - 4);
  if (data.kind === 'line' || (!data.horizontal && !tooLong)) return [block(data.title, [upright(data, lang), legend(data)])];
  const rowH = data.kind === 'grouped' ? data.series.length * 7 + 6 : 16;
  const perPage = Math.max(1, Math.floor(ACROSS.maxPlot / rowH));
  const all = data.categories.map((_, c) => c);
  const chunks: number[][] = [];
  for (let i = 0; i < all.length; i += perPage) chunks.push(all.slice(i, i + perPage));
  return chunks.map((rows, i) => block(chunks.length > 1 ? `${data.title} (${i + 1}/${chunks.length})` : data.title, [across(data, rows, lang), legend(data)]));
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
    for (const [ci, c] of s.charts.entries())
      for (const [pi, drawn] of chartPages(c, data.lang, data.empty).entries()) {
        pages.push([...(first ? [h(Text, { key: `s${si}`, style: styles.section }, s.title)] : []), h(View, { key: `ch${si}-${ci}-${pi}` }, drawn)]);
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
