/**
 * One PDF layout for tabular reports (the actions export today; the support-plan tables next),
 * drawn by @react-pdf/renderer: a title and a line of context, a table whose header row is on
 * every page, and "Page N of M" with the printing date at the foot of each page. Letter size,
 * landscape (Canadian schools print on Letter).
 *
 * Speed. Left to itself, react-pdf splits a long table across pages by laying it out again from
 * the top for each page: 300 rows took 6 s and 2,000 rows nearly 5 minutes and 1.7 GB. So the rows
 * are packed into pages here, by an estimate of each row's height (characters per line of each
 * column, kept on the safe side), and every page is laid out once: time grows with the rows
 * (bench/pdf.ts). The estimate may only overestimate; should a page still overflow, react-pdf moves
 * the rest to a page of its own rather than cut it. Cells are shortened past CELL_MAX characters
 * (the CSV export holds them whole), so no row is taller than a page. Hyphenation is off: words
 * break at spaces, as in the app.
 *
 * The layout runs in a worker thread (pdf-worker.ts), so the server goes on answering while a
 * report is drawn.
 *
 * Text is in embedded Noto Sans (fonts.ts: every Latin script, Vietnamese, Greek, Cyrillic, Canadian
 * Aboriginal Syllabics). Elements are built with createElement so the server needs no JSX set-up.
 */
import { createElement as h, type ReactElement } from 'react';
import { Document, Page, StyleSheet, Text, View, renderToBuffer } from '@react-pdf/renderer';
import { drawWithFreshFonts, LINE_HEIGHT, PDF_TEXT } from './fonts.ts';
import { CELL_MAX, shorten } from './cells.ts';

export { CELL_MAX, shorten };

/** What the worker receives: words already translated, cells already strings. */
export interface TableReportData {
  lang: string;
  title: string;
  /** Lines under the title: the scope, the filters, the row count. */
  context: string[];
  headers: string[];
  /** Share of the table's width per column. */
  widths: number[];
  rows: string[][];
  /** Rows drawn in the warning colour (an overdue action), by index. */
  flagged: boolean[];
  /** What the table says when there is no row. */
  empty: string;
  /** The foot's "Page {page} of {pages}" with the two placeholders. */
  pageLabel: string;
  printedOn: string;
}

const FONT = 8.5;
/** Lines are set LINE_HEIGHT ems apart (fonts.ts). */
const LINE = FONT * LINE_HEIGHT;
const PAD_Y = 3;
const PAGE = { width: 792, height: 612, marginX: 32, top: 32, bottom: 44 };
/**
 * A character's width in ems, on the wide side of Noto Sans's (measured with fontkit: lower case averages 0.53,
 * capitals 0.63, digits 0.57, syllabics 0.76; m and W are 0.93): the estimate may only overestimate.
 */
function emOf(ch: string): number {
  if (ch === ' ') return 0.26;
  if ("iljtfrI.,:;’'!|()[]-".includes(ch)) return 0.4;
  if ('mwMWŒœ'.includes(ch)) return 0.95;
  const cp = ch.codePointAt(0)!;
  if ((cp >= 0x1400 && cp <= 0x167f) || (cp >= 0x18b0 && cp <= 0x18ff)) return 0.9;
  if (cp >= 0x30 && cp <= 0x39) return 0.6;
  return ch !== ch.toLowerCase() ? 0.7 : 0.56;
}
/** A word's width in ems, on the wide side (the charts fit their axis labels with it too). */
export const emsOf = (word: string) => {
  let ems = 0;
  for (const ch of word) ems += emOf(ch);
  return ems;
};

const styles = StyleSheet.create({
  page: { paddingTop: PAGE.top, paddingBottom: PAGE.bottom, paddingHorizontal: PAGE.marginX, ...PDF_TEXT, fontSize: FONT, lineHeight: LINE_HEIGHT, color: '#1a1b1e' },
  title: { fontWeight: 700, fontSize: 15, lineHeight: LINE_HEIGHT, marginBottom: 4 },
  context: { fontSize: 9, lineHeight: LINE_HEIGHT, color: '#495057', marginBottom: 2 },
  head: { flexDirection: 'row', marginTop: 8, backgroundColor: '#e9ecef', borderTopWidth: 1, borderBottomWidth: 1, borderColor: '#adb5bd' },
  headCell: { fontWeight: 700, paddingVertical: 4, paddingHorizontal: 3 },
  row: { flexDirection: 'row', borderBottomWidth: 0.5, borderColor: '#dee2e6' },
  cell: { paddingVertical: PAD_Y, paddingHorizontal: 3 },
  flagged: { color: '#c92a2a' },
  empty: { paddingVertical: 12, color: '#495057' },
  foot: {
    position: 'absolute',
    bottom: 20,
    left: PAGE.marginX,
    right: PAGE.marginX,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    lineHeight: LINE_HEIGHT,
    color: '#495057',
  },
});

