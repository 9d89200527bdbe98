import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { sessions, type Database } from '@ss/db';

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(db: Database, row: typeof sessions.$inferInsert) {
  await db.insert(sessions).values(row);
}

/** A session that has neither passed its absolute expiry nor been idle too long. */
export async function findLiveSession(db: Database, idHash: string, now: Date, idleMs: number): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id_hash, idHash), gt(sessions.expires_at, now), gt(sessions.last_seen_at, new Date(now.getTime() - idleMs))))
    .limit(1);
  return row ?? null;
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
  const [row] = await db.select({ n: count() }).from(sessions).where(and(eq(sessions.user_id, userId), gt(sessions.expires_at, now)));
  return row?.n ?? 0;
}
