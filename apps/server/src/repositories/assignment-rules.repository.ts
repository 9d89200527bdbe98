/** Automatic teacher assignment rules of a school (grade → teacher). */
import { and, asc, eq } from 'drizzle-orm';
import { teacherAssignmentRules, users, type Database } from '@ss/db';

export async function rulesOfSchool(db: Database, schoolId: number) {
  return db
    .select({ grade: teacherAssignmentRules.grade, user_id: users.id, first_name: users.first_name, last_name: users.last_name })
    .from(teacherAssignmentRules)
    .innerJoin(users, eq(users.id, teacherAssignmentRules.user_id))
    .where(eq(teacherAssignmentRules.school_id, schoolId))
    .orderBy(asc(teacherAssignmentRules.id));
}

export async function replaceRules(db: Database, schoolId: number, rules: { grade: string; user_id: number }[]) {
  await db.delete(teacherAssignmentRules).where(and(eq(teacherAssignmentRules.school_id, schoolId)));
  if (rules.length) await db.insert(teacherAssignmentRules).values(rules.map((r) => ({ school_id: schoolId, grade: r.grade, user_id: r.user_id })));
}
