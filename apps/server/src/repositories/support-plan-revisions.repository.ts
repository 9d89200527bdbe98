/**
 * A support plan's lifecycle (issue 12, section 3): finalising (the plan row locked, then marked final with the
 * next revision number and an empty edit log, and the revision written), starting the next draft, the
 * revisions with their signatures, and the review reminders' bookkeeping. Reach and rights are the services'.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { districts, schoolMemberships, schools, students, supportPlanRevisions, supportPlans, supportPlanSignatures, users, type Database, type PlanEdit } from '@ss/db';
import type { PlanRow } from './support-plans.repository.ts';

export type RevisionRow = typeof supportPlanRevisions.$inferSelect;
export type SignatureRow = typeof supportPlanSignatures.$inferSelect;
export type SignatureInsert = typeof supportPlanSignatures.$inferInsert;

const fullName = sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`;

/** The plan row, locked until the transaction ends (finalising and starting a draft read and write it whole). */
export async function lockPlan(tx: Database, id: number): Promise<PlanRow | null> {
  const [row] = await tx.select().from(supportPlans).where(eq(supportPlans.id, id)).for('update').limit(1);
  return row ?? null;
}

/** Marks the plan final as revision `number`, clearing its edit log (moved into the revision). */
export async function markFinal(tx: Database, id: number, number: number, by: number): Promise<PlanRow> {
  const [row] = await tx
    .update(supportPlans)
    .set({ status: 'final', revision: number, edit_log: [], home_version: sql`${supportPlans.home_version} + 1`, updated_by: by, updated_at: new Date() })
    .where(eq(supportPlans.id, id))
    .returning();
  return row!;
}

export async function insertRevision(tx: Database, values: typeof supportPlanRevisions.$inferInsert): Promise<RevisionRow> {
  const [row] = await tx.insert(supportPlanRevisions).values(values).returning();
  return row!;
}

/** A final, active plan becomes a draft again (its content kept); null when it is not final and active any more. */
export async function markDraft(tx: Database, id: number, by: number): Promise<PlanRow | null> {
  const [row] = await tx
    .update(supportPlans)
    .set({ status: 'draft', home_version: sql`${supportPlans.home_version} + 1`, updated_by: by, updated_at: new Date() })
    .where(and(eq(supportPlans.id, id), eq(supportPlans.status, 'final'), isNull(supportPlans.deactivated_at)))
    .returning();
  return row ?? null;
}

/** A plan's revisions, newest first, with who finalised each and how many signatures it holds. */
export async function listRevisions(db: Database, planId: number) {
  return db
    .select({
      id: supportPlanRevisions.id,
      number: supportPlanRevisions.number,
      finalised_at: supportPlanRevisions.finalised_at,
      finalised_by: supportPlanRevisions.finalised_by,
      finalised_by_name: fullName,
      team_size: supportPlanRevisions.team_size,
      signature_count: sql<number>`(select count(*)::int from ${supportPlanSignatures} s where s.revision_id = ${supportPlanRevisions.id})`,
    })
    .from(supportPlanRevisions)
    .leftJoin(users, eq(users.id, supportPlanRevisions.finalised_by))
    .where(eq(supportPlanRevisions.plan_id, planId))
    .orderBy(desc(supportPlanRevisions.number));
}
export type RevisionListRow = Awaited<ReturnType<typeof listRevisions>>[number];

/** Revisions of a plan by number (with their snapshot and edit log). */
export async function findRevisions(db: Database, planId: number, numbers: number[]): Promise<RevisionRow[]> {
  if (!numbers.length) return [];
  return db
    .select()
    .from(supportPlanRevisions)
    .where(and(eq(supportPlanRevisions.plan_id, planId), inArray(supportPlanRevisions.number, numbers)))
    .orderBy(asc(supportPlanRevisions.number));
}

/** The edit logs of the revisions after `from` up to `to` (who saved which part between them). */
export async function editorsBetween(db: Database, planId: number, from: number, to: number): Promise<PlanEdit[]> {
  const rows = await db
    .select({ editors: supportPlanRevisions.editors })
    .from(supportPlanRevisions)
    .where(and(eq(supportPlanRevisions.plan_id, planId), gte(supportPlanRevisions.number, from + 1), lte(supportPlanRevisions.number, to)))
    .orderBy(asc(supportPlanRevisions.number));
  return rows.flatMap((r) => r.editors);
}

/** Names of users by id (deactivated ones too: a revision names who acted then). */
export async function userNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db.select({ id: users.id, name: fullName }).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A plan's revision by number, without its snapshot (what a PDF names: when it was finalised). */
export async function revisionStamp(db: Database, planId: number, number: number): Promise<{ id: number; finalised_at: Date } | null> {
  const [row] = await db
    .select({ id: supportPlanRevisions.id, finalised_at: supportPlanRevisions.finalised_at })
    .from(supportPlanRevisions)
    .where(and(eq(supportPlanRevisions.plan_id, planId), eq(supportPlanRevisions.number, number)))
    .limit(1);
  return row ?? null;
}

