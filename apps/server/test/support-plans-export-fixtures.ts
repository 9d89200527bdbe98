/**
 * What the support plan PDF and bulk export API tests share (issue 12, section 5): reading a PDF's text back, making a
 * template and a plan through the API and filling every part, the export rows, queued jobs and e-mails; and, with
 * `withPlanExportServer`, one demo server per file holding an English plan with every part filled.
 */
import { beforeAll, expect } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sentEmails, students, studentTeachers, supportPlanExports } from '@ss/db';
import { studentSearchName, type TConfigList, type TPlanTemplate, type TSupportPlan } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { daysAgo, daysAhead, give, networkSupportId, tiersOf } from './supports-given-fixtures.ts';

export let server: TestServer;
export let ids: DemoIds;
export const as = signedInClients(() => server);

export const YEAR = '2026–2027';
/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

export interface Item {
  key: number;
  label_en: string;
  label_fr: string;
  active: boolean;
}
export const itemsOf = async (c: ApiClient, kind: string, school: number): Promise<Item[]> => {
  const res = await c.get<TConfigList>(`/api/v1/config/${kind}/?school=${school}`);
  expect(res.status).toBe(200);
  return (res.body.items as unknown as Item[]).filter((i) => i.active);
};

/** The body of a GET as bytes, with the client's cookies. */
export async function getBytes(c: ApiClient, path: string) {
  const res = await fetch(c.baseUrl + path, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The PDF's text, page by page (pdf.js, as a reader would copy it). */
export async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

export async function addStudent(school: { id: number; district: number }, first: string, last: string, grade = '3'): Promise<number> {
  const [row] = await server.db
    .insert(students)
    .values({
      district_id: school.district,
      school_id: school.id,
      first_name: first,
      last_name: last,
      search_name: studentSearchName(first, last),
      grade,
      gender: 'other',
      student_number: `PDF-${last}-${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning({ id: students.id });
  return row!.id;
}

export async function makeTemplate(c: ApiClient, district: number, school: number, name: string): Promise<TPlanTemplate> {
  const info = await itemsOf(c, 'support-plan-information', school);
  const roles = await itemsOf(c, 'support-team-role', school);
  const res = await c.post<TPlanTemplate>('/api/v1/support_plan_templates/', {
    district,
    name,
    specialized_assessment: true,
    goal_planning: true,
    transition_planning: true,
    information_keys: info.slice(0, 3).map((i) => i.key),
    team_role_keys: roles.map((r) => r.key),
    review_months: 3,
    pdf_wording_en: 'This plan is reviewed with the family.',
    pdf_wording_fr: 'Ce plan est révisé avec la famille.',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function makePlan(c: ApiClient, student: number, template: number): Promise<TSupportPlan> {
  const res = await c.post<TSupportPlan>('/api/v1/support_plans/', { student_id: student, template_id: template, school_year: YEAR });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Writes every part of a plan through the API. */
export async function fillPlan(
  c: ApiClient,
  plan: TSupportPlan,
  words: { info: string; member: string; goal: string; assessment: string; step: string; supportIds?: number[]; focusKey?: number },
) {
  const home = await c.patch<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`, {
    home_version: plan.home.version,
    information: { [String(plan.home.information[0]!.key)]: words.info },
    team: [{ name: words.member, role_key: plan.home.team_roles[0]!.key, inside: false, user_id: null }],
    review_dates: [
      { date: daysAgo(20), done: true },
      { date: daysAhead(40), done: false },
    ],
  });
  expect(home.status, JSON.stringify(home.body)).toBe(200);
  const put = async (part: string, body: unknown) => {
    const res = await c.request('PUT', `/api/v1/support_plans/${plan.id}/${part}/`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  await put('specialized_assessment', {
    version: 1,
    assessments: [
      {
        name: words.assessment,
        date: daysAgo(30),
        assessor: 'Dr. Amara Singh',
        assessor_role: 'Psychologist',
        summary: 'Reads below grade level.',
        recommendations: 'Daily guided reading.',
      },
    ],
  });
  await put('goal_planning', {
    version: 1,
    goals: [
      {
        focus_area_key: words.focusKey ?? null,
        goal: words.goal,
        criteria: 'Three running records in a row',
        sub_goals: [{ text: 'Decodes CVC words', target_date: daysAhead(30) }],
        student_support_ids: words.supportIds ?? [],
        responsible: words.member,
        target_date: daysAhead(90),
        reviews: [{ date: daysAgo(1), rating: 'progressing', comment: 'Steady' }],
      },
    ],
  });
  await put('transition_planning', {
    version: 1,
    transitions: [{ kind: 'grade', description: 'Moving to grade 4', steps: [{ text: words.step, who: words.member, date: daysAhead(60) }] }],
  });
}

export const exportRow = async (id: number) => (await server.db.select().from(supportPlanExports).where(eq(supportPlanExports.id, id)))[0]!;
export const exportCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(supportPlanExports))[0]!.n;
export const queuedJobs = async () => {
  const r = await server.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'support-plan-export'`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
export const lastEmailTo = async (to: string) => (await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, to)).orderBy(desc(sentEmails.id)).limit(1))[0];
export const emailsTo = async (to: string) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sentEmails)
      .where(eq(sentEmails.to_address, to))
  )[0]!.n;

export let enTemplate: TPlanTemplate;
export let enPlan: TSupportPlan;
export let supportName: string;
export let focusLabel: Item;
export let infoLabel: Item;
export let roleLabel: Item;

/** Émilie Côté's plan at Les Trois-Ponts, of a French template, every part filled in French (support-plans-pdf.test.ts makes the same). */
export async function makeFrenchPlan(): Promise<TSupportPlan> {
  const fr = await as('frAdmin');
  const template = await makeTemplate(fr, ids.fr, ids.troisPonts, 'Plan d’intervention (PDF)');
  const student = await addStudent({ id: ids.troisPonts, district: ids.fr }, 'Émilie', 'Côté');
  const plan = await makePlan(fr, student, template.id);
  await fillPlan(fr, plan, {
    info: 'Utilise un inhalateur gardé au secrétariat.',
    member: 'Hélène Côté',
    goal: 'Lit à voix haute des textes de son niveau',
    assessment: 'Évaluation en lecture',
    step: 'Visiter la classe de 4e année',
  });
  return plan;
}

/** One demo server for the file's tests, holding `enPlan` (an Aspen student's plan of `enTemplate`, every part filled). */
export function withPlanExportServer(): void {
  withDemoServer((s, i) => ((server = s), (ids = i)));
  beforeAll(async () => {
    const admin = await as('districtAdmin');
    const leader = await as('schoolLeader');
    enTemplate = await makeTemplate(admin, ids.en, ids.aspen, 'Individual program plan (PDF)');
    const student = await addStudent({ id: ids.aspen, district: ids.en }, 'Nora', 'Pdfwright', '4');
    await server.db.insert(studentTeachers).values({ student_id: student, user_id: ids.user.teacher });
    enPlan = await makePlan(leader, student, enTemplate.id);
    const teacher = await as('teacher');
    const given = await give(teacher, {
      student,
      support: await networkSupportId(server.db, { district: ids.en }),
      tier: (await tiersOf(teacher, ids.aspen))[0]!.id,
      start_date: daysAgo(10),
      responsible: ids.user.teacher,
    });
    supportName = given.name;
    focusLabel = (await itemsOf(leader, 'student-support-focus-areas', ids.aspen))[0]!;
    infoLabel = (await itemsOf(leader, 'support-plan-information', ids.aspen)).find((i) => i.key === enPlan.home.information[0]!.key)!;
    roleLabel = (await itemsOf(leader, 'support-team-role', ids.aspen)).find((i) => i.key === enPlan.home.team_roles[0]!.key)!;
    await fillPlan(leader, enPlan, {
      info: 'Uses an inhaler kept in the office.',
      member: 'Rosa Pdfwright',
      goal: 'Reads grade-level texts aloud with 95% accuracy',
      assessment: 'Reading assessment',
      step: 'Visit the grade 4 classroom',
      supportIds: [given.id],
      focusKey: focusLabel.key,
    });
  });
}
