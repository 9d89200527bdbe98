/**
 * A small world for the supports, actions, meetings, plans and student data reports (issue 22, section 1), in the
 * school year 2024–2025 (over: its figures do not move with today): two schools of their own in the English demo
 * district (A and B), students of grades 4 and 5, and rows in the French district's Trois-Ponts that would change
 * every figure if a report let them in. Each test file builds the parts it reads; the figures the tests expect
 * were worked out by hand from the rows written here (see each part's comments).
 */
import { expect } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import {
  actions,
  boardGradeRules,
  boards,
  meetings,
  schools,
  studentDataDefinitions,
  studentDataResults,
  students,
  studentSupportDataPoints,
  studentSupports,
  supportPlanRevisions,
  supportPlans,
  supportPlanSignatures,
  supportPlanTemplates,
  supports,
  type Database,
} from '@ss/db';
import { studentSearchName } from '@ss/domain';
import type { ApiClient } from './harness.ts';
import type { DemoIds } from './fixtures.ts';
import { getBytes, pdfPages } from './support-plans-export-fixtures.ts';

export const YEAR = 2024;
export const LABEL = '2024–2025';

export interface World {
  a: number;
  b: number;
  /** Students: a1, a2, a4 (grade 4) and a3 (grade 5) of A; b1 (grade 4) of B; f1 (grade 4) of Trois-Ponts (French district). */
  st: { a1: number; a2: number; a3: number; a4: number; b1: number; f1: number };
}

async function school(db: Database, district: number, name: string): Promise<number> {
  const [row] = await db.insert(schools).values({ district_id: district, name }).returning({ id: schools.id });
  return row!.id;
}

async function student(db: Database, district: number, schoolId: number, last: string, grade: string): Promise<number> {
  const [row] = await db
    .insert(students)
    .values({
      district_id: district,
      school_id: schoolId,
      first_name: 'Report',
      last_name: last,
      search_name: studentSearchName('Report', last),
      grade,
      gender: 'other',
      student_number: `REPORT-${last}`,
    })
    .returning({ id: students.id });
  return row!.id;
}

export async function buildWorld(db: Database, ids: DemoIds): Promise<World> {
  const a = await school(db, ids.en, 'Report Fixture A');
  const b = await school(db, ids.en, 'Report Fixture B');
  return {
    a,
    b,
    st: {
      a1: await student(db, ids.en, a, 'A1', '4'),
      a2: await student(db, ids.en, a, 'A2', '4'),
      a3: await student(db, ids.en, a, 'A3', '5'),
      a4: await student(db, ids.en, a, 'A4', '4'),
      b1: await student(db, ids.en, b, 'B1', '4'),
      f1: await student(db, ids.fr, ids.troisPonts, 'F1', '4'),
    },
  };
}

const at = (iso: string) => new Date(`${iso}T10:00:00Z`);

/**
 * Supports given (the network support "Fixture reading", intervention, focus area `focusKey`):
 * A: g1 a1 baseline 10 goal 20 by 2024-12-31, last point 22 (2025-07-20): goal reached;
 *    g2 a2 10 → 20 by 2025-09-01 from 2024-09-01, point 19 on 2025-07-15 (aim 18.68): on track;
 *    g3 a3 (grade 5) same, point 12: not on track;
 *    g4 a1 50 → 30 (down), 2024-10-01 to 2025-03-01, last point 35 on 2025-02-01 (> 28 days before 2025-07-31): no recent data;
 *    g5 a2 no goal: not monitored;
 *    g6 a1 one-off "Fixture check-in" (strategy) goal 5, no baseline (first point 3), points 3 and 4 (2025-07-30), no goal date: on track;
 *    g7 a2 one-off "Fixture check-in" goal 5, no point: no recent data;
 *    g10 a3 one-off "Fixture accommodation" from 2024-08-01 to 2024-08-01: not monitored, not active at the year's end;
 *    g8 (ended 2024-06-30) and g9 (starts 2025-08-05) fall outside the year.
 * B: gb1 b1 "Fixture reading", no goal. Trois-Ponts: a one-off "Fixture check-in" of f1 with a goal and no point.
 */
