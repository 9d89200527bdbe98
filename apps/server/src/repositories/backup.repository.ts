/** The embedded database's dump for `npm run backup` (issue 25, section 5); lib/backup-endpoint.ts serves it. */
import type { PGlite } from '@electric-sql/pglite';

export interface DataDirDump {
  /** The data directory as a tar (PGlite's `dumpDataDir`). */
  tar: Blob;
  /** Migrations applied, and the journal time (`when`) of the last one: the backup's manifest names them. */
  migrations: { count: number; last: string };
}

/**
 * The data directory as it stands between two transactions: this one waits for any open transaction to finish and
 * keeps the next ones out (PGlite runs one at a time; its `query` and `exec` wait for the same lock), CHECKPOINT writes
 * every committed page to the files, and dumpDataDir copies them. Loaded elsewhere, PostgreSQL recovers it as after a
 * power cut, with every committed write.
 */
export async function dumpDataDir(pglite: PGlite): Promise<DataDirDump> {
  return pglite.transaction(async (tx) => {
    const rows = await tx.query<{ count: number; last: string }>(`select count(*)::int as count, coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`);
    await tx.exec('CHECKPOINT');
    return { tar: await pglite.dumpDataDir('none'), migrations: rows.rows[0]! };
  });
}
