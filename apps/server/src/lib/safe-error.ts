/**
 * What of an error may reach a log or the job table: its class, the PostgreSQL code and the names
 * of the constraint, table and column, and the stack's frames. Never its message: a failed query's
 * message (drizzle's "Failed query: … params: …", PostgreSQL's detail "Key (email)=(…)") holds the
 * SQL with its parameters, which are names, student numbers and search terms.
 */
export interface SafeError {
  type: string;
  cause?: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  statusCode?: number;
  stack?: string;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length <= 128 ? v : undefined;
}

export function safeError(err: unknown): SafeError {
  if (!(err instanceof Error)) return { type: typeof err };
  const cause = err.cause instanceof Error ? err.cause : undefined;
  // The database's fields live on the error itself (pg, PGlite) or on drizzle's wrapper's cause.
  const db = (cause ?? err) as Error & Record<string, unknown>;
  const own = err as Error & Record<string, unknown>;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .slice(0, 12)
    .join('\n');
  const out: SafeError = { type: err.constructor?.name || err.name };
  if (cause) out.cause = cause.constructor?.name || cause.name;
  const code = str(db.code) ?? str(own.code);
  if (code) out.code = code;
  for (const key of ['constraint', 'table', 'column'] as const) {
    const v = str(db[key]);
    if (v) out[key] = v;
  }
  if (typeof own.statusCode === 'number') out.statusCode = own.statusCode;
  if (frames) out.stack = frames;
  return out;
}

/** One line for places that must store an error as text (a failed job's output). */
export function safeErrorText(err: unknown): string {
  const e = safeError(err);
  return [e.type, e.cause, e.code && `code ${e.code}`, e.constraint && `constraint ${e.constraint}`].filter(Boolean).join(' ');
}
