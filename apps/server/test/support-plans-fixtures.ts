/**
 * What the support plan API tests share: a plan's row as stored, the keys of a school's active list items, and a
 * fresh student of a school taught by a given teacher.
 */
import { eq } from 'drizzle-orm';
import { studentTeachers, supportPlans, type Database } from '@ss/db';
import type { TConfigList } from '@ss/domain';
import { expect } from 'vitest';
import type { ApiClient } from './harness.ts';
import { freshStudent } from './supports-given-fixtures.ts';

export const planRow = async (db: Database, id: number) => (await db.select().from(supportPlans).where(eq(supportPlans.id, id)))[0]!;

/** The lineage keys of the active items of a list as the school sees it. */
export async function activeKeys(c: ApiClient, kind: string, schoolId: number): Promise<number[]> {
  const res = await c.get<TConfigList>(`/api/v1/config/${kind}/?school=${schoolId}`);
  expect(res.status).toBe(200);
  return res.body.items.filter((i) => i.active).map((i) => (i as unknown as { key: number }).key);
}

/** A fresh student of the school (`last` as the last name) taught by `teacherId`. */
export async function taughtStudentOf(db: Database, school: { id: number; district: number }, last: string, teacherId: number): Promise<number> {
  const student = await freshStudent(db, school, last);
  await db.insert(studentTeachers).values({ student_id: student, user_id: teacherId });
  return student;
}
