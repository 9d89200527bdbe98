/**
 * Early-warning rules and flags (issue 22, section 2): the only code that reads and writes their tables.
 *
 * The job's reads are set-based: one statement per rule over a list of students (or the whole district), each
 * answering the students the rule holds for with what it found (`Hit`); `writeFlags` then opens, refreshes and
 * closes the flags of those students in one statement. The flag lists read students through the actor's scope.
 */
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { earlyWarningFlags, earlyWarningRules, studentDataDefinitions, type Database } from '@ss/db';
import type { EarlyWarningKind, FilterOperator, TFlagReason, TFlagSummary } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { dataPredicate } from './advanced-search.repository.ts';
import { rowsOf } from './raw-rows.ts';
import { visibleStudents } from './student-scope.ts';

export type RuleRow = typeof earlyWarningRules.$inferSelect;
export type RuleWithCount = RuleRow & { open_flags: number };

// Rules ------------------------------------------------------------------------

const openCount = sql<number>`(select count(*)::int from ${earlyWarningFlags} f where f.rule_id = "early_warning_rules"."id" and f.closed_at is null)`;

export async function listRules(db: Database, districtId: number): Promise<RuleWithCount[]> {
  const rows = await db
    .select({ rule: earlyWarningRules, open: openCount })
    .from(earlyWarningRules)
    .where(eq(earlyWarningRules.district_id, districtId))
    .orderBy(asc(earlyWarningRules.id));
  return rows.map((r) => ({ ...r.rule, open_flags: Number(r.open) }));
}

export async function findRule(db: Database, id: number): Promise<RuleWithCount | null> {
  const [row] = await db.select({ rule: earlyWarningRules, open: openCount }).from(earlyWarningRules).where(eq(earlyWarningRules.id, id)).limit(1);
  return row ? { ...row.rule, open_flags: Number(row.open) } : null;
}

export async function countRules(db: Database, districtId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(earlyWarningRules)
    .where(eq(earlyWarningRules.district_id, districtId));
  return Number(row?.n ?? 0);
}

export async function insertRule(db: Database, values: typeof earlyWarningRules.$inferInsert): Promise<RuleRow> {
  const [row] = await db.insert(earlyWarningRules).values(values).returning();
  return row!;
}

