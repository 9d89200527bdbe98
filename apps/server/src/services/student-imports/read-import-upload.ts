/**
 * Reads an import upload (multipart: `school_id` then the file) so that the school is
 * authorized BEFORE the file is looked at: someone who may not import into a school learns
 * nothing from the file checks. The file checks and messages are the spec's, as in lib/uploads.ts:
 * no file → "Please select a file"; not a .csv → "Please select a CSV file"; not UTF-8 text →
 * "Invalid file type"; too large → "File size should be up to {maxAllowedFileSize} MB".
 */
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/errors.ts';

const invalid = (message: string, params?: Record<string, string | number>) =>
  new HttpError(400, 'validation', message, { file: params ? { message, params } : { message } });

function isText(b: Buffer): boolean {
  if (b.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(b);
    return true;
  } catch {
    return false;
  }
}

export interface ImportUpload<T> {
  target: T;
  fileName: string;
  data: Buffer;
}

/** `authorize` receives the form's fields seen before the file (or a JSON body's) and throws to refuse. */
export async function readImportUpload<T>(request: FastifyRequest, maxMb: number, authorize: (fields: Record<string, string>) => Promise<T>): Promise<ImportUpload<T>> {
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    await authorize(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)])));
    throw invalid('Please select a file');
  }
  const fields: Record<string, string> = {};
  let target: { value: T } | null = null;
  let file: { fileName: string; data: Buffer } | null = null;
  const limit = maxMb * 1024 * 1024;
  for await (const part of request.parts({ limits: { fileSize: limit, files: 1, fields: 20 } })) {
    if (part.type === 'file') {
      target ??= { value: await authorize(fields) };
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw invalid('File size should be up to {maxAllowedFileSize} MB', { maxAllowedFileSize: maxMb });
      file = { fileName: part.filename || '', data: Buffer.concat(chunks) };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  target ??= { value: await authorize(fields) };
  if (!file || (!file.fileName && !file.data.length)) throw invalid('Please select a file');
  if (!/\.csv$/i.test(file.fileName)) throw invalid('Please select a CSV file');
  if (!file.data.length) throw invalid('Please select a file');
  if (!isText(file.data)) throw invalid('Invalid file type');
  return { target: target.value, fileName: file.fileName, data: file.data };
}
