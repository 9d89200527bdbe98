/**
 * A student's access record (issue 24, section 3): the audited events whose index rows
 * (audit_event_students) name the student, newest first. The index is keyed (student, event) and
 * carries each event's time and actor, so the count, the filters and the people are read from one
 * student's range of it; the audit is joined by its primary key for the page's rows only. Only ids,
 * times and codes are read here; the actors' names are joined from users.
 */
import { and, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents, auditEventStudents, supportPlans, users, type Database } from '@ss/db';

export interface AccessLogFilter {
  studentId: number;
  from?: Date;
  to?: Date;
  userId?: number;
  limit?: number;
  offset: number;
}

const actorUser = alias(users, 'actor_user');
const realUser = alias(users, 'real_user');
const x = auditEventStudents;

function whereOf(f: AccessLogFilter): SQL | undefined {
  return and(
    eq(x.student_id, f.studentId),
    f.from ? gte(x.occurred_at, f.from) : undefined,
    f.to ? lt(x.occurred_at, f.to) : undefined,
    f.userId !== undefined ? eq(x.actor_user_id, f.userId) : undefined,
  );
}

export async function countAccessLog(db: Database, f: AccessLogFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(x)
    .where(whereOf(f));
  return row?.n ?? 0;
}

/** One page of the record, newest first (event ids grow with time): the page's ids from the index, then their audit rows. */
export async function listAccessLog(db: Database, f: AccessLogFilter) {
  const ids = db.select({ event_id: x.event_id }).from(x).where(whereOf(f)).orderBy(desc(x.event_id)).offset(f.offset);
  const page = (f.limit === undefined ? ids : ids.limit(f.limit)).as('page');
  return db
    .select({
      id: auditEvents.id,
      occurred_at: auditEvents.occurred_at,
      action: auditEvents.action,
      target_type: auditEvents.target_type,
      target_id: auditEvents.target_id,
      student_id: auditEvents.student_id,
      details: auditEvents.details,
      actor_id: auditEvents.actor_user_id,
      actor_first: actorUser.first_name,
      actor_last: actorUser.last_name,
      real_id: auditEvents.real_actor_user_id,
      real_first: realUser.first_name,
      real_last: realUser.last_name,
    })
    .from(page)
    .innerJoin(auditEvents, eq(auditEvents.id, page.event_id))
    .leftJoin(actorUser, eq(actorUser.id, auditEvents.actor_user_id))
    .leftJoin(realUser, eq(realUser.id, auditEvents.real_actor_user_id))
    .orderBy(desc(auditEvents.id));
}
export type AccessLogRow = Awaited<ReturnType<typeof listAccessLog>>[number];

/** The people who appear in a student's record, for the person filter: ids and names only. */
export async function accessLogPeople(db: Database, studentId: number) {
  const actors = db.selectDistinct({ id: x.actor_user_id }).from(x).where(eq(x.student_id, studentId));
  const rows = await db.select({ id: users.id, first_name: users.first_name, last_name: users.last_name }).from(users).where(inArray(users.id, actors));
  return rows.sort((a, b) => a.last_name.localeCompare(b.last_name) || a.first_name.localeCompare(b.first_name));
}

/** The students of some plans (a bulk export's), once each. */
export async function studentsOfPlans(db: Database, planIds: readonly number[]): Promise<number[]> {
  if (!planIds.length) return [];
  const rows = await db
    .selectDistinct({ id: supportPlans.student_id })
    .from(supportPlans)
    .where(inArray(supportPlans.id, [...planIds]));
  return rows.map((r) => r.id);
}
