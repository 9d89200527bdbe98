import { and, count, desc, eq, gte, inArray, like, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { AuditAction } from '@ss/domain';
import { auditEvents, auditEventStudents, districtMemberships, districts, schoolMemberships, schools, studentDataDefinitions, students, users, type Database } from '@ss/db';
import { rowsOf } from './raw-rows.ts';

/** One audit row; its action is one of the codes the log names (AUDIT_ACTIONS). */
export type AuditEvent = Omit<typeof auditEvents.$inferInsert, 'action'> & { action: AuditAction };

/**
 * Appends one audit event. The table refuses updates and deletes. With a channel, the same
 * statement notifies it with the row's ids (id, action, district, school, target): nothing
 * else of the row, so no name or note reaches a channel any database session may listen to.
 * Only services/emit.ts calls it (ESLint refuses it elsewhere).
 */
export async function recordAudit(db: Database, event: AuditEvent, notifyChannel?: string, studentIds: readonly number[] = []) {
  const insert = db.insert(auditEvents).values(event).returning({ id: auditEvents.id, occurred_at: auditEvents.occurred_at, actor_user_id: auditEvents.actor_user_id });
  // The access record's index rows go in the same statement: the event and its students commit together.
  const index = studentIds.length
    ? sql`, s as (insert into ${auditEventStudents} (student_id, event_id, occurred_at, actor_user_id)
        select unnest(${`{${studentIds.join(',')}}`}::int[]), e.id, e.occurred_at, e.actor_user_id from e on conflict do nothing)`
    : sql``;
  const notify = notifyChannel
    ? sql`pg_notify(${notifyChannel}, json_build_object('id', e.id, 'type', ${event.action}::text,
      'district_id', ${event.district_id ?? null}::int, 'school_id', ${event.school_id ?? null}::int,
      'target', ${event.target_type ? sql`json_build_object('type', ${event.target_type}::text, 'id', ${event.target_id ?? null}::text)` : sql`null`})::text)`
    : sql`e.id`;
  if (!notifyChannel && !studentIds.length) {
    await insert;
    return;
  }
  await db.execute(sql`with e as ${insert}${index} select ${notify} from e`);
}

export interface AuditFilter {
  districtId?: number;
  action?: string;
  outcome?: 'success' | 'failure';
  userId?: number;
  from?: Date;
  to?: Date;
  limit?: number;
  offset: number;
}

const actorUser = alias(users, 'actor_user');
const realUser = alias(users, 'real_user');

/** `action` is one prefix or several separated by commas (a kind of the log: `student.,students.`); codes hold no comma. */
function actionPrefixes(action: string | undefined): SQL | undefined {
  const prefixes = (action ?? '').split(',').filter(Boolean);
  return or(...prefixes.map((p) => like(auditEvents.action, `${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
}

/** Newest first. A user filter matches the acting or the real user. An `action` filter matches codes starting with one of its prefixes. */
export async function listAudit(db: Database, f: AuditFilter) {
  const where = and(
    f.districtId !== undefined ? eq(auditEvents.district_id, f.districtId) : undefined,
    actionPrefixes(f.action),
    f.outcome ? eq(auditEvents.outcome, f.outcome) : undefined,
    f.userId !== undefined ? or(eq(auditEvents.actor_user_id, f.userId), eq(auditEvents.real_actor_user_id, f.userId)) : undefined,
    f.from ? gte(auditEvents.occurred_at, f.from) : undefined,
    f.to ? lt(auditEvents.occurred_at, f.to) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(auditEvents).where(where);
  const base = db
    .select({
      event: auditEvents,
      actor_first: actorUser.first_name,
      actor_last: actorUser.last_name,
      real_first: realUser.first_name,
      real_last: realUser.last_name,
    })
    .from(auditEvents)
    .leftJoin(actorUser, eq(actorUser.id, auditEvents.actor_user_id))
    .leftJoin(realUser, eq(realUser.id, auditEvents.real_actor_user_id))
    .where(where)
    .orderBy(desc(auditEvents.occurred_at), desc(auditEvents.id))
    .offset(f.offset);
  const rows = f.limit === undefined ? await base : await base.limit(f.limit);
  return { count: total?.n ?? 0, rows };
}

export interface AuditTargetRef {
  type: string | null;
  id: string | null;
}

const targetKey = (type: string, id: number | string) => `${type}:${id}`;

/**
 * The names of a page's audit targets (students, schools, districts, staff, student data measures),
 * in one statement. A reader who sees one district (`districtId`) gets names from that district
 * only; deleted students are never read back, so theirs stay unnamed. Keyed `type:id`.
 */
export async function auditTargetNames(db: Database, refs: AuditTargetRef[], districtId?: number): Promise<Map<string, string>> {
  const idsOf = (type: string) => [...new Set(refs.filter((r) => r.type === type && r.id !== null && /^\d{1,9}$/.test(r.id)).map((r) => Number(r.id)))];
  const within = (column: AnyPgColumn) => (districtId === undefined ? undefined : eq(column, districtId));
  const part = (type: string, table: PgTable, id: AnyPgColumn, label: SQL, where: SQL | undefined) =>
    sql`select ${type}::text as type, ${id} as id, ${label} as label from ${table} where ${where}`;
  const parts: SQL[] = [];
  const studentIds = idsOf('student');
  if (studentIds.length) {
    const where = and(inArray(students.id, studentIds), ne(students.status, 'deleted'), within(students.district_id));
    parts.push(part('student', students, students.id, sql`${students.first_name} || ' ' || ${students.last_name}`, where));
  }
  const schoolIds = idsOf('school');
  if (schoolIds.length) parts.push(part('school', schools, schools.id, sql`${schools.name}`, and(inArray(schools.id, schoolIds), within(schools.district_id))));
  const districtIds = idsOf('district');
  if (districtIds.length) parts.push(part('district', districts, districts.id, sql`${districts.name}`, and(inArray(districts.id, districtIds), within(districts.id))));
  const definitionIds = idsOf('student_data_definition');
  if (definitionIds.length) {
    const where = and(inArray(studentDataDefinitions.id, definitionIds), within(studentDataDefinitions.district_id));
    parts.push(part('student_data_definition', studentDataDefinitions, studentDataDefinitions.id, sql`${studentDataDefinitions.name}`, where));
  }
  const userIds = idsOf('user');
  if (userIds.length) {
    // Staff of the reader's district: a district membership, or a membership in one of its schools.
    const member =
      districtId === undefined
        ? undefined
        : or(
            inArray(users.id, db.select({ id: districtMemberships.user_id }).from(districtMemberships).where(eq(districtMemberships.district_id, districtId))),
            inArray(
              users.id,
              db
                .select({ id: schoolMemberships.user_id })
                .from(schoolMemberships)
                .innerJoin(schools, eq(schools.id, schoolMemberships.school_id))
                .where(eq(schools.district_id, districtId)),
            ),
          );
    parts.push(part('user', users, users.id, sql`${users.first_name} || ' ' || ${users.last_name}`, and(inArray(users.id, userIds), member)));
  }
  if (!parts.length) return new Map();
  const rows = rowsOf<{ type: string; id: number; label: string }>(await db.execute(sql.join(parts, sql` union all `)));
  return new Map(rows.map((r) => [targetKey(r.type, r.id), r.label]));
}

export const auditTargetKey = (type: string | null, id: string | null) => (type === null || id === null ? null : targetKey(type, id));