/** The signatures of a revision, in the order they were recorded, with who signed (as themselves) and who recorded them. */
export async function listSignatures(db: Database, revisionId: number) {
  const signerName = sql<string | null>`(select trim(s.first_name || ' ' || s.last_name) from ${users} s where s.id = ${supportPlanSignatures.signer_id})`;
  return db
    .select({ signature: supportPlanSignatures, recorded_by_name: fullName, signer_name: signerName })
    .from(supportPlanSignatures)
    .leftJoin(users, eq(users.id, supportPlanSignatures.recorded_by))
    .where(eq(supportPlanSignatures.revision_id, revisionId))
    .orderBy(asc(supportPlanSignatures.created_at), asc(supportPlanSignatures.id));
}
export type SignatureListRow = Awaited<ReturnType<typeof listSignatures>>[number];

export async function insertSignature(tx: Database, values: SignatureInsert): Promise<SignatureRow> {
  const [row] = await tx.insert(supportPlanSignatures).values(values).returning();
  return row!;
}

/** A signature with the plan and revision number it belongs to. */
export async function findSignature(db: Database, id: number) {
  const [row] = await db
    .select({ signature: supportPlanSignatures, plan_id: supportPlanRevisions.plan_id, number: supportPlanRevisions.number })
    .from(supportPlanSignatures)
    .innerJoin(supportPlanRevisions, eq(supportPlanRevisions.id, supportPlanSignatures.revision_id))
    .where(eq(supportPlanSignatures.id, id))
    .limit(1);
  return row ?? null;
}

export async function deleteSignature(tx: Database, id: number): Promise<boolean> {
  const rows = await tx.delete(supportPlanSignatures).where(eq(supportPlanSignatures.id, id)).returning({ id: supportPlanSignatures.id });
  return rows.length > 0;
}

// Review reminders

/**
 * Active plans whose next review falls between `from` and `until` (inclusive) and whose coordinators were not yet
 * reminded of that date, in schools with the module on and not suspended; with what the e-mail says.
 */
export async function plansToRemind(db: Database, from: string, until: string) {
  return db
    .select({
      id: supportPlans.id,
      district_id: supportPlans.district_id,
      school_id: supportPlans.school_id,
      student_id: supportPlans.student_id,
      school_year: supportPlans.school_year,
      next_review_date: supportPlans.next_review_date,
      school_name: schools.name,
      francophone: districts.francophone,
      first_name: students.first_name,
      last_name: students.last_name,
    })
    .from(supportPlans)
    .innerJoin(schools, eq(schools.id, supportPlans.school_id))
    .innerJoin(districts, eq(districts.id, supportPlans.district_id))
    .innerJoin(students, eq(students.id, supportPlans.student_id))
    .where(
      and(
        isNull(supportPlans.deactivated_at),
        gte(supportPlans.next_review_date, from),
        lte(supportPlans.next_review_date, until),
        or(isNull(supportPlans.review_reminded_for), ne(supportPlans.review_reminded_for, supportPlans.next_review_date)),
        isNull(students.deleted_at),
        eq(schools.support_plan_enabled, true),
        isNull(schools.suspended_at),
        isNull(districts.suspended_at),
      ),
    )
    .orderBy(asc(supportPlans.next_review_date), asc(supportPlans.id));
}
export type PlanToRemind = Awaited<ReturnType<typeof plansToRemind>>[number];

/** Claims the reminder of the plan's review date: false when it was claimed already (a re-run, a retry, another copy). */
export async function claimReminder(tx: Database, id: number, date: string): Promise<boolean> {
  const rows = await tx
    .update(supportPlans)
    .set({ review_reminded_for: date })
    .where(and(eq(supportPlans.id, id), eq(supportPlans.next_review_date, date), or(isNull(supportPlans.review_reminded_for), ne(supportPlans.review_reminded_for, date))))
    .returning({ id: supportPlans.id });
  return rows.length > 0;
}

/** The school's support plan coordinators who can receive e-mail. */
export async function schoolCoordinators(db: Database, schoolId: number) {
  return db
    .select({ id: users.id, email: users.email, first_name: users.first_name })
    .from(schoolMemberships)
    .innerJoin(users, eq(users.id, schoolMemberships.user_id))
    .where(and(eq(schoolMemberships.school_id, schoolId), eq(schoolMemberships.support_plan_permission, 'ipp_cordinator'), isNull(users.deactivated_at)))
    .orderBy(asc(users.id));
}

/** Whether the district writes in French (its e-mails and the words of a comparison). */
export async function districtFrancophone(db: Database, districtId: number): Promise<boolean> {
  const [row] = await db.select({ francophone: districts.francophone }).from(districts).where(eq(districts.id, districtId)).limit(1);
  return row?.francophone ?? false;
}
