/**
 * Support plans and their templates (issue 12): the only queries of their tables. Who may read which plan is
 * decided in services/support-plans (single reads) and, for lists, by `readablePlans` here: the same rule as
 * policies/support-plans.policy.ts `read`, written in SQL.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  schools,
  students,
  studentSupports,
  studentTeachers,
  supportPlanRevisions,
  supportPlans,
  supportPlanSignatures,
  supportPlanTemplates,
  type Database,
  type PlanEdit,
} from '@ss/db';
import { type Actor, districtRole } from '../lib/actor.ts';
import { teachersJsonOf } from './students.repository.ts';

export type TemplateRow = typeof supportPlanTemplates.$inferSelect;
export type TemplateInsert = typeof supportPlanTemplates.$inferInsert;
export type PlanRow = typeof supportPlans.$inferSelect;
type PlanPartName = PlanEdit['part'];
export type PlanInsert = typeof supportPlans.$inferInsert;

// Templates

export async function findTemplate(db: Database, id: number): Promise<TemplateRow | null> {
  const [row] = await db.select().from(supportPlanTemplates).where(eq(supportPlanTemplates.id, id)).limit(1);
  return row ?? null;
}

/** The live templates of a district (school null) or those a school may use (its district's and its own), by name. */
export async function listTemplates(db: Database, at: { districtId: number; schoolId: number | null }, window: { limit?: number; offset: number }) {
  const where = and(
    eq(supportPlanTemplates.district_id, at.districtId),
    isNull(supportPlanTemplates.archived_at),
    at.schoolId === null ? isNull(supportPlanTemplates.school_id) : or(isNull(supportPlanTemplates.school_id), eq(supportPlanTemplates.school_id, at.schoolId)),
  );
  const [total] = await db.select({ n: count() }).from(supportPlanTemplates).where(where);
  let q = db.select().from(supportPlanTemplates).where(where).orderBy(asc(supportPlanTemplates.name), asc(supportPlanTemplates.id)).offset(window.offset).$dynamic();
  if (window.limit !== undefined) q = q.limit(window.limit);
  return { count: total!.n, rows: await q };
}

export async function insertTemplate(db: Database, values: TemplateInsert): Promise<TemplateRow> {
  const [row] = await db.insert(supportPlanTemplates).values(values).returning();
  return row!;
}

/** Writes a change when the version is still the one read; null otherwise. */
export async function updateTemplateRow(db: Database, id: number, version: number, patch: Partial<TemplateInsert>): Promise<TemplateRow | null> {
  const [row] = await db
    .update(supportPlanTemplates)
    .set({ ...patch, version: sql`${supportPlanTemplates.version} + 1`, updated_at: new Date() })
    .where(and(eq(supportPlanTemplates.id, id), eq(supportPlanTemplates.version, version)))
    .returning();
  return row ?? null;
}

/** Whether an active (not deactivated) plan was made from the template. */
export async function templateInUse(db: Database, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportPlans.id })
    .from(supportPlans)
    .where(and(eq(supportPlans.template_id, id), isNull(supportPlans.deactivated_at)))
    .limit(1);
  return !!row;
}

// Plans

/**
 * What a plan's answers read besides the plan: its school and student, the student's teachers, and its latest
 * revision with the signatures recorded on it (issue 12, section 3). One query for a page of plans: the
 * teachers and the count are subqueries the database runs for the rows of the page only; the latest revision
 * is a join on its unique (plan, number).
 */
const planColumns = {
  plan: supportPlans,
  school_name: schools.name,
  school_suspended_at: schools.suspended_at,
  school_plans_enabled: schools.support_plan_enabled,
  first_name: students.first_name,
  last_name: students.last_name,
  teachers: teachersJsonOf(sql`${supportPlans.student_id}`),
  revision_id: supportPlanRevisions.id,
  revision_finalised_at: supportPlanRevisions.finalised_at,
  revision_team_size: supportPlanRevisions.team_size,
  signature_count: sql<number>`(select count(*)::int from ${supportPlanSignatures} sps where sps.revision_id = ${supportPlanRevisions.id})`,
};
const latestRevision = and(eq(supportPlanRevisions.plan_id, supportPlans.id), eq(supportPlanRevisions.number, supportPlans.revision));

