/**
 * Guardian signature requests (issue 24, section 1): a plan's requests with their sender's name, one by its
 * token's hash (the unique index: a lookup that reveals nothing of the token), and the single-use claim.
 * Reach and rights are the services'.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { supportPlanGuardianRequests, supportPlanRevisions, users, type Database } from '@ss/db';

export type GuardianRequestRow = typeof supportPlanGuardianRequests.$inferSelect;
export type GuardianRequestInsert = typeof supportPlanGuardianRequests.$inferInsert;

const senderName = sql<string | null>`trim(${users.first_name} || ' ' || ${users.last_name})`;

export async function insertGuardianRequest(tx: Database, values: GuardianRequestInsert): Promise<GuardianRequestRow> {
  const [row] = await tx.insert(supportPlanGuardianRequests).values(values).returning();
  return row!;
}

/** A plan's requests, newest first, with the revision's number and the sender's name. */
export async function listGuardianRequests(db: Database, planId: number) {
  return db
    .select({ request: supportPlanGuardianRequests, number: supportPlanRevisions.number, sender_name: senderName })
    .from(supportPlanGuardianRequests)
    .innerJoin(supportPlanRevisions, eq(supportPlanRevisions.id, supportPlanGuardianRequests.revision_id))
    .leftJoin(users, eq(users.id, supportPlanGuardianRequests.sent_by))
    .where(eq(supportPlanGuardianRequests.plan_id, planId))
    .orderBy(desc(supportPlanGuardianRequests.created_at), desc(supportPlanGuardianRequests.id));
}
export type GuardianRequestListRow = Awaited<ReturnType<typeof listGuardianRequests>>[number];

/** One request of a plan. */
export async function findGuardianRequest(db: Database, planId: number, id: number): Promise<GuardianRequestRow | null> {
  const [row] = await db
    .select()
    .from(supportPlanGuardianRequests)
    .where(and(eq(supportPlanGuardianRequests.plan_id, planId), eq(supportPlanGuardianRequests.id, id)))
    .limit(1);
  return row ?? null;
}

/** A request by its token's SHA-256, with its revision's number and the sender's name. */
export async function findGuardianRequestByHash(db: Database, hash: string) {
  const [row] = await db
    .select({ request: supportPlanGuardianRequests, number: supportPlanRevisions.number, sender_name: senderName })
    .from(supportPlanGuardianRequests)
    .innerJoin(supportPlanRevisions, eq(supportPlanRevisions.id, supportPlanGuardianRequests.revision_id))
    .leftJoin(users, eq(users.id, supportPlanGuardianRequests.sent_by))
    .where(eq(supportPlanGuardianRequests.token_hash, hash))
    .limit(1);
  return row ?? null;
}

/** Withdraws a pending request; false when it was already used or withdrawn. */
export async function revokeGuardianRequest(tx: Database, id: number, by: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(supportPlanGuardianRequests)
    .set({ revoked_at: at, revoked_by: by })
    .where(and(eq(supportPlanGuardianRequests.id, id), isNull(supportPlanGuardianRequests.revoked_at), isNull(supportPlanGuardianRequests.used_at)))
    .returning({ id: supportPlanGuardianRequests.id });
  return rows.length > 0;
}

/** Claims the request once (not used, not withdrawn): false when someone else got there first. */
export async function useGuardianRequest(
  tx: Database,
  id: number,
  values: { used_at: Date; outcome: 'signed' | 'declined'; decline_comment?: string | null; signature_id?: number | null },
): Promise<boolean> {
  const rows = await tx
    .update(supportPlanGuardianRequests)
    .set(values)
    .where(and(eq(supportPlanGuardianRequests.id, id), isNull(supportPlanGuardianRequests.used_at), isNull(supportPlanGuardianRequests.revoked_at)))
    .returning({ id: supportPlanGuardianRequests.id });
  return rows.length > 0;
}

/** Ties the signature a request gave to it. */
export async function setRequestSignature(tx: Database, id: number, signatureId: number): Promise<void> {
  await tx.update(supportPlanGuardianRequests).set({ signature_id: signatureId }).where(eq(supportPlanGuardianRequests.id, id));
}
