/**
 * Opens the database on one of two drivers with the same schema and migrations:
 * PostgreSQL through `pg` when a URL is given, otherwise PGlite (PostgreSQL in
 * WASM, in-process), file-backed under a data directory or in memory.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './tables.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a `db.transaction(async (tx) => …)` callback receives (the seeds write through it). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Set by the compiled server's build (scripts/build-server.mjs): the migrations folder seen from the bundle. */
declare const __MIGRATIONS_FROM_BUNDLE__: string | undefined;
export const MIGRATIONS_DIR = fileURLToPath(new URL(typeof __MIGRATIONS_FROM_BUNDLE__ === 'string' ? __MIGRATIONS_FROM_BUNDLE__ : '../migrations', import.meta.url));
export const MEMORY = ':memory:';

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** The PGlite instance (embedded driver only): pg-boss runs on it through its adapter. */
  pglite?: PGlite;
  /** The connection string (PostgreSQL driver only). */
  url?: string;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /**
   * LISTENs on a channel for the life of the process: `onPayload` gets each NOTIFY's payload, after
   * the notifying transaction commits; `onReconnect` runs when a lost PostgreSQL connection has
   * been opened again (notifications sent in between are lost: listeners resynchronise).
   * Returns a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** The pool's use (PostgreSQL only; null on the embedded driver, which has one connection and no pool). */
  poolStats(): PoolStats | null;
  /** Migrations in the folder that the database has not applied (0 when it is current). */
  pendingMigrations(): Promise<number>;
  close(): Promise<void>;
}

export interface PoolStats {
  max: number;
  total: number;
  idle: number;
  /** Requests waiting for a connection now. */
  waiting: number;
  /** Connections handed out since the start, and the seconds spent waiting for them in all. */
  acquired: number;
  waitSeconds: number;
}

/** Migrations in the folder the database has not applied: drizzle records each applied one with its journal time. */
async function pendingMigrations(db: Database): Promise<number> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];
  // A database never migrated has no journal table: every migration is pending.
  const table = rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`));
  if (!table[0]?.t) return journal.entries.length;
  const last = Number(
    rowsOf<{ last: string | number }>(await db.execute(sql`select coalesce(max(created_at), 0)::bigint as last from drizzle.__drizzle_migrations`))[0]?.last ?? 0,
  );
  return journal.entries.filter((e) => e.when > last).length;
}

/** Counts each connection handed out by the pool and the time the caller waited for it (callback and promise forms). */
function timePoolWaits(pool: pg.Pool, stats: { acquired: number; waitSeconds: number }) {
  const connect = pool.connect.bind(pool) as (cb?: (err: Error | undefined, client?: pg.PoolClient, done?: () => void) => void) => Promise<pg.PoolClient> | void;
  const done = (started: number) => {
    stats.acquired += 1;
    stats.waitSeconds += (performance.now() - started) / 1000;
  };
  (pool as unknown as { connect: typeof connect }).connect = (cb) => {
    const started = performance.now();
    if (cb)
      return connect((err, client, release) => {
        if (!err) done(started);
        cb(err, client, release);
      });
    return (connect() as Promise<pg.PoolClient>).then((client) => {
      done(started);
      return client;
    });
  };
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded driver is used. */
  url?: string;
  /** PGlite data directory, or ':memory:'. */
  dataDir?: string;
  /** PGlite only: start from a dumped data directory (tests clone a migrated database this way). */
  loadDataDir?: Blob;
  /** PostgreSQL pool size. */
  poolSize?: number;
}

/** Statements a connection keeps prepared at most; past that, new shapes run unnamed. */
const MAX_NAMED_PER_CONNECTION = 500;

/**
 * Every statement with parameters becomes a named prepared statement, named by its text, so
 * PostgreSQL parses (and, once it judges a generic plan as good, plans) each shape of query once
 * per connection instead of on every request. The application's statements come from a fixed set
 * of code paths, so the names stay few; a connection stops naming past MAX_NAMED_PER_CONNECTION,
 * and the pool drops idle connections with their statements. Statements without parameters
 * (transaction control, migrations) run as they are.
 */
function namePreparedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const names = new Set<string>();
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const values = rest[0];
    if (config && typeof config === 'object' && !('name' in config && (config as { name?: string }).name) && Array.isArray(values) && values.length > 0) {
      const text = (config as { text: string }).text;
      const name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      if (names.has(name) || names.size < MAX_NAMED_PER_CONNECTION) {
        names.add(name);
        return query({ ...(config as object), name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => {});
    pool.on('connect', namePreparedStatements);
    const waits = { acquired: 0, waitSeconds: 0 };
    timePoolWaits(pool, waits);
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      url: options.url,
      migrate: () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onPayload, onReconnect) => listenPg(options.url!, channel, onPayload, onReconnect),
      poolStats: () => ({ max: pool.options.max ?? 10, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, ...waits }),
      pendingMigrations: () => pendingMigrations(db),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== MEMORY ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    pglite,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onPayload) => {
      const stop = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    poolStats: () => null,
    pendingMigrations: () => pendingMigrations(db),
    close: () => pglite.close(),
  };
}

/**
 * One connection of its own per listener (a pooled one would be handed back and lose the LISTEN),
 * reopened with a growing delay when it drops.
 */
async function listenPg(url: string, channel: string, onPayload: (payload: string) => void, onReconnect?: () => void) {
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = 250;
  const quoted = `"${channel.replace(/"/g, '""')}"`;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    c.on('error', () => {
      if (stopped || client !== c) return;
      client = null;
      void c.end().catch(() => {});
      setTimeout(() => void retry(), delay);
      delay = Math.min(delay * 2, 10_000);
    });
    await c.connect();
    await c.query(`LISTEN ${quoted}`);
    client = c;
    delay = 250;
    if (again) onReconnect?.();
  };
  const retry = async () => {
    if (stopped) return;
    try {
      await connect(true);
    } catch {
      setTimeout(() => void retry(), delay);
      delay = Math.min(delay * 2, 10_000);
    }
  };
  await connect(false);
  return async () => {
    stopped = true;
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}
