/**
 * Build step: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text asset of the built
 * app, so the server sends them as they are (@fastify/static `preCompressed`) instead of the whole
 * file or compressing on each request. A copy is kept only when it saves at least 10 %.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.webmanifest', '.map']);
/** Below this size the headers cost more than compression saves. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface PrecompressResult {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

export async function precompress(dir: string): Promise<PrecompressResult> {
  const result: PrecompressResult = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.has(extname(f)));
  // libuv's thread pool runs the compressions side by side.
  await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      if (data.length < MIN_BYTES) return;
      const [br, gzipped] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gz(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      result.files += 1;
      result.bytes += data.length;
      if (br.length <= data.length * 0.9) {
        await writeFile(`${file}.br`, br);
        result.brotliBytes += br.length;
      }
      if (gzipped.length <= data.length * 0.9) {
        await writeFile(`${file}.gz`, gzipped);
        result.gzipBytes += gzipped.length;
      }
    }),
  );
  return result;
}
