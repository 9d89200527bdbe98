/**
 * Reading an import file into rows and checking every row before anything is written
 * (issue 4: all or nothing). Pure: the caller supplies the school's grade codes and, later,
 * the student numbers already used elsewhere in the district.
 */
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { GENDERS, hasForbiddenCharacter, MSG, STUDENT_NAME_MAX, STUDENT_NUMBER_MAX, type TImportRowError } from '@ss/domain';
import { capImportErrors, IMPORT_COLUMNS, ImportErrorCap, IMPORT_REQUIRED, type ImportColumn } from '@ss/domain/student-imports-shared';
import type { ImportedFields } from '../../repositories/student-imports.repository.ts';

export interface ParsedRow {
  line: number;
  fields: ImportedFields;
}

export interface ParseResult {
  rows: ParsedRow[];
  errors: TImportRowError[];
}

/** "First Name", " first-name ", "FIRST_NAME" all name the column first_name. */
export const normaliseHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

const MAX_LENGTH: Record<ImportColumn, number> = {
  first_name: STUDENT_NAME_MAX,
  last_name: STUDENT_NAME_MAX,
  grade: 16,
  gender: 16,
  student_number: STUDENT_NUMBER_MAX,
  sis_number: STUDENT_NUMBER_MAX,
};

/**
 * The file's text. Spreadsheets do not all save UTF-8: Excel's "CSV" is Windows-1252 on most
 * French and English Windows set-ups, and its "Unicode text" is UTF-16 with a byte-order mark.
 * Read as UTF-8, an accented name from such a file would be stored with replacement characters,
 * so: a UTF-16 byte-order mark decides first, then text that is valid UTF-8 (with or without
 * its mark) is UTF-8, and anything else is read as Windows-1252 (a superset of Latin-1).
 */
export function decodeImport(data: Buffer): string {
  if (data[0] === 0xff && data[1] === 0xfe) return new TextDecoder('utf-16le').decode(data);
  if (data[0] === 0xfe && data[1] === 0xff) return new TextDecoder('utf-16be').decode(data);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return decodeWindows1252(data);
  }
}

/**
 * Windows-1252 is Latin-1 except for 0x80-0x9f, which hold typographic quotes, dashes, € and
 * a few letters (Œ, œ, Ÿ). Decoded here because Node's TextDecoder treats the label as Latin-1
 * in some versions and turns those bytes into control characters.
 */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';
function decodeWindows1252(data: Buffer): string {
  return data.toString('latin1').replace(/[\u0080-\u009f]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80]!);
}

/**
 * Spreadsheets set to French save "CSV" with semicolons, and "Unicode text" uses tabs: the
 * header line tells which (the separator it holds most of; commas on a tie).
 */
export function delimiterOf(text: string): string {
  const header = text.slice(0, 4096).split(/\r?\n/)[0] ?? '';
  const count = (c: string) => header.split(c).length - 1;
  return [';', '\t'].reduce((best, c) => (count(c) > count(best) ? c : best), ',');
}

/** The text in pieces of about 16 KB, never splitting a UTF-16 pair. */
function* textPieces(text: string): Generator<string> {
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + 16_384, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end++;
    yield text.slice(at, end);
    at = end;
  }
}

/** Records read between two turns given back to the event loop, so a big file never stalls the server. */
const RECORDS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Parses and validates the whole file. Line numbers are the file's (the header is line 1).
 * `gradeCodes` are the codes of the school's grade list; a grade is matched without regard
 * to case and stored as the list's code. The file is read as a stream of records, giving the
 * event loop a turn every few hundred, and a cell holding a control character (a NUL from a
 * UTF-16 file, which PostgreSQL text cannot store) is a row error like any other.
 */
