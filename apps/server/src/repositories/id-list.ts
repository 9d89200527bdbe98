/**
 * `column = any($1::int[])`: a list of ids bound as one parameter. drizzle's inArray binds one
 * parameter per id; building a statement with hundreds of them costs milliseconds of CPU per
 * request (a 400-card board's GET spent about 6 ms in it) and gives PostgreSQL a new statement
 * shape for every length, so named prepared statements never repeat.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

export const inIds = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${sql.param([...ids])}::int[])`;
