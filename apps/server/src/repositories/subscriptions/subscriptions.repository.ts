/**
 * School subscriptions (issue 23, section 3): the plan, the history of the account status, invoice requests and
 * renewal reminders. The school is read through the actor's scope (a school outside it does not exist).
 */
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { districts, schoolMemberships, schoolRenewalReminders, schools, schoolStatusChanges, schoolSubscriptions, users, type Database } from '@ss/db';
import type { TenantScope } from '../../lib/actor.ts';
import { schoolScope } from '../tenancy.repository.ts';

export type SubscriptionRow = typeof schoolSubscriptions.$inferSelect;
export type SchoolStatusValue = (typeof schools.status.enumValues)[number];

/** The school (in scope), its district and its plan (null before one is saved). */
export async function findSubscription(db: Database, scope: TenantScope, schoolId: number) {
  const [row] = await db
    .select({ school: schools, district_name: districts.name, francophone: districts.francophone, plan: schoolSubscriptions })
    .from(schools)
    .innerJoin(districts, eq(districts.id, schools.district_id))
    .leftJoin(schoolSubscriptions, eq(schoolSubscriptions.school_id, schools.id))
    .where(and(eq(schools.id, schoolId), schoolScope(scope)))
    .limit(1);
  return row ?? null;
}
export type SubscriptionRead = NonNullable<Awaited<ReturnType<typeof findSubscription>>>;

/** The school's status changes, newest first, with who made them. */
export async function statusHistory(db: Database, schoolId: number) {
  return db
    .select({
      id: schoolStatusChanges.id,
      from_status: schoolStatusChanges.from_status,
      to_status: schoolStatusChanges.to_status,
      reason: schoolStatusChanges.reason,
      created_at: schoolStatusChanges.created_at,
      actor_id: users.id,
      actor_first: users.first_name,
      actor_last: users.last_name,
    })
    .from(schoolStatusChanges)
    .leftJoin(users, eq(users.id, schoolStatusChanges.actor_user_id))
    .where(eq(schoolStatusChanges.school_id, schoolId))
    .orderBy(desc(schoolStatusChanges.created_at), desc(schoolStatusChanges.id));
}
export type StatusHistoryRow = Awaited<ReturnType<typeof statusHistory>>[number];

export interface PlanValues {
  band?: SubscriptionRow['band'];
  renewal_date?: string | null;
  billing_name?: string;
  billing_email?: string;
}

/**
 * Saves the plan when `version` is the one read (0: no plan yet). Returns the row, or null when the version is stale.
 */
export async function savePlan(db: Database, schoolId: number, version: number, values: PlanValues): Promise<SubscriptionRow | null> {
  if (version === 0) {
    const [row] = await db
      .insert(schoolSubscriptions)
      .values({ school_id: schoolId, ...values })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(schoolSubscriptions)
    .set({ ...values, version: sql`${schoolSubscriptions.version} + 1`, updated_at: new Date() })
    .where(and(eq(schoolSubscriptions.school_id, schoolId), eq(schoolSubscriptions.version, version)))
    .returning();
  return row ?? null;
}

export async function insertStatusChange(
  db: Database,
  values: { school_id: number; from_status: SchoolStatusValue; to_status: SchoolStatusValue; reason: string; actor_user_id: number | null },
) {
  const [row] = await db.insert(schoolStatusChanges).values(values).returning();
  return row!;
}

/** The school's admins who can receive e-mail (active users holding `school_admin` in it). */
export async function schoolAdmins(db: Database, schoolId: number) {
  return db
    .select({ id: users.id, email: users.email, first_name: users.first_name })
    .from(schoolMemberships)
    .innerJoin(users, eq(users.id, schoolMemberships.user_id))
    .where(and(eq(schoolMemberships.school_id, schoolId), eq(schoolMemberships.user_type, 'school_admin'), isNull(users.deactivated_at)))
    .orderBy(asc(users.id));
}

/**
 * Claims the school's invoice request: true when none was made in the last `hours` hours (the time is then now),
 * false otherwise. One statement, so two requests at once make one claim.
 */
export async function claimInvoiceRequest(db: Database, schoolId: number, hours: number): Promise<Date | null> {
  const [row] = await db
    .insert(schoolSubscriptions)
    .values({ school_id: schoolId, invoice_requested_at: sql`now()` })
    .onConflictDoUpdate({
      target: schoolSubscriptions.school_id,
      set: { invoice_requested_at: sql`now()` },
      setWhere: sql`${schoolSubscriptions.invoice_requested_at} is null or ${schoolSubscriptions.invoice_requested_at} < now() - make_interval(hours => ${hours}::int)`,
    })
    .returning({ at: schoolSubscriptions.invoice_requested_at });
  return row?.at ?? null;
}

/**
 * Reminders due on `today` (YYYY-MM-DD): for each mark (days before the renewal date), schools not suspended whose
 * renewal date is that many days away or fewer (down to the next mark, which then takes over), not reminded yet of
 * that date and mark.
 */
export async function dueReminders(db: Database, today: string, marks: readonly number[]) {
  const sorted = [...marks].sort((a, b) => b - a);
  const out: { school_id: number; school_name: string; district_id: number; district_name: string; francophone: boolean; renewal_date: string; days_before: number }[] = [];
  for (const [i, days] of sorted.entries()) {
    const next = sorted[i + 1] ?? -1;
    const rows = await db
      .select({
        school_id: schools.id,
        school_name: schools.name,
        district_id: schools.district_id,
        district_name: districts.name,
        francophone: districts.francophone,
        renewal_date: sql<string>`${schoolSubscriptions.renewal_date}::text`,
      })
      .from(schoolSubscriptions)
      .innerJoin(schools, eq(schools.id, schoolSubscriptions.school_id))
      .innerJoin(districts, eq(districts.id, schools.district_id))
      .where(
        and(
          sql`${schoolSubscriptions.renewal_date} is not null`,
          sql`${schools.status} <> 'account_suspended'`,
          sql`${schoolSubscriptions.renewal_date} - ${days}::int <= ${today}::date`,
          sql`${schoolSubscriptions.renewal_date} - ${next}::int > ${today}::date`,
          sql`not exists (select 1 from ${schoolRenewalReminders} r where r.school_id = ${schoolSubscriptions.school_id}
                and r.renewal_date = ${schoolSubscriptions.renewal_date} and r.days_before = ${days}::int)`,
        ),
      )
      .orderBy(asc(schools.id));
    out.push(...rows.map((r) => ({ ...r, days_before: days })));
  }
  return out;
}

/** Records a reminder as sent; false when it already was (another run or copy sent it). */
export async function claimReminder(db: Database, schoolId: number, renewalDate: string, daysBefore: number): Promise<boolean> {
  const rows = await db
    .insert(schoolRenewalReminders)
    .values({ school_id: schoolId, renewal_date: renewalDate, days_before: daysBefore })
    .onConflictDoNothing()
    .returning({ school_id: schoolRenewalReminders.school_id });
  return rows.length > 0;
}
