/**
 * Reading one uploaded file from a multipart request, with the spec's messages:
 * "Please select a file", "Invalid file type", "File size should be up to {maxAllowedFileSize} MB".
 * Types are checked by content (magic bytes), never by the name or the browser's claim.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasForbiddenCharacter, MSG, zId } from '@ss/domain';
import { fieldError, HttpError } from './errors.ts';

export type UploadKind = 'image' | 'csv' | 'zip' | 'document';

export interface Upload {
  fileName: string;
  contentType: string;
  data: Buffer;
  /** Other (non-file) fields of the form, as strings. */
  fields: Record<string, string>;
}

const invalid = (message: string, params?: Record<string, string | number>) => new HttpError(400, 'validation', message, { file: params ? { message, params } : { message } });

/** The image types a logo or a picture may be, by their first bytes. */
function imageType(b: Buffer): string | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length >= 6 && (b.subarray(0, 6).toString('ascii') === 'GIF87a' || b.subarray(0, 6).toString('ascii') === 'GIF89a')) return 'image/gif';
  if (b.length >= 12 && b.subarray(0, 4).toString('ascii') === 'RIFF' && b.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  return null;
}

/**
 * Text a spreadsheet could have saved, which is what a CSV file must be: UTF-16 starting with
 * its byte-order mark (Excel's "Unicode text"), or 8-bit text (UTF-8, Windows-1252) with no
 * control characters but tab, line feed and carriage return. Binary files (images, archives,
 * executables) all hold other control bytes within their first few.
 */
function isText(b: Buffer): boolean {
  if (b.length >= 2 && ((b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff))) return b.length % 2 === 0;
  for (let i = 0; i < b.length; i++) {
    const byte = b[i]!;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return true;
}

/** Form fields obey the rule every JSON field does (lib/validator.ts): no control characters. */
function checkFields(fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    if (hasForbiddenCharacter(name) || hasForbiddenCharacter(value)) throw fieldError(hasForbiddenCharacter(name) ? '_' : name, MSG.forbiddenCharacter);
  }
}

/**
 * An id sent as a form field (`school_id`, `district_id`), read like an id in a query: digits that
 * fit the integer column, else a 400 field error. Absent is undefined.
 */
export function idField(fields: Record<string, string>, name: string): number | undefined {
  if (fields[name] === undefined) return undefined;
  const parsed = zId().safeParse(fields[name]);
  if (!parsed.success) throw fieldError(name, MSG.invalidValue);
  return parsed.data;
}

const isZip = (b: Buffer) => b.length >= 4 && b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/** The names of a zip's entries, from its central directory (at most `max`); empty when it has none readable. */
function zipEntryNames(b: Buffer, max = 200): string[] {
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  const from = Math.max(0, b.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = b.length - 22; i >= from; i--) {
    if (b.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return [];
  const count = b.readUInt16LE(eocd + 10);
  let at = b.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count && n < max; n++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== 0x02014b50) break;
    const nameLength = b.readUInt16LE(at + 28);
    const extra = b.readUInt16LE(at + 30);
    const comment = b.readUInt16LE(at + 32);
    if (at + 46 + nameLength > b.length) break;
    names.push(b.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

/** OpenDocument files start with an uncompressed `mimetype` entry naming their type. */
const ODF_TYPES: Record<string, string> = {
  'application/vnd.oasis.opendocument.text': 'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet': 'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation': 'application/vnd.oasis.opendocument.presentation',
};

/** Markup a browser would run, at the start of a file. */
const MARKUP = /^\s*<(!doctype|html|head|body|svg|\?xml|script|iframe|!--)/i;
const withoutBom = (b: Buffer) => (b.length >= 3 && b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? b.subarray(3) : b);

/**
 * A PDF by its whole signature, not its first five bytes: the header with its version (`%PDF-1.7`), the end-of-file
 * marker in the last kilobyte (trailing padding aside), and no markup in the first kilobyte (an HTML page that starts with `%PDF-` is not one).
 */
function isPdf(b: Buffer): boolean {
  if (!/^%PDF-\d\.\d\s/.test(b.subarray(0, 9).toString('latin1'))) return false;
  // Trailing NULs and blanks (padding some scanners and tools add) do not count.
  let end = b.length;
  while (end > 0 && (b[end - 1] === 0 || b[end - 1] === 0x20 || b[end - 1] === 0x0a || b[end - 1] === 0x0d || b[end - 1] === 0x09)) end--;
  if (!b.subarray(Math.max(0, end - 1024), end).includes('%%EOF')) return false;
  return !/<(!doctype|html|head|body|script|iframe|svg)\b/i.test(b.subarray(0, 1024).toString('latin1'));
}

/**
 * The type of a document a school may share (issue 11, section 3), by content: PDF; Word, Excel and
 * PowerPoint (Office Open XML, told apart by their entries, and the older compound files); OpenDocument
 * text, spreadsheets and presentations; the image types; plain text. Anything else (executables, archives,
 * HTML, SVG, which can carry scripts) is refused.
 */
export function documentType(b: Buffer): string | null {
  if (!b.length) return null;
  if (b.length >= 5 && b.subarray(0, 5).toString('ascii') === '%PDF-') return isPdf(b) ? 'application/pdf' : null;
  const image = imageType(b);
  if (image) return image;
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))) return 'application/x-ole-storage';
  if (isZip(b)) {
    if (b.length > 38 && b.subarray(30, 38).toString('ascii') === 'mimetype') {
      const declared = b.subarray(38, 38 + 60).toString('ascii');
      const odf = Object.keys(ODF_TYPES).find((t) => declared.startsWith(t));
      if (odf) return ODF_TYPES[odf]!;
    }
    const names = zipEntryNames(b);
    if (!names.includes('[Content_Types].xml')) return null;
    if (names.some((n) => n.startsWith('word/'))) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    if (names.some((n) => n.startsWith('xl/'))) return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    if (names.some((n) => n.startsWith('ppt/'))) return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
    return null;
  }
  // Plain text: UTF-8 (or 8-bit) text without control bytes, and not markup a browser would run (after a byte-order mark too).
  if (isText(b) && !MARKUP.test(withoutBom(b).subarray(0, 200).toString('latin1'))) return 'text/plain';
  return null;
}

