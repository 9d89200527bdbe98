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
  /** The job queue a pg-boss worker's error came from (pg-boss names it in the error it emits). */
  queue?: string;
  /** An SMTP server's reply code (nodemailer's `responseCode`: 421 a temporary failure, 550 a refused recipient); never its text, which may quote an address. */
  responseCode?: number;
  /** The system call a Node error came from (`connect`, `mkdtemp`, `write`): with the code (ENOSPC, ENOTDIR), why a file or socket failed, without its path. */
  syscall?: string;
  /** The message, only when it is one of the connection failures below: they name a host and a reason, never data. */
  reason?: string;
  stack?: string;
}

/**
 * Messages that say why a connection failed (the driver's and Node's own wording): safe to log, and without them
 * a database or SMTP outage logged as a bare `{"type":"object"}` (issue 25, section 4).
 */
const CONNECTION_FAILURE =
  /^(connect|read|write|getaddrinfo|querySrv) (ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|ENOTFOUND|EPIPE|EAI_AGAIN)\b[\w.:[\] -]{0,80}$|^Connection terminated( unexpectedly| due to connection timeout)?$|^terminating connection due to administrator command$|^the database system is (starting up|shutting down)$|^timeout exceeded when trying to connect$|^Client has encountered a connection error and is not queryable$|^Greeting never received$|^Connection timeout$/;

/** pg-boss adds the queue and worker to a worker's error message: "read ECONNRESET (Queue: send-email, Worker: <uuid>)". */
const PG_BOSS_SUFFIX = / \(Queue: [\w.-]{1,64}, Worker: [\w-]{1,64}\)$/;

function reasonOf(...candidates: unknown[]): string | undefined {
  for (const c of candidates) {
    const message = (c as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string') continue;
    const bare = message.replace(PG_BOSS_SUFFIX, '');
    if (CONNECTION_FAILURE.test(bare)) return bare;
  }
  return undefined;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.length <= 128 ? v : undefined;
}

export function safeError(err: unknown): SafeError {
  if (!(err instanceof Error)) {
    // pg-boss passes on what its driver threw, not always an Error: keep its code and a connection failure's reason.
    const out: SafeError = { type: typeof err };
    const code = err && typeof err === 'object' ? str((err as Record<string, unknown>).code) : undefined;
    if (code) out.code = code;
    const reason = reasonOf(err);
    if (reason) out.reason = reason;
    const queue = err && typeof err === 'object' ? str((err as Record<string, unknown>).queue) : undefined;
    if (queue && /^[\w.-]+$/.test(queue)) out.queue = queue;
    const syscall = err && typeof err === 'object' ? str((err as Record<string, unknown>).syscall) : undefined;
    if (syscall) out.syscall = syscall;
    return out;
  }
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
  if (typeof own.responseCode === 'number') out.responseCode = own.responseCode;
  const syscall = str(own.syscall);
  if (syscall) out.syscall = syscall;
  const reason = reasonOf(err, cause);
  if (reason) out.reason = reason;
  if (frames) out.stack = frames;
  return out;
}

/** One line for places that must store an error as text (a failed job's output). */
export function safeErrorText(err: unknown): string {
  const e = safeError(err);
  return [
    e.type,
    e.cause,
    e.code && `code ${e.code}`,
    e.responseCode && `reply ${e.responseCode}`,
    e.syscall && `in ${e.syscall}`,
    e.constraint && `constraint ${e.constraint}`,
    e.reason && `(${e.reason})`,
  ]
    .filter(Boolean)
    .join(' ');
}
