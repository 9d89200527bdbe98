/**
 * Demo support plans (issue 12): a template of each district (every part, the system lists' information fields
 * and team roles, a review every three months) and, in Aspen and in Les Trois-Ponts, plans for the current school
 * year written in the district's language:
 * - a draft plan of a student taught by the demo teacher (the French teacher in Les Trois-Ponts), with a team,
 *   an information field, a goal and a review date;
 * - a final plan at revision 1 with a team of three, two of whom signed (the table shows "2 of 3"): the teacher
 *   as themselves, signed in, the parent on paper, recorded by the coordinator;
 * - a final plan at revision 2: revision 1 signed by its whole team, then a new draft that changed an
 *   information field, a goal's criteria and added an assessment, finalised again (no signatures yet), so the
 *   comparison of the two revisions shows changes and who made them; its review is in five days (due);
 * - a deactivated plan, with the reason.
 */
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import { schoolYearOf } from '@ss/domain/school-year';
import type { Tx } from '../client.ts';
import { configItems, configLists } from '../schema-config.ts';
import { supportPlanRevisions, supportPlans, supportPlanSignatures, supportPlanTemplates, type PlanGoal, type PlanTeamMember } from '../schema-plans.ts';
import { students, studentTeachers } from '../schema-students.ts';
import { users } from '../schema.ts';
import { CAST } from './cast.ts';

type Lang = 'en' | 'fr';

async function systemKeys(tx: Tx, kind: 'support-plan-information' | 'support-team-role' | 'student-support-focus-areas') {
  return (await systemItems(tx, kind)).map((r) => r.id);
}

async function systemItems(tx: Tx, kind: 'support-plan-information' | 'support-team-role' | 'student-support-focus-areas') {
  return tx
    .select({ id: configItems.id, label_en: configItems.label_en, label_fr: configItems.label_fr })
    .from(configItems)
    .innerJoin(configLists, eq(configLists.id, configItems.list_id))
    .where(and(eq(configLists.kind, kind), isNull(configLists.district_id), isNull(configLists.school_id)))
    .orderBy(asc(configItems.position));
}

const TEXT = {
  en: {
    template: 'Individual program plan',
    wording: 'This plan was written with the student and their family and is reviewed at each review date.',
    info: 'Uses an inhaler; it is kept in the office.',
    parent: 'Parent or guardian',
    goal: 'Reads grade-level texts aloud with 95% accuracy',
    criteria: 'Three running records in a row at 95% or more',
    strengths: 'Curious, asks good questions, enjoys building things.',
    strengths2: 'Curious, asks good questions, enjoys building things; now leads a reading club at lunch.',
    specialist: 'Resource teacher',
    goal2: 'Writes a paragraph of five sentences on a topic of their choice',
    criteria2: 'Four paragraphs out of five with a topic sentence and a conclusion',
    criteria2b: 'Four paragraphs out of five with a topic sentence, details and a conclusion',
    assessment: 'Reading and writing assessment',
    assessor: 'School psychologist',
    summary: 'Decoding at grade level; written expression about a year behind.',
    recommendations: 'Graphic organisers and extra time for written work.',
    parentName: 'Jordan Rivera',
    deactivated: 'The student moved to another school board.',
  },
  fr: {
    template: 'Plan d’intervention',
    wording: 'Ce plan a été rédigé avec l’élève et sa famille et il est révisé à chaque date de révision.',
    info: 'Utilise un inhalateur, gardé au secrétariat.',
    parent: 'Parent ou tuteur',
    goal: 'Lit à voix haute des textes de son niveau avec 95 % d’exactitude',
    criteria: 'Trois fiches d’observation de lecture de suite à 95 % ou plus',
    strengths: 'Curieux, pose de bonnes questions, aime construire.',
    strengths2: 'Curieux, pose de bonnes questions, aime construire ; anime maintenant un club de lecture le midi.',
    specialist: 'Enseignante ressource',
    goal2: 'Écrit un paragraphe de cinq phrases sur un sujet de son choix',
    criteria2: 'Quatre paragraphes sur cinq avec une phrase d’introduction et une conclusion',
    criteria2b: 'Quatre paragraphes sur cinq avec une phrase d’introduction, des détails et une conclusion',
    assessment: 'Évaluation en lecture et en écriture',
    assessor: 'Psychologue scolaire',
    summary: 'Décodage au niveau attendu ; expression écrite en retard d’environ un an.',
    recommendations: 'Organisateurs graphiques et temps supplémentaire pour les travaux écrits.',
    parentName: 'Sophie Tremblay',
    deactivated: 'L’élève a déménagé et fréquente une école d’un autre conseil scolaire.',
  },
} as const;

