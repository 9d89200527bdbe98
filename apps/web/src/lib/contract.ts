import type { z } from 'zod';

/**
 * The body a route's contract accepts, taken from a value that may hold more (a record read
 * from the API and edited in a form carries `id`, `abilities`, …): only the fields the contract
 * names are sent, since the server refuses unknown ones.
 */
export function bodyOf<S extends z.ZodObject>(contract: S, value: object): z.input<S> {
  const source = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(contract.shape)
      .filter((key) => source[key] !== undefined)
      .map((key) => [key, source[key]]),
  ) as z.input<S>;
}