export async function buildSupports(db: Database, ids: DemoIds, w: World, focusKey: number) {
  const [s1] = await db
    .insert(supports)
    .values({ level: 'district', district_id: ids.en, type: 'intervention', name_en: 'Fixture reading', name_fr: 'Lecture fixture', focus_area_keys: [focusKey] })
    .returning({ id: supports.id });
  const base = { district_id: ids.en, school_id: w.a, focus_area_keys: [] as number[] };
  const network = { ...base, support_id: s1!.id, name: 'Fixture reading', type: 'intervention' as const, focus_area_keys: [focusKey] };
  const checkIn = { ...base, support_id: null, name: 'Fixture check-in', type: 'strategy' as const };
  const rows = await db
    .insert(studentSupports)
    .values([
      { ...network, student_id: w.st.a1, start_date: '2024-09-01', baseline: 10, goal: 20, goal_date: '2024-12-31' },
      { ...network, student_id: w.st.a2, start_date: '2024-09-01', baseline: 10, goal: 20, goal_date: '2025-09-01' },
      { ...network, student_id: w.st.a3, start_date: '2024-09-01', baseline: 10, goal: 20, goal_date: '2025-09-01' },
      { ...network, student_id: w.st.a1, start_date: '2024-10-01', end_date: '2025-03-01', outcome: 'worked', baseline: 50, goal: 30, goal_date: '2025-03-01' },
      { ...network, student_id: w.st.a2, start_date: '2024-08-15' },
      { ...checkIn, student_id: w.st.a1, start_date: '2025-01-10', goal: 5 },
      { ...checkIn, student_id: w.st.a2, start_date: '2025-02-01', goal: 5 },
      { ...network, student_id: w.st.a1, start_date: '2023-09-01', end_date: '2024-06-30', outcome: 'partly' },
      { ...network, student_id: w.st.a2, start_date: '2025-08-05' },
      { ...base, student_id: w.st.a3, support_id: null, name: 'Fixture accommodation', type: 'accommodation', start_date: '2024-08-01', end_date: '2024-08-01', outcome: 'partly' },
      { ...network, school_id: w.b, student_id: w.st.b1, start_date: '2024-11-01' },
    ])
    .returning({ id: studentSupports.id });
  const g = rows.map((r) => r.id);
  await db.insert(studentSupportDataPoints).values([
    { student_support_id: g[0]!, measured_on: '2024-11-01', value: 15 },
    { student_support_id: g[0]!, measured_on: '2025-07-20', value: 22 },
    { student_support_id: g[1]!, measured_on: '2025-07-15', value: 19 },
    { student_support_id: g[2]!, measured_on: '2025-07-15', value: 12 },
    { student_support_id: g[3]!, measured_on: '2025-02-01', value: 35 },
    { student_support_id: g[5]!, measured_on: '2025-07-01', value: 3 },
    { student_support_id: g[5]!, measured_on: '2025-07-30', value: 4 },
    // A point after the year's end does not count for it.
    { student_support_id: g[2]!, measured_on: '2025-08-20', value: 25 },
  ]);
  return { s1: s1!.id };
}

/** The French district's rows for the supports report (to read the English one before and after). */
export async function buildFrenchSupports(db: Database, ids: DemoIds, w: World) {
  await db.insert(studentSupports).values({
    district_id: ids.fr,
    school_id: ids.troisPonts,
    student_id: w.st.f1,
    support_id: null,
    name: 'Fixture check-in',
    type: 'strategy',
    start_date: '2024-09-01',
    goal: 5,
  });
}

/**
 * Actions (UTC days). A: x1 a1 created 09-10, due 09-20, completed 09-15 (5 days); x2 a2 created 09-12, due 10-01,
 * completed 11-05 (54 days); x3 a1 created 10-01, due 10-15, never done; x4 a2 created 10-05, due 11-01, abandoned
 * 12-01; x5 a1 created 2024-06-01, due 2024-07-01, never done; x6 a1 created 2024-05-01, completed 2024-07-15 (before
 * the year); x7 a3 (grade 5) created 2025-03-03, due 03-10, completed 03-04 (1 day); x8 no student, created 2025-05-05,
 * due 05-31, never done. B: y1 b1 created 2025-01-10, due 01-31, completed 01-20 (10 days).
 */
