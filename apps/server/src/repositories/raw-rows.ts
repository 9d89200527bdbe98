/**
 * The rows of a raw `db.execute(sql`…`)`: both drivers (PGlite and node-postgres) answer `{ rows }`. The row type
 * is the statement's own, stated by the caller: the one place a raw result is cast.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
