/**
 * A zip written to a temporary file as its entries arrive (fflate's streaming Zip): memory holds the entry being
 * written, never the whole zip. Entry names are made unique (a second `a.csv` becomes `a-2.csv`).
 *
 * A full or unwritable disk (ENOSPC, EDQUOT, EROFS…) makes the next `add`, `push` or `close` throw the write's
 * error, whenever it happened (issue 25, section 4); `abort` then removes the partial file.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { lstat, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate } from 'fflate';

/** Codes of a file system that cannot take a write: what a user is told as "the server could not write the file". */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EROFS', 'EACCES', 'EPERM', 'ENOTDIR', 'ENOENT', 'EIO']);

/** A failure to write the temporary zip or its folder (and not of the database, whose codes are SQLSTATEs). */
export function isStorageFailure(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_CODES.has(code) && typeof (err as { syscall?: unknown }).syscall === 'string';
}

export interface ZipToFile {
  add(name: string, data: Uint8Array): Promise<void>;
  /** An entry written a chunk at a time (entries are written one after another: finish one before the next). */
  entry(name: string): { push(data: Uint8Array, final?: boolean): Promise<void> };
  close(): Promise<void>;
  /** Stops writing and removes the partial file (a regular file only: a device given as the path stays). */
  abort(): Promise<void>;
}

export function zipToFile(path: string): ZipToFile {
  const out = createWriteStream(path);
  let failed: Error | null = null;
  out.on('error', (err) => (failed = err));
  const zip = new Zip((err, chunk, final) => {
    if (err) failed = err;
    else if (!failed) out.write(chunk);
    if (final) out.end();
  });
  const names = new Set<string>();
  const check = () => {
    if (failed) throw failed;
  };
  const open = (name: string) => {
    check();
    let unique = name;
    for (let n = 2; names.has(unique); n++) unique = name.replace(/(\.[^./]*)?$/, (ext) => `-${n}${ext}`);
    names.add(unique);
    const file = new ZipDeflate(unique, { level: 6 });
    file.mtime = new Date();
    zip.add(file);
    return {
      async push(data: Uint8Array, final = false) {
        file.push(data, final);
        if (out.writableNeedDrain) await once(out, 'drain');
        check();
      },
    };
  };
  return {
    async add(name, data) {
      await open(name).push(data, true);
    },
    entry: open,
    async close() {
      check();
      zip.end();
      // `finished` also answers for an error the stream met before this call (waiting for 'finish' then never ended).
      await finished(out);
      check();
    },
    async abort() {
      zip.terminate();
      out.destroy();
      await finished(out).catch(() => {});
      const stat = await lstat(path).catch(() => null);
      if (stat?.isFile()) await rm(path, { force: true });
    },
  };
}
