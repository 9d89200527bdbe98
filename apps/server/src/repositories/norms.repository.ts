/**
 * Team norms (issue 10, section 2): the only code that reads and writes the norms table. Callers have
 * checked the level (school or district) is in the actor's scope; every read here is kept to that level.
 * `used_in_meetings` counts the started meetings whose copied list names the norm.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { meetingNorms, meetings, norms, type Database } from '@ss/db';
import type { NormLevel } from '../policies/norms.policy.ts';

export type NormRow = typeof norms.$inferSelect;
export type NormWithUse = NormRow & { used_in_meetings: number };

const atLevel = (level: NormLevel): SQL =>
  and(eq(norms.district_id, level.district_id), level.school_id === null ? isNull(norms.school_id) : eq(norms.school_id, level.school_id))!;

const usedIn = sql<number>`(select count(distinct mn.meeting_id)::int from ${meetingNorms} mn join ${meetings} m on m.id = mn.meeting_id
  where mn.norm_id = "norms"."id" and m.status <> 'scheduled')`;

export async function listNorms(db: Database, level: NormLevel): Promise<NormWithUse[]> {
  const rows = await db.select({ norm: norms, used: usedIn }).from(norms).where(atLevel(level)).orderBy(asc(norms.position), asc(norms.id));
  return rows.map((r) => ({ ...r.norm, used_in_meetings: Number(r.used) }));
}

export async function findNorm(db: Database, id: number): Promise<NormWithUse | null> {
  const [row] = await db.select({ norm: norms, used: usedIn }).from(norms).where(eq(norms.id, id)).limit(1);
  return row ? { ...row.norm, used_in_meetings: Number(row.used) } : null;
}

/** The level's rows locked, in order (a write renumbers them). */
export async function lockLevel(db: Database, level: NormLevel): Promise<NormRow[]> {
  return db.select().from(norms).where(atLevel(level)).orderBy(asc(norms.position), asc(norms.id)).for('update');
}

export async function insertNorm(db: Database, values: typeof norms.$inferInsert): Promise<NormRow> {
  const [row] = await db.insert(norms).values(values).returning();
  return row!;
}

export async function updateNormRow(db: Database, id: number, version: number, patch: Partial<typeof norms.$inferInsert>): Promise<NormRow | null> {
  const [row] = await db
    .update(norms)
    .set({ ...patch, version: sql`${norms.version} + 1`, updated_at: new Date() })
    .where(and(eq(norms.id, id), eq(norms.version, version)))
    .returning();
  return row ?? null;
}

/** Writes each norm's position as its index in `ids` (only rows whose place changes). */
export async function setPositions(db: Database, rows: NormRow[], ids: number[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    const row = rows.find((r) => r.id === id);
    if (row && row.position !== position) await db.update(norms).set({ position }).where(eq(norms.id, id));
  }
}

export async function deleteNormRow(db: Database, id: number): Promise<void> {
  await db.delete(norms).where(eq(norms.id, id));
}
