/**
 * Student data definitions (issue 4, section 4): the district's measures (school_id null) and a
 * school's own additions. `definitionsForSchool` is what every reader of a school's measures uses.
 */
import { and, asc, eq, isNull, max, or, sql } from 'drizzle-orm';
import { schools, studentDataDefinitions, studentDataResults, type Database } from '@ss/db';

export type DataDefinitionRow = typeof studentDataDefinitions.$inferSelect;
type Values = Omit<typeof studentDataDefinitions.$inferInsert, 'id' | 'created_at' | 'updated_at' | 'version'>;

const order = [sql`${studentDataDefinitions.school_id} is not null`, asc(studentDataDefinitions.position), asc(studentDataDefinitions.id)];

/** The measures a school uses: its district's, then its own additions (inactive ones included; filter on `active`). */
export async function definitionsForSchool(db: Database, schoolId: number, districtId?: number): Promise<DataDefinitionRow[]> {
  const district = districtId ?? (await db.select({ d: schools.district_id }).from(schools).where(eq(schools.id, schoolId)))[0]?.d;
  if (district === undefined) return [];
  return db
    .select()
    .from(studentDataDefinitions)
    .where(and(eq(studentDataDefinitions.district_id, district), or(isNull(studentDataDefinitions.school_id), eq(studentDataDefinitions.school_id, schoolId))))
    .orderBy(...order);
}

/** A district's own measures (its schools' additions excluded). */
export async function definitionsForDistrict(db: Database, districtId: number): Promise<DataDefinitionRow[]> {
  return db
    .select()
    .from(studentDataDefinitions)
    .where(and(eq(studentDataDefinitions.district_id, districtId), isNull(studentDataDefinitions.school_id)))
    .orderBy(...order);
}

export async function getDefinition(db: Database, id: number): Promise<DataDefinitionRow | null> {
  const [row] = await db.select().from(studentDataDefinitions).where(eq(studentDataDefinitions.id, id)).limit(1);
  return row ?? null;
}

export async function insertDefinition(db: Database, v: Omit<Values, 'position'>): Promise<DataDefinitionRow> {
  const [last] = await db
    .select({ p: max(studentDataDefinitions.position) })
    .from(studentDataDefinitions)
    .where(eq(studentDataDefinitions.district_id, v.district_id));
  const [row] = await db
    .insert(studentDataDefinitions)
    .values({ ...v, position: (last?.p ?? -1) + 1 })
    .returning();
  return row!;
}

/** Null when the version moved on (a stale write). */
export async function updateDefinition(db: Database, id: number, version: number, v: Partial<Values>): Promise<DataDefinitionRow | null> {
  const [row] = await db
    .update(studentDataDefinitions)
    .set({ ...v, version: sql`${studentDataDefinitions.version} + 1`, updated_at: new Date() })
    .where(and(eq(studentDataDefinitions.id, id), eq(studentDataDefinitions.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteDefinition(db: Database, id: number): Promise<void> {
  await db.delete(studentDataDefinitions).where(eq(studentDataDefinitions.id, id));
}

export async function hasResults(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: studentDataResults.id }).from(studentDataResults).where(eq(studentDataResults.definition_id, id)).limit(1);
  return !!row;
}