export async function buildActions(db: Database, ids: DemoIds, w: World) {
  const who = ids.user.teacher;
  const row = (schoolId: number, student: number | null, name: string, created: string, due: string, end?: { completed?: string; abandoned?: string }) => ({
    district_id: ids.en,
    school_id: schoolId,
    name,
    responsible_id: who,
    student_id: student,
    created_at: at(created),
    completion_date: due,
    status: end?.completed ? ('complete' as const) : end?.abandoned ? ('abandoned' as const) : ('incomplete' as const),
    completed_at: end?.completed ? at(end.completed) : null,
    actual_date: end?.completed ?? null,
    abandoned_at: end?.abandoned ? at(end.abandoned) : null,
  });
  await db
    .insert(actions)
    .values([
      row(w.a, w.st.a1, 'x1', '2024-09-10', '2024-09-20', { completed: '2024-09-15' }),
      row(w.a, w.st.a2, 'x2', '2024-09-12', '2024-10-01', { completed: '2024-11-05' }),
      row(w.a, w.st.a1, 'x3', '2024-10-01', '2024-10-15'),
      row(w.a, w.st.a2, 'x4', '2024-10-05', '2024-11-01', { abandoned: '2024-12-01' }),
      row(w.a, w.st.a1, 'x5', '2024-06-01', '2024-07-01'),
      row(w.a, w.st.a1, 'x6', '2024-05-01', '2024-05-20', { completed: '2024-07-15' }),
      row(w.a, w.st.a3, 'x7', '2025-03-03', '2025-03-10', { completed: '2025-03-04' }),
      row(w.a, null, 'x8', '2025-05-05', '2025-05-31'),
      row(w.b, w.st.b1, 'y1', '2025-01-10', '2025-01-31', { completed: '2025-01-20' }),
    ]);
}

export async function buildFrenchActions(db: Database, ids: DemoIds, w: World) {
  const [frUser] = [ids.user.frTeacher];
  await db.insert(actions).values({
    district_id: ids.fr,
    school_id: ids.troisPonts,
    name: 'fx',
    responsible_id: frUser!,
    student_id: w.st.f1,
    created_at: at('2024-10-01'),
    completion_date: '2024-10-02',
    status: 'incomplete',
  });
}

async function teamBoard(db: Database, district: number, schoolId: number, title: string, created: string, grade: string | null): Promise<number> {
  const [row] = await db
    .insert(boards)
    .values({ district_id: district, school_id: schoolId, kind: 'team', title, created_at: at(created) })
    .returning({ id: boards.id });
  if (grade) await db.insert(boardGradeRules).values({ board_id: row!.id, grade });
  return row!.id;
}

async function held(db: Database, district: number, schoolId: number, board: number, days: string[], status: 'finished' | 'scheduled' = 'finished') {
  await db.insert(meetings).values(
    days.map((d) => ({
      district_id: district,
      school_id: schoolId,
      board_id: board,
      kind: 'team' as const,
      descriptor: 'Fixture meeting',
      starts_at: at(d),
      status,
      started_at: status === 'finished' ? at(d) : null,
      finished_at: status === 'finished' ? new Date(`${d}T11:00:00Z`) : null,
    })),
  );
}

/**
 * Team boards. A: "Fixture team one" (grade 4, created 2024-06-01) held 2024-09-05, 10-10, 11-14 and 2025-03-20
 * (also 2024-07-15 and 2025-08-10, outside the year, and one scheduled 2025-04-01): gaps 35, 35, 35, 126, 133 → 133;
 * "Fixture team two" (grade 5, created 2025-03-01) held none: 152 days from its creation to 2025-07-31.
 * B: "Fixture team B" held 2024-09-10, 10-20, 11-30, 2025-01-10, 02-20, 04-01, 05-10, 06-20: longest gap 41, on cadence.
 */
export async function buildMeetings(db: Database, ids: DemoIds, w: World) {
  const one = await teamBoard(db, ids.en, w.a, 'Fixture team one', '2024-06-01', '4');
  const two = await teamBoard(db, ids.en, w.a, 'Fixture team two', '2025-03-01', '5');
  const bb = await teamBoard(db, ids.en, w.b, 'Fixture team B', '2024-01-01', null);
  await held(db, ids.en, w.a, one, ['2024-07-15', '2024-09-05', '2024-10-10', '2024-11-14', '2025-03-20', '2025-08-10']);
  await held(db, ids.en, w.a, one, ['2025-04-01'], 'scheduled');
  await held(db, ids.en, w.b, bb, ['2024-09-10', '2024-10-20', '2024-11-30', '2025-01-10', '2025-02-20', '2025-04-01', '2025-05-10', '2025-06-20']);
  return { one, two, bb };
}

