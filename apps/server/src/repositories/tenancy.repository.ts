/**
 * Districts and schools, always read through the actor's scope: a record outside
 * it is indistinguishable from one that does not exist.
 */
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { districtConnections, districtMemberships, districts, schoolMemberships, schools, users, type Database } from '@ss/db';
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

const connectedIds = sql<
  number[]
>`(select coalesce(array_agg(t.other order by t.other), '{}') from (select case when c.district_id = "districts"."id" then c.connected_district_id else c.district_id end as other from "district_connections" c where c.district_id = "districts"."id" or c.connected_district_id = "districts"."id") t)`;

// Written qualified by hand: Drizzle renders columns unqualified here, and "id" would bind to schools.id.
const schoolCount = sql<number>`(select count(*)::int from "schools" s where s."district_id" = "districts"."id")`;

export async function listDistricts(db: Database, scope: TenantScope, q: { search?: string; limit?: number; offset: number }) {
  const where = and(districtScope(scope), q.search ? ilike(districts.name, `%${escapeLike(q.search)}%`) : undefined);
  const [total] = await db.select({ n: count() }).from(districts).where(where);
  const base = db
    .select({ district: districts, school_count: schoolCount, connected_district_ids: connectedIds })
    .from(districts)
    .where(where)
    .orderBy(asc(districts.name), asc(districts.id))
    .offset(q.offset);
  const rows = q.limit === undefined ? await base : await base.limit(q.limit);
  return { count: total?.n ?? 0, rows };
}

/** Whether a district speaks French (its meetings' and e-mails' language); false for an unknown id. */
export async function francophoneOf(db: Database, districtId: number): Promise<boolean> {
  const [row] = await db.select({ francophone: districts.francophone }).from(districts).where(eq(districts.id, districtId)).limit(1);
  return row?.francophone ?? false;
}

export async function getDistrict(db: Database, scope: TenantScope, id: number) {
  const [row] = await db
    .select({ district: districts, school_count: schoolCount, connected_district_ids: connectedIds })
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
    .select({ school: schools, district_name: districts.name, district_time_zone: districts.time_zone })
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
    .select({ school: schools, district_name: districts.name, district_time_zone: districts.time_zone })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.district_id))
    .where(and(eq(schools.id, id), schoolScope(scope)))
    .limit(1);
  return row ?? null;
}

// Writes ----------------------------------------------------------------------

export type DistrictRow = typeof districts.$inferSelect;
export type SchoolRow = typeof schools.$inferSelect;

export async function insertDistrict(db: Database, values: typeof districts.$inferInsert): Promise<DistrictRow> {
  const [row] = await db.insert(districts).values(values).returning();
  return row!;
}

export async function updateDistrictRow(db: Database, id: number, values: Partial<typeof districts.$inferInsert>): Promise<DistrictRow> {
  const [row] = await db
    .update(districts)
    .set({ ...values, updated_at: new Date() })
    .where(eq(districts.id, id))
    .returning();
  return row!;
}

/** Connected districts, both directions of each stored pair. */
export async function connectedDistrictIds(db: Database, id: number): Promise<number[]> {
  const rows = await db
    .select()
    .from(districtConnections)
    .where(or(eq(districtConnections.district_id, id), eq(districtConnections.connected_district_id, id)));
  return rows.map((r) => (r.district_id === id ? r.connected_district_id : r.district_id)).sort((a, b) => a - b);
}

export async function replaceConnections(db: Database, id: number, others: number[]) {
  await db.delete(districtConnections).where(or(eq(districtConnections.district_id, id), eq(districtConnections.connected_district_id, id)));
  const pairs = [...new Set(others)].filter((o) => o !== id).map((o) => ({ district_id: Math.min(id, o), connected_district_id: Math.max(id, o) }));
  if (pairs.length) await db.insert(districtConnections).values(pairs);
}

export async function existingDistrictIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: districts.id }).from(districts).where(inArray(districts.id, ids));
  return rows.map((r) => r.id);
}

export async function insertSchool(db: Database, values: typeof schools.$inferInsert): Promise<SchoolRow> {
  const [row] = await db.insert(schools).values(values).returning();
  return row!;
}

export async function updateSchoolRow(db: Database, id: number, values: Partial<typeof schools.$inferInsert>): Promise<SchoolRow> {
  const [row] = await db
    .update(schools)
    .set({ ...values, updated_at: new Date() })
    .where(eq(schools.id, id))
    .returning();
  return row!;
}

/** Every user belonging to a district (its sessions end when the district is suspended). */
export async function districtMemberIds(db: Database, districtId: number): Promise<number[]> {
  const rows = await db.select({ id: districtMemberships.user_id }).from(districtMemberships).where(eq(districtMemberships.district_id, districtId));
  return rows.map((r) => r.id);
}

/** School-level users holding a role in this school (district-level users keep their district workspace). */
export async function schoolLevelMemberIds(db: Database, schoolId: number): Promise<number[]> {
  const rows = await db
    .select({ id: schoolMemberships.user_id })
    .from(schoolMemberships)
    .innerJoin(users, eq(users.id, schoolMemberships.user_id))
    .where(and(eq(schoolMemberships.school_id, schoolId), eq(users.district_level, false)));
  return rows.map((r) => r.id);
}
