import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { districtMemberships, districts, schoolMemberships, schools, users, type Database } from '@ss/db';
import type { Actor } from '../lib/actor.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db.update(users).set({ password_hash: passwordHash, updated_at: new Date() }).where(eq(users.id, userId));
}

export async function recordSignIn(db: Database, userId: number, at: Date) {
  await db.update(users).set({ last_sign_in_at: at }).where(eq(users.id, userId));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Loads an active user with the memberships the permission rules read; null when missing or deactivated. */
export async function loadActor(db: Database, userId: number): Promise<Actor | null> {
  // Three independent reads: on PostgreSQL the pool runs them side by side.
  const [[user], memberships, schoolRows] = await Promise.all([
    db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deactivated_at)))
      .limit(1),
    db
      .select({ m: districtMemberships, d: districts })
      .from(districtMemberships)
      .innerJoin(districts, eq(districts.id, districtMemberships.district_id))
      .where(eq(districtMemberships.user_id, userId))
      .orderBy(asc(districtMemberships.id)),
    db
      .select({ m: schoolMemberships, s: schools })
      .from(schoolMemberships)
      .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
      .where(eq(schoolMemberships.user_id, userId))
      .orderBy(asc(schools.name), asc(schools.id)),
  ]);
  if (!user) return null;

  const first = memberships[0];
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_super: user.is_super,
    district_level: user.district_level,
    districtIds: memberships.map((r) => r.d.id),
    district: first
      ? {
          id: first.d.id,
          user_type: first.m.user_type,
          is_liaison: first.m.is_liaison,
          can_add_edit_schools: first.m.can_add_edit_schools,
          can_add_edit_staff: first.m.can_add_edit_staff,
          suspended_at: iso(first.d.suspended_at),
          francophone: first.d.francophone,
        }
      : null,
    schools: schoolRows.map((r) => ({
      id: r.s.id,
      user_type: r.m.user_type,
      support_plan_permission: r.m.support_plan_permission,
      suspended_at: iso(r.s.suspended_at),
    })),
  };
}

export async function usersByIds(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The district a user belongs to (their first membership), for audit rows; null for super users. */
export async function primaryDistrictId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: districtMemberships.district_id })
    .from(districtMemberships)
    .where(eq(districtMemberships.user_id, userId))
    .orderBy(asc(districtMemberships.id))
    .limit(1);
  return row?.id ?? null;
}