export async function buildFrenchMeetings(db: Database, ids: DemoIds) {
  const board = await teamBoard(db, ids.fr, ids.troisPonts, 'Équipe fixture', '2024-01-01', '4');
  await held(db, ids.fr, ids.troisPonts, board, ['2024-10-10']);
}

async function templateOf(db: Database, district: number): Promise<number> {
  const [row] = await db
    .select({ id: supportPlanTemplates.id })
    .from(supportPlanTemplates)
    .where(and(eq(supportPlanTemplates.district_id, district), isNull(supportPlanTemplates.school_id)))
    .limit(1);
  expect(row, 'the demo district has a plan template').toBeDefined();
  return row!.id;
}

const COPY = { name: 'Fixture', specialized_assessment: false, goal_planning: false, transition_planning: false, information_keys: [], team_role_keys: [], review_months: 3 };

/**
 * Plans of 2024–2025. A: p1 a1 draft, next review 2025-01-15 (overdue); p2 a2 in review, next review 2099-01-01;
 * p3 a3 (grade 5) final, revision 1 for a team of 3 with 2 signatures (missing); p4 a4 final, revision 2 for a team of
 * 2 with both signatures (revision 1 had none), next review 2025-02-01 (overdue); p5 a2 final but deactivated;
 * p6 a1 of 2025–2026. B: pb1 b1 final, revision 1 for a team of 1, no signature.
 */
export async function buildPlans(db: Database, ids: DemoIds, w: World) {
  const template = await templateOf(db, ids.en);
  const plan = async (schoolId: number, studentId: number, status: 'draft' | 'in_review' | 'final', extra: Partial<typeof supportPlans.$inferInsert> = {}) => {
    const [row] = await db
      .insert(supportPlans)
      .values({ district_id: ids.en, school_id: schoolId, student_id: studentId, template_id: template, template_version: 1, template: COPY, school_year: LABEL, status, ...extra })
      .returning({ id: supportPlans.id });
    return row!.id;
  };
  const revision = async (planId: number, number: number, teamSize: number, signatures: number) => {
    const [rev] = await db.insert(supportPlanRevisions).values({ plan_id: planId, number, snapshot: {}, team_size: teamSize }).returning({ id: supportPlanRevisions.id });
    for (let i = 0; i < signatures; i++)
      await db.insert(supportPlanSignatures).values({ revision_id: rev!.id, name: `Signer ${i}`, role: 'Parent', signed_on: '2025-01-05', method: 'paper' });
  };
  await plan(w.a, w.st.a1, 'draft', { next_review_date: '2025-01-15' });
  await plan(w.a, w.st.a2, 'in_review', { next_review_date: '2099-01-01' });
  const p3 = await plan(w.a, w.st.a3, 'final', { revision: 1 });
  await revision(p3, 1, 3, 2);
  const p4 = await plan(w.a, w.st.a4, 'final', { revision: 2, next_review_date: '2025-02-01' });
  await revision(p4, 1, 2, 0);
  await revision(p4, 2, 2, 2);
  const p5 = await plan(w.a, w.st.a2, 'final', { revision: 1, deactivated_at: '2025-03-01' });
  await revision(p5, 1, 2, 0);
  await plan(w.a, w.st.a1, 'draft', { school_year: '2025–2026', next_review_date: '2025-01-15' });
  const pb1 = await plan(w.b, w.st.b1, 'final', { revision: 1 });
  await revision(pb1, 1, 1, 0);
}

export async function buildFrenchPlans(db: Database, ids: DemoIds, w: World) {
  const template = await templateOf(db, ids.fr);
  await db.insert(supportPlans).values({
    district_id: ids.fr,
    school_id: ids.troisPonts,
    student_id: w.st.f1,
    template_id: template,
    template_version: 1,
    template: COPY,
    school_year: LABEL,
    status: 'draft',
    next_review_date: '2025-01-15',
  });
}

