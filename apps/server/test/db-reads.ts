/** Reads the API tests make beside the HTTP answers: the newest audit row of an action, a table's row count. */
import { count, desc, eq } from 'drizzle-orm';
import { auditEvents, type Database } from '@ss/db';
import type { PgTable } from 'drizzle-orm/pg-core';

export const lastAudit = async (db: Database, action: string) =>
  (await db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1))[0];

export const rowCount = async (db: Database, table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
