/**
 * What the advanced search's filter panel offers and what its data filters refer to: the
 * measures and teachers of the schools in the actor's scope. Every read is scoped.
 */
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { schoolMemberships, schools, studentDataDefinitions, users, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';
import { schoolScope } from './tenancy.repository.ts';

export type DefinitionRow = typeof studentDataDefinitions.$inferSelect;

/** Schools in scope, of one district or just one school. Super admins see suspended ones too (scope decides). */
export async function schoolsInScope(db: Database, scope: TenantScope, at: { districtId?: number; schoolId?: number }) {
  return db
    .select({ id: schools.id, name: schools.name, district_id: schools.district_id, status: schools.status })
    .from(schools)
    .where(
      and(
        schoolScope(scope),
        at.districtId !== undefined ? eq(schools.district_id, at.districtId) : undefined,
        at.schoolId !== undefined ? eq(schools.id, at.schoolId) : undefined,
      ),
    )
    .orderBy(asc(schools.name), asc(schools.id));
}

/**
 * Measures usable by these schools: the district's own and the schools' additions; only those of
 * `onlyIds` when given (a search resolves the few its filters name, not the whole list).
 */
export async function measuresFor(db: Database, districtIds: number[], schoolIds: number[], onlyIds?: number[]): Promise<DefinitionRow[]> {
  if (!districtIds.length || onlyIds?.length === 0) return [];
  return db
    .select()
    .from(studentDataDefinitions)
    .where(
      and(
        onlyIds ? inArray(studentDataDefinitions.id, onlyIds) : undefined,
        inArray(studentDataDefinitions.district_id, districtIds),
        or(isNull(studentDataDefinitions.school_id), schoolIds.length ? inArray(studentDataDefinitions.school_id, schoolIds) : sql`false`),
      ),
    )
    .orderBy(asc(studentDataDefinitions.position), asc(studentDataDefinitions.name), asc(studentDataDefinitions.id));
}

/** Teachers of these schools (members as school teachers), each once. */
export async function teachersOf(db: Database, schoolIds: number[]) {
  if (!schoolIds.length) return [];
  return db
    .selectDistinct({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(schoolMemberships)
    .innerJoin(users, eq(users.id, schoolMemberships.user_id))
    .where(and(inArray(schoolMemberships.school_id, schoolIds), eq(schoolMemberships.user_type, 'school_teacher'), isNull(users.deactivated_at)))
    .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id));
}
