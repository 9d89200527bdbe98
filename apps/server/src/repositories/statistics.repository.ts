import { and, count, eq, gt, isNull } from 'drizzle-orm';
import { auditEvents, districts, schools, users, type Database } from '@ss/db';
import { countLiveSessions } from './sessions.repository.ts';

export async function systemStatistics(db: Database, now: Date, idleMs: number) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3_600_000);
  const [[d], [s], [u], [signIns], activeSessions] = await Promise.all([
    db.select({ n: count() }).from(districts),
    db.select({ n: count() }).from(schools),
    db.select({ n: count() }).from(users).where(isNull(users.deactivated_at)),
    db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in'), eq(auditEvents.outcome, 'success'), gt(auditEvents.occurred_at, weekAgo))),
    countLiveSessions(db, now, idleMs),
  ]);
  return {
    districts: d?.n ?? 0,
    schools: s?.n ?? 0,
    users: u?.n ?? 0,
    active_sessions: activeSessions,
    sign_ins_last_7_days: signIns?.n ?? 0,
  };
}
