/**
 * Staff accounts and their memberships. Lists are scoped: a district viewer sees
 * the people of their district, a school viewer the people of their schools, a
 * super admin everyone.
 */
import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { districtMemberships, districts, schoolMemberships, schools, userIdentities, users, type Database } from '@ss/db';
import type { StaffScope } from '../policies/users.policy.ts';

export type UserRow = typeof users.$inferSelect;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function staffWhere(scope: StaffScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [];
  if (scope.districtIds.length) {
    parts.push(inArray(users.id, sql`(select user_id from ${districtMemberships} where ${districtMemberships.district_id} in ${scope.districtIds})`));
  }
  if (scope.schoolIds.length) {
    parts.push(inArray(users.id, sql`(select user_id from ${schoolMemberships} where ${schoolMemberships.school_id} in ${scope.schoolIds})`));
  }
  return parts.length ? or(...parts) : sql`false`;
}

export interface UserFilter {
  search?: string;
  districtId?: number;
  schoolId?: number;
  userTypes?: string[];
  superOnly?: boolean;
  includeDeactivated?: boolean;
  limit?: number;
  offset: number;
}

export async function listUsers(db: Database, scope: StaffScope, f: UserFilter) {
  const like = f.search ? `%${escapeLike(f.search)}%` : undefined;
  const where = and(
    staffWhere(scope),
    f.includeDeactivated ? undefined : isNull(users.deactivated_at),
    f.superOnly ? eq(users.is_super, true) : undefined,
    like ? or(ilike(users.email, like), ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, like)) : undefined,
    f.districtId !== undefined ? inArray(users.id, sql`(select user_id from ${districtMemberships} where ${districtMemberships.district_id} = ${f.districtId})`) : undefined,
    f.schoolId !== undefined ? inArray(users.id, sql`(select user_id from ${schoolMemberships} where ${schoolMemberships.school_id} = ${f.schoolId})`) : undefined,
    f.userTypes?.length
      ? or(
          f.userTypes.includes('super') ? eq(users.is_super, true) : undefined,
          inArray(users.id, sql`(select user_id from ${districtMemberships} where ${districtMemberships.user_type} in ${f.userTypes})`),
          inArray(users.id, sql`(select user_id from ${schoolMemberships} where ${schoolMemberships.user_type} in ${f.userTypes})`),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const base = db.select().from(users).where(where).orderBy(asc(users.last_name), asc(users.first_name), asc(users.id)).offset(f.offset);
  const rows = f.limit === undefined ? await base : await base.limit(f.limit);
  return { count: total?.n ?? 0, rows };
}

export async function getUser(db: Database, scope: StaffScope, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), staffWhere(scope)))
    .limit(1);
  return row ?? null;
}

export interface Memberships {
  district: {
    id: number;
    name: string;
    user_type: (typeof districtMemberships.user_type.enumValues)[number];
    is_liaison: boolean;
    can_add_edit_schools: boolean;
    can_add_edit_staff: boolean;
  } | null;
  schools: {
    id: number;
    name: string;
    district_id: number;
    user_type: (typeof schoolMemberships.user_type.enumValues)[number];
    support_plan_permission: (typeof schoolMemberships.support_plan_permission.enumValues)[number];
  }[];
  hasIdentity: boolean;
}

