/**
 * Reading a OneRoster 1.1 CSV bundle (a zip) into checked records. Strict: a missing file, a
 * missing column or a bad row is an error naming the file and line, and a bundle with any
 * error is never applied. Zip bombs: the entry count is checked before anything is inflated,
 * and each known file is inflated by zlib (in its thread pool) with a hard running limit on the
 * bytes produced, whatever sizes the zip declares.
 */
import { promisify } from 'node:util';
import { inflateRaw as inflateRawCallback, type ZlibOptions } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { TSisError } from '@ss/domain';
import { ONEROSTER_FILES, ORG_TYPES, USER_ROLES, ENROLLMENT_ROLES, SESSION_TYPES, type OneRosterFile } from './oneroster.ts';

export const MAX_BUNDLE_ENTRIES = 32;

type Row = Record<string, string> & { line: number };

export interface Bundle {
  orgs: Row[];
  users: Row[];
  classes: Row[];
  enrollments: Row[];
  academicSessions: Row[];
}

export type BundleResult = { ok: true; bundle: Bundle } | { ok: false; errors: TSisError[] };

const inflateRaw = promisify(inflateRawCallback) as (data: Buffer, options: ZlibOptions) => Promise<Buffer>;

const baseName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  localOffset: number;
}

/** The entries of a zip's central directory, or null when it is not a zip this reader takes. */
function zipEntries(data: Buffer): ZipEntry[] | null {
  // The end-of-central-directory record: 22 bytes and a comment of at most 65,535.
  let eocd = -1;
  for (let at = data.length - 22; at >= Math.max(0, data.length - 22 - 65_535); at--) {
    if (data.readUInt32LE(at) === 0x06054b50) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return null;
  const count = data.readUInt16LE(eocd + 10);
  let at = data.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = data.readUInt16LE(at + 28);
    entries.push({
      flags: data.readUInt16LE(at + 8),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
      name: data.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
    if (entries.length > MAX_BUNDLE_ENTRIES) break;
  }
  return entries;
}

class TooLarge extends Error {}

/**
 * An entry's bytes, inflated by zlib off the event loop with a hard limit on what it may produce:
 * the sizes a zip declares are not trusted (a 1.5 MB zip can claim small files and inflate to 1.5 GB).
 */
async function entryBytes(data: Buffer, e: ZipEntry, budget: number): Promise<Buffer> {
  const local = e.localOffset;
  if (local + 30 > data.length || data.readUInt32LE(local) !== 0x04034b50) throw new Error('not a zip');
  const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
  const raw = data.subarray(start, start + e.compressedSize);
  if (raw.length !== e.compressedSize || e.flags & 0x1) throw new Error('not a zip');
  if (e.method === 0) {
    if (raw.length > budget) throw new TooLarge();
    return raw;
  }
  if (e.method !== 8) throw new Error('not a zip');
  try {
    return await inflateRaw(raw, { maxOutputLength: Math.max(1, budget) });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || err instanceof RangeError) throw new TooLarge();
    throw err;
  }
}

/** The CSV texts of the bundle's known files, or errors; nothing unknown is inflated. */
async function unzip(bytes: Uint8Array, maxUncompressed: number): Promise<{ files: Map<string, string> } | { errors: TSisError[] }> {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const wanted = new Set<string>(Object.keys(ONEROSTER_FILES).map((f) => `${f}.csv`));
  const entries = zipEntries(data);
  if (!entries) return { errors: [{ file: 'bundle', message: 'sis.error.notZip' }] };
  if (entries.length > MAX_BUNDLE_ENTRIES) return { errors: [{ file: 'bundle', message: 'sis.error.bundleTooLarge' }] };
  const files = new Map<string, string>();
  const errors: TSisError[] = [];
  let left = maxUncompressed;
  for (const e of entries) {
    if (e.name.endsWith('/') || e.name.startsWith('__MACOSX/')) continue;
    const name = baseName(e.name);
    if (!wanted.has(name) || files.has(name)) continue;
    let inflated: Buffer;
    try {
      inflated = await entryBytes(data, e, left);
    } catch (err) {
      return { errors: [{ file: 'bundle', message: err instanceof TooLarge ? 'sis.error.bundleTooLarge' : 'sis.error.notZip' }] };
    }
    left -= inflated.length;
    try {
      files.set(name, new TextDecoder('utf-8', { fatal: true }).decode(inflated).replace(/^\uFEFF/, ''));
    } catch {
      errors.push({ file: name, message: 'sis.error.notText' });
    }
  }
  return errors.length ? { errors } : { files };
}

function readCsv(file: string, text: string, errors: TSisError[]): { header: string[]; rows: Row[] } | null {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { info: true, relax_column_count: false, skip_empty_lines: true, trim: true }) as never;
  } catch (err) {
    const line = (err as { lines?: number }).lines;
    errors.push({ file, ...(line ? { line } : {}), message: 'sis.error.badCsv' });
    return null;
  }
  const [head, ...body] = records;
  if (!head) {
    errors.push({ file, line: 1, message: 'sis.error.noHeader' });
    return null;
  }
  const header = head.record;
  const rows = body.map(({ record, info }) => {
    const row = { line: info.lines } as Row;
    header.forEach((col, i) => (row[col] = record[i] ?? ''));
    return row;
  });
  return { header, rows };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const list = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** Row checks that need only the row itself. */