/** A plan with what its answers and rules read; null when missing or its student is deleted. */
export async function findPlan(db: Database, id: number) {
  const [row] = await db
    .select(planColumns)
    .from(supportPlans)
    .innerJoin(schools, eq(schools.id, supportPlans.school_id))
    .innerJoin(students, eq(students.id, supportPlans.student_id))
    .leftJoin(supportPlanRevisions, latestRevision)
    .where(and(eq(supportPlans.id, id), isNull(students.deleted_at)))
    .limit(1);
  return row ?? null;
}
export type PlanRead = NonNullable<Awaited<ReturnType<typeof findPlan>>>;

/** Another active plan of the student for the school year. */
export async function activePlanOf(db: Database, studentId: number, schoolYear: string, exceptId?: number): Promise<number | null> {
  const [row] = await db
    .select({ id: supportPlans.id })
    .from(supportPlans)
    .where(
      and(
        eq(supportPlans.student_id, studentId),
        eq(supportPlans.school_year, schoolYear),
        isNull(supportPlans.deactivated_at),
        exceptId !== undefined ? ne(supportPlans.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

export async function insertPlan(db: Database, values: PlanInsert): Promise<PlanRow> {
  const [row] = await db.insert(supportPlans).values(values).returning();
  return row!;
}

export type PlanVersionColumn = 'home_version' | 'assessment_version' | 'goals_version' | 'transition_version';

const PART_OF: Record<PlanVersionColumn, PlanPartName> = {
  home_version: 'home',
  assessment_version: 'specialized_assessment',
  goals_version: 'goal_planning',
  transition_version: 'transition_planning',
};

/**
 * The plan's edit log with this save in it: one entry per part and person (the latest save), written in the
 * same statement as the change so two saves of different parts at once both stay in it.
 */
const loggedEdit = (part: PlanPartName, userId: number | null) =>
  sql`(select coalesce(jsonb_agg(e), '[]'::jsonb) from jsonb_array_elements(${supportPlans.edit_log}) e
    where not (e->>'part' = ${part} and (e->'user_id') = to_jsonb(${userId}::int)))
    || jsonb_build_array(jsonb_build_object('part', ${part}::text, 'user_id', ${userId}::int, 'at', to_jsonb(now())))`;

/** Writes a change of one part when its version is still the one read (and bumps it, and logs who saved it); null otherwise. */
export async function updatePlanPart(db: Database, id: number, column: PlanVersionColumn, version: number, patch: Partial<PlanInsert>): Promise<PlanRow | null> {
  const [row] = await db
    .update(supportPlans)
    .set({ ...patch, [column]: sql`${supportPlans[column]} + 1`, edit_log: loggedEdit(PART_OF[column], patch.updated_by ?? null), updated_at: new Date() })
    .where(and(eq(supportPlans.id, id), eq(supportPlans[column], version), isNull(supportPlans.deactivated_at)))
    .returning();
  return row ?? null;
}

/** Deactivates (a date and the reason) or reactivates (date null: the reason is cleared, the audit keeps it). */
export async function setDeactivation(db: Database, id: number, date: string | null, by: number | null, reason: string | null = null): Promise<PlanRow | null> {
  const [row] = await db
    .update(supportPlans)
    .set({ deactivated_at: date, deactivation_reason: date === null ? null : reason, deactivated_by: by, updated_by: by, updated_at: new Date() })
    .where(and(eq(supportPlans.id, id), date === null ? isNotNull(supportPlans.deactivated_at) : isNull(supportPlans.deactivated_at)))
    .returning();
  return row ?? null;
}

/** Of these ids, the supports given to the student. */
export async function supportsGivenOf(db: Database, studentId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db
    .select({ id: studentSupports.id })
    .from(studentSupports)
    .where(and(eq(studentSupports.student_id, studentId), inArray(studentSupports.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * The plans the actor reads (policy `read`, as SQL): schools with the module on and, but for super admins, not
 * suspended; the whole district for its admins; every plan of the schools where they coordinate or administer
 * plans; the plans of their own students where they are support plan teachers.
 */
export function readablePlans(actor: Actor): SQL {
  const open = and(eq(schools.support_plan_enabled, true), actor.is_super ? undefined : isNull(schools.suspended_at));
  if (actor.is_super) return open!;
  const parts: SQL[] = [];
  if (actor.district && districtRole(actor, actor.district.id) === 'district_admin') parts.push(eq(supportPlans.district_id, actor.district.id));
  const all = actor.schools.filter((s) => s.support_plan_permission === 'ipp_cordinator' || s.support_plan_permission === 'ipp_admin').map((s) => s.id);
  if (all.length) parts.push(inArray(supportPlans.school_id, all));
  const taught = actor.schools.filter((s) => s.support_plan_permission === 'ipp_teacher').map((s) => s.id);
  if (taught.length)
    parts.push(
      and(
        inArray(supportPlans.school_id, taught),
        sql`exists (select 1 from ${studentTeachers} st where st.student_id = ${supportPlans.student_id} and st.user_id = ${actor.id})`,
      )!,
    );
  return parts.length ? and(open, or(...parts))! : sql`false`;
}

export interface PlanFilters {
  districtId?: number;
  schoolId?: number;
  templateId?: number;
  studentId?: number;
  deactivated: boolean;
  /** Plans whose next review falls on or before this date. */
  reviewBy?: string;
}

/** What a table row shows of a plan: none of its parts (a page reads 20 narrow rows, not 20 whole plans). */
const summaryColumns = {
  plan: {
    id: supportPlans.id,
    district_id: supportPlans.district_id,
    school_id: supportPlans.school_id,
    student_id: supportPlans.student_id,
    template_id: supportPlans.template_id,
    template_version: supportPlans.template_version,
    school_year: supportPlans.school_year,
    status: supportPlans.status,
    next_review_date: supportPlans.next_review_date,
    deactivated_at: supportPlans.deactivated_at,
    deactivation_reason: supportPlans.deactivation_reason,
    updated_at: supportPlans.updated_at,
    revision: supportPlans.revision,
  },
  template_name: sql<string>`${supportPlans.template}->>'name'`,
  team_size: sql<number>`jsonb_array_length(${supportPlans.team})`,
  school_name: planColumns.school_name,
  first_name: planColumns.first_name,
  last_name: planColumns.last_name,
  teachers: planColumns.teachers,
  revision_id: planColumns.revision_id,
  revision_finalised_at: planColumns.revision_finalised_at,
  revision_team_size: planColumns.revision_team_size,
  signature_count: planColumns.signature_count,
};
export interface PlanSummaryRead {
  plan: Pick<PlanRow, keyof (typeof summaryColumns)['plan']>;
  template_name: string;
  team_size: number;
  school_name: string;
  first_name: string;
  last_name: string;
  teachers: PlanRead['teachers'];
  revision_id: number | null;
  revision_finalised_at: Date | null;
  revision_team_size: number | null;
  signature_count: number | null;
}

/** A whole plan's row as a table row (the plan's own answer starts with its summary). */
export const summaryOf = (row: PlanRead): PlanSummaryRead => ({ ...row, template_name: row.plan.template.name, team_size: row.plan.team.length });

/**
 * One page of the plans the actor reads, newest change first, with the count. The count does not join the
 * students: it anti-joins the few deleted ones (a partial index), so on a district's active plans it is an
 * index-only scan of `support_plans_district_recent_idx` (migration 0019); the page walks that index in order.
 */
export async function listPlans(db: Database, actor: Actor, f: PlanFilters, window: { limit?: number; offset: number }): Promise<{ count: number; rows: PlanSummaryRead[] }> {
  const where = and(
    readablePlans(actor),
    sql`not exists (select 1 from ${students} ds where ds.id = ${supportPlans.student_id} and ds.deleted_at is not null)`,
    f.deactivated ? isNotNull(supportPlans.deactivated_at) : isNull(supportPlans.deactivated_at),
    f.districtId !== undefined ? eq(supportPlans.district_id, f.districtId) : undefined,
    f.schoolId !== undefined ? eq(supportPlans.school_id, f.schoolId) : undefined,
    f.templateId !== undefined ? eq(supportPlans.template_id, f.templateId) : undefined,
    f.studentId !== undefined ? eq(supportPlans.student_id, f.studentId) : undefined,
    f.reviewBy !== undefined ? lte(supportPlans.next_review_date, f.reviewBy) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(supportPlans).innerJoin(schools, eq(schools.id, supportPlans.school_id)).where(where);
  let q = db
    .select(summaryColumns)
    .from(supportPlans)
    .innerJoin(schools, eq(schools.id, supportPlans.school_id))
    .innerJoin(students, eq(students.id, supportPlans.student_id))
    .leftJoin(supportPlanRevisions, latestRevision)
    .where(where)
    .orderBy(desc(supportPlans.updated_at), desc(supportPlans.id))
    .offset(window.offset)
    .$dynamic();
  if (window.limit !== undefined) q = q.limit(window.limit);
  return { count: total!.n, rows: await q };
}
