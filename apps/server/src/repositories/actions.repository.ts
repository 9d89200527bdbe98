/**
 * Actions (issue 10, section 4): the only code that reads and writes the actions table. Every read
 * goes through `visibleActions` (the actor's scope, or being responsible; suspended schools hidden
 * from all but super admins), so a list and a single read always agree.
 */
import { and, asc, count, desc, eq, gte, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actions, districtMemberships, schoolMemberships, schools, students, users, type Database } from '@ss/db';
import type { ActionSort, ActionStatus } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { inIds } from './id-list.ts';

export type ActionRow = typeof actions.$inferSelect;

/** Who reads: their scope and their id (the responsible person always sees their actions). */
export interface ActionViewer {
  scope: TenantScope;
  userId: number;
}

export function visibleActions(v: ActionViewer): SQL | undefined {
  const { scope } = v;
  if (scope.all) return undefined;
  const parts: SQL[] = [eq(actions.responsible_id, v.userId)];
  if (scope.wholeDistrictIds.length) parts.push(inIds(actions.district_id, scope.wholeDistrictIds));
  if (scope.schoolIds.length) parts.push(inIds(actions.school_id, scope.schoolIds));
  return and(or(...parts), sql`not exists (select 1 from ${schools} s where s.id = ${actions.school_id} and s.status = 'account_suspended')`);
}

export interface ActionFilter {
  districtId?: number;
  schoolId?: number;
  studentId?: number;
  responsibleId?: number;
  statuses?: ActionStatus[];
  from?: string;
  to?: string;
}

function whereOf(v: ActionViewer, f: ActionFilter): SQL | undefined {
  return and(
    visibleActions(v),
    f.districtId !== undefined ? eq(actions.district_id, f.districtId) : undefined,
    f.schoolId !== undefined ? eq(actions.school_id, f.schoolId) : undefined,
    f.studentId !== undefined ? eq(actions.student_id, f.studentId) : undefined,
    f.responsibleId !== undefined ? eq(actions.responsible_id, f.responsibleId) : undefined,
    f.statuses?.length ? sql`${actions.status} = any(${sql.param([...f.statuses])}::text[])` : undefined,
    f.from ? gte(actions.completion_date, f.from) : undefined,
    f.to ? lte(actions.completion_date, f.to) : undefined,
  );
}

const responsible = alias(users, 'responsible');

/** The columns a list row shows: the action and the names beside it. */
const LIST_FIELDS = {
  action: actions,
  responsible_first: responsible.first_name,
  responsible_last: responsible.last_name,
  student_first: students.first_name,
  student_last: students.last_name,
  school_name: schools.name,
};
export type ActionListRow = {
  action: ActionRow;
  responsible_first: string;
  responsible_last: string;
  student_first: string | null;
  student_last: string | null;
  school_name: string;
};

function orderOf(sort: ActionSort | `-${ActionSort}`): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as ActionSort;
  const dir = (c: SQL | AnyColumn) => (descending ? desc(c) : asc(c));
  const cols: Record<ActionSort, SQL[]> = {
    completion_date: [dir(actions.completion_date)],
    actual_date: [descending ? sql`${actions.actual_date} desc nulls last` : sql`${actions.actual_date} asc nulls last`],
    name: [dir(sql`lower(${actions.name})`)],
    status: [dir(sql`array_position(array['incomplete','in_progress','complete','abandoned']::text[], ${actions.status})`)],
    responsible: [dir(sql`lower(${responsible.last_name})`), dir(sql`lower(${responsible.first_name})`)],
    student: [descending ? sql`${students.sort_last_name} desc nulls last` : sql`${students.sort_last_name} asc nulls last`, dir(sql`${students.sort_first_name}`)],
    school: [dir(sql`lower(${schools.name})`)],
    created_at: [dir(actions.created_at)],
  };
  // Ties keep one order from page to page.
  return [...cols[key], key === 'completion_date' ? asc(actions.name) : asc(actions.completion_date), descending ? desc(actions.id) : asc(actions.id)];
}

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(LIST_FIELDS)
    .from(actions)
    .innerJoin(responsible, eq(responsible.id, actions.responsible_id))
    .innerJoin(schools, eq(schools.id, actions.school_id))
    .leftJoin(students, eq(students.id, actions.student_id))
    .where(where);
}

