/**
 * Actions (issue 10, section 4): the only code that reads and writes the actions table. Every read
 * goes through `visibleActions` (the actor's scope, or being responsible; suspended schools hidden
 * from all but super admins), so a list and a single read always agree.
 */
import { and, asc, count, desc, eq, gte, lte, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { actionCounts, actions, districtMemberships, meetingNotes, meetings, schoolMemberships, schools, students, users, type Database } from '@ss/db';
import { ACTION_STATUSES, type ActionSort, type ActionStatus } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { inIds } from './id-list.ts';

export type ActionRow = typeof actions.$inferSelect;

/** Who reads: their scope and their id (the responsible person always sees their actions). */
export interface ActionViewer {
  scope: TenantScope;
  userId: number;
}

// The suspended schools are read once per statement (an init plan), not joined to every row.
const notSuspended = sql`${actions.school_id} <> all(array(select s.id from ${schools} s where s.status = 'account_suspended'))`;

export function visibleActions(v: ActionViewer, within: { districtId?: number; schoolId?: number } = {}): SQL | undefined {
  const { scope } = v;
  if (scope.all) return undefined;
  // A list already kept to a district or school the scope holds whole: every action there is visible
  // (and the list's index answers without reading the rows for the responsible person).
  const covered =
    (within.districtId !== undefined && scope.wholeDistrictIds.includes(within.districtId)) || (within.schoolId !== undefined && scope.schoolIds.includes(within.schoolId));
  if (covered) return notSuspended;
  const parts: SQL[] = [eq(actions.responsible_id, v.userId)];
  if (scope.wholeDistrictIds.length) parts.push(inIds(actions.district_id, scope.wholeDistrictIds));
  if (scope.schoolIds.length) parts.push(inIds(actions.school_id, scope.schoolIds));
  return and(or(...parts), notSuspended);
}

export interface ActionFilter {
  districtId?: number;
  schoolId?: number;
  studentId?: number;
  responsibleId?: number;
  meetingId?: number;
  statuses?: ActionStatus[];
  from?: string;
  to?: string;
}

function whereOf(v: ActionViewer, f: ActionFilter): SQL | undefined {
  return and(
    visibleActions(v, f),
    f.districtId !== undefined ? eq(actions.district_id, f.districtId) : undefined,
    f.schoolId !== undefined ? eq(actions.school_id, f.schoolId) : undefined,
    f.studentId !== undefined ? eq(actions.student_id, f.studentId) : undefined,
    f.responsibleId !== undefined ? eq(actions.responsible_id, f.responsibleId) : undefined,
    f.meetingId !== undefined ? eq(actions.meeting_id, f.meetingId) : undefined,
    // One status is an equality, so a prepared statement's generic plan still reads the list index in order.
    f.statuses?.length === 1 ? eq(actions.status, f.statuses[0]!) : f.statuses?.length ? sql`${actions.status} = any(${sql.param([...f.statuses])}::text[])` : undefined,
    f.from ? gte(actions.completion_date, f.from) : undefined,
    f.to ? lte(actions.completion_date, f.to) : undefined,
  );
}

const responsible = alias(users, 'responsible');
const noteStudent = alias(students, 'note_student');

/** The columns a list row shows: the action and the names beside it (its meeting and note too). */
const LIST_FIELDS = {
  action: actions,
  responsible_first: responsible.first_name,
  responsible_last: responsible.last_name,
  student_first: students.first_name,
  student_last: students.last_name,
  school_name: schools.name,
  meeting_descriptor: meetings.descriptor,
  meeting_starts_at: meetings.starts_at,
  /** The meeting's zone (its school's, else its district's): its day is the day there. */
  meeting_time_zone: sql<
    string | null
  >`(select coalesce(mz_s.time_zone, mz_d.time_zone) from districts mz_d left join schools mz_s on mz_s.id = ${meetings.school_id} where mz_d.id = ${meetings.district_id})`,
  note_id: meetingNotes.id,
  note_student_first: noteStudent.first_name,
  note_student_last: noteStudent.last_name,
};
/**
 * The same row, its names read by one small subquery each instead of six joins: a page is 20 actions, and
 * PostgreSQL spent 1.7–2 ms planning the joins' order on every request and then, with a small table's
 * statistics stale, merge-joined the meeting notes to all 20,000 students (2.7–7 ms). Subqueries: planning
 * 0.35 ms, executing 0.45 ms on the large district (issue 20, section 3).
 */
const text = (q: SQL) => sql<string | null>`(${q})`;
const NAMED_FIELDS = {
  action: actions,
  responsible_first: sql<string>`(select u.first_name from ${users} u where u.id = ${actions.responsible_id})`,
  responsible_last: sql<string>`(select u.last_name from ${users} u where u.id = ${actions.responsible_id})`,
  student_first: text(sql`select s.first_name from ${students} s where s.id = ${actions.student_id}`),
  student_last: text(sql`select s.last_name from ${students} s where s.id = ${actions.student_id}`),
  school_name: sql<string>`(select sc.name from ${schools} sc where sc.id = ${actions.school_id})`,
  meeting_descriptor: text(sql`select m.descriptor from ${meetings} m where m.id = ${actions.meeting_id}`),
  meeting_starts_at: sql<Date | null>`(select m.starts_at from ${meetings} m where m.id = ${actions.meeting_id})`.mapWith(meetings.starts_at),
  meeting_time_zone: text(
    sql`select coalesce(mz_s.time_zone, mz_d.time_zone) from ${meetings} m join districts mz_d on mz_d.id = m.district_id left join schools mz_s on mz_s.id = m.school_id where m.id = ${actions.meeting_id}`,
  ),
  note_id: sql<number | null>`(select n.id from ${meetingNotes} n where n.id = ${actions.meeting_note_id})`,
  note_student_first: text(sql`select ns.first_name from ${meetingNotes} n join ${students} ns on ns.id = n.student_id where n.id = ${actions.meeting_note_id}`),
  note_student_last: text(sql`select ns.last_name from ${meetingNotes} n join ${students} ns on ns.id = n.student_id where n.id = ${actions.meeting_note_id}`),
};

/** Actions named row by row (NAMED_FIELDS): for a page or a single action, never for sorting by a name. */
function namedQuery(db: Database, where: SQL | undefined) {
  return db.select(NAMED_FIELDS).from(actions).where(where);
}

export type ActionListRow = {
  action: ActionRow;
  responsible_first: string;
  responsible_last: string;
  student_first: string | null;
  student_last: string | null;
  school_name: string;
  meeting_descriptor: string | null;
  meeting_starts_at: Date | null;
  meeting_time_zone: string | null;
  note_id: number | null;
  note_student_first: string | null;
  note_student_last: string | null;
};

type SortParam = ActionSort | `-${ActionSort}`;
/** Sorts by a column of the action itself: the page is taken from actions alone, then named. */
const OWN_SORTS: readonly ActionSort[] = ['completion_date', 'actual_date', 'name', 'status', 'created_at'];

function orderOf(sort: SortParam): SQL[] {
  const descending = sort.startsWith('-');
  const key = (descending ? sort.slice(1) : sort) as ActionSort;
  const dir = (c: SQL | AnyColumn) => (descending ? desc(c) : asc(c));
  const nullsLast = (c: SQL | AnyColumn) => (descending ? sql`${c} desc nulls last` : sql`${c} asc nulls last`);
  const cols: Record<ActionSort, SQL[]> = {
    completion_date: [dir(actions.completion_date)],
    actual_date: [nullsLast(actions.actual_date)],
    name: [dir(sql`lower(${actions.name})`)],
    status: [dir(sql`array_position(array['incomplete','in_progress','complete','abandoned']::text[], ${actions.status})`)],
    responsible: [dir(sql`lower(${responsible.last_name})`), dir(sql`lower(${responsible.first_name})`)],
    student: [nullsLast(students.sort_last_name), dir(students.sort_first_name)],
    school: [dir(sql`lower(${schools.name})`)],
    created_at: [dir(actions.created_at)],
  };
  // Ties keep one order from page to page: by id, the last key of the lists' indexes.
  return [...cols[key], dir(actions.id)];
}

function listQuery(db: Database, where: SQL | undefined) {
  return db
    .select(LIST_FIELDS)
    .from(actions)
    .innerJoin(responsible, eq(responsible.id, actions.responsible_id))
    .innerJoin(schools, eq(schools.id, actions.school_id))
    .leftJoin(students, eq(students.id, actions.student_id))
    .leftJoin(meetings, eq(meetings.id, actions.meeting_id))
    .leftJoin(meetingNotes, eq(meetingNotes.id, actions.meeting_note_id))
    .leftJoin(noteStudent, eq(noteStudent.id, meetingNotes.student_id))
    .where(where);
}

/**
 * A page of actions and the total. Sorted by a column of its own, the page's ids are taken from the
 * actions alone (an index range and a top-N sort over the filtered rows), and only those 20 are joined
 * to their names: joining every open action of a district before sorting cost ~50 ms on 50,000 actions.
 */
export async function listActions(
  db: Database,
  v: ActionViewer,
  f: ActionFilter,
  page: { sort: SortParam; limit: number; offset: number },
): Promise<{ count: number; rows: ActionListRow[] }> {
  const n = await countActions(db, v, f);
  if (n === 0 || page.offset >= n) return { count: n, rows: [] };
  return { count: n, rows: await pageOf(db, v, f, page) };
}

/**
 * The page's ids in expected-date order, one index range per status: every list index is (place, status,
 * completion_date, id), so each branch reads at most offset + limit entries in order and PostgreSQL merges
 * them, instead of sorting every open action of the place (0.1 ms against 7 ms for a district's first pages).
 * A subquery of the page's own statement (one round trip, not two).
 */
function idsByDate(v: ActionViewer, f: ActionFilter, page: { sort: SortParam; limit: number; offset: number }): SQL {
  const dir = sql.raw(page.sort.startsWith('-') ? 'desc' : 'asc');
  const branches = (f.statuses?.length ? f.statuses : ACTION_STATUSES).map(
    (status) =>
      sql`(select ${actions.id} as id, ${actions.completion_date} as due from ${actions} where ${whereOf(v, { ...f, statuses: [status] })}
        order by ${actions.completion_date} ${dir}, ${actions.id} ${dir} limit ${page.offset + page.limit})`,
  );
  return sql`select id from (${sql.join(branches, sql` union all `)}) u order by due ${dir}, id ${dir} limit ${page.limit} offset ${page.offset}`;
}

async function pageOf(db: Database, v: ActionViewer, f: ActionFilter, page: { sort: SortParam; limit: number; offset: number }): Promise<ActionListRow[]> {
  const key = (page.sort.startsWith('-') ? page.sort.slice(1) : page.sort) as ActionSort;
  if (key === 'completion_date') {
    return namedQuery(db, sql`${actions.id} in (${idsByDate(v, f, page)})`).orderBy(...orderOf(page.sort));
  }
  const where = whereOf(v, f);
  if (!OWN_SORTS.includes(key))
    return listQuery(db, where)
      .orderBy(...orderOf(page.sort))
      .limit(page.limit)
      .offset(page.offset);
  const ids = db
    .select({ id: actions.id })
    .from(actions)
    .where(where)
    .orderBy(...orderOf(page.sort))
    .limit(page.limit)
    .offset(page.offset);
  return namedQuery(db, sql`${actions.id} in (${ids})`).orderBy(...orderOf(page.sort));
}

/** The filtered actions in list order, a window at a time (the CSV export). */
export async function* actionWindows(db: Database, v: ActionViewer, f: ActionFilter, sort: SortParam, size: number): AsyncGenerator<ActionListRow[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await pageOf(db, v, f, { sort, limit: size, offset });
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}

export async function countActions(db: Database, v: ActionViewer, f: ActionFilter): Promise<number> {
  const counted = await countedActions(db, v, f);
  if (counted !== null) return counted;
  const [total] = await db.select({ n: count() }).from(actions).where(whereOf(v, f));
  return total?.n ?? 0;
}

/**
 * A district's or school's actions by status, counted from `action_counts` (a few hundred rows) instead
 * of the actions themselves (30,000 index entries for a large district's open ones): when the list is
 * filtered by nothing else and the viewer sees every action there. Null otherwise (the caller counts).
 */
async function countedActions(db: Database, v: ActionViewer, f: ActionFilter): Promise<number | null> {
  if (f.studentId !== undefined || f.responsibleId !== undefined || f.meetingId !== undefined || f.from || f.to) return null;
  if ((f.districtId === undefined) === (f.schoolId === undefined)) return null;
  const { scope } = v;
  const covered = scope.all || (f.districtId !== undefined ? scope.wholeDistrictIds.includes(f.districtId) : scope.schoolIds.includes(f.schoolId!));
  if (!covered) return null;
  const [total] = await db
    .select({ n: sql<string | null>`sum(${actionCounts.n})` })
    .from(actionCounts)
    .where(
      and(
        f.districtId !== undefined ? eq(actionCounts.district_id, f.districtId) : eq(actionCounts.school_id, f.schoolId!),
        f.statuses?.length ? sql`${actionCounts.status} = any(${sql.param([...f.statuses])}::text[])` : undefined,
        // The suspended schools' actions are hidden from all but super admins (as in visibleActions).
        scope.all ? undefined : sql`${actionCounts.school_id} <> all(array(select s.id from ${schools} s where s.status = 'account_suspended'))`,
      ),
    );
  return Number(total?.n ?? 0);
}

/** One action the viewer may see, with its names; null otherwise. */
export async function findVisibleAction(db: Database, v: ActionViewer, id: number): Promise<ActionListRow | null> {
  const [row] = await namedQuery(db, and(eq(actions.id, id), visibleActions(v))).limit(1);
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

/** A meeting note with its meeting's id (an action's link is checked against it). */
export async function findMeetingNote(db: Database, id: number): Promise<{ id: number; meeting_id: number; student_id: number | null } | null> {
  const [row] = await db
    .select({ id: meetingNotes.id, meeting_id: meetingNotes.meeting_id, student_id: meetingNotes.student_id })
    .from(meetingNotes)
    .where(eq(meetingNotes.id, id))
    .limit(1);
  return row ?? null;
}

// A meeting's actions (its recap) and a student's open ones (the run page's panel) -----------------

const fullName = (t: { first_name: unknown; last_name: unknown }) => sql<string>`${t.first_name} || ' ' || ${t.last_name}`;

/** The actions agreed in the meeting: who does what by when. */
export async function actionsOfMeeting(db: Database, meetingId: number) {
  return db
    .select({
      id: actions.id,
      name: actions.name,
      status: actions.status,
      completion_date: actions.completion_date,
      responsible: fullName(users),
      student: sql<string | null>`case when ${students.id} is null then null else ${students.first_name} || ' ' || ${students.last_name} end`,
    })
    .from(actions)
    .innerJoin(users, eq(users.id, actions.responsible_id))
    .leftJoin(students, eq(students.id, actions.student_id))
    .where(eq(actions.meeting_id, meetingId))
    .orderBy(asc(actions.completion_date), asc(actions.id));
}

export async function openActionsOf(db: Database, studentId: number) {
  return db
    .select({
      id: actions.id,
      name: actions.name,
      status: actions.status,
      completion_date: actions.completion_date,
      responsible_name: fullName(users),
      meeting_id: actions.meeting_id,
    })
    .from(actions)
    .innerJoin(users, eq(users.id, actions.responsible_id))
    .where(and(eq(actions.student_id, studentId), sql`${actions.status} in ('incomplete', 'in_progress')`))
    .orderBy(asc(actions.completion_date), asc(actions.id))
    .limit(100);
}