type PlanValues = typeof supportPlans.$inferInsert;
type Labels = Map<number, { label_en: string; label_fr: string }>;

/** The plan's content as a revision freezes it (the server's presenters/support-plans.presenter.ts `planContent`). */
function contentOf(p: PlanValues, labels: Labels) {
  const t = p.template;
  const label = (key: number) => ({ key, ...(labels.get(key) ?? { label_en: '', label_fr: '' }) });
  return {
    school_year: p.school_year,
    template: { id: p.template_id, name: t.name, version: p.template_version },
    parts: { specialized_assessment: t.specialized_assessment, goal_planning: t.goal_planning, transition_planning: t.transition_planning },
    home: {
      information: t.information_keys.map((key) => ({ ...label(key), value: p.information?.[String(key)] ?? '' })),
      team_roles: t.team_role_keys.map(label),
      team: p.team ?? [],
      review_dates: p.review_dates ?? [],
    },
    specialized_assessment: t.specialized_assessment ? { assessments: p.assessments ?? [] } : null,
    goal_planning: t.goal_planning ? { goals: p.goals ?? [] } : null,
    transition_planning: t.transition_planning ? { transitions: p.transitions ?? [] } : null,
  };
}

const day = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoPlans(tx: Tx, districtId: Record<Lang, number>, schoolId: Record<string, number>, now = new Date()): Promise<void> {
  const infoItems = await systemItems(tx, 'support-plan-information');
  const roleItems = await systemItems(tx, 'support-team-role');
  const info = infoItems.map((i) => i.id);
  const roles = roleItems.map((i) => i.id);
  const labels: Labels = new Map([...infoItems, ...roleItems].map((i) => [i.id, { label_en: i.label_en, label_fr: i.label_fr }]));
  const focus = await systemKeys(tx, 'student-support-focus-areas');
  const year = schoolYearOf(now).label;
  const review = day(now, 60);
  const places: [Lang, string, string, string][] = [
    ['en', 'aspen', CAST.teacher, CAST.schoolLeader],
    ['fr', 'troisPonts', CAST.frTeacher, CAST.frAdmin],
  ];
  for (const [lang, school, teacherEmail, leadEmail] of places) {
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
    const [lead] = await tx.select().from(users).where(eq(users.email, leadEmail));
    const [student] = await tx
      .select({ id: students.id })
      .from(students)
      .innerJoin(studentTeachers, eq(studentTeachers.student_id, students.id))
      .where(and(eq(students.school_id, schoolId[school]!), eq(students.status, 'active'), eq(studentTeachers.user_id, teacher!.id)))
      .orderBy(asc(students.id))
      .limit(1);
    if (!student) continue;
    // Three more students of the school for the final, revised and deactivated plans.
    const more = (
      await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.school_id, schoolId[school]!), eq(students.status, 'active'), ne(students.id, student.id)))
        .orderBy(asc(students.id))
        .limit(3)
    ).map((r) => r.id);
    const teacherName = `${teacher!.first_name} ${teacher!.last_name}`;
    const base = (studentId: number): PlanValues => ({
      district_id: districtId[lang],
      school_id: schoolId[school]!,
      student_id: studentId,
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
        { name: teacherName, role_key: roles[0]!, inside: true, user_id: teacher!.id },
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
          responsible: teacherName,
          target_date: review,
          reviews: [],
        },
      ],
      created_by: teacher!.id,
      updated_by: teacher!.id,
    });
    await tx.insert(supportPlans).values(base(student.id));

    const [finalId, revisedId, deactivatedId] = more;
    const team3: PlanTeamMember[] = [
      { name: teacherName, role_key: roles[0]!, inside: true, user_id: teacher!.id },
      { name: text.parentName, role_key: roles[3] ?? roles[0]!, inside: false, user_id: null },
      { name: text.specialist, role_key: roles[1] ?? roles[0]!, inside: true, user_id: null },
    ];
    const edit = (part: 'home' | 'goal_planning' | 'specialized_assessment', at: Date, who = teacher!.id) => ({ part, user_id: who, at: at.toISOString() });

    // A final plan, revision 1, two of its three signatures.
    if (finalId !== undefined) {
      const values: PlanValues = { ...base(finalId), team: team3, status: 'final', revision: 1 };
      const [plan] = await tx.insert(supportPlans).values(values).returning();
      const [rev] = await tx
        .insert(supportPlanRevisions)
        .values({
          plan_id: plan!.id,
          number: 1,
          snapshot: contentOf(values, labels),
          editors: [edit('home', new Date(now.getTime() - 5 * 86_400_000)), edit('goal_planning', new Date(now.getTime() - 4 * 86_400_000))],
          team_size: 3,
          finalised_by: lead!.id,
          finalised_at: new Date(now.getTime() - 3 * 86_400_000),
        })
        .returning();
      await tx.insert(supportPlanSignatures).values([
        // The teacher signed as themselves, signed in; the parent on paper, recorded by the coordinator.
        {
          revision_id: rev!.id,
          name: teacherName,
          role_key: roles[0]!,
          role: label(labels, roles[0]!, lang),
          signed_on: day(now, -3),
          method: 'typed',
          typed_name: teacherName,
          signer_id: teacher!.id,
          recorded_by: teacher!.id,
        },
        {
          revision_id: rev!.id,
          name: text.parentName,
          role_key: roles[3] ?? roles[0]!,
          role: label(labels, roles[3] ?? roles[0]!, lang),
          signed_on: day(now, -2),
          method: 'paper',
          recorded_by: lead!.id,
        },
      ]);
    }

    // A plan at revision 2: revision 1 signed by its whole team, then changed and finalised again; review in five days.
    if (revisedId !== undefined) {
      const strengthsKey = info[1] ?? info[0];
      const goals1: PlanGoal[] = [
        {
          focus_area_key: focus[1] ?? focus[0] ?? null,
          goal: text.goal2,
          criteria: text.criteria2,
          sub_goals: [],
          student_support_ids: [],
          responsible: teacherName,
          target_date: null,
          reviews: [],
        },
      ];
      const dueSoon = day(now, 5);
      const v1: PlanValues = {
        ...base(revisedId),
        team: team3,
        information: strengthsKey !== undefined ? { [String(strengthsKey)]: text.strengths } : {},
        goals: goals1,
        review_dates: [{ date: dueSoon, done: false }],
        next_review_date: dueSoon,
      };
      const v2: PlanValues = {
        ...v1,
        information: strengthsKey !== undefined ? { [String(strengthsKey)]: text.strengths2 } : {},
        goals: [{ ...goals1[0]!, criteria: text.criteria2b }],
        assessments: [
          { name: text.assessment, date: day(now, -20), assessor: text.assessor, assessor_role: text.assessor, summary: text.summary, recommendations: text.recommendations },
        ],
        status: 'final',
        revision: 2,
        home_version: 3,
        goals_version: 2,
        assessment_version: 2,
      };
      const [plan] = await tx.insert(supportPlans).values(v2).returning();
      const [rev1] = await tx
        .insert(supportPlanRevisions)
        .values({
          plan_id: plan!.id,
          number: 1,
          snapshot: contentOf(v1, labels),
          editors: [edit('home', new Date(now.getTime() - 40 * 86_400_000)), edit('goal_planning', new Date(now.getTime() - 39 * 86_400_000))],
          team_size: 3,
          finalised_by: lead!.id,
          finalised_at: new Date(now.getTime() - 38 * 86_400_000),
        })
        .returning();
      await tx.insert(supportPlanSignatures).values(
        // The teacher as themselves; the others (no account of theirs on the team) on paper, recorded by the coordinator.
        team3.map((m) => ({
          revision_id: rev1!.id,
          name: m.name,
          role_key: m.role_key,
          role: label(labels, m.role_key, lang),
          signed_on: day(now, -37),
          ...(m.user_id !== null
            ? { method: 'typed' as const, typed_name: m.name, signer_id: m.user_id, recorded_by: m.user_id }
            : { method: 'paper' as const, recorded_by: lead!.id }),
        })),
      );
      await tx.insert(supportPlanRevisions).values({
        plan_id: plan!.id,
        number: 2,
        snapshot: contentOf(v2, labels),
        editors: [
          edit('home', new Date(now.getTime() - 3 * 86_400_000), lead!.id),
          edit('goal_planning', new Date(now.getTime() - 2 * 86_400_000)),
          edit('specialized_assessment', new Date(now.getTime() - 2 * 86_400_000), lead!.id),
        ],
        team_size: 3,
        finalised_by: lead!.id,
        finalised_at: new Date(now.getTime() - 86_400_000),
      });
    }

    // A deactivated plan (read-only until a coordinator reactivates it).
    if (deactivatedId !== undefined)
      await tx.insert(supportPlans).values({ ...base(deactivatedId), deactivated_at: day(now, -7), deactivation_reason: text.deactivated, deactivated_by: lead!.id });
  }
}

const label = (labels: Labels, key: number, lang: Lang) => {
  const l = labels.get(key);
  return (lang === 'fr' ? l?.label_fr || l?.label_en : l?.label_en || l?.label_fr) ?? '';
};