function checkRow(file: OneRosterFile, r: Row, err: (column: string, message: string, params?: Record<string, string>) => void) {
  if (!r.sourcedId) err('sourcedId', 'sis.error.required');
  if (r.status && r.status !== 'active' && r.status !== 'tobedeleted') err('status', 'sis.error.invalidValue', { value: r.status });
  if (r.dateLastModified && !ISO_DATETIME.test(r.dateLastModified)) err('dateLastModified', 'sis.error.invalidDate', { value: r.dateLastModified });
  const oneOf = (col: string, allowed: readonly string[], required = true) => {
    if (!r[col]) {
      if (required) err(col, 'sis.error.required');
    } else if (!allowed.includes(r[col]!)) err(col, 'sis.error.invalidValue', { value: r[col]! });
  };
  const required = (...cols: string[]) => cols.forEach((c) => !r[c] && err(c, 'sis.error.required'));
  if (file === 'orgs') {
    required('name');
    oneOf('type', ORG_TYPES);
  } else if (file === 'users') {
    oneOf('role', USER_ROLES);
    required('givenName', 'familyName', 'orgSourcedIds');
    oneOf('enabledUser', ['true', 'false']);
  } else if (file === 'classes') {
    required('title', 'courseSourcedId', 'schoolSourcedId', 'termSourcedIds');
    oneOf('classType', ['homeroom', 'scheduled']);
  } else if (file === 'enrollments') {
    required('classSourcedId', 'schoolSourcedId', 'userSourcedId');
    oneOf('role', ENROLLMENT_ROLES);
    oneOf('primary', ['true', 'false'], false);
    for (const c of ['beginDate', 'endDate']) if (r[c] && !ISO_DATE.test(r[c]!)) err(c, 'sis.error.invalidDate', { value: r[c]! });
  } else if (file === 'academicSessions') {
    required('title');
    oneOf('type', SESSION_TYPES);
    for (const c of ['startDate', 'endDate']) {
      if (!r[c]) err(c, 'sis.error.required');
      else if (!ISO_DATE.test(r[c]!)) err(c, 'sis.error.invalidDate', { value: r[c]! });
    }
    if (!/^\d{4}$/.test(r.schoolYear ?? '')) err('schoolYear', 'sis.error.invalidValue', { value: r.schoolYear ?? '' });
  }
}