/** The new row, or null when the version is stale. */
export async function updateRule(db: Database, id: number, version: number, patch: Partial<typeof earlyWarningRules.$inferInsert>): Promise<RuleRow | null> {
  const [row] = await db
    .update(earlyWarningRules)
    .set({ ...patch, version: sql`${earlyWarningRules.version} + 1`, updated_at: new Date() })
    .where(and(eq(earlyWarningRules.id, id), eq(earlyWarningRules.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteRule(db: Database, id: number): Promise<void> {
  await db.delete(earlyWarningRules).where(eq(earlyWarningRules.id, id));
}

/** A measure of the district (for a rule's parameters): its own or one of its schools'. */
export async function measureOfDistrict(db: Database, districtId: number, definitionId: number) {
  const [row] = await db
    .select({
      id: studentDataDefinitions.id,
      name: studentDataDefinitions.name,
      result_type: studentDataDefinitions.result_type,
      data_type: studentDataDefinitions.data_type,
      labels: studentDataDefinitions.labels,
      active: studentDataDefinitions.active,
    })
    .from(studentDataDefinitions)
    .where(and(eq(studentDataDefinitions.id, definitionId), eq(studentDataDefinitions.district_id, districtId)))
    .limit(1);
  return row ?? null;
}

// Flags as pages read them --------------------------------------------------------

export interface FlagRow {
  id: number;
  rule_id: number;
  kind: EarlyWarningKind;
  name_en: string;
  name_fr: string;
  reason: TFlagReason;
  school_id: number;
  district_id: number;
  student_id: number;
  first_name: string;
  last_name: string;
  grade: string | null;
  opened_at: Date | string;
  acknowledged_at: Date | string | null;
  acknowledged_by: number | null;
  acknowledged_by_name: string | null;
  comment: string | null;
}

function flagsWhere(scope: TenantScope, where: SQL): SQL {
  return sql`select f.id, f.rule_id, r.kind, r.name_en, r.name_fr, f.reason, f.school_id, f.district_id, f.student_id,
      "students"."first_name", "students"."last_name", "students"."grade", f.opened_at, f.acknowledged_at, f.acknowledged_by,
      case when u.id is null then null else u.first_name || ' ' || u.last_name end as acknowledged_by_name, f.comment
    from early_warning_flags f
    join early_warning_rules r on r.id = f.rule_id and r.active
    join students on "students"."id" = f.student_id
    left join users u on u.id = f.acknowledged_by
    where f.closed_at is null and ${where} and ${visibleStudents(scope)}
    order by "students"."sort_last_name", "students"."sort_first_name", "students"."id", f.id`;
}

/** The open flags of a school's students the scope holds. */
export async function openFlagsOfSchool(db: Database, scope: TenantScope, schoolId: number): Promise<FlagRow[]> {
  return rowsOf<FlagRow>(await db.execute(flagsWhere(scope, sql`f.school_id = ${schoolId}`)));
}

export async function openFlagsOfStudent(db: Database, scope: TenantScope, studentId: number): Promise<FlagRow[]> {
  return rowsOf<FlagRow>(await db.execute(flagsWhere(scope, sql`f.student_id = ${studentId}`)));
}

/** One open flag of a student the scope holds; null otherwise (gone, closed, or out of scope). */
export async function findOpenFlag(db: Database, scope: TenantScope, id: number): Promise<FlagRow | null> {
  return rowsOf<FlagRow>(await db.execute(flagsWhere(scope, sql`f.id = ${id}`)))[0] ?? null;
}

/** Acknowledges an open flag; false when it closed meanwhile. */
export async function acknowledgeFlag(db: Database, id: number, userId: number, comment: string): Promise<boolean> {
  const rows = await db
    .update(earlyWarningFlags)
    .set({ acknowledged_at: new Date(), acknowledged_by: userId, comment })
    .where(and(eq(earlyWarningFlags.id, id), sql`${earlyWarningFlags.closed_at} is null`))
    .returning({ id: earlyWarningFlags.id });
  return rows.length > 0;
}

/**
 * The open flags of these students, for their cards: one statement over the open-flag index, whatever the
 * number of cards (a board's read adds it once).
 */
export async function openFlagSummaries(db: Database, studentIds: readonly number[]): Promise<Map<number, TFlagSummary[]>> {
  const out = new Map<number, TFlagSummary[]>();
  if (!studentIds.length) return out;
  const rows = rowsOf<{ student_id: number; flags: TFlagSummary[] }>(
    await db.execute(sql`select f.student_id, json_agg(json_build_object('id', f.id, 'kind', r.kind, 'name_en', r.name_en, 'name_fr', r.name_fr,
        'reason', f.reason, 'acknowledged', f.acknowledged_at is not null) order by f.id) as flags
      from early_warning_flags f join early_warning_rules r on r.id = f.rule_id and r.active
      where f.closed_at is null and f.student_id = any(${sql.param([...studentIds])}::int[])
      group by f.student_id`),
  );
  for (const r of rows) out.set(Number(r.student_id), r.flags);
  return out;
}

// The job's reads and write ----------------------------------------------------------

/** What a rule found for one student. */
export interface Hit {
  student_id: number;
  school_id: number;
  rule_id: number;
  reason: TFlagReason;
}

export async function activeRulesOf(db: Database, districtId: number): Promise<RuleRow[]> {
  return db
    .select()
    .from(earlyWarningRules)
    .where(and(eq(earlyWarningRules.district_id, districtId), eq(earlyWarningRules.active, true)))
    .orderBy(asc(earlyWarningRules.id));
}

/** The districts of these students, each with its students' ids. */
export async function studentsByDistrict(db: Database, ids: readonly number[]): Promise<Map<number, number[]>> {
  const rows = rowsOf<{ district_id: number; ids: number[] }>(
    await db.execute(sql`select district_id, array_agg(id order by id) as ids from students where id = any(${sql.param([...ids])}::int[]) group by district_id`),
  );
  return new Map(rows.map((r) => [Number(r.district_id), r.ids.map(Number)]));
}

export async function districtIdsWithRules(db: Database, kinds: readonly EarlyWarningKind[]): Promise<number[]> {
  const rows = rowsOf<{ district_id: number }>(
    await db.execute(sql`select distinct district_id from early_warning_rules where active and kind = any(${sql.param([...kinds])}::text[]) order by district_id`),
  );
  return rows.map((r) => Number(r.district_id));
}

/** The students a rule looks at: the district's active students, or those of them listed. */
const candidates = (districtId: number, ids: readonly number[] | null): SQL =>
  sql`s.district_id = ${districtId} and s.status = 'active' and s.deleted_at is null${ids ? sql` and s.id = any(${sql.param([...ids])}::int[])` : sql``}`;

type Raw = { student_id: number; school_id: number } & Record<string, unknown>;
const hitsOf = (rows: Raw[], rule: RuleRow, reason: (r: Raw) => TFlagReason): Hit[] =>
  rows.map((r) => ({ student_id: Number(r.student_id), school_id: Number(r.school_id), rule_id: rule.id, reason: reason(r) }));

/** measure_threshold: the student's latest result of the measure (student_data_latest), compared as advanced search compares it. */
export async function measureThresholdHits(
  db: Database,
  districtId: number,
  ids: readonly number[] | null,
  rule: RuleRow,
  p: { definition_id: number; operator: FilterOperator; value: string | number },
): Promise<Hit[]> {
  const def = await measureOfDistrict(db, districtId, p.definition_id);
  if (!def || !def.active) return [];
  const predicate = dataPredicate('l', { definition_id: def.id, operator: p.operator, value: p.value, def: { ...def, labels: def.labels ?? [] } });
  const rows = rowsOf<Raw>(
    await db.execute(sql`select s.id as student_id, s.school_id, coalesce(l.value_option, l.value_number::text) as value
      from students s join student_data_latest l on l.student_id = s.id and l.definition_id = ${def.id}
      where ${candidates(districtId, ids)} and ${predicate}`),
  );
  return hitsOf(rows, rule, (r) => ({ measure: def.name, operator: p.operator, threshold: p.value, value: numberOrText(r.value as string) }));
}

const numberOrText = (v: string | null) => (v !== null && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v);

/** no_progress_data: an active support given with a goal, started at least N weeks ago, and no data point in the last N weeks. */
export async function noProgressDataHits(db: Database, districtId: number, ids: readonly number[] | null, rule: RuleRow, p: { weeks: number }): Promise<Hit[]> {
  const days = p.weeks * 7;
  const rows = rowsOf<Raw>(
    await db.execute(sql`select s.id as student_id, s.school_id, min(g.name) as support, count(*)::int as supports, max(lp.last)::text as last_measured_on
      from students s join student_supports g on g.student_id = s.id
      left join lateral (select max(p.measured_on) as last from student_support_data_points p where p.student_support_id = g.id) lp on true
      where ${candidates(districtId, ids)} and g.end_date is null and g.goal is not null
        and g.start_date <= current_date - ${days}::int and (lp.last is null or lp.last <= current_date - ${days}::int)
      group by s.id, s.school_id`),
  );
  return hitsOf(rows, rule, (r) => ({
    support: r.support as string,
    supports: Number(r.supports),
    weeks: p.weeks,
    last_measured_on: (r.last_measured_on as string | null) ?? null,
  }));
}

/** below_aim_line's reads: each active support with an aim line, and its last N data points (newest first). */
export async function monitoredSupports(db: Database, districtId: number, ids: readonly number[] | null, points: number) {
  const rows = rowsOf<{
    student_id: number;
    school_id: number;
    name: string;
    start_date: string;
    baseline: string;
    goal: string;
    goal_date: string;
    points: { measured_on: string; value: number | string }[];
  }>(
    await db.execute(sql`select s.id as student_id, s.school_id, g.name, g.start_date::text as start_date, g.baseline, g.goal, g.goal_date::text as goal_date,
        coalesce((select json_agg(json_build_object('measured_on', p.measured_on::text, 'value', p.value)) from (
          select measured_on, value from student_support_data_points where student_support_id = g.id order by measured_on desc, id desc limit ${points}) p), '[]'::json) as points
      from students s join student_supports g on g.student_id = s.id
      where ${candidates(districtId, ids)} and g.end_date is null and g.baseline is not null and g.goal is not null and g.goal_date is not null
      order by s.id, g.id`),
  );
  return rows.map((r) => ({
    student_id: Number(r.student_id),
    school_id: Number(r.school_id),
    name: r.name,
    monitored: { start_date: r.start_date, baseline: Number(r.baseline), goal: Number(r.goal), goal_date: r.goal_date },
    points: r.points.map((p) => ({ measured_on: p.measured_on, value: Number(p.value) })),
  }));
}

/**
 * tier_up_twice: the student's moves this school year (from `yearStart`) into a category whose tier ranks higher
 * than the tier of the category it left. A tier's rank is its place among the active items of the district's
 * effective `student-support-tiers` list (the district's own, else the system's), as the reports read it.
 */
export async function tierUpHits(db: Database, districtId: number, ids: readonly number[] | null, rule: RuleRow, yearStart: string, schoolYear: string): Promise<Hit[]> {
  const rows = rowsOf<Raw>(
    await db.execute(sql`with list as (
        select cl.id from config_lists cl where cl.kind = 'student-support-tiers' and cl.school_id is null and (cl.district_id = ${districtId} or cl.district_id is null)
        order by cl.district_id is null limit 1
      ), ranks as (
        select coalesce(ci.root_item_id, ci.id) as tier_key, (row_number() over (order by ci.position, ci.id))::int as rank
        from config_items ci where ci.list_id = (select id from list) and ci.active
      )
      select s.id as student_id, s.school_id, count(*)::int as moves
      from students s join board_moves m on m.student_id = s.id
      join board_categories fc on fc.id = m.from_category_id join ranks rf on rf.tier_key = fc.tier_key
      join board_categories tc on tc.id = m.to_category_id join ranks rt on rt.tier_key = tc.tier_key
      where ${candidates(districtId, ids)} and m.moved_at >= ${yearStart}::date and rt.rank > rf.rank
      group by s.id, s.school_id having count(*) >= 2`),
  );
  return hitsOf(rows, rule, (r) => ({ moves: Number(r.moves), school_year: schoolYear }));
}

/** overdue_actions: M or more of the student's actions neither complete nor abandoned, past their date. */
export async function overdueActionHits(db: Database, districtId: number, ids: readonly number[] | null, rule: RuleRow, p: { count: number }): Promise<Hit[]> {
  const rows = rowsOf<Raw>(
    await db.execute(sql`select s.id as student_id, s.school_id, count(*)::int as overdue
      from students s join actions a on a.student_id = s.id
      where ${candidates(districtId, ids)} and a.status in ('incomplete', 'in_progress') and a.completion_date < current_date
      group by s.id, s.school_id having count(*) >= ${p.count}`),
  );
  return hitsOf(rows, rule, (r) => ({ overdue: Number(r.overdue), count: p.count }));
}

/**
 * Makes the flags of these students (all the district's when `ids` is null) say what the rules found, in one
 * statement: a hit without an open flag opens one; an open flag's reason follows its hit (acknowledged or not);
 * an open flag of an evaluated rule with no hit, or of a rule no longer active, is closed.
 */
export async function writeFlags(
  db: Database,
  districtId: number,
  ids: readonly number[] | null,
  evaluated: readonly number[],
  activeRuleIds: readonly number[],
  hits: readonly Hit[],
): Promise<{ opened: number; closed: number }> {
  const [row] = rowsOf<{ opened: number; closed: number }>(
    await db.execute(sql`with hits as (
        select * from jsonb_to_recordset(${JSON.stringify(hits)}::jsonb) as h(student_id int, school_id int, rule_id int, reason jsonb)
      ), opened as (
        insert into early_warning_flags (district_id, school_id, student_id, rule_id, reason)
        select ${districtId}, h.school_id, h.student_id, h.rule_id, h.reason from hits h
        on conflict (student_id, rule_id) where closed_at is null
        do update set reason = excluded.reason, school_id = excluded.school_id
          where early_warning_flags.reason is distinct from excluded.reason or early_warning_flags.school_id <> excluded.school_id
        returning (xmax = 0) as inserted
      ), closed as (
        update early_warning_flags f set closed_at = now()
        where f.district_id = ${districtId} and f.closed_at is null${ids ? sql` and f.student_id = any(${sql.param([...ids])}::int[])` : sql``}
          and (f.rule_id <> all(${sql.param([...activeRuleIds])}::int[])
            or (f.rule_id = any(${sql.param([...evaluated])}::int[]) and not exists (select 1 from hits h where h.student_id = f.student_id and h.rule_id = f.rule_id)))
        returning 1
      )
      select (select count(*) from opened where inserted)::int as opened, (select count(*) from closed)::int as closed`),
  );
  return { opened: Number(row?.opened ?? 0), closed: Number(row?.closed ?? 0) };
}
