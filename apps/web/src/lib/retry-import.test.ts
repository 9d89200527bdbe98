import { describe, expect, it } from 'vitest';
import { ChunkLoadError, isChunkLoadError, retryImport } from './retry-import.ts';

const failure = () => new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/NotificationStack-abc.js');

describe('retryImport', () => {
  it('answers the first load that succeeds, waiting the backoff between tries', async () => {
    const waits: number[] = [];
    let calls = 0;
    const value = await retryImport(
      async () => {
        calls++;
        if (calls < 3) throw failure();
        return { ok: true };
      },
      [10, 20, 40],
      async (ms) => void waits.push(ms),
    );
    expect(value).toEqual({ ok: true });
    expect(calls).toBe(3);
    expect(waits).toEqual([10, 20]);
  });

  it('gives up after the last delay with a ChunkLoadError that keeps the cause', async () => {
    const waits: number[] = [];
    let calls = 0;
    const error = await retryImport(
      async () => {
        calls++;
        throw failure();
      },
      [10, 20],
      async (ms) => void waits.push(ms),
    ).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(waits).toEqual([10, 20]);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(isChunkLoadError(error)).toBe(true);
    expect((error as ChunkLoadError).original).toBeInstanceOf(TypeError);
  });

  it('tells a chunk that did not arrive from another error', () => {
    expect(isChunkLoadError(failure())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('nope')).toBe(false);
  });
});
