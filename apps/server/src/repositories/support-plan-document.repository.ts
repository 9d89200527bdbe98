/**
 * What a support plan's PDF reads besides the plan (issue 12, section 5), for one plan's PDF and for each plan
 * of a bulk export alike: the student, school, district and template wording, and the supports it names.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { districts, schools, students, studentSupports, supportPlans, supportPlanTemplates, type Database } from '@ss/db';

/** What a plan's PDF shows besides the plan row: the student's identity, the school, the district, the template's wording. */
export async function planDocumentFacts(db: Database, planId: number) {
  const [row] = await db
    .select({
      first_name: students.first_name,
      last_name: students.last_name,
      grade: students.grade,
      student_number: students.student_number,
      school_name: schools.name,
      district_name: districts.name,
      francophone: districts.francophone,
      wording_en: supportPlanTemplates.pdf_wording_en,
      wording_fr: supportPlanTemplates.pdf_wording_fr,
    })
    .from(supportPlans)
    .innerJoin(students, eq(students.id, supportPlans.student_id))
    .innerJoin(schools, eq(schools.id, supportPlans.school_id))
    .innerJoin(districts, eq(districts.id, supportPlans.district_id))
    .innerJoin(supportPlanTemplates, eq(supportPlanTemplates.id, supportPlans.template_id))
    .where(eq(supportPlans.id, planId))
    .limit(1);
  return row ?? null;
}

/** The names of these supports given to the student, by id. */
export async function supportNames(db: Database, studentId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: studentSupports.id, name: studentSupports.name })
    .from(studentSupports)
    .where(and(eq(studentSupports.student_id, studentId), inArray(studentSupports.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
