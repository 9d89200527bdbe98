import { and, count, desc, eq, gte, like, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditEvents, users, type Database } from '@ss/db';

export type AuditEvent = typeof auditEvents.$inferInsert;

/** Appends one audit event. The table refuses updates and deletes. */
export async function recordAudit(db: Database, event: AuditEvent) {
  await db.insert(auditEvents).values(event);
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

/** Newest first. A user filter matches the acting or the real user. */
export async function listAudit(db: Database, f: AuditFilter) {
  const where = and(
    f.districtId !== undefined ? eq(auditEvents.district_id, f.districtId) : undefined,
    f.action ? like(auditEvents.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
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
