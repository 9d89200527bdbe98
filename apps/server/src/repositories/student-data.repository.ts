/**
 * Student data measures and results (issue 4, section 4). A school's measures are its
 * district's (school_id null) plus its own additions; results are keyed by
 * (student, measure, school year, month, label).
 */
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { studentDataDefinitions, studentDataResults, users, type Database } from '@ss/db';

export type DefinitionRow = typeof studentDataDefinitions.$inferSelect;
export type ResultRow = typeof studentDataResults.$inferSelect;

const appliesTo = (districtId: number, schoolId: number) =>
  and(eq(studentDataDefinitions.district_id, districtId), or(isNull(studentDataDefinitions.school_id), eq(studentDataDefinitions.school_id, schoolId)));

/** The active measures of a school, district ones first, in their order. */
export async function definitionsForSchool(db: Database, districtId: number, schoolId: number): Promise<DefinitionRow[]> {
  return db
    .select()
    .from(studentDataDefinitions)
    .where(and(appliesTo(districtId, schoolId), eq(studentDataDefinitions.active, true)))
    .orderBy(sql`${studentDataDefinitions.school_id} is not null`, asc(studentDataDefinitions.position), asc(studentDataDefinitions.id));
}

/** One active measure, only if it applies to this school. */
export async function definitionForSchool(db: Database, districtId: number, schoolId: number, id: number): Promise<DefinitionRow | null> {
  const [row] = await db
    .select()
    .from(studentDataDefinitions)
    .where(and(eq(studentDataDefinitions.id, id), appliesTo(districtId, schoolId), eq(studentDataDefinitions.active, true)));
  return row ?? null;
}

/** Results of these students for these measures (every measure when `definitionIds` is undefined). */
export async function resultsOf(db: Database, studentIds: number[], definitionIds: number[] | undefined, schoolYear?: number) {
  if (!studentIds.length || definitionIds?.length === 0) return [];
  return db
    .select({ result: studentDataResults, who_first: users.first_name, who_last: users.last_name })
    .from(studentDataResults)
    .leftJoin(users, eq(users.id, studentDataResults.recorded_by))
    .where(
      and(
        inArray(studentDataResults.student_id, studentIds),
        definitionIds ? inArray(studentDataResults.definition_id, definitionIds) : undefined,
        schoolYear !== undefined ? eq(studentDataResults.school_year, schoolYear) : undefined,
      ),
    )
    .orderBy(desc(studentDataResults.school_year), asc(studentDataResults.month), asc(studentDataResults.label));
}

export interface ResultKey {
  student_id: number;
  definition_id: number;
  school_year: number;
  month: number;
  label: string;
}

const keyWhere = (k: ResultKey) =>
  and(
    eq(studentDataResults.student_id, k.student_id),
    eq(studentDataResults.definition_id, k.definition_id),
    eq(studentDataResults.school_year, k.school_year),
    eq(studentDataResults.month, k.month),
    eq(studentDataResults.label, k.label),
  );

export async function resultAt(db: Database, k: ResultKey): Promise<ResultRow | null> {
  const [row] = await db.select().from(studentDataResults).where(keyWhere(k));
  return row ?? null;
}

export async function upsertResult(db: Database, k: ResultKey, value: { value_number: number | null; value_option: string | null }, userId: number) {
  await db
    .insert(studentDataResults)
    .values({ ...k, ...value, recorded_by: userId })
    .onConflictDoUpdate({
      target: [studentDataResults.student_id, studentDataResults.definition_id, studentDataResults.school_year, studentDataResults.month, studentDataResults.label],
      set: { ...value, recorded_by: userId, recorded_at: new Date() },
    });
}

export async function deleteResult(db: Database, k: ResultKey) {
  await db.delete(studentDataResults).where(keyWhere(k));
}

/** The latest result of each measure the student has results for (latest school year, then latest recorded). */
export async function latestData(db: Database, studentId: number) {
  return db
    .selectDistinctOn([studentDataResults.definition_id], {
      definition_id: studentDataResults.definition_id,
      name: studentDataDefinitions.name,
      school_year: studentDataResults.school_year,
      month: studentDataResults.month,
      label: studentDataResults.label,
      value_number: studentDataResults.value_number,
      value_option: studentDataResults.value_option,
      recorded_at: studentDataResults.recorded_at,
    })
    .from(studentDataResults)
    .innerJoin(studentDataDefinitions, eq(studentDataDefinitions.id, studentDataResults.definition_id))
    .where(eq(studentDataResults.student_id, studentId))
    .orderBy(studentDataResults.definition_id, desc(studentDataResults.school_year), desc(studentDataResults.recorded_at))
    .limit(100);
}
