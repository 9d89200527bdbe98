/**
 * Single-use set-password links ("reset" and "invite"). Only the SHA-256 of a token
 * is stored; a token is spent by one conditional UPDATE, so two requests racing
 * with the same link cannot both succeed.
 */
import { and, eq, gt, gte, inArray, isNull, ne } from 'drizzle-orm';
import { passwordTokens, users, type Database } from '@ss/db';
import type { PasswordLinkPurpose } from '@ss/domain';

export async function insertPasswordToken(db: Database, row: { user_id: number; token_hash: string; purpose: PasswordLinkPurpose; expires_at: Date; created_at: Date }) {
  await db.insert(passwordTokens).values(row);
}

/** Removes the user's unused links of one purpose: a new link replaces the earlier ones. */
export async function deleteUnusedTokens(db: Database, userId: number, purpose: PasswordLinkPurpose) {
  await db.delete(passwordTokens).where(and(eq(passwordTokens.user_id, userId), eq(passwordTokens.purpose, purpose), isNull(passwordTokens.used_at)));
}

/** A link that is unused, unexpired and belongs to an active user, with that user; null otherwise. */
export async function findUsableToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ purpose: passwordTokens.purpose, user_id: users.id, email: users.email, first_name: users.first_name })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.user_id))
    .where(and(eq(passwordTokens.token_hash, tokenHash), isNull(passwordTokens.used_at), gt(passwordTokens.expires_at, now), isNull(users.deactivated_at)))
    .limit(1);
  return row ?? null;
}

/**
 * Spends a link: marks it used only if it is still unused, unexpired and its user
 * active, and returns it; null when another request spent it first, or it expired,
 * or it never existed.
 */
export async function spendToken(db: Database, tokenHash: string, now: Date) {
  const activeUsers = db.select({ id: users.id }).from(users).where(isNull(users.deactivated_at));
  const [row] = await db
    .update(passwordTokens)
    .set({ used_at: now })
    .where(and(eq(passwordTokens.token_hash, tokenHash), isNull(passwordTokens.used_at), gt(passwordTokens.expires_at, now), inArray(passwordTokens.user_id, activeUsers)))
    .returning({ id: passwordTokens.id, user_id: passwordTokens.user_id, purpose: passwordTokens.purpose });
  return row ?? null;
}

/** Marks the user's unused links as used (all, or all but `keptId`): once a password is set, older links are dead. */
export async function retireTokens(db: Database, userId: number, now: Date, keptId?: number) {
  await db
    .update(passwordTokens)
    .set({ used_at: now })
    .where(and(eq(passwordTokens.user_id, userId), keptId === undefined ? undefined : ne(passwordTokens.id, keptId), isNull(passwordTokens.used_at)));
}

/** Whether a link of this purpose was issued to the user at or after `since` (a retried job must not send twice). */
export async function tokenIssuedSince(db: Database, userId: number, purpose: PasswordLinkPurpose, since: Date): Promise<boolean> {
  const rows = await db
    .select({ id: passwordTokens.id })
    .from(passwordTokens)
    .where(and(eq(passwordTokens.user_id, userId), eq(passwordTokens.purpose, purpose), gte(passwordTokens.created_at, since)))
    .limit(1);
  return rows.length > 0;
}
