/** Summary preferences and district defaults (issue 23, section 2): a row only where a choice was made. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { districtMemberships, districts, summaryDefaults, summaryPreferences, users, type Database } from '@ss/db';
import type { SummaryFrequency, SummaryType } from '@ss/domain';

export type Choices = Partial<Record<SummaryType, SummaryFrequency>>;

const asChoices = (rows: { type: string; frequency: SummaryFrequency }[]): Choices => Object.fromEntries(rows.map((r) => [r.type, r.frequency]));

export async function userChoices(db: Database, userId: number): Promise<Choices> {
  return asChoices(
    await db.select({ type: summaryPreferences.type, frequency: summaryPreferences.frequency }).from(summaryPreferences).where(eq(summaryPreferences.user_id, userId)),
  );
}

export async function districtChoices(db: Database, districtId: number): Promise<Choices> {
  return asChoices(await db.select({ type: summaryDefaults.type, frequency: summaryDefaults.frequency }).from(summaryDefaults).where(eq(summaryDefaults.district_id, districtId)));
}

/** Sets (a frequency) or clears (null) the user's choice for each named type. */
export async function saveUserChoices(db: Database, userId: number, choices: Partial<Record<SummaryType, SummaryFrequency | null>>): Promise<void> {
  for (const [type, frequency] of Object.entries(choices)) {
    if (frequency === undefined) continue;
    if (frequency === null) await db.delete(summaryPreferences).where(and(eq(summaryPreferences.user_id, userId), eq(summaryPreferences.type, type)));
    else
      await db
        .insert(summaryPreferences)
        .values({ user_id: userId, type, frequency })
        .onConflictDoUpdate({ target: [summaryPreferences.user_id, summaryPreferences.type], set: { frequency, updated_at: sql`now()` } });
  }
}

export async function saveDistrictChoices(db: Database, districtId: number, choices: Partial<Record<SummaryType, SummaryFrequency | null>>): Promise<void> {
  for (const [type, frequency] of Object.entries(choices)) {
    if (frequency === undefined) continue;
    if (frequency === null) await db.delete(summaryDefaults).where(and(eq(summaryDefaults.district_id, districtId), eq(summaryDefaults.type, type)));
    else
      await db
        .insert(summaryDefaults)
        .values({ district_id: districtId, type, frequency })
        .onConflictDoUpdate({ target: [summaryDefaults.district_id, summaryDefaults.type], set: { frequency, updated_at: sql`now()` } });
  }
}

/** Every active user with their first district (null for super users): who the digest job considers. */
export async function activeUsers(db: Database): Promise<{ id: number; district_id: number | null }[]> {
  return db
    .select({
      id: users.id,
      district_id: sql<
        number | null
      >`(select ${districtMemberships.district_id} from ${districtMemberships} where ${districtMemberships.user_id} = ${users.id} order by ${districtMemberships.id} limit 1)`,
    })
    .from(users)
    .where(isNull(users.deactivated_at))
    .orderBy(users.id);
}

/** Every choice of these users, and every district's defaults, in two statements. */
export async function allChoices(db: Database, userIds: number[]): Promise<{ users: Map<number, Choices>; districts: Map<number, Choices> }> {
  const byUser = new Map<number, Choices>();
  const byDistrict = new Map<number, Choices>();
  if (userIds.length) {
    for (const r of await db.select().from(summaryPreferences).where(inArray(summaryPreferences.user_id, userIds))) {
      byUser.set(r.user_id, { ...byUser.get(r.user_id), [r.type]: r.frequency });
    }
  }
  for (const r of await db.select().from(summaryDefaults)) byDistrict.set(r.district_id, { ...byDistrict.get(r.district_id), [r.type]: r.frequency });
  return { users: byUser, districts: byDistrict };
}

/** Each district's time zone (meetings are written in the recipient's district's time). */
export async function districtTimeZones(db: Database): Promise<Map<number, string>> {
  const rows = await db.select({ id: districts.id, tz: districts.time_zone }).from(districts);
  return new Map(rows.map((r) => [r.id, r.tz]));
}
