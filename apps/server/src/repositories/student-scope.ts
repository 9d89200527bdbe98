/**
 * The one scope every student query goes through. Super admins see every student; district
 * admins and leaders their whole district; everyone else (district staff, school users) the
 * students of the schools they hold. Students of a suspended school are out of scope for all
 * but super admins, so a list and a single read always agree (security checklist item 11).
 * Deleted students are never returned by these helpers.
 */
import { and, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { schools, students, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';

export function studentScope(scope: TenantScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.wholeDistrictIds.length) parts.push(inArray(students.district_id, scope.wholeDistrictIds));
  if (scope.schoolIds.length) parts.push(inArray(students.school_id, scope.schoolIds));
  if (!parts.length) return sql`false`;
  return and(or(...parts), sql`not exists (select 1 from ${schools} s where s.id = ${students.school_id} and s.status = 'account_suspended')`);
}

/** Students visible to the scope and not deleted. */
export function visibleStudents(scope: TenantScope): SQL {
  return and(studentScope(scope), isNull(students.deleted_at), ne(students.status, 'deleted'))!;
}

export type StudentRow = typeof students.$inferSelect;

/** One student in scope (not deleted), with its school's name and status; null when out of scope or missing. */
export async function findStudentInScope(db: Database, scope: TenantScope, id: number) {
  const [row] = await db
    .select({ student: students, school_name: schools.name, school_status: schools.status })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.school_id))
    .where(and(eq(students.id, id), visibleStudents(scope)))
    .limit(1);
  return row ?? null;
}

/** Of these ids, the ones in scope (bulk actions touch only what the actor may see). */
export async function studentIdsInScope(db: Database, scope: TenantScope, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: students.id }).from(students).where(and(inArray(students.id, ids), visibleStudents(scope)));
  return rows.map((r) => r.id);
}

/**
 * A student name column folded for sorting: without regard to case or accents ("Bédard" beside
 * "Bedard", not after "Bouchard") on either driver (PGlite has no ICU collations).
 */
export const foldedName = (column: 'first_name' | 'last_name') =>
  sql.raw(`translate(lower("students"."${column}"), 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿœ', 'aaaaaaaceeeeiiiinoooooouuuuyyo')`);
