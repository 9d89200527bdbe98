/**
 * Realistic support plans in the demo's Aspen school (issue 12, section 5): information fields, a team of four,
 * review dates, two assessments, four goals with sub-goals and progress reviews, two transitions with steps; a
 * student of their own each, under one new template. Used by the bulk export bench (plans-export.ts) and by the
 * fault test that stops a copy in the middle of a bulk export (e2e/two-copies/faults.spec.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { CAST, configItems, configLists, schools, students, supportPlans, supportPlanTemplates, users, SCHOOL_ASPEN, type Database, type PlanGoal } from '@ss/db';
import { studentSearchName } from '@ss/domain';

export interface SeededPlans {
  districtId: number;
  schoolId: number;
  leaderId: number;
  templateId: number;
  planIds: number[];
}

/** Adds `count` plans (in batches of 100) to a database that holds the demo. */
export async function seedPlans(db: Database, count: number): Promise<SeededPlans> {
  const [aspen] = await db.select().from(schools).where(eq(schools.name, SCHOOL_ASPEN));
  const [leader] = await db.select().from(users).where(eq(users.email, CAST.schoolLeader));
  const systemKeys = async (kind: 'support-plan-information' | 'support-team-role' | 'student-support-focus-areas') =>
    (
      await db
        .select({ id: configItems.id })
        .from(configItems)
        .innerJoin(configLists, eq(configLists.id, configItems.list_id))
        .where(and(eq(configLists.kind, kind), isNull(configLists.district_id), isNull(configLists.school_id)))
        .orderBy(configItems.position)
    ).map((r) => r.id);
  const info = await systemKeys('support-plan-information');
  const roles = await systemKeys('support-team-role');
  const focus = await systemKeys('student-support-focus-areas');

  const [template] = await db
    .insert(supportPlanTemplates)
    .values({
      district_id: aspen!.district_id,
      name: 'Individual program plan',
      information_keys: info,
      team_role_keys: roles,
      pdf_wording_en: 'This plan was written with the student and their family. It is reviewed at each review date and changed as the student grows.',
    })
    .returning();

  const FIRST = ['Émile', 'Chloé', 'Liam', 'Noah', 'Zoé', 'Olivia', 'Éloïse', 'Jacob', 'Maëlle', 'Ethan'];
  const LAST = ['Tremblay', 'Gagnon', 'Roy', 'Côté', 'Bouchard', 'Smith', 'Nguyen', 'Okafor', 'Bélanger', 'Singh'];
  const S = {
    info: [
      'Diagnosed with a specific learning disorder in reading (2025). Uses text-to-speech for long texts.',
      'Uses an inhaler, kept in the office; the staff know the asthma action plan.',
      'Strong visual memory; enjoys drawing, building and helping younger students.',
      'Likes hockey, graphic novels and science experiments.',
      'Answers better with a short pause and visual cues; check understanding by asking to restate.',
    ],
    summary:
      'Decoding and fluency are below grade level (15th percentile); comprehension of texts read aloud is at grade level. Working memory is a relative weakness; reasoning is average.',
    recommendations: 'Daily guided reading in a small group, text-to-speech for content subjects, extra time on tests, and a quiet place to write.',
    goals: [
      'Reads grade-level texts aloud with 95% accuracy and 90 words a minute',
      'Writes a paragraph of five sentences with a topic sentence and details',
      'Asks for help using the agreed signal before becoming frustrated',
      'Solves two-step word problems with whole numbers up to 1,000',
    ],
    criteria: 'Three running records in a row at the target, with the resource teacher, using unseen texts of the grade level.',
    comment: 'Steady progress; needs fewer prompts than last month and uses the strategy card on their own.',
  };

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const goals = (i: number): PlanGoal[] =>
    S.goals.map((goal, g) => ({
      focus_area_key: focus[(i + g) % focus.length] ?? null,
      goal,
      criteria: S.criteria,
      sub_goals: [
        { text: 'Practises the strategy with the resource teacher three times a week', target_date: day(30), done: g % 2 === 0 },
        { text: 'Uses the strategy in class with a prompt', target_date: day(60), done: false },
        { text: 'Uses the strategy in class on their own', target_date: day(120), done: false },
      ],
      student_support_ids: [],
      responsible: 'Hannah Lee',
      target_date: day(180),
      reviews: [
        { date: day(-60), rating: 'emerging', comment: 'Started the strategy; needs a prompt each time.' },
        { date: day(-10), rating: 'progressing', comment: S.comment },
      ],
    }));

  const BATCH = 100;
  for (let start = 0; start < count; start += BATCH) {
    const n = Math.min(BATCH, count - start);
    const rows = await db
      .insert(students)
      .values(
        Array.from({ length: n }, (_, k) => {
          const i = start + k;
          const first = FIRST[i % 10]!;
          const last = `${LAST[Math.floor(i / 10) % 10]}-${i}`;
          return {
            district_id: aspen!.district_id,
            school_id: aspen!.id,
            first_name: first,
            last_name: last,
            search_name: studentSearchName(first, last),
            grade: String((i % 12) + 1),
            gender: 'other' as const,
            student_number: `PLAN-${i}`,
          };
        }),
      )
      .returning({ id: students.id });
    await db.insert(supportPlans).values(
      rows.map((s, k) => {
        const i = start + k;
        return {
          district_id: aspen!.district_id,
          school_id: aspen!.id,
          student_id: s.id,
          template_id: template!.id,
          template_version: 1,
          template: {
            name: template!.name,
            specialized_assessment: true,
            goal_planning: true,
            transition_planning: true,
            information_keys: info,
            team_role_keys: roles,
            review_months: 3,
          },
          school_year: '2026–2027',
          status: (['draft', 'in_review', 'final'] as const)[i % 3],
          information: Object.fromEntries(info.map((key, f) => [String(key), S.info[f % S.info.length]!])),
          team: [
            { name: 'Hannah Lee', role_key: roles[0]!, inside: true, user_id: null },
            { name: 'Marcus Bell', role_key: roles[1 % roles.length]!, inside: true, user_id: null },
            { name: 'Dr. Amara Singh', role_key: roles[2 % roles.length]!, inside: false, user_id: null },
            { name: 'Parent or guardian', role_key: roles[3 % roles.length]!, inside: false, user_id: null },
          ],
          review_dates: [
            { date: day(-90), done: true },
            { date: day(-10), done: true },
            { date: day(80), done: false },
          ],
          next_review_date: day(80),
          assessments: [
            {
              name: 'Psycho-educational assessment',
              date: day(-200),
              assessor: 'Dr. Amara Singh',
              assessor_role: 'Psychologist',
              summary: S.summary,
              recommendations: S.recommendations,
            },
            {
              name: 'Speech and language screening',
              date: day(-120),
              assessor: 'Léa Fortin',
              assessor_role: 'Speech-language pathologist',
              summary: S.summary,
              recommendations: S.recommendations,
            },
          ],
          goals: goals(i),
          transitions: [
            {
              kind: 'grade' as const,
              description: 'Moving to the next grade with a new homeroom teacher.',
              steps: [
                { text: 'Visit the new classroom in June', who: 'Hannah Lee', date: day(150) },
                { text: 'Share this plan with the new teacher', who: 'Marcus Bell', date: day(160) },
                { text: 'Meet the family in the first week', who: 'Homeroom teacher', date: day(250) },
              ],
            },
            {
              kind: 'school' as const,
              description: 'Moving to middle school in two years.',
              steps: [{ text: 'Tour of the middle school with the family', who: 'Marcus Bell', date: day(400) }],
            },
          ],
        };
      }),
    );
  }

  const planIds = (await db.select({ id: supportPlans.id }).from(supportPlans).where(eq(supportPlans.template_id, template!.id))).map((r) => r.id);
  return { districtId: aspen!.district_id, schoolId: aspen!.id, leaderId: leader!.id, templateId: template!.id, planIds };
}
