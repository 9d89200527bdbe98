/**
 * What presence (realtime/presence.ts) asks of the database: the announcement of who views a channel on this copy,
 * sent to the other copies with NOTIFY (not an event: nothing changed, so it does not pass through emit), and the
 * names of the users it shows.
 */
import { sql } from 'drizzle-orm';
import { users, type Database } from '@ss/db';
import { inIds } from './id-list.ts';

export async function announcePresence(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

export async function userNames(db: Database, ids: number[]): Promise<{ id: number; first: string; last: string }[]> {
  return db.select({ id: users.id, first: users.first_name, last: users.last_name }).from(users).where(inIds(users.id, ids));
}
