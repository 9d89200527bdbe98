import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { districtMemberships, schoolMemberships, schools, users, type Database } from '@ss/db';
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

/**
 * An active user with the memberships the permission rules read, as one JSON value (null when the
 * user is missing or deactivated). `userId` is any SQL expression: the session lookup reads the
 * signed-in and the simulated user in the same statement as the session itself.
 */
export const actorJson = (userId: SQL) => sql<ActorJson | null>`(select json_build_object(
    'id', u.id, 'email', u.email, 'first_name', u.first_name, 'last_name', u.last_name,
    'is_super', u.is_super, 'district_level', u.district_level, 'agreed_version', u.agreed_version,
    'districts', coalesce((select json_agg(json_build_object(
        'id', d.id, 'user_type', m.user_type, 'is_liaison', m.is_liaison, 'can_add_edit_schools', m.can_add_edit_schools,
        'can_add_edit_staff', m.can_add_edit_staff, 'suspended_at', d.suspended_at, 'francophone', d.francophone) order by m.id)
      from district_memberships m join districts d on d.id = m.district_id where m.user_id = u.id), '[]'::json),
    'schools', coalesce((select json_agg(json_build_object(
        'id', s.id, 'user_type', sm.user_type, 'support_plan_permission', sm.support_plan_permission, 'suspended_at', s.suspended_at) order by s.name, s.id)
      from school_memberships sm join schools s on s.id = sm.school_id where sm.user_id = u.id), '[]'::json))
  from users u where u.id = ${userId} and u.deactivated_at is null)`;

export interface ActorJson {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  is_super: boolean;
  district_level: boolean;
  agreed_version: number | null;
  districts: (Pick<typeof districtMemberships.$inferSelect, 'user_type' | 'is_liaison' | 'can_add_edit_schools' | 'can_add_edit_staff'> & {
    id: number;
    suspended_at: string | null;
    francophone: boolean;
  })[];
  schools: (Pick<typeof schoolMemberships.$inferSelect, 'user_type' | 'support_plan_permission'> & { id: number; suspended_at: string | null })[];
}

/** Timestamps in JSON come back in PostgreSQL's text form; the API speaks ISO 8601 with Z. */
const iso = (d: string | null) => (d ? new Date(d).toISOString() : null);

/** The Actor the permission rules read, from actorJson's value. */
export function actorFrom(j: ActorJson | null): Actor | null {
  if (!j) return null;
  const first = j.districts[0];
  return {
    id: j.id,
    email: j.email,
    first_name: j.first_name,
    last_name: j.last_name,
    is_super: j.is_super,
    district_level: j.district_level,
    districtIds: j.districts.map((d) => d.id),
    district: first
      ? {
          id: first.id,
          user_type: first.user_type,
          is_liaison: first.is_liaison,
          can_add_edit_schools: first.can_add_edit_schools,
          can_add_edit_staff: first.can_add_edit_staff,
          suspended_at: iso(first.suspended_at),
          francophone: first.francophone,
        }
      : null,
    schools: j.schools.map((s) => ({ id: s.id, user_type: s.user_type, support_plan_permission: s.support_plan_permission, suspended_at: iso(s.suspended_at) })),
  };
}

/** Loads an active user with the memberships the permission rules read; null when missing or deactivated. */
export async function loadActor(db: Database, userId: number): Promise<Actor | null> {
  const [row] = await db.select({ actor: actorJson(sql`${userId}`) }).from(sql`(select 1) as one`);
  return actorFrom(row?.actor ?? null);
}

/**
 * Which of these users belong to the district (a district membership, or a membership of one of its schools): an id
 * outside it is answered like a missing one (404), never told apart from an unsuitable one of the district (400).
 */
export async function usersOfDistrict(db: Database, districtId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        sql`(exists (select 1 from ${districtMemberships} dm where dm.user_id = ${users.id} and dm.district_id = ${districtId})
          or exists (select 1 from ${schoolMemberships} sm join ${schools} s on s.id = sm.school_id where sm.user_id = ${users.id} and s.district_id = ${districtId}))`,
      ),
    );
  return new Set(rows.map((r) => r.id));
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

const fullName = (t: { first_name: unknown; last_name: unknown }) => sql<string>`${t.first_name} || ' ' || ${t.last_name}`;

/** A user's id and full name (null: none). */
export async function userName(db: Database, id: number | null): Promise<{ id: number; name: string } | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
