/**
 * The system statistics overview (spec section 2; issue 22, section 3): what every district holds and does, for
 * super admins. Counts are of live rows (deactivated users, deleted students and cancelled meetings left out);
 * the trends are the last 12 calendar months (UTC), each month's meetings held, actions created, supports given
 * (by start) and sign-ins.
 */
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { actions, auditEvents, boards, districts, meetings, schools, sentEmails, students, studentSupports, supportPlans, users, type Database } from '@ss/db';
import { countLiveSessions } from './sessions.repository.ts';
import { rowsOf } from './raw-rows.ts';

const DAY = 24 * 3_600_000;

export interface MonthTrend {
  month: string;
  meetings_held: number;
  actions_created: number;
  supports_given: number;
  sign_ins: number;
}

/** The first day of each of the last 12 months, oldest first, as yyyy-mm. */
export function lastMonths(now: Date, n = 12): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

async function monthTrends(db: Database, now: Date): Promise<MonthTrend[]> {
  const months = lastMonths(now);
  const from = `${months[0]}-01`;
  const rows = rowsOf<{ month: string; what: string; n: number }>(
    await db.execute(sql`
      select to_char(date_trunc('month', finished_at at time zone 'UTC'), 'YYYY-MM') as month, 'meetings_held' as what, count(*)::int as n
        from ${meetings} where status = 'finished' and finished_at >= ${from}::date group by 1
      union all
      select to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM'), 'actions_created', count(*)::int
        from ${actions} where created_at >= ${from}::date group by 1
      union all
      select to_char(date_trunc('month', start_date), 'YYYY-MM'), 'supports_given', count(*)::int
        from ${studentSupports} where start_date >= ${from}::date group by 1
      union all
      select to_char(date_trunc('month', occurred_at at time zone 'UTC'), 'YYYY-MM'), 'sign_ins', count(*)::int
        from ${auditEvents} where action = 'auth.sign_in' and outcome = 'success' and occurred_at >= ${from}::date group by 1`),
  );
  return months.map((month) => {
    const of = (what: string) => rows.find((r) => r.month === month && r.what === what)?.n ?? 0;
    return { month, meetings_held: of('meetings_held'), actions_created: of('actions_created'), supports_given: of('supports_given'), sign_ins: of('sign_ins') };
  });
}

export async function systemStatistics(db: Database, now: Date, idleMs: number) {
  const weekAgo = new Date(now.getTime() - 7 * DAY);
  const monthAgo = new Date(now.getTime() - 30 * DAY);
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [d, schoolRows, u, signIns, activeUsers, activeSessions, st, b, held, a, given, plans, emails, trends] = await Promise.all([
    db.select({ n: count() }).from(districts),
    db.select({ status: schools.status, n: count() }).from(schools).groupBy(schools.status),
    db.select({ n: count() }).from(users).where(isNull(users.deactivated_at)),
    db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in'), eq(auditEvents.outcome, 'success'), gt(auditEvents.occurred_at, weekAgo))),
    db
      .select({ n: sql<number>`count(distinct ${auditEvents.actor_user_id})::int` })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'auth.sign_in'), eq(auditEvents.outcome, 'success'), gt(auditEvents.occurred_at, monthAgo))),
    countLiveSessions(db, now, idleMs),
    db
      .select({ n: count() })
      .from(students)
      .where(and(isNull(students.deleted_at), eq(students.status, 'active'))),
    db.select({ n: count() }).from(boards),
    db.select({ n: count() }).from(meetings).where(eq(meetings.status, 'finished')),
    db.select({ n: count() }).from(actions),
    db.select({ n: count() }).from(studentSupports),
    db.select({ n: count() }).from(supportPlans),
    db.select({ n: count() }).from(sentEmails).where(eq(sentEmails.status, 'sent')),
    monthTrends(db, now),
  ]);
  const bySchoolStatus = (status: string) => schoolRows.find((r) => r.status === status)?.n ?? 0;
  return {
    districts: n(d),
    schools: schoolRows.reduce((sum, r) => sum + r.n, 0),
    schools_by_status: { good: bySchoolStatus('good'), payment_pending: bySchoolStatus('payment_pending'), account_suspended: bySchoolStatus('account_suspended') },
    users: n(u),
    users_active_last_30_days: n(activeUsers),
    active_sessions: activeSessions,
    sign_ins_last_7_days: n(signIns),
    students: n(st),
    boards: n(b),
    meetings_held: n(held),
    actions: n(a),
    supports_given: n(given),
    support_plans: n(plans),
    emails_sent: n(emails),
    trends,
  };
}
