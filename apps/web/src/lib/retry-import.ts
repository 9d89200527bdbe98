/**
 * Code fetched on demand (a page, the notification stack, a dialog) may fail to arrive: the server restarting,
 * the network away for a moment. A load is tried again with backoff before it counts as failed; the final
 * failure is a ChunkLoadError, which the error screens name as such ("part of the app could not be loaded",
 * with Reload) instead of a generic crash. A browser that caches a failed module fetch fails each retry at once
 * and reaches that screen sooner; current ones (Chromium included) fetch again.
 */

/** Waits between tries, in ms: four more tries over about 7.5 s. */
export const RETRY_DELAYS_MS = [500, 1000, 2000, 4000] as const;

export class ChunkLoadError extends Error {
  constructor(readonly original: unknown) {
    super(original instanceof Error ? original.message : 'Failed to load part of the application');
    this.name = 'ChunkLoadError';
  }
}

/** Whether an error is a piece of the app that did not arrive (this loader's, or a browser's own message). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : '';
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(message);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `load` with retries: resolves with its first success, rejects with a ChunkLoadError after the last try. */
export async function retryImport<T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS, wait: (ms: number) => Promise<void> = sleep): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= delays.length) throw error instanceof ChunkLoadError ? error : new ChunkLoadError(error);
      await wait(delays[attempt]!);
    }
  }
}

/** The same loader, retrying: for `lazy(...)` and a route's `lazy`. */
export const retrying =
  <T>(load: () => Promise<T>, delays: readonly number[] = RETRY_DELAYS_MS) =>
  () =>
    retryImport(load, delays);
