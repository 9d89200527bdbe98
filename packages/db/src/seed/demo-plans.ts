/**
 * Demo support plans (issue 12, server foundation): a template of each district (every part, the system lists'
 * information fields and team roles, a review every three months) and a draft plan for the current school year
 * of one student of Aspen taught by the demo teacher and one of Les Trois-Ponts taught by the French teacher,
 * with a team, an information field, a goal and a review date written in the district's language.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { schoolYearOf } from '@ss/domain/school-year';
import type { Database } from '../client.ts';
import { configItems, configLists } from '../schema-config.ts';
import { supportPlans, supportPlanTemplates } from '../schema-plans.ts';
import { students, studentTeachers } from '../schema-students.ts';
import { users } from '../schema.ts';
import { CAST } from './cast.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Lang = 'en' | 'fr';

async function systemKeys(tx: Tx, kind: 'support-plan-information' | 'support-team-role' | 'student-support-focus-areas') {
  const rows = await tx
    .select({ id: configItems.id })
    .from(configItems)
    .innerJoin(configLists, eq(configLists.id, configItems.list_id))
    .where(and(eq(configLists.kind, kind), isNull(configLists.district_id), isNull(configLists.school_id)))
    .orderBy(asc(configItems.position));
  return rows.map((r) => r.id);
}

const TEXT = {
  en: {
    template: 'Individual program plan',
    wording: 'This plan was written with the student and their family and is reviewed at each review date.',
    info: 'Uses an inhaler; it is kept in the office.',
    parent: 'Parent or guardian',
    goal: 'Reads grade-level texts aloud with 95% accuracy',
    criteria: 'Three running records in a row at 95% or more',
  },
  fr: {
    template: 'Plan d’intervention',
    wording: 'Ce plan a été rédigé avec l’élève et sa famille et il est révisé à chaque date de révision.',
    info: 'Utilise un inhalateur, gardé au secrétariat.',
    parent: 'Parent ou tuteur',
    goal: 'Lit à voix haute des textes de son niveau avec 95 % d’exactitude',
    criteria: 'Trois fiches d’observation de lecture de suite à 95 % ou plus',
  },
} as const;

export async function seedDemoPlans(tx: Tx, districtId: Record<Lang, number>, schoolId: Record<string, number>, now = new Date()): Promise<void> {
  const info = await systemKeys(tx, 'support-plan-information');
  const roles = await systemKeys(tx, 'support-team-role');
  const focus = await systemKeys(tx, 'student-support-focus-areas');
  const year = schoolYearOf(now).label;
  const review = new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10);
  const places: [Lang, string, string][] = [
    ['en', 'aspen', CAST.teacher],
    ['fr', 'troisPonts', CAST.frTeacher],
  ];
  for (const [lang, school, teacherEmail] of places) {
    const text = TEXT[lang];
    const [template] = await tx
      .insert(supportPlanTemplates)
      .values({
        district_id: districtId[lang],
        name: text.template,
        information_keys: info,
        team_role_keys: roles,
        review_months: 3,
        pdf_wording_en: lang === 'en' ? text.wording : '',
        pdf_wording_fr: lang === 'fr' ? text.wording : '',
      })
      .returning();
    const [teacher] = await tx.select().from(users).where(eq(users.email, teacherEmail));
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .innerJoin(studentTeachers, eq(studentTeachers.student_id, students.id))
      .where(and(eq(students.school_id, schoolId[school]!), eq(students.status, 'active'), eq(studentTeachers.user_id, teacher!.id)))
      .orderBy(asc(students.id))
      .limit(1);
    if (!student) continue;
    await tx.insert(supportPlans).values({
      district_id: districtId[lang],
      school_id: schoolId[school]!,
      student_id: student.id,
      template_id: template!.id,
      template_version: template!.version,
      template: {
        name: template!.name,
        specialized_assessment: template!.specialized_assessment,
        goal_planning: template!.goal_planning,
        transition_planning: template!.transition_planning,
        information_keys: template!.information_keys,
        team_role_keys: template!.team_role_keys,
        review_months: template!.review_months,
      },
      school_year: year,
      information: info[0] !== undefined ? { [String(info[0])]: text.info } : {},
      team: [
        { name: `${teacher!.first_name} ${teacher!.last_name}`, role_key: roles[0]!, inside: true, user_id: teacher!.id },
        { name: text.parent, role_key: roles[3] ?? roles[0]!, inside: false, user_id: null },
      ],
      review_dates: [{ date: review, done: false }],
      next_review_date: review,
      goals: [
        {
          focus_area_key: focus[0] ?? null,
          goal: text.goal,
          criteria: text.criteria,
          sub_goals: [],
          student_support_ids: [],
          responsible: `${teacher!.first_name} ${teacher!.last_name}`,
          target_date: review,
          reviews: [],
        },
      ],
      created_by: teacher!.id,
      updated_by: teacher!.id,
    });
  }
}