/** How many lines a cell takes in a column of `width` points, counted generously. */
function linesOf(text: string, width: number): number {
  const perLine = Math.max(1, (width - 6) / FONT); // in ems
  const space = emOf(' ');
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    // Words do not break: a line holds whole words, so count word by word.
    let used = 0;
    let n = 1;
    for (const word of paragraph.split(/\s+/)) {
      const len = emsOf(word);
      if (used > 0 && used + space + len > perLine) {
        n += 1;
        used = 0;
      }
      used += (used > 0 ? space : 0) + len;
      while (used > perLine) {
        n += 1;
        used -= perLine;
      }
    }
    lines += n;
  }
  return lines;
}

/** Rows into pages by estimated height; the first page also holds the title and the context lines. */
export function packRows(data: Pick<TableReportData, 'widths' | 'rows' | 'context'>): number[][] {
  const total = data.widths.reduce((s, w) => s + w, 0);
  const tableWidth = PAGE.width - 2 * PAGE.marginX;
  const colWidths = data.widths.map((w) => (w / total) * tableWidth);
  const headHeight = 8 + 2 * 4 + 2 * LINE + 2; // two header lines at most
  const body = PAGE.height - PAGE.top - PAGE.bottom - headHeight - 8;
  const firstExtra = 15 * LINE_HEIGHT + 4 + data.context.length * (9 * LINE_HEIGHT + 2);
  const pages: number[][] = [[]];
  let room = body - firstExtra;
  data.rows.forEach((row, i) => {
    const height = Math.max(...row.map((cell, c) => linesOf(cell, colWidths[c]!))) * LINE + 2 * PAD_Y + 0.5;
    if (height > room && pages[pages.length - 1]!.length > 0) {
      pages.push([]);
      room = body;
    }
    pages[pages.length - 1]!.push(i);
    room -= height;
  });
  return pages;
}

function reportDocument(data: TableReportData): ReactElement {
  const total = data.widths.reduce((s, w) => s + w, 0);
  const widthOf = (c: number) => `${((data.widths[c]! / total) * 100).toFixed(2)}%`;
  const pages = packRows(data);
  const head = () =>
    h(
      View,
      { style: styles.head },
      data.headers.map((text, c) => h(Text, { key: c, style: [styles.headCell, { width: widthOf(c) }] }, text)),
    );
  const row = (r: number) =>
    h(
      View,
      { key: r, style: data.flagged[r] ? [styles.row, styles.flagged] : styles.row, wrap: false },
      data.rows[r]!.map((text, c) => h(Text, { key: c, style: [styles.cell, { width: widthOf(c) }] }, text)),
    );
  const foot = (p: number) =>
    h(
      View,
      { style: styles.foot, fixed: true },
      h(Text, null, `${data.title} · ${data.printedOn}`),
      h(Text, null, data.pageLabel.replace('{page}', String(p + 1)).replace('{pages}', String(pages.length))),
    );
  return h(
    Document,
    { title: data.title, language: data.lang, creator: 'Student Support', producer: 'Student Support' },
    pages.map((rows, p) =>
      h(
        Page,
        { key: p, size: 'LETTER', orientation: 'landscape', style: styles.page },
        p === 0 ? h(Text, { style: styles.title }, data.title) : null,
        ...(p === 0 ? data.context.map((line, i) => h(Text, { key: `c${i}`, style: styles.context }, line)) : []),
        head(),
        ...(data.rows.length ? rows.map(row) : [h(Text, { key: 'empty', style: styles.empty }, data.empty)]),
        foot(p),
      ),
    ),
  );
}

/** The report as PDF bytes, drawn on the calling thread (the worker calls this). */
export async function drawTableReport(data: TableReportData): Promise<Buffer> {
  // renderToBuffer's types want a <Document> element; reportDocument returns exactly that.
  return drawWithFreshFonts(() => renderToBuffer(reportDocument(data) as Parameters<typeof renderToBuffer>[0]));
}
