/**
 * Hits counted by the sign-in throttle, in the database so that every copy of the
 * server shares the same counts. Rows older than the window are swept.
 */
import { and, count, eq, gt, inArray, lt, lte, or } from 'drizzle-orm';
import { rateLimitHits, type Database } from '@ss/db';

/** Adds one hit to each bucket; returns each hit's id by bucket. */
export async function addHits(db: Database, buckets: string[], at: Date): Promise<Map<string, number>> {
  if (buckets.length === 0) return new Map();
  const rows = await db
    .insert(rateLimitHits)
    .values(buckets.map((bucket) => ({ bucket, hit_at: at })))
    .returning({ id: rateLimitHits.id, bucket: rateLimitHits.bucket });
  return new Map(rows.map((r) => [r.bucket, r.id]));
}

/** Hits per bucket since `since` (buckets without hits are absent). Served by the (bucket, hit_at) index. */
export async function countHits(db: Database, buckets: string[], since: Date): Promise<Map<string, number>> {
  if (buckets.length === 0) return new Map();
  const rows = await db
    .select({ bucket: rateLimitHits.bucket, n: count() })
    .from(rateLimitHits)
    .where(and(inArray(rateLimitHits.bucket, buckets), gt(rateLimitHits.hit_at, since)))
    .groupBy(rateLimitHits.bucket);
  return new Map(rows.map((r) => [r.bucket, r.n]));
}

/** Per bucket, the hits since `since` up to and including the given one (those that came first). */
export async function countHitsUpTo(db: Database, marks: Map<string, number>, since: Date): Promise<Map<string, number>> {
  if (marks.size === 0) return new Map();
  const upTo = [...marks].map(([bucket, id]) => and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.id, id)));
  const rows = await db
    .select({ bucket: rateLimitHits.bucket, n: count() })
    .from(rateLimitHits)
    .where(and(gt(rateLimitHits.hit_at, since), or(...upTo)))
    .groupBy(rateLimitHits.bucket);
  return new Map(rows.map((r) => [r.bucket, r.n]));
}

export async function removeHits(db: Database, ids: number[]) {
  if (ids.length === 0) return;
  await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids));
}

/** Deletes hits older than `before`: of the given buckets only (cheap, indexed), or of every bucket. */
export async function sweepHits(db: Database, before: Date, buckets?: string[]) {
  await db.delete(rateLimitHits).where(and(lt(rateLimitHits.hit_at, before), buckets ? inArray(rateLimitHits.bucket, buckets) : undefined));
}
