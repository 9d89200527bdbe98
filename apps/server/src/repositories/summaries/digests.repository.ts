/** Digests sent and their unsubscribe tokens (issue 23, section 2). */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { summaryDigests, summaryUnsubscribeTokens, type Database } from '@ss/db';
import type { SummaryType } from '@ss/domain';

/** When the user last received each type (the newest digest that held it). */
export async function lastSentByType(db: Database, userId: number): Promise<Map<SummaryType, Date>> {
  const rows = await db
    .select({ type: sql<SummaryType>`t.type`, at: sql<Date | string>`max(${summaryDigests.sent_at})` })
    .from(sql`${summaryDigests} cross join lateral unnest(${summaryDigests.types}) as t(type)`)
    .where(eq(summaryDigests.user_id, userId))
    .groupBy(sql`t.type`);
  return new Map(rows.map((r) => [r.type, new Date(r.at)]));
}

/** Claims the user's digest of this period: null when one exists already (a second run, a second server copy). */
export async function claimDigest(tx: Database, row: { user_id: number; period_key: string; types: SummaryType[]; sent_at: Date }): Promise<number | null> {
  const [created] = await tx
    .insert(summaryDigests)
    .values(row)
    .onConflictDoNothing({ target: [summaryDigests.user_id, summaryDigests.period_key] })
    .returning({ id: summaryDigests.id });
  return created?.id ?? null;
}

export async function setDigestEmail(tx: Database, id: number, emailId: number): Promise<void> {
  await tx.update(summaryDigests).set({ email_id: emailId }).where(eq(summaryDigests.id, id));
}

export async function digestsOf(db: Database, userId: number) {
  return db.select().from(summaryDigests).where(eq(summaryDigests.user_id, userId)).orderBy(desc(summaryDigests.sent_at));
}

export async function insertToken(tx: Database, row: { token_hash: string; user_id: number; type: SummaryType; digest_id: number; all_types?: boolean }): Promise<void> {
  await tx.insert(summaryUnsubscribeTokens).values(row);
}

/** A token by its hash, with the types of its digest (for a whole-digest token). */
export async function findToken(db: Database, hash: string) {
  const [row] = await db
    .select({ token: summaryUnsubscribeTokens, digest_types: summaryDigests.types })
    .from(summaryUnsubscribeTokens)
    .leftJoin(summaryDigests, eq(summaryDigests.id, summaryUnsubscribeTokens.digest_id))
    .where(eq(summaryUnsubscribeTokens.token_hash, hash))
    .limit(1);
  return row ?? null;
}

/** Marks the token used: false when it was used already (two clicks at once: one wins). */
export async function useToken(tx: Database, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(summaryUnsubscribeTokens)
    .set({ used_at: at })
    .where(and(eq(summaryUnsubscribeTokens.id, id), isNull(summaryUnsubscribeTokens.used_at)))
    .returning({ id: summaryUnsubscribeTokens.id });
  return rows.length > 0;
}
