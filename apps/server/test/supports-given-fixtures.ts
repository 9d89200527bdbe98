/** What the supports-given tests share: the demo network's supports, a school's tiers, a fresh student, giving a support, and audit rows. */
import { expect } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditEvents, students, studentSupports, supports, type CastMember, type Database } from '@ss/db';
import { studentSearchName, type TConfigList, type TStudentSupport } from '@ss/domain';
import type { ApiClient } from './harness.ts';

export const today = () => new Date().toISOString().slice(0, 10);
export const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
export const daysAhead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** A student of its own, so tests do not meet the demo's supports given. */
export async function freshStudent(db: Database, school: { id: number; district: number }, last: string): Promise<number> {
  const [row] = await db
    .insert(students)
    .values({
      district_id: school.district,
      school_id: school.id,
      first_name: 'Given',
      last_name: last,
      search_name: studentSearchName('Given', last),
      grade: '3',
      gender: 'other',
      student_number: `GIVEN-${last}`,
    })
    .returning({ id: students.id });
  return row!.id;
}

/** An approved support of a network: a district's (level district) or a school's addition (level school). */
export async function networkSupportId(db: Database, where: { district: number } | { school: number }, status: 'approved' | 'pending' = 'approved'): Promise<number> {
  const [row] = await db
    .select({ id: supports.id })
    .from(supports)
    .where(
      and('district' in where ? and(eq(supports.level, 'district'), eq(supports.district_id, where.district)) : eq(supports.school_id, where.school), eq(supports.status, status)),
    )
    .orderBy(supports.id)
    .limit(1);
  return row!.id;
}

/** The school's effective tiers, as the give dialog reads them. */
export async function tiersOf(c: ApiClient, schoolId: number) {
  const res = await c.get<TConfigList>(`/api/v1/config/student-support-tiers/?school=${schoolId}`);
  expect(res.status).toBe(200);
  return res.body.items.filter((i) => i.active);
}

export async function give(c: ApiClient, body: Record<string, unknown>): Promise<TStudentSupport> {
  const res = await c.post<TStudentSupport>('/api/v1/student_supports/', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const givenCount = async (db: Database) => (await db.select({ n: sql<number>`count(*)::int` }).from(studentSupports))[0]!.n;

/** The newest audit row of an action. */
export async function lastAudit(db: Database, action: string) {
  const [row] = await db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1);
  return row;
}

export const auditCount = async (db: Database, action: string) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEvents)
      .where(eq(auditEvents.action, action))
  )[0]!.n;

/** Every member but these. */
export const others = (all: CastMember[], but: CastMember[]) => all.filter((m) => !but.includes(m));
