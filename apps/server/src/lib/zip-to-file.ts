/**
 * A zip written to a temporary file as its entries arrive (fflate's streaming Zip): memory holds the entry being
 * written, never the whole zip. Entry names are made unique (a second `a.csv` becomes `a-2.csv`).
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { Zip, ZipDeflate } from 'fflate';

export interface ZipToFile {
  add(name: string, data: Uint8Array): Promise<void>;
  /** An entry written a chunk at a time (entries are written one after another: finish one before the next). */
  entry(name: string): { push(data: Uint8Array, final?: boolean): Promise<void> };
  close(): Promise<void>;
  abort(): void;
}

export function zipToFile(path: string): ZipToFile {
  const out = createWriteStream(path);
  let failed: Error | null = null;
  out.on('error', (err) => (failed = err));
  const zip = new Zip((err, chunk, final) => {
    if (err) failed = err;
    else out.write(chunk);
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
      zip.end();
      if (!out.writableFinished) await once(out, 'finish');
      check();
    },
    abort() {
      zip.terminate();
      out.destroy();
    },
  };
}
