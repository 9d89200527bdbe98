import { and, count, desc, eq, getTableColumns, gt, inArray, sql } from 'drizzle-orm';
import { agreements, sessions, type Database } from '@ss/db';
import { actorJson, type ActorJson } from './users.repository.ts';

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(db: Database, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

export interface SessionWithUsers {
  session: SessionRow;
  /** The signed-in user, null when deactivated or gone. */
  realUser: ActorJson | null;
  /** The simulated user while simulating (null when not simulating, or when that user is gone). */
  simulated: ActorJson | null;
  /** The newest published agreement version, read with the user so a new version applies at once. */
  currentAgreement: number | null;
}

/**
 * Everything a request's authentication reads, in one statement: the live session (neither past
 * its absolute expiry nor idle too long), the signed-in user and the simulated one with their
 * memberships, and the current agreement version. This runs before every API request, so it is
 * one round trip instead of five, and a prepared statement (built once per database handle;
 * PostgreSQL plans it once per connection).
 */
export async function findLiveSessionWithUsers(db: Database, idHash: string, now: Date, idleMs: number): Promise<SessionWithUsers | null> {
  const [row] = await sessionLookup(db).execute({ idHash, now, idleSince: new Date(now.getTime() - idleMs) });
  if (!row) return null;
  return { ...row, currentAgreement: row.currentAgreement === null ? null : Number(row.currentAgreement) };
}

const lookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();
const sessionLookup = (db: Database) => lookups.get(db) ?? lookups.set(db, prepareSessionLookup(db)).get(db)!;

function prepareSessionLookup(db: Database) {
  return db
    .select({
      session: getTableColumns(sessions),
      realUser: actorJson(sql`${sessions.user_id}`),
      simulated: sql<ActorJson | null>`case when ${sessions.simulated_user_id} is null then null else ${actorJson(sql`${sessions.simulated_user_id}`)} end`,
      currentAgreement: sql<number | null>`(select max(${agreements.version}) from ${agreements})`,
    })
    .from(sessions)
    .where(and(eq(sessions.id_hash, sql.placeholder('idHash')), gt(sessions.expires_at, sql.placeholder('now')), gt(sessions.last_seen_at, sql.placeholder('idleSince'))))
    .limit(1)
    .prepare('session_lookup');
}

export async function touchSession(db: Database, idHash: string, now: Date) {
  await db.update(sessions).set({ last_seen_at: now }).where(eq(sessions.id_hash, idHash));
}

export async function deleteSession(db: Database, idHash: string) {
  await db.delete(sessions).where(eq(sessions.id_hash, idHash));
}

export async function countLiveSessions(db: Database, now: Date, idleMs: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(gt(sessions.expires_at, now), gt(sessions.last_seen_at, new Date(now.getTime() - idleMs))));
  return row?.n ?? 0;
}

/** Ends every session of these users, and every simulation of them (the super admin's own session stays). */
export async function endSessionsOfUsers(db: Database, userIds: number[]) {
  if (userIds.length === 0) return;
  await db.delete(sessions).where(inArray(sessions.user_id, userIds));
  await db.update(sessions).set({ simulated_user_id: null }).where(inArray(sessions.simulated_user_id, userIds));
}

export async function countSessionsOfUser(db: Database, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, now)));
  return row?.n ?? 0;
}

/** A user's live sessions (neither expired nor idle too long), newest activity first (issue 24, section 5). */
export async function liveSessionsOfUser(db: Database, userId: number, now: Date, idleMs: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, now), gt(sessions.last_seen_at, new Date(now.getTime() - idleMs))))
    .orderBy(desc(sessions.last_seen_at));
}

/** Ends these sessions of this user (never anyone else's); returns how many ended. */
export async function deleteSessionsOfUser(db: Database, userId: number, idHashes: string[]): Promise<number> {
  if (idHashes.length === 0) return 0;
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.user_id, userId), inArray(sessions.id_hash, idHashes)))
    .returning({ id: sessions.id_hash });
  return rows.length;
}
