/**
 * Districts and schools, always read through the actor's scope: a record outside
 * it is indistinguishable from one that does not exist.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { districts, schools, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function districtScope(scope: TenantScope): SQL | undefined {
  if (scope.all) return undefined;
  return scope.districtIds.length ? inArray(districts.id, scope.districtIds) : sql`false`;
}

export function schoolScope(scope: TenantScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.wholeDistrictIds.length) parts.push(inArray(schools.district_id, scope.wholeDistrictIds));
  if (scope.schoolIds.length) parts.push(inArray(schools.id, scope.schoolIds));
  return parts.length ? or(...parts) : sql`false`;
}

// Written qualified by hand: Drizzle renders columns unqualified here, and "id" would bind to schools.id.
const schoolCount = sql<number>`(select count(*)::int from "schools" s where s."district_id" = "districts"."id")`;

export async function listDistricts(
  db: Database,
  scope: TenantScope,
  q: { search?: string; limit?: number; offset: number },
) {
  const where = and(districtScope(scope), q.search ? ilike(districts.name, `%${escapeLike(q.search)}%`) : undefined);
  const [total] = await db.select({ n: count() }).from(districts).where(where);
  const base = db
    .select({ district: districts, school_count: schoolCount })
    .from(districts)
    .where(where)
    .orderBy(asc(districts.name), asc(districts.id))
    .offset(q.offset);
  const rows = q.limit === undefined ? await base : await base.limit(q.limit);
  return { count: total?.n ?? 0, rows };
}

export async function getDistrict(db: Database, scope: TenantScope, id: number) {
  const [row] = await db
    .select({ district: districts, school_count: schoolCount })
    .from(districts)
    .where(and(eq(districts.id, id), districtScope(scope)))
    .limit(1);
  return row ?? null;
}

export interface SchoolFilter {
  districtId?: number;
  statuses?: string[];
  search?: string;
  limit?: number;
  offset: number;
}

export async function listSchools(db: Database, scope: TenantScope, q: SchoolFilter) {
  const where = and(
    schoolScope(scope),
    q.districtId !== undefined ? eq(schools.district_id, q.districtId) : undefined,
    q.statuses?.length ? inArray(schools.status, q.statuses as (typeof schools.status.enumValues)[number][]) : undefined,
    q.search ? ilike(schools.name, `%${escapeLike(q.search)}%`) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(schools).where(where);
  const base = db
    .select({ school: schools, district_name: districts.name })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.district_id))
    .where(where)
    .orderBy(asc(schools.name), asc(schools.id))
    .offset(q.offset);
  const rows = q.limit === undefined ? await base : await base.limit(q.limit);
  return { count: total?.n ?? 0, rows };
}

export async function getSchool(db: Database, scope: TenantScope, id: number) {
  const [row] = await db
    .select({ school: schools, district_name: districts.name })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.district_id))
    .where(and(eq(schools.id, id), schoolScope(scope)))
    .limit(1);
  return row ?? null;
}