export async function parseImport(data: Buffer, gradeCodes: string[]): Promise<ParseResult> {
  const text = decodeImport(data);
  const parser = parse({ delimiter: delimiterOf(text), relax_column_count: true, skip_empty_lines: true, info: true });
  // Fed in small pieces, as the parser asks for them: given the whole text at once it would read every record in one go.
  Readable.from(textPieces(text)).pipe(parser);
  const grades = new Map(gradeCodes.map((g) => [g.toLowerCase(), g]));
  const errors = new ImportErrorCap<TImportRowError>();
  const rows: ParsedRow[] = [];
  // A number twice in the file: every line holding it is reported, so the person sees them all.
  const numberLines = new Map<string, number[]>();
  let index: Map<ImportColumn, number> | null = null;
  let records = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (++records % RECORDS_PER_TURN === 0) await nextTurn();
      if (!index) {
        const header = record.map(normaliseHeader);
        index = new Map();
        for (const col of IMPORT_COLUMNS) {
          const at = header.indexOf(col);
          if (at >= 0) index.set(col, at);
        }
        const missing = IMPORT_REQUIRED.filter((c) => !index!.has(c));
        if (missing.length) {
          parser.destroy();
          return { rows: [], errors: missing.map((c) => ({ line: 1, field: c, message: 'imports.error.missingColumn', params: { column: c } })) };
        }
        continue;
      }
      const at = index;
      const line = info.lines;
      const cell = (c: ImportColumn) => {
        const i = at.get(c);
        return i === undefined ? '' : (record[i] ?? '').trim();
      };
      let ok = true;
      const fail = (field: ImportColumn, message: string, params?: Record<string, string | number>) => {
        errors.add(params ? { line, field, message, params } : { line, field, message });
        ok = false;
      };
      for (const c of IMPORT_COLUMNS) {
        const v = cell(c);
        if (!v && IMPORT_REQUIRED.includes(c)) fail(c, MSG.required);
        else if (v.length > MAX_LENGTH[c]) fail(c, MSG.maxLength, { maxlength: MAX_LENGTH[c] });
        else if (hasForbiddenCharacter(v)) fail(c, MSG.forbiddenCharacter);
      }
      const gender = cell('gender').toLowerCase();
      if (gender && !(GENDERS as readonly string[]).includes(gender) && !hasForbiddenCharacter(gender)) fail('gender', MSG.invalidValue);
      const grade = grades.get(cell('grade').toLowerCase());
      if (cell('grade') && !grade && !hasForbiddenCharacter(cell('grade'))) fail('grade', MSG.invalidValue);
      const n = cell('student_number');
      if (n) numberLines.set(n, [...(numberLines.get(n) ?? []), line]);
      if (!ok) continue;
      rows.push({
        line,
        fields: {
          first_name: cell('first_name'),
          last_name: cell('last_name'),
          grade: grade!,
          gender: gender as ImportedFields['gender'],
          student_number: n,
          sis_number: cell('sis_number') || null,
        },
      });
    }
  } catch (err) {
    const line = Number((err as { lines?: number }).lines) || 1;
    return { rows: [], errors: [{ line, message: 'imports.error.malformed' }] };
  }
  if (!index || records === 1) return { rows: [], errors: [{ line: 1, message: 'imports.error.noRows' }] };

  const repeated: TImportRowError[] = [];
  for (const at of numberLines.values()) if (at.length > 1) for (const line of at) repeated.push({ line, field: 'student_number', message: MSG.notUnique });
  repeated.sort((a, b) => a.line - b.line);
  // Row errors came in line order, capped as they came (the first of each kind, then a count); now in order with the repeats.
  const kept = [...errors.kept, ...capImportErrors(repeated)];
  kept.sort((a, b) => a.line - b.line || IMPORT_COLUMNS.indexOf(a.field as ImportColumn) - IMPORT_COLUMNS.indexOf(b.field as ImportColumn));
  return { rows, errors: kept };
}

/** Whether an existing student already holds exactly these values (then the row is left alone). */
export function sameFields(s: ImportedFields, r: ImportedFields): boolean {
  return s.first_name === r.first_name && s.last_name === r.last_name && s.grade === r.grade && s.gender === r.gender && (s.sis_number ?? null) === (r.sis_number ?? null);
}
