/** The second factor's rows (issue 24, section 4): a user's factors, recovery codes, and the session's MFA columns. Always by user id: nobody reads another's factors except a super admin's reset. */
import { and, asc, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { recoveryCodes, sessions, userFactors, type Database } from '@ss/db';

export type FactorRow = typeof userFactors.$inferSelect;

/** The user's usable factors (TOTP confirmed, every passkey), oldest first. */
export async function confirmedFactors(db: Database, userId: number): Promise<FactorRow[]> {
  return db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), isNotNull(userFactors.confirmed_at)))
    .orderBy(asc(userFactors.id));
}

export async function countConfirmedFactors(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), isNotNull(userFactors.confirmed_at)));
  return row?.n ?? 0;
}

export async function findFactor(db: Database, userId: number, id: number): Promise<FactorRow | null> {
  const [row] = await db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), eq(userFactors.id, id)));
  return row ?? null;
}

export async function findPasskey(db: Database, userId: number, credentialId: string): Promise<FactorRow | null> {
  const [row] = await db
    .select()
    .from(userFactors)
    .where(and(eq(userFactors.user_id, userId), eq(userFactors.kind, 'webauthn'), eq(userFactors.credential_id, credentialId)));
  return row ?? null;
}

export async function insertFactor(db: Database, row: typeof userFactors.$inferInsert): Promise<FactorRow> {
  const [created] = await db.insert(userFactors).values(row).returning();
  return created!;
}

/** Drops the user's TOTP enrolments never confirmed (a new one starts, or they are older than a day). */
export async function deleteUnconfirmedTotp(db: Database, userId: number, olderThan?: Date) {
  await db.delete(userFactors).where(and(eq(userFactors.user_id, userId), isNull(userFactors.confirmed_at), olderThan ? lt(userFactors.created_at, olderThan) : sql`true`));
}

export async function confirmFactor(db: Database, id: number, set: { label: string; last_step: number | null; at: Date }) {
  await db.update(userFactors).set({ confirmed_at: set.at, label: set.label, last_step: set.last_step }).where(eq(userFactors.id, id));
}

/**
 * Records a TOTP code's use: only when its time step is newer than the last one accepted, in one statement,
 * so the same code sent twice at once passes once. False when it was already used.
 */
export async function useTotpStep(db: Database, id: number, step: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userFactors)
    .set({ last_step: step, last_used_at: at })
    .where(and(eq(userFactors.id, id), or(isNull(userFactors.last_step), lt(userFactors.last_step, step))))
    .returning({ id: userFactors.id });
  return rows.length === 1;
}

/** Records a passkey's use and its new signature counter (only forward, in one statement). */
export async function usePasskey(db: Database, id: number, counter: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(userFactors)
    .set({ counter, last_used_at: at })
    .where(and(eq(userFactors.id, id), or(eq(userFactors.counter, 0), lt(userFactors.counter, counter))))
    .returning({ id: userFactors.id });
  return rows.length === 1;
}

export async function deleteFactor(db: Database, userId: number, id: number) {
  await db.delete(userFactors).where(and(eq(userFactors.user_id, userId), eq(userFactors.id, id)));
}

export async function deleteFactorsOfUser(db: Database, userId: number): Promise<number> {
  const rows = await db.delete(userFactors).where(eq(userFactors.user_id, userId)).returning({ id: userFactors.id });
  return rows.length;
}

export async function replaceRecoveryCodes(db: Database, userId: number, hashes: string[], at: Date) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  if (hashes.length) await db.insert(recoveryCodes).values(hashes.map((code_hash) => ({ user_id: userId, code_hash, created_at: at })));
}

export async function deleteRecoveryCodes(db: Database, userId: number) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
}

export async function countRecoveryCodesLeft(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.user_id, userId), isNull(recoveryCodes.used_at)));
  return row?.n ?? 0;
}

/** Uses one recovery code: true once, when it was the user's and unused (one statement: two requests cannot both use it). */
export async function useRecoveryCode(db: Database, userId: number, hash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ used_at: at })
    .where(and(eq(recoveryCodes.user_id, userId), eq(recoveryCodes.code_hash, hash), isNull(recoveryCodes.used_at)))
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** The session passed the second factor now: nothing pending, no challenge left. */
export async function markSessionVerified(db: Database, idHash: string, at: Date) {
  await db.update(sessions).set({ mfa_at: at, mfa_pending: null, mfa_challenge: null }).where(eq(sessions.id_hash, idHash));
}

export async function setSessionChallenge(db: Database, idHash: string, challenge: string | null) {
  await db.update(sessions).set({ mfa_challenge: challenge }).where(eq(sessions.id_hash, idHash));
}

/** Takes the session's WebAuthn challenge (it answers once): the value it held, or null. */
export async function takeSessionChallenge(db: Database, idHash: string): Promise<string | null> {
  const [row] = await db.select({ challenge: sessions.mfa_challenge }).from(sessions).where(eq(sessions.id_hash, idHash));
  if (!row?.challenge) return null;
  const taken = await db
    .update(sessions)
    .set({ mfa_challenge: null })
    .where(and(eq(sessions.id_hash, idHash), eq(sessions.mfa_challenge, row.challenge)))
    .returning({ id: sessions.id_hash });
  return taken.length === 1 ? row.challenge : null;
}
