/**
 * The streaming zip on a disk that cannot take it (issue 25, section 4): the write's error reaches the caller from
 * `add` or `close` (never a `close` waiting forever for a stream that already failed), and `abort` leaves no file.
 * `/dev/full` answers every write with ENOSPC (Linux).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { readFileSync } from 'node:fs';
import { isStorageFailure, zipToFile } from './zip-to-file.ts';

const onLinux = process.platform === 'linux' && existsSync('/dev/full');
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

/** The error `run` ends with (undefined when it resolves). */
async function errorOf(run: () => Promise<unknown>): Promise<NodeJS.ErrnoException | undefined> {
  try {
    await run();
    return undefined;
  } catch (err) {
    return err as NodeJS.ErrnoException;
  }
}

describe.runIf(onLinux)('zipToFile on a full disk', () => {
  it('throws ENOSPC from add once the write failed, and close throws it too instead of waiting', async () => {
    const zip = zipToFile('/dev/full');
    // Small entries are buffered: the failure shows on a later call. Enough data goes in to meet it.
    let error: NodeJS.ErrnoException | undefined;
    for (let i = 0; i < 50 && !error; i++) {
      error = await errorOf(() => zip.add(`file-${i}.bin`, randomBytes(256 * 1024)));
      await new Promise((r) => setImmediate(r));
    }
    expect(error?.code).toBe('ENOSPC');
    expect(isStorageFailure(error)).toBe(true);
    expect((await errorOf(() => zip.close()))?.code).toBe('ENOSPC');
    await zip.abort();
    // A device given as the path is never removed.
    expect(existsSync('/dev/full')).toBe(true);
  });

  it('throws ENOSPC from close when the only entry was small enough to be buffered', async () => {
    const zip = zipToFile('/dev/full');
    await zip.add('small.txt', new TextEncoder().encode('hello'));
    const error = await Promise.race([errorOf(() => zip.close()), new Promise<'hung'>((r) => setTimeout(() => r('hung'), 5000))]);
    expect(error).not.toBe('hung');
    expect((error as NodeJS.ErrnoException | undefined)?.code).toBe('ENOSPC');
    await zip.abort();
  });

  it('throws the failure from close even when it came before close was called', async () => {
    const zip = zipToFile('/dev/full');
    await zip.add('small.txt', new TextEncoder().encode('hello'));
    // Let the stream open and the first write fail before close.
    await new Promise((r) => setTimeout(r, 100));
    const error = await Promise.race([errorOf(() => zip.close()), new Promise<'hung'>((r) => setTimeout(() => r('hung'), 5000))]);
    expect((error as NodeJS.ErrnoException | undefined)?.code ?? error).toBe('ENOSPC');
  });
});

describe('zipToFile', () => {
  it('abort removes the partial zip', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zip-test-'));
    dirs.push(dir);
    const zip = zipToFile(join(dir, 'part.zip'));
    await zip.add('a.bin', randomBytes(512 * 1024));
    await zip.abort();
    expect(await readdir(dir)).toEqual([]);
  });

  it('writes a zip that unzips, with unique names', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zip-test-'));
    dirs.push(dir);
    const path = join(dir, 'ok.zip');
    const zip = zipToFile(path);
    await zip.add('a.csv', new TextEncoder().encode('x'));
    await zip.add('a.csv', new TextEncoder().encode('y'));
    await zip.close();
    expect(Object.keys(unzipSync(readFileSync(path))).sort()).toEqual(['a-2.csv', 'a.csv']);
  });

  it('an unwritable place is a storage failure (ENOTDIR: the folder is a file)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'zip-test-'));
    dirs.push(dir);
    const zip = zipToFile(join('/dev/null', 'x.zip'));
    const error = await errorOf(async () => {
      await new Promise((r) => setTimeout(r, 50));
      await zip.add('a.txt', new TextEncoder().encode('a'));
      await zip.close();
    });
    expect(error?.code).toBe('ENOTDIR');
    expect(isStorageFailure(error)).toBe(true);
    await zip.abort();
    expect(isStorageFailure(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
