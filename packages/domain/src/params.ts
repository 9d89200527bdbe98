/**
 * Query-string encoding used by every API call (spec section 7): array params are
 * sent as `key[]=a&key[]=b`; empty, null, undefined and false values are omitted.
 */
export type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[];

export function encodeParams(params: Record<string, ParamValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === false || value === '') continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        if (item === '' || item === null || item === undefined) continue;
        search.append(`${key}[]`, String(item));
      }
      continue;
    }
    search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The inverse on the server side: `key[]` entries become arrays under `key`,
 * anything else stays a string. A plain key given twice is kept as its last value.
 */
export function decodeParams(search: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [rawKey, value] of search) {
    if (rawKey.endsWith('[]')) {
      const key = rawKey.slice(0, -2);
      const existing = out[key];
      out[key] = Array.isArray(existing) ? [...existing, value] : [value];
    } else {
      out[rawKey] = value;
    }
  }
  return out;
}