/** References between files: every id a row names must exist in the file it names. */
function checkReferences(b: Bundle, errors: TSisError[]) {
  const ids = (rows: Row[]) => new Set(rows.map((r) => r.sourcedId));
  const orgs = ids(b.orgs);
  const users = ids(b.users);
  const classes = ids(b.classes);
  const sessions = ids(b.academicSessions);
  const ref = (file: string, r: Row, column: string, known: Set<string | undefined>, values: string[]) => {
    for (const v of values) if (!known.has(v)) errors.push({ file, line: r.line, column, message: 'sis.error.unknownReference', params: { value: v } });
  };
  for (const r of b.orgs) if (r.parentSourcedId) ref('orgs.csv', r, 'parentSourcedId', orgs, [r.parentSourcedId]);
  for (const r of b.users) ref('users.csv', r, 'orgSourcedIds', orgs, list(r.orgSourcedIds ?? ''));
  for (const r of b.classes) {
    ref('classes.csv', r, 'schoolSourcedId', orgs, [r.schoolSourcedId!]);
    ref('classes.csv', r, 'termSourcedIds', sessions, list(r.termSourcedIds ?? ''));
  }
  for (const r of b.enrollments) {
    ref('enrollments.csv', r, 'classSourcedId', classes, [r.classSourcedId!]);
    ref('enrollments.csv', r, 'schoolSourcedId', orgs, [r.schoolSourcedId!]);
    ref('enrollments.csv', r, 'userSourcedId', users, [r.userSourcedId!]);
  }
  for (const r of b.academicSessions) if (r.parentSourcedId) ref('academicSessions.csv', r, 'parentSourcedId', sessions, [r.parentSourcedId]);
}

function checkManifest(text: string | undefined, errors: TSisError[]) {
  if (text === undefined) {
    errors.push({ file: 'manifest.csv', message: 'sis.error.missingFile' });
    return;
  }
  const parsed = readCsv('manifest.csv', text, errors);
  if (!parsed) return;
  if (!parsed.header.includes('propertyName') || !parsed.header.includes('value')) {
    errors.push({ file: 'manifest.csv', line: 1, message: 'sis.error.missingColumn', params: { column: 'propertyName, value' } });
    return;
  }
  const version = parsed.rows.find((r) => r.propertyName === 'oneroster.version');
  if (version?.value !== '1.1')
    errors.push({ file: 'manifest.csv', ...(version ? { line: version.line } : {}), message: 'sis.error.version', params: { value: version?.value ?? '' } });
}

/** Unzips, parses and checks a bundle. `maxUncompressed` caps what the zip may inflate to. */
export async function readBundle(data: Uint8Array, maxUncompressed: number): Promise<BundleResult> {
  const unzipped = await unzip(data, maxUncompressed);
  if ('errors' in unzipped) return { ok: false, errors: unzipped.errors };
  const { files } = unzipped;
  const errors: TSisError[] = [];
  checkManifest(files.get('manifest.csv'), errors);
  const bundle = {} as Bundle;
  let complete = true;
  for (const [file, columns] of Object.entries(ONEROSTER_FILES) as [OneRosterFile, readonly string[]][]) {
    if (file === 'manifest') continue;
    const name = `${file}.csv`;
    bundle[file] = [];
    const text = files.get(name);
    if (text === undefined) {
      errors.push({ file: name, message: 'sis.error.missingFile' });
      complete = false;
      continue;
    }
    const parsed = readCsv(name, text, errors);
    if (!parsed) {
      complete = false;
      continue;
    }
    const missing = columns.filter((c) => !parsed.header.includes(c));
    if (missing.length) {
      errors.push({ file: name, line: 1, message: 'sis.error.missingColumn', params: { column: missing.join(', ') } });
      complete = false;
      continue;
    }
    const seen = new Set<string>();
    for (const r of parsed.rows) {
      checkRow(file, r, (column, message, params) => errors.push({ file: name, line: r.line, column, message, ...(params ? { params } : {}) }));
      if (r.sourcedId && seen.has(r.sourcedId)) errors.push({ file: name, line: r.line, column: 'sourcedId', message: 'sis.error.duplicate', params: { value: r.sourcedId } });
      seen.add(r.sourcedId!);
    }
    bundle[file] = parsed.rows;
  }
  if (complete) checkReferences(bundle, errors);
  return errors.length ? { ok: false, errors } : { ok: true, bundle };
}

export { list as splitList };