/**
 * Reads the single file of a multipart request (field name free), checks its type by content
 * and its size against `maxMb`. Throws 400 with the spec's message on any failure.
 */
export async function readUpload(
  request: FastifyRequest,
  kind: UploadKind,
  maxMb: number,
  opts: { beforeFile?: (fields: Record<string, string>) => Promise<void> } = {},
): Promise<Upload> {
  const fields: Record<string, string> = {};
  // Checks that need only the fields sent before the file (which district, …) run before a byte of it is read.
  let checked = false;
  const check = async () => {
    if (!checked && opts.beforeFile) await opts.beforeFile(fields);
    checked = true;
  };
  if (!request.isMultipart()) {
    // A JSON body is no upload, but its fields still decide who is refused first (404/403 before 400).
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    for (const [k, v] of Object.entries(body)) fields[k] = String(v);
    checkFields(fields);
    await check();
    throw invalid('Please select a file');
  }
  let file: { fileName: string; data: Buffer } | null = null;
  const limit = maxMb * 1024 * 1024;
  for await (const part of request.parts({ limits: { fileSize: limit, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      checkFields(fields);
      if (hasForbiddenCharacter(part.filename ?? '')) throw invalid(MSG.forbiddenCharacter);
      await check();
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw invalid('File size should be up to {maxAllowedFileSize} MB', { maxAllowedFileSize: maxMb });
      file = { fileName: part.filename || '', data: Buffer.concat(chunks) };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  checkFields(fields);
  await check();
  if (!file || (!file.fileName && !file.data.length)) throw invalid('Please select a file');
  if (kind === 'csv' && !/\.csv$/i.test(file.fileName)) throw invalid('Please select a CSV file');
  if (!file.data.length) throw invalid('Please select a file');
  const { fileName, data } = file;
  if (kind === 'image') {
    const type = imageType(data);
    if (!type) throw invalid('Invalid file type');
    return { fileName, contentType: type, data, fields };
  }
  if (kind === 'csv') {
    if (!isText(data)) throw invalid('Invalid file type');
    return { fileName, contentType: 'text/csv', data, fields };
  }
  if (kind === 'document') {
    const type = documentType(data);
    if (!type) throw invalid('Invalid file type');
    return { fileName, contentType: type, data, fields };
  }
  if (!isZip(data)) throw invalid('Invalid file type');
  return { fileName, contentType: 'application/zip', data, fields };
}

/** Neutralises spreadsheet formulas in an exported cell: = + - @ (and tab / CR) lead to a quoted text cell. */
export function safeCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** Sends a stored image (a logo, a picture) as itself: its checked type, never sniffed, never cached. */
export function sendStoredImage(reply: FastifyReply, file: { content_type: string; data: Buffer }) {
  return reply
    .header('Content-Type', file.content_type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', 'inline')
    .send(file.data);
}

/**
 * Sends a stored document (a resource, a support's attachment) as a download: its checked type, never
 * sniffed, never cached, always `attachment` (a document never opens as a page of this site), under its
 * name as uploaded (RFC 6266: an ASCII fallback and the UTF-8 name).
 */
export function sendStoredDocument(reply: FastifyReply, file: { content_type: string; file_name: string; data: Buffer }) {
  const ascii = file.file_name.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'document';
  return reply
    .header('Content-Type', file.content_type)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'no-store')
    .header('Content-Disposition', `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.file_name)}`)
    .send(file.data);
}