/** Memberships of many users at once (three queries, whatever the page size). */
export async function membershipsOf(db: Database, userIds: number[]): Promise<Map<number, Memberships>> {
  const out = new Map<number, Memberships>(userIds.map((id) => [id, { district: null, schools: [], hasIdentity: false }]));
  if (userIds.length === 0) return out;
  const [d, s, i] = await Promise.all([
    db
      .select({ m: districtMemberships, name: districts.name })
      .from(districtMemberships)
      .innerJoin(districts, eq(districts.id, districtMemberships.district_id))
      .where(inArray(districtMemberships.user_id, userIds))
      .orderBy(asc(districtMemberships.id)),
    db
      .select({ m: schoolMemberships, name: schools.name, district_id: schools.district_id })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
      .where(inArray(schoolMemberships.user_id, userIds))
      .orderBy(asc(schools.name)),
    db.select({ user_id: userIdentities.user_id }).from(userIdentities).where(inArray(userIdentities.user_id, userIds)),
  ]);
  for (const r of d) {
    const m = out.get(r.m.user_id)!;
    m.district ??= {
      id: r.m.district_id,
      name: r.name,
      user_type: r.m.user_type,
      is_liaison: r.m.is_liaison,
      can_add_edit_schools: r.m.can_add_edit_schools,
      can_add_edit_staff: r.m.can_add_edit_staff,
    };
  }
  for (const r of s) {
    out.get(r.m.user_id)!.schools.push({
      id: r.m.school_id,
      name: r.name,
      district_id: r.district_id,
      user_type: r.m.user_type,
      support_plan_permission: r.m.support_plan_permission,
    });
  }
  for (const r of i) out.get(r.user_id)!.hasIdentity = true;
  return out;
}

export async function emailsInUse(db: Database, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails));
  return rows.map((r) => r.email);
}

/** Accounts holding any of these addresses, each with whether it belongs to the given district. */
export async function accountsByEmail(db: Database, emails: string[], districtId: number): Promise<{ id: number; email: string; inDistrict: boolean }[]> {
  if (emails.length === 0) return [];
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  if (rows.length === 0) return [];
  const members = await db
    .select({ user_id: districtMemberships.user_id })
    .from(districtMemberships)
    .where(
      and(
        eq(districtMemberships.district_id, districtId),
        inArray(
          districtMemberships.user_id,
          rows.map((r) => r.id),
        ),
      ),
    );
  const inDistrict = new Set(members.map((m) => m.user_id));
  return rows.map((r) => ({ ...r, inDistrict: inDistrict.has(r.id) }));
}

export async function insertUser(db: Database, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserRow(db: Database, id: number, values: Partial<typeof users.$inferInsert>): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updated_at: new Date() })
    .where(eq(users.id, id));
}

export async function setDistrictMembership(db: Database, userId: number, districtId: number, values: Omit<typeof districtMemberships.$inferInsert, 'user_id' | 'district_id'>) {
  await db
    .insert(districtMemberships)
    .values({ user_id: userId, district_id: districtId, ...values })
    .onConflictDoUpdate({ target: [districtMemberships.user_id, districtMemberships.district_id], set: values });
}

/** Replaces the user's roles in the given schools only; roles elsewhere stay. */
export async function replaceSchoolRoles(
  db: Database,
  userId: number,
  withinSchoolIds: number[],
  roles: {
    school_id: number;
    user_type: (typeof schoolMemberships.user_type.enumValues)[number];
    support_plan_permission: (typeof schoolMemberships.support_plan_permission.enumValues)[number];
  }[],
) {
  if (withinSchoolIds.length) {
    await db.delete(schoolMemberships).where(and(eq(schoolMemberships.user_id, userId), inArray(schoolMemberships.school_id, withinSchoolIds)));
  }
  if (roles.length) await db.insert(schoolMemberships).values(roles.map((r) => ({ ...r, user_id: userId })));
}

export async function schoolsByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select({ id: schools.id, district_id: schools.district_id, suspended_at: schools.suspended_at }).from(schools).where(inArray(schools.id, ids));
}

export async function schoolIdsOfDistrict(db: Database, districtId: number): Promise<number[]> {
  const rows = await db.select({ id: schools.id }).from(schools).where(eq(schools.district_id, districtId));
  return rows.map((r) => r.id);
}

export async function identitiesOfUser(db: Database, userId: number) {
  return db.select().from(userIdentities).where(eq(userIdentities.user_id, userId)).orderBy(asc(userIdentities.created_at));
}
