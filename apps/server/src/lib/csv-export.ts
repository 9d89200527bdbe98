/**
 * The one CSV export pipeline (students today; actions, supports and plans next). An export
 * declares its columns once (key, header from the i18n catalogue, the cell of a row) and hands
 * over its rows a window at a time (keyset or batched reads from a repository); the pipeline
 * writes the file: a UTF-8 byte-order mark (spreadsheets read the accents), then one chunk per
 * window, so the process holds one window however large the export. Every cell goes through
 * safeCell() (formula injection) and csv-stringify, which quotes a cell holding a comma, a quote
 * or a line break, and here also ";" and tab: Excel in French splits on ";", and "x;=cmd|…"
 * unquoted would end in a formula cell. The service that builds an export checks access and
 * writes its one audit row before the first byte goes out.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import { foldForSearch, translate, type Language } from '@ss/domain';
import { safeCell } from './uploads.ts';

/**
 * The language a file is written in: headers and enumerated words from that catalogue; or
 * 'codes', where each header is its column's key and enumerated values stay codes ("female",
 * "archived"), the form the CSV import reads back.
 */
export type CsvLanguage = Language | 'codes';

export interface CsvColumn<R> {
  /** Stable name of the column; the header in 'codes'. */
  key: string;
  /** Catalogue key of the header ('export.column.grade'), or { text } for a column the user named (a measure). */
  header: string | { text: string };
  /** The cell of a row, before formula neutralising and quoting (null and undefined are empty). */
  value: (row: R) => unknown;
  /** For an enumerated value: the catalogue prefix of its words ('export.gender' writes 'export.gender.female'). */
  words?: string;
}

export interface CsvExport<R> {
  columns: readonly CsvColumn<R>[];
  lang: CsvLanguage;
  /** The rows in file order, a window at a time. */
  windows: AsyncIterable<readonly R[]>;
}

/** A file ready to send: its download name and its body, produced as it is read. */
export interface CsvFile {
  fileName: string;
  body: Readable;
}

const BOM = '\uFEFF';
// Lines end in CRLF (RFC 4180). A cell holding a lone \n or \r is quoted too (csv-stringify stops
// doing so by default once the record delimiter is set), and so is one holding ";" or a tab.
const WRITE = { record_delimiter: 'windows', quote_record_delimiter: true, quoted_match: /[;\t]/ } as const;

/** CSV lines (CRLF-terminated) of rows of cells, each neutralised and quoted as needed. */
export function csvLines(rows: readonly (readonly unknown[])[]): string {
  return stringify(
    rows.map((cells) => cells.map(safeCell)),
    WRITE,
  );
}

export function headerOf(column: CsvColumn<unknown>, lang: CsvLanguage): string {
  if (typeof column.header !== 'string') return column.header.text;
  return lang === 'codes' ? column.key : translate(lang, column.header);
}

function cellOf<R>(column: CsvColumn<R>, row: R, lang: CsvLanguage): unknown {
  const value = column.value(row);
  if (!column.words || lang === 'codes' || value === null || value === undefined || value === '') return value;
  return translate(lang, `${column.words}.${String(value)}`);
}

/** The file's text, chunk by chunk: the BOM and the header line, then one chunk per window of rows. */
export async function* csvChunks<R>(file: CsvExport<R>): AsyncGenerator<string> {
  const { columns, lang } = file;
  yield BOM + csvLines([columns.map((c) => headerOf(c as CsvColumn<unknown>, lang))]);
  for await (const window of file.windows) {
    if (window.length) yield csvLines(window.map((row) => columns.map((c) => cellOf(c, row, lang))));
  }
}

/** One table of a file holding several: a title written on a line of its own before its header line. */
export interface CsvTable<R> {
  title: string;
  columns: readonly CsvColumn<R>[];
  rows: readonly R[];
}

/**
 * Several tables in one file (the district reports: a report's tables, or the whole report's): the BOM,
 * then each table as its title line, its header line and its rows, an empty line between tables.
 */
export async function* csvTableChunks(tables: readonly CsvTable<unknown>[], lang: CsvLanguage): AsyncGenerator<string> {
  let first = true;
  for (const table of tables) {
    const lines = [[table.title], table.columns.map((c) => headerOf(c, lang)), ...table.rows.map((row) => table.columns.map((c) => cellOf(c, row, lang)))];
    yield (first ? BOM : '\r\n') + csvLines(lines);
    first = false;
  }
  if (first) yield BOM;
}

/** The export as a stream: a window is read only when the client has taken the previous one. */
export function csvStream<R>(file: CsvExport<R>): Readable {
  return Readable.from(csvChunks(file));
}

/** "École Les Trois-Ponts" → "ecole-les-trois-ponts", for file names. */
export function fileSlug(name: string): string {
  return (
    foldForSearch(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'export'
  );
}

/** "students-aspen-grove-elementary-2026-05-01.csv": the parts, then today's date (UTC). */
export function datedCsvName(...parts: string[]): string {
  return `${[...parts, new Date().toISOString().slice(0, 10)].join('-')}.csv`;
}

/** Sends a CSV file as a download that no cache keeps. */
export function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}
