/**
 * Versions of the user agreement (the highest is current) and who agreed to which.
 */
import { count, desc, eq, sql } from 'drizzle-orm';
import { agreements, users, type Database } from '@ss/db';

export type AgreementRow = typeof agreements.$inferSelect;

export async function currentAgreement(db: Database): Promise<AgreementRow | null> {
  const [row] = await db.select().from(agreements).orderBy(desc(agreements.version)).limit(1);
  return row ?? null;
}

/**
 * The current version and the version the user agreed to, in one indexed read; what
 * the agreement gate needs on every request. Nothing is cached: a new version applies at once.
 */
export async function agreementStatus(db: Database, userId: number): Promise<{ current: number | null; agreed: number | null; agreed_at: Date | null }> {
  const [row] = await db
    .select({
      current: sql<number | null>`(select max(${agreements.version}) from ${agreements})`,
      agreed: users.agreed_version,
      agreed_at: users.agreed_at,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? { current: row.current === null ? null : Number(row.current), agreed: row.agreed, agreed_at: row.agreed_at } : { current: null, agreed: null, agreed_at: null };
}

export async function recordAgreement(db: Database, userId: number, version: number, at: Date) {
  await db.update(users).set({ agreed_version: version, agreed_at: at }).where(eq(users.id, userId));
}

export async function listAgreements(db: Database, q: { limit?: number; offset: number }) {
  const [total] = await db.select({ n: count() }).from(agreements);
  const base = db
    .select({ agreement: agreements, first_name: users.first_name, last_name: users.last_name })
    .from(agreements)
    .leftJoin(users, eq(users.id, agreements.published_by))
    .orderBy(desc(agreements.version))
    .offset(q.offset);
  const rows = q.limit === undefined ? await base : await base.limit(q.limit);
  return { count: total?.n ?? 0, rows };
}

export async function insertAgreement(db: Database, row: { body_en: string; body_fr: string; published_by: number }) {
  const [created] = await db.insert(agreements).values(row).returning();
  return created!;
}