/**
 * Measures. "Fixture reading level" (district, numbers, by month: September, January, May):
 * September a1 10, a2 20, a3 30, a4 40; January a1 14, a2 22, a4 46; May a3 35 (and b1 50 in September at B; f1 of the
 * French district 1000 in September, which no English report may count; a1 99 in September 2025–2026).
 * "Fixture behaviour" (district, choices Green, Yellow, Red, by label Fall, Winter, Spring): Fall a1 Green, a2 Green,
 * a3 Red; Winter a1 Yellow; "Summer" (no longer listed) a2 "Blue" (no longer an option).
 * "Fixture retired" (inactive) and B's own "Fixture B measure" (b1 7) are not A's.
 */
export async function buildStudentData(db: Database, ids: DemoIds, w: World) {
  const def = async (values: Partial<typeof studentDataDefinitions.$inferInsert> & { name: string; result_type: 'manual' | 'dropdown'; data_type: 'month' | 'label' }) => {
    const [row] = await db
      .insert(studentDataDefinitions)
      .values({ district_id: ids.en, position: 900, ...values })
      .returning({ id: studentDataDefinitions.id });
    return row!.id;
  };
  const reading = await def({ name: 'Fixture reading level', result_type: 'manual', data_type: 'month', months: [8, 0, 4], position: 900 });
  const behaviour = await def({
    name: 'Fixture behaviour',
    result_type: 'dropdown',
    data_type: 'label',
    labels: ['Fall', 'Winter', 'Spring'],
    options: [
      { label: 'Green', color: '#2b8a3e' },
      { label: 'Yellow', color: '#f08c00' },
      { label: 'Red', color: '#c92a2a' },
    ],
    position: 901,
  });
  const retired = await def({ name: 'Fixture retired', result_type: 'manual', data_type: 'month', months: [8], active: false, position: 902 });
  const own = await def({ name: 'Fixture B measure', result_type: 'manual', data_type: 'month', months: [8], school_id: w.b, position: 0 });
  const n = (student: number, definition: number, month: number, value: number, year = YEAR) => ({
    student_id: student,
    definition_id: definition,
    school_year: year,
    month,
    value_number: value,
  });
  const o = (student: number, definition: number, label: string, value: string) => ({
    student_id: student,
    definition_id: definition,
    school_year: YEAR,
    label,
    value_option: value,
  });
  await db
    .insert(studentDataResults)
    .values([
      n(w.st.a1, reading, 8, 10),
      n(w.st.a2, reading, 8, 20),
      n(w.st.a3, reading, 8, 30),
      n(w.st.a4, reading, 8, 40),
      n(w.st.a1, reading, 0, 14),
      n(w.st.a2, reading, 0, 22),
      n(w.st.a4, reading, 0, 46),
      n(w.st.a3, reading, 4, 35),
      n(w.st.b1, reading, 8, 50),
      n(w.st.a1, reading, 8, 99, YEAR + 1),
      n(w.st.a1, retired, 8, 5),
      n(w.st.b1, own, 8, 7),
    ]);
  await db
    .insert(studentDataResults)
    .values([
      o(w.st.a1, behaviour, 'Fall', 'Green'),
      o(w.st.a2, behaviour, 'Fall', 'Green'),
      o(w.st.a3, behaviour, 'Fall', 'Red'),
      o(w.st.a1, behaviour, 'Winter', 'Yellow'),
      o(w.st.a2, behaviour, 'Summer', 'Blue'),
    ]);
  return { reading, behaviour, retired, own };
}

export async function buildFrenchStudentData(db: Database, w: World, reading: number) {
  await db.insert(studentDataResults).values({ student_id: w.st.f1, definition_id: reading, school_year: YEAR, month: 8, value_number: 1000 });
}

/** A report as the district's admin reads it (200 expected). */
export async function readReport<T>(c: ApiClient, name: string, query: string): Promise<T> {
  const res = await c.get<T>(`/api/v1/reports/${name}/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/**
 * One report's PDF in a language, read back as text (pdf.js) from its second page on: the title page names the
 * filters (the tier flow's dates as "Tier flow: …"), so what follows is the report's charts and tables alone.
 */
export async function reportPdfText(c: ApiClient, name: string, query: string, lang: 'en' | 'fr'): Promise<string> {
  const res = await getBytes(c, `/api/v1/reports/${name}/export/?${query}&format=pdf&lang=${lang}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  return (await pdfPages(res.bytes)).slice(1).join('\n');
}
