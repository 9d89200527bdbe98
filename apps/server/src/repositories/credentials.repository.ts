/**
 * Writes that change how a user proves who they are: the password hash and the
 * sessions that must end with it.
 */
import { and, eq, ne } from 'drizzle-orm';
import { sessions, users, type Database } from '@ss/db';

/** Stores a new password hash and when it changed. */
export async function setUserPassword(db: Database, userId: number, passwordHash: string, at: Date) {
  await db.update(users).set({ password_hash: passwordHash, password_changed_at: at, updated_at: at }).where(eq(users.id, userId));
}

/** Ends the user's own sessions (not a super admin's simulation of them), except `keepHash` when given. */
export async function endSessionsOfUser(db: Database, userId: number, keepHash?: string) {
  await db.delete(sessions).where(and(eq(sessions.user_id, userId), keepHash ? ne(sessions.id_hash, keepHash) : undefined));
}

/** The stored password hash of an active user (null when none was set), for checking the current password. */
export async function passwordHashOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ password_hash: users.password_hash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.password_hash ?? null;
}