export async function listActions(
  db: Database,
  v: ActionViewer,
  f: ActionFilter,
  page: { sort: ActionSort | `-${ActionSort}`; limit: number; offset: number },
): Promise<{ count: number; rows: ActionListRow[] }> {
  const where = whereOf(v, f);
  const [total] = await db.select({ n: count() }).from(actions).where(where);
  const n = total?.n ?? 0;
  if (n === 0 || page.offset >= n) return { count: n, rows: [] };
  const rows = await listQuery(db, where)
    .orderBy(...orderOf(page.sort))
    .limit(page.limit)
    .offset(page.offset);
  return { count: n, rows };
}

/** The filtered actions in list order, a window at a time (the CSV export). */
export async function* actionWindows(db: Database, v: ActionViewer, f: ActionFilter, sort: ActionSort | `-${ActionSort}`, size: number): AsyncGenerator<ActionListRow[]> {
  const where = whereOf(v, f);
  for (let offset = 0; ; offset += size) {
    const rows = await listQuery(db, where)
      .orderBy(...orderOf(sort))
      .limit(size)
      .offset(offset);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

export async function countActions(db: Database, v: ActionViewer, f: ActionFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(actions).where(whereOf(v, f));
  return total?.n ?? 0;
}

/** One action the viewer may see, with its names; null otherwise. */
export async function findVisibleAction(db: Database, v: ActionViewer, id: number): Promise<ActionListRow | null> {
  const [row] = await listQuery(db, and(eq(actions.id, id), visibleActions(v))).limit(1);
  return row ?? null;
}

/** The action row locked for the rest of the transaction, when the viewer may see it. */
export async function lockVisibleAction(db: Database, v: ActionViewer, id: number): Promise<ActionRow | null> {
  const [row] = await db
    .select()
    .from(actions)
    .where(and(eq(actions.id, id), visibleActions(v)))
    .for('update', { of: actions })
    .limit(1);
  return row ?? null;
}

export async function insertAction(db: Database, values: typeof actions.$inferInsert): Promise<ActionRow> {
  const [row] = await db.insert(actions).values(values).returning();
  return row!;
}

/** Writes the change and bumps the version when it is still `version`; null when stale. */
export async function updateActionRow(db: Database, id: number, version: number, patch: Partial<typeof actions.$inferInsert>): Promise<ActionRow | null> {
  const [row] = await db
    .update(actions)
    .set({ ...patch, version: sql`${actions.version} + 1`, updated_at: new Date() })
    .where(and(eq(actions.id, id), eq(actions.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteActionRow(db: Database, id: number): Promise<void> {
  await db.delete(actions).where(eq(actions.id, id));
}

/** Active staff of the school, and district-level staff of its district: who may be responsible. */
function eligiblePeople(schoolId: number, districtId: number): SQL {
  return and(
    sql`${users.deactivated_at} is null`,
    or(
      sql`exists (select 1 from ${schoolMemberships} m where m.user_id = ${users.id} and m.school_id = ${schoolId})`,
      sql`(${users.district_level} and exists (select 1 from ${districtMemberships} d where d.user_id = ${users.id} and d.district_id = ${districtId}))`,
    ),
  )!;
}

export async function isEligibleResponsible(db: Database, userId: number, at: { schoolId: number; districtId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eligiblePeople(at.schoolId, at.districtId)))
    .limit(1);
  return !!row;
}

export async function eligibleResponsibles(db: Database, at: { schoolId: number; districtId: number }) {
  return db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(users)
    .where(eligiblePeople(at.schoolId, at.districtId))
    .orderBy(asc(sql`lower(${users.last_name})`), asc(sql`lower(${users.first_name})`), asc(users.id))
    .limit(1000);
}

/** A student of this school, not deleted: the only students an action of the school may name. */
export async function isStudentOfSchool(db: Database, studentId: number, schoolId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.id, studentId), eq(students.school_id, schoolId), sql`${students.deleted_at} is null`, sql`${students.status} <> 'deleted'`))
    .limit(1);
  return !!row;
}
