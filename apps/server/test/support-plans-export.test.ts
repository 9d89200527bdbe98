/**
 * Support plans as PDF (issue 12, section 5) through real HTTP: one plan's PDF (headers, its text read back in
 * English and in French, the logo, the refusals of reading the plan, the audit row), the renderer's revision and
 * signatures, and bulk exports (202 with the message in the caller's language, the job run here: one PDF per
 * plan in the zip with sensible names, a plan that cannot be exported listed in the export and its e-mail, the
 * e-mail's link, the download for the requester only, expiry 410 and the sweep, bad input and refusals with
 * nothing queued, a second run of the job changing nothing).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { sentEmails, storedFiles, students, studentTeachers, supportPlanExports } from '@ss/db';
import { PLAN_EXPORT_MSG, studentSearchName, type TBulkExport, type TBulkExportList, type TConfigList, type TPlanTemplate, type TSupportPlan } from '@ss/domain';
import { runPlanExportJob } from '../src/services/support-plans/run-export-job.ts';
import { failPlanExport, sweepExpiredPlanExports } from '../src/services/support-plans/bulk-export-job.ts';
import { drawPlanPdf } from '../src/services/support-plans/pdf/render-plan.ts';
import type { PlanDocument } from '../src/services/support-plans/pdf/plan-document.ts';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { daysAgo, daysAhead, give, lastAudit, networkSupportId, tiersOf } from './student-supports-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const YEAR = '2026–2027';
/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

interface Item {
  key: number;
  label_en: string;
  label_fr: string;
  active: boolean;
}
const itemsOf = async (c: ApiClient, kind: string, school: number): Promise<Item[]> => {
  const res = await c.get<TConfigList>(`/api/v1/config/${kind}/?school=${school}`);
  expect(res.status).toBe(200);
  return (res.body.items as unknown as Item[]).filter((i) => i.active);
};

/** The body of a GET as bytes, with the client's cookies. */
async function getBytes(c: ApiClient, path: string) {
  const res = await fetch(c.baseUrl + path, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The PDF's text, page by page (pdf.js, as a reader would copy it). */
async function pdfPages(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(' '));
  }
  await doc.destroy();
  return pages;
}

async function addStudent(school: { id: number; district: number }, first: string, last: string, grade = '3'): Promise<number> {
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

async function makeTemplate(c: ApiClient, district: number, school: number, name: string): Promise<TPlanTemplate> {
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

async function makePlan(c: ApiClient, student: number, template: number): Promise<TSupportPlan> {
  const res = await c.post<TSupportPlan>('/api/v1/support_plans/', { student_id: student, template_id: template, school_year: YEAR });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Writes every part of a plan through the API. */
async function fillPlan(
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

const exportRow = async (id: number) => (await server.db.select().from(supportPlanExports).where(eq(supportPlanExports.id, id)))[0]!;
const exportCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(supportPlanExports))[0]!.n;
const queuedJobs = async () => {
  const r = await server.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'support-plan-export'`);
  return Number((r as unknown as { rows: { n: number }[] }).rows[0]!.n);
};
const lastEmailTo = async (to: string) => (await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, to)).orderBy(desc(sentEmails.id)).limit(1))[0];
const emailsTo = async (to: string) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sentEmails)
      .where(eq(sentEmails.to_address, to))
  )[0]!.n;

let enTemplate: TPlanTemplate;
let enPlan: TSupportPlan;
let supportName: string;
let focusLabel: Item;
let infoLabel: Item;
let roleLabel: Item;

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

describe('one support plan as PDF', () => {
  it('answers the plan as a PDF download named after the student and the school year, its text in English, audited', async () => {
    const res = await getBytes(await as('schoolLeader'), `/api/v1/support_plans/${enPlan.id}/pdf/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="support-plan-Pdfwright-Nora-2026-2027.pdf"; filename*=UTF-8''support-plan-Pdfwright-Nora-2026%E2%80%932027.pdf`,
    );
    const pages = await pdfPages(res.bytes);
    const text = pages.join('\n');
    for (const words of [
      'Student support plan',
      'Nora Pdfwright',
      'Individual program plan (PDF)',
      'This plan is reviewed with the family.',
      YEAR,
      'Draft',
      infoLabel.label_en,
      'Uses an inhaler kept in the office.',
      roleLabel.label_en,
      'Rosa Pdfwright',
      'Specialized assessment',
      'Reading assessment',
      'Dr. Amara Singh, Psychologist',
      'Goal planning',
      'Reads grade-level texts aloud with 95% accuracy',
      focusLabel.label_en,
      supportName,
      'Progressing',
      'Transition planning',
      'Between grades',
      'Visit the grade 4 classroom',
    ])
      expect(text, words).toContain(words);
    // Every page has its number of the whole and the generation date; a draft's every page says DRAFT.
    pages.forEach((p, i) => {
      expect(p).toContain(`Page ${i + 1} of ${pages.length}`);
      expect(p).toContain('Generated on');
      expect(p, `page ${i + 1}`).toContain('DRAFT');
    });
    expect(await lastAudit(server.db, 'support_plan.pdf')).toMatchObject({
      actor_user_id: ids.user.schoolLeader,
      student_id: enPlan.student.id,
      school_id: ids.aspen,
      target_type: 'support_plan',
      target_id: String(enPlan.id),
    });
  });

  it('names a final plan’s revision and draws its signatures; a new draft’s PDF has neither (it is not the signed text)', async () => {
    const leader = await as('schoolLeader');
    const student = await addStudent({ id: ids.aspen, district: ids.en }, 'Iris', 'Finalpdf', '4');
    const plan = await makePlan(leader, student, enTemplate.id);
    expect((await leader.post(`/api/v1/support_plans/${plan.id}/finalise/`, {})).status).toBe(200);
    // A signature given on paper, recorded by the coordinator: the PDF says so and who recorded it.
    const signed = await leader.post(`/api/v1/support_plans/${plan.id}/signatures/`, { name: 'Olga Signwell', signed_on: daysAgo(0), method: 'paper' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const finalText = (await pdfPages((await getBytes(leader, `/api/v1/support_plans/${plan.id}/pdf/`)).bytes)).join('\n');
    for (const words of ['Final', 'Revision 1, finalised on', 'Signatures', 'Olga Signwell', 'On paper', 'Recorded by Marcus Bell']) expect(finalText, words).toContain(words);
    expect(finalText).not.toContain('DRAFT');
    expect((await leader.post(`/api/v1/support_plans/${plan.id}/new_draft/`, {})).status).toBe(200);
    const draftText = (await pdfPages((await getBytes(leader, `/api/v1/support_plans/${plan.id}/pdf/`)).bytes)).join('\n');
    expect(draftText).toContain('Draft');
    expect(draftText).toContain('DRAFT');
    for (const words of ['Revision 1', 'Olga Signwell']) expect(draftText, words).not.toContain(words);
    // Out of the school's active plans again: the bulk exports below count them.
    expect((await leader.post(`/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAgo(0), reason: 'Moved to Halifax in November' })).status).toBe(200);
    // Deactivated: its reason, and no review "to come".
    const offText = (await pdfPages((await getBytes(leader, `/api/v1/support_plans/${plan.id}/pdf/`)).bytes)).join('\n');
    for (const words of ['Deactivated on', 'Reason', 'Moved to Halifax in November', 'Not held']) expect(offText, words).toContain(words);
    expect(offText).not.toContain('To come');
  });

  it('writes a francophone district’s plan in French, with the list items’ French labels and an ASCII file name beside the real one', async () => {
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
    const items = {
      info: (await itemsOf(fr, 'support-plan-information', ids.troisPonts)).find((i) => i.key === plan.home.information[0]!.key)!,
      role: (await itemsOf(fr, 'support-team-role', ids.troisPonts)).find((i) => i.key === plan.home.team_roles[0]!.key)!,
    };
    expect(items.info.label_fr).not.toBe(items.info.label_en);
    const res = await getBytes(fr, `/api/v1/support_plans/${plan.id}/pdf/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="plan-de-soutien-Cote-Emilie-2026-2027.pdf"; filename*=UTF-8''plan-de-soutien-C%C3%B4t%C3%A9-%C3%89milie-2026%E2%80%932027.pdf`,
    );
    const pages = await pdfPages(res.bytes);
    const text = pages.join('\n');
    for (const words of [
      'Plan de soutien à l’élève',
      'Émilie Côté',
      'Ce plan est révisé avec la famille.',
      'Ébauche',
      'Renseignements',
      items.info.label_fr,
      'Utilise un inhalateur gardé au secrétariat.',
      items.role.label_fr,
      'Hors de l’école',
      'Évaluation spécialisée',
      'Planification des objectifs',
      'En progression',
      'Planification des transitions',
      'Entre deux années d’études',
      'Créé le',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain('Student support plan');
    expect(pages[0]).toContain(`Page 1 de ${pages.length}`);
    pages.forEach((p, i) => expect(p, `page ${i + 1}`).toContain('ÉBAUCHE'));
  });

  it('draws the school’s logo when it has one', async () => {
    const without = await getBytes(await as('schoolLeader'), `/api/v1/support_plans/${enPlan.id}/pdf/`);
    expect(Buffer.from(without.bytes).includes('/Subtype /Image')).toBe(false);
    const [logo] = await server.db
      .insert(storedFiles)
      .values({ district_id: ids.en, school_id: ids.aspen, purpose: 'school_logo', content_type: 'image/png', file_name: 'logo.png', size: PNG.length, data: PNG })
      .returning({ id: storedFiles.id });
    try {
      const withLogo = await getBytes(await as('schoolLeader'), `/api/v1/support_plans/${enPlan.id}/pdf/`);
      expect(withLogo.status).toBe(200);
      expect(Buffer.from(withLogo.bytes).includes('/Subtype /Image')).toBe(true);
    } finally {
      await server.db.delete(storedFiles).where(eq(storedFiles.id, logo!.id));
    }
  });

  it('refuses as reading the plan does: sign-in, other districts 404, no permission 403, the module off 403, a deleted student 404', async () => {
    const path = `/api/v1/support_plans/${enPlan.id}/pdf/`;
    const pdfs = async () => Number((await lastAudit(server.db, 'support_plan.pdf'))?.id ?? 0);
    const before = await pdfs();
    expect((await server.client().get(path)).status).toBe(401);
    const expected: [Parameters<typeof as>[0], number][] = [
      ['frAdmin', 404],
      ['frTeacher', 404],
      ['schoolStaff', 403],
      ['districtLeader', 403],
      ['multiTeacher', 403],
      ['teacher', 200], // a support plan teacher of the student
      ['districtAdmin', 200],
      ['super', 200],
    ];
    for (const [m, status] of expected) expect((await (await as(m)).get(path)).status, m).toBe(status);
    expect((await (await as('schoolLeader')).get('/api/v1/support_plans/2147483647/pdf/')).status).toBe(404);
    expect((await (await as('schoolLeader')).get('/api/v1/support_plans/x/pdf/')).status).toBe(400);
    await server.db.execute(sql`update schools set support_plan_enabled = false where id = ${ids.aspen}`);
    try {
      expect((await (await as('super')).get(path)).status).toBe(403);
    } finally {
      await server.db.execute(sql`update schools set support_plan_enabled = true where id = ${ids.aspen}`);
    }
    const gone = await addStudent({ id: ids.aspen, district: ids.en }, 'Gone', 'Pdfdeleted');
    const plan = await makePlan(await as('schoolLeader'), gone, enTemplate.id);
    await server.db.update(students).set({ status: 'deleted', deleted_at: new Date() }).where(eq(students.id, gone));
    expect((await (await as('schoolLeader')).get(`/api/v1/support_plans/${plan.id}/pdf/`)).status).toBe(404);
    // Only the three allowed readers' PDFs were audited.
    const rows = await server.db.execute(sql`select count(*)::int as n from audit_events where action = 'support_plan.pdf' and id > ${before}`);
    expect(Number((rows as unknown as { rows: { n: number }[] }).rows[0]!.n)).toBe(3);
  });
});

describe('the renderer: revision and signatures', () => {
  it('draws the revision and each signature, a typed name in italics and a drawing as an image', async () => {
    const doc: PlanDocument = {
      lang: 'en',
      generated_at: new Date().toISOString(),
      logo: null,
      district_name: 'District',
      school_name: 'School',
      student: { first_name: 'Ada', last_name: 'Signer', grade: '5', student_number: 'S-1' },
      template: { name: 'Plan', wording: '' },
      school_year: YEAR,
      status: 'final',
      deactivated_at: null,
      deactivation_reason: null,
      information: [],
      team: [],
      review_dates: [],
      assessments: null,
      goals: null,
      transitions: null,
      revision: { number: 2, finalised_at: '2026-11-20T10:00:00Z' },
      signatures: [
        { name: 'Rosa Signer', role: 'Parent', signed_on: '2026-11-21', method: 'typed', by_signer: true, recorded_by: 'Rosa Signer', typed_name: 'Rosa M. Signer', drawing: null },
        {
          name: 'Marcus Bell',
          role: 'Coordinator',
          signed_on: '2026-11-22',
          method: 'drawn',
          by_signer: true,
          recorded_by: 'Marcus Bell',
          typed_name: null,
          drawing: `data:image/png;base64,${PNG.toString('base64')}`,
        },
        { name: 'Jordan Rivera', role: 'Parent', signed_on: '2026-11-23', method: 'paper', by_signer: false, recorded_by: 'Marcus Bell', typed_name: null, drawing: null },
      ],
    };
    const pdf = await drawPlanPdf(doc);
    const text = (await pdfPages(new Uint8Array(pdf))).join('\n');
    for (const words of ['Final', 'Revision 2, finalised on Nov 20, 2026', 'Signatures', 'Rosa Signer', 'Parent', 'Rosa M. Signer', 'Marcus Bell', 'Nov 22, 2026', 'On paper'])
      expect(text, words).toContain(words);
    // Only the paper one says who recorded it (the others were signed by the signer, signed in).
    expect(text.match(/Recorded by Marcus Bell/g)).toHaveLength(1);
    expect(text).not.toContain('Recorded by Rosa');
    expect(/\/BaseFont \/[A-Z]{6}\+NotoSans-Italic/.test(pdf.toString('latin1'))).toBe(true); // the typed signature's italic
    expect(pdf.includes('/Subtype /Image')).toBe(true);
    // Without them, neither is drawn.
    const plain = await drawPlanPdf({ ...doc, revision: null, signatures: [] });
    expect((await pdfPages(new Uint8Array(plain))).join('\n')).not.toContain('Signatures');
  });

  it('says "none" in French as each empty section’s noun wants it (Aucune évaluation, Aucun objectif…)', async () => {
    const doc: PlanDocument = {
      lang: 'fr',
      generated_at: new Date().toISOString(),
      logo: null,
      district_name: 'Conseil',
      school_name: 'École',
      student: { first_name: 'Léa', last_name: 'Vide', grade: '5', student_number: 'S-2' },
      template: { name: 'Plan', wording: '' },
      school_year: YEAR,
      status: 'final',
      deactivated_at: null,
      deactivation_reason: null,
      information: [],
      team: [],
      review_dates: [],
      assessments: [],
      goals: [],
      transitions: [],
      revision: { number: 1, finalised_at: '2026-11-20T10:00:00Z' },
      signatures: [],
    };
    const text = (await pdfPages(new Uint8Array(await drawPlanPdf(doc)))).join('\n');
    for (const words of ['Aucun renseignement', 'Aucun membre', 'Aucune date de révision', 'Aucune évaluation', 'Aucun objectif', 'Aucune transition', 'Aucune signature'])
      expect(text, words).toContain(words);
    expect(text).not.toMatch(/Aucun\s*$/m);
    expect(text).not.toContain('ÉBAUCHE');
  });

  it('marks every page of a plan that is not final DRAFT (ÉBAUCHE in French), a long one too', async () => {
    const goal = (i: number) => ({
      focus_area: null,
      goal: `Goal text ${i}`,
      criteria: 'Criteria '.repeat(40),
      sub_goals: [],
      supports: [],
      responsible: '',
      target_date: null,
      reviews: [],
    });
    const doc: PlanDocument = {
      lang: 'en',
      generated_at: new Date().toISOString(),
      logo: null,
      district_name: 'District',
      school_name: 'School',
      student: { first_name: 'Long', last_name: 'Draft', grade: '5', student_number: 'S-3' },
      template: { name: 'Plan', wording: '' },
      school_year: YEAR,
      status: 'in_review',
      deactivated_at: null,
      deactivation_reason: null,
      information: [],
      team: [],
      review_dates: [],
      assessments: null,
      goals: Array.from({ length: 16 }, (_, i) => goal(i)),
      transitions: null,
      revision: null,
      signatures: [],
    };
    for (const [lang, mark] of [
      ['en', 'DRAFT'],
      ['fr', 'ÉBAUCHE'],
    ] as const) {
      const pages = await pdfPages(new Uint8Array(await drawPlanPdf({ ...doc, lang })));
      expect(pages.length).toBeGreaterThan(1);
      pages.forEach((p, i) => expect(p, `${lang} page ${i + 1}`).toContain(mark));
    }
  });
});

describe('bulk export of support plans', () => {
  let aspenPlans: number[];
  let exportId: number;
  let goneStudent: number;

  beforeAll(async () => {
    const leader = await as('schoolLeader');
    // Two more plans of Aspen in grade 4 (one whose student will be deleted once the export is asked for).
    for (const [first, last] of [
      ['Ivy', 'Bulkexport'],
      ['Gus', 'Bulkgone'],
    ] as const) {
      const student = await addStudent({ id: ids.aspen, district: ids.en }, first, last, '4');
      await makePlan(leader, student, enTemplate.id);
      if (last === 'Bulkgone') goneStudent = student;
    }
    const list = await leader.get<{ results: { id: number; student: { id: number } }[]; count: number }>(`/api/v1/support_plans/?school=${ids.aspen}&all=true`);
    aspenPlans = list.body.results.map((p) => p.id);
  });

  it('answers 202 with the spec’s message, keeps the plans chosen and queues one job, audited', async () => {
    const leader = await as('schoolLeader');
    const jobs = await queuedJobs();
    const res = await leader.post<{ id: number; message: string }>('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, grade: '4' });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    // All three are drafts: they go in, each page marked DRAFT, and the answer says how many.
    expect(res.body).toMatchObject({
      message: 'The PDF file is currently being generated and will be sent to you via email soon. Drafts among the plans: 3 (each of their pages is marked DRAFT).',
      drafts: 3,
    });
    exportId = res.body.id;
    const row = await exportRow(exportId);
    expect(row).toMatchObject({
      requested_by: ids.user.schoolLeader,
      district_id: ids.en,
      school_id: ids.aspen,
      status: 'queued',
      filters: { grade: '4', status: 'active' },
      done_count: 0,
    });
    expect(row.total).toBe(3); // Nora, Ivy and Gus are in grade 4
    expect(row.plan_ids).toContain(enPlan.id);
    expect(row.plan_ids.every((id) => aspenPlans.includes(id))).toBe(true);
    expect(await queuedJobs()).toBe(jobs + 1);
    expect(await lastAudit(server.db, 'support_plans.bulk_export')).toMatchObject({
      actor_user_id: ids.user.schoolLeader,
      school_id: ids.aspen,
      target_type: 'support_plan_export',
      target_id: String(exportId),
      details: { plans: row.plan_ids, filters: { grade: '4', status: 'active' } },
    });
    const progress = await leader.get<TBulkExport>(`/api/v1/support_plans/bulk_export/${exportId}/`);
    expect(progress.body).toMatchObject({ status: 'queued', total: 3, done_count: 0, download_url: null, expired: false });
    const early = await leader.get(`/api/v1/support_plans/bulk_export/${exportId}/download/`);
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(PLAN_EXPORT_MSG.notReady);
  });

  it('runs the job: one PDF per plan in the zip, the plan that cannot be exported listed, the requester e-mailed a link; a second run changes nothing', async () => {
    await server.db.update(students).set({ status: 'deleted', deleted_at: new Date() }).where(eq(students.id, goneStudent));
    const mails = await emailsTo('school.leader@demo.test');
    await runPlanExportJob(server.runtime.ctx, { exportId });
    const row = await exportRow(exportId);
    expect(row).toMatchObject({ status: 'done', total: 3, done_count: 2 });
    expect(row.failures).toEqual([{ plan_id: expect.any(Number), student: 'Bulkgone, Gus', error: PLAN_EXPORT_MSG.planGone }]);
    expect(row.file_id).not.toBeNull();
    expect(row.expires_at!.getTime() - row.finished_at!.getTime()).toBe(7 * 86_400_000);
    expect(row.file_name).toMatch(/^support-plans-Aspen-Grove-Elementary-\d{4}-\d{2}-\d{2}\.zip$/);

    const mail = await lastEmailTo('school.leader@demo.test');
    expect(await emailsTo('school.leader@demo.test')).toBe(mails + 1);
    expect(mail!.subject).toBe('Your export of support plans is ready');
    expect(mail!.text_body).toContain(`/api/v1/support_plans/bulk_export/${exportId}/download/`);
    expect(mail!.text_body).toContain('2 PDF files');
    expect(mail!.text_body).toContain('Drafts among the plans: 2 (each of their pages is marked DRAFT).');
    expect(mail!.text_body).toContain(`Bulkgone, Gus: ${PLAN_EXPORT_MSG.planGone}`);

    // The requester downloads the zip: one PDF per plan, named after the student and the year.
    const leader = await as('schoolLeader');
    const res = await getBytes(leader, `/api/v1/support_plans/bulk_export/${exportId}/download/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${row.file_name}"`);
    const files = unzipSync(res.bytes);
    expect(Object.keys(files).sort()).toEqual(['support-plan-Bulkexport-Ivy-2026-2027.pdf', 'support-plan-Pdfwright-Nora-2026-2027.pdf']);
    const nora = (await pdfPages(files['support-plan-Pdfwright-Nora-2026-2027.pdf']!)).join('\n');
    expect(nora).toContain('Nora Pdfwright');
    expect(nora).toContain('Reads grade-level texts aloud with 95% accuracy');
    expect(nora).toContain('DRAFT');
    expect(await lastAudit(server.db, 'support_plans.bulk_export_downloaded')).toMatchObject({ actor_user_id: ids.user.schoolLeader, target_id: String(exportId) });

    const progress = await leader.get<TBulkExport>(`/api/v1/support_plans/bulk_export/${exportId}/`);
    expect(progress.body).toMatchObject({ status: 'done', done_count: 2, download_url: `/api/v1/support_plans/bulk_export/${exportId}/download/`, expired: false });
    const list = await leader.get<TBulkExportList>(`/api/v1/support_plans/bulk_export/?school=${ids.aspen}`);
    expect(list.body.results.map((e) => e.id)).toContain(exportId);

    // The job runs again (a retry): no second zip, no second e-mail.
    const files0 = (
      await server.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storedFiles)
        .where(eq(storedFiles.purpose, 'support_plan_export'))
    )[0]!.n;
    await runPlanExportJob(server.runtime.ctx, { exportId });
    expect(await emailsTo('school.leader@demo.test')).toBe(mails + 1);
    expect(
      (
        await server.db
          .select({ n: sql<number>`count(*)::int` })
          .from(storedFiles)
          .where(eq(storedFiles.purpose, 'support_plan_export'))
      )[0]!.n,
    ).toBe(files0);
    expect((await exportRow(exportId)).file_id).toBe(row.file_id);
  });

  it('shows an export and its zip to its requester only (404 to anyone else, super admins too)', async () => {
    for (const m of ['districtAdmin', 'super', 'schoolAdmin', 'frAdmin', 'teacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/support_plans/bulk_export/${exportId}/`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/support_plans/bulk_export/${exportId}/download/`)).status, m).toBe(404);
    }
    expect((await server.client().get(`/api/v1/support_plans/bulk_export/${exportId}/download/`)).status).toBe(401);
    // Another coordinator's list of Aspen does not hold it.
    const other = await (await as('schoolAdmin')).get<TBulkExportList>(`/api/v1/support_plans/bulk_export/?school=${ids.aspen}`);
    expect(other.status).toBe(200);
    expect(other.body.results.map((e) => e.id)).not.toContain(exportId);
  });

  it('answers 410 once the export has expired and removes its file (on that read, and by the daily sweep)', async () => {
    const leader = await as('schoolLeader');
    const fileId = (await exportRow(exportId)).file_id!;
    await server.db
      .update(supportPlanExports)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(supportPlanExports.id, exportId));
    const res = await leader.get(`/api/v1/support_plans/bulk_export/${exportId}/download/`);
    expect(res.status).toBe(410);
    expect(res.body.error).toMatchObject({ code: 'gone', message: PLAN_EXPORT_MSG.expired });
    expect((await exportRow(exportId)).file_id).toBeNull();
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.id, fileId))).toEqual([]);
    const progress = await leader.get<TBulkExport>(`/api/v1/support_plans/bulk_export/${exportId}/`);
    expect(progress.body).toMatchObject({ status: 'done', expired: true, download_url: null });

    // The sweep removes the files of the other expired exports.
    const again = await leader.post<{ id: number }>('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, grade: '4' });
    await runPlanExportJob(server.runtime.ctx, { exportId: again.body.id });
    const second = await exportRow(again.body.id);
    expect(second.status).toBe('done');
    expect(await sweepExpiredPlanExports(server.runtime.ctx)).toBe(0);
    await server.db
      .update(supportPlanExports)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(supportPlanExports.id, again.body.id));
    expect(await sweepExpiredPlanExports(server.runtime.ctx)).toBe(1);
    expect((await exportRow(again.body.id)).file_id).toBeNull();
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.id, second.file_id!))).toEqual([]);
    expect((await leader.get(`/api/v1/support_plans/bulk_export/${again.body.id}/download/`)).status).toBe(410);
  });

  it('exports a francophone district’s plans school by school, in French (message, file names, e-mail)', async () => {
    const fr = await as('frAdmin');
    const res = await fr.post<{ id: number; message: string }>('/api/v1/support_plans/bulk_export/', { district_id: ids.fr });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toMatch(
      /^Le fichier PDF est en cours de création et vous sera envoyé par courriel sous peu\. Ébauches parmi ces plans : \d+ \(chacune de leurs pages porte la mention ÉBAUCHE\)\.$/,
    );
    await runPlanExportJob(server.runtime.ctx, { exportId: res.body.id });
    const row = await exportRow(res.body.id);
    expect(row).toMatchObject({ status: 'done', school_id: null, failures: [] });
    expect(row.done_count).toBeGreaterThanOrEqual(2); // the demo's plan and Émilie Côté's
    expect(row.file_name).toMatch(/^plans-de-soutien-/);
    const zip = unzipSync((await getBytes(fr, `/api/v1/support_plans/bulk_export/${row.id}/download/`)).bytes);
    const names = Object.keys(zip);
    expect(names).toHaveLength(row.done_count);
    expect(names, names.join(', ')).toContain('Ecole-Les-Trois-Ponts/plan-de-soutien-Cote-Emilie-2026-2027.pdf');
    expect(names.every((n) => /^[A-Za-z0-9-]+\/plan-de-soutien-[A-Za-z0-9-]+\.pdf$/.test(n))).toBe(true);
    const mail = await lastEmailTo('fr.admin@demo.test');
    expect(mail!.subject).toBe('Votre exportation de plans de soutien est prête');
    expect(mail!.text_body).toContain('Bonjour Émilie');
  });

  it('rejects bad input with its message and queues nothing', async () => {
    const leader = await as('schoolLeader');
    const before = { rows: await exportCount(), jobs: await queuedJobs() };
    const cases: [unknown, string, string][] = [
      [{}, 'school_id', PLAN_EXPORT_MSG.placeOne],
      [{ school_id: ids.aspen, district_id: ids.en }, 'school_id', PLAN_EXPORT_MSG.placeOne],
      [{ school_id: ids.aspen, status: 'archived' }, 'status', 'Invalid value'],
      [{ school_id: ids.aspen, review_due: 'yes' }, 'review_due', 'Invalid value'],
      [{ school_id: ids.aspen, grade: '' }, 'grade', 'Required'],
      [{ school_id: 'aspen' }, 'school_id', 'Required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await leader.post('/api/v1/support_plans/bulk_export/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    expect((await leader.post('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, colour: 'red' })).status).toBe(400);
    // A template of another district is not one of this school's.
    const frTemplate = (await (await as('frAdmin')).get<{ results: { id: number }[] }>(`/api/v1/support_plan_templates/?district=${ids.fr}`)).body.results[0]!.id;
    const wrong = await leader.post('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, template: frTemplate });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.fields.template.message).toBe(PLAN_EXPORT_MSG.template);
    // No plan matches: said, nothing made.
    const none = await leader.post('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, grade: 'No such grade', review_due: true });
    expect(none.status).toBe(409);
    expect(none.body.error).toMatchObject({ code: 'action_not_possible', message: PLAN_EXPORT_MSG.none });
    expect(await exportCount()).toBe(before.rows);
    expect(await queuedJobs()).toBe(before.jobs);
  });

  it('refuses other districts (404), people who do not make the school’s plans (403), district exports but for its admins (403), the module off (403); queues nothing', async () => {
    const before = { rows: await exportCount(), jobs: await queuedJobs() };
    const school = { school_id: ids.aspen };
    expect((await server.client().post('/api/v1/support_plans/bulk_export/', school)).status).toBe(401);
    const expected: [Parameters<typeof as>[0], unknown, number][] = [
      ['frAdmin', school, 404],
      ['frTeacher', school, 404],
      ['teacher', school, 403], // a support plan teacher: reads their students' plans, exports none
      ['multiTeacher', school, 403],
      ['schoolStaff', school, 403],
      ['districtLeader', school, 403],
      ['schoolLeader', { district_id: ids.en }, 403], // a coordinator of one school, not of the district
      ['schoolAdmin', { district_id: ids.en }, 403],
      ['teacher', { district_id: ids.fr }, 404],
    ];
    for (const [m, body, status] of expected) expect((await (await as(m)).post('/api/v1/support_plans/bulk_export/', body)).status, `${m} ${JSON.stringify(body)}`).toBe(status);
    for (const [m, status] of [
      ['teacher', 403],
      ['frAdmin', 404],
    ] as const)
      expect((await (await as(m)).get(`/api/v1/support_plans/bulk_export/?school=${ids.aspen}`)).status, m).toBe(status);
    await server.db.execute(sql`update schools set support_plan_enabled = false where id = ${ids.aspen}`);
    try {
      expect((await (await as('super')).post('/api/v1/support_plans/bulk_export/', school)).status).toBe(403);
      expect((await (await as('schoolLeader')).post('/api/v1/support_plans/bulk_export/', school)).status).toBe(403);
    } finally {
      await server.db.execute(sql`update schools set support_plan_enabled = true where id = ${ids.aspen}`);
    }
    expect(await exportCount()).toBe(before.rows);
    expect(await queuedJobs()).toBe(before.jobs);
  });

  it('records an export whose last retry failed as failed and tells the requester; the download then says so', async () => {
    const leader = await as('schoolLeader');
    const res = await leader.post<{ id: number }>('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, grade: '4' });
    const mails = await emailsTo('school.leader@demo.test');
    await failPlanExport(server.runtime.ctx, res.body.id);
    expect(await exportRow(res.body.id)).toMatchObject({ status: 'failed', file_id: null });
    expect((await lastEmailTo('school.leader@demo.test'))!.subject).toBe('Your export of support plans failed');
    // Again, or the job running after: nothing more.
    await failPlanExport(server.runtime.ctx, res.body.id);
    await runPlanExportJob(server.runtime.ctx, { exportId: res.body.id });
    expect(await emailsTo('school.leader@demo.test')).toBe(mails + 1);
    expect((await exportRow(res.body.id)).status).toBe('failed');
    const download = await leader.get(`/api/v1/support_plans/bulk_export/${res.body.id}/download/`);
    expect(download.status).toBe(409);
    expect(download.body.error.message).toBe(PLAN_EXPORT_MSG.failedExport);
  });

  it('drops the plans the requester can no longer read by the time the job runs (listed as failures)', async () => {
    const leader = await as('schoolLeader');
    const res = await leader.post<{ id: number }>('/api/v1/support_plans/bulk_export/', { school_id: ids.aspen, template: enTemplate.id, grade: '4' });
    expect(res.status).toBe(202);
    // The coordinator loses the school's support plan permission before the job runs.
    await server.db.execute(sql`update school_memberships set support_plan_permission = 'no_select' where user_id = ${ids.user.schoolLeader} and school_id = ${ids.aspen}`);
    try {
      await runPlanExportJob(server.runtime.ctx, { exportId: res.body.id });
    } finally {
      await server.db.execute(sql`update school_memberships set support_plan_permission = 'ipp_cordinator' where user_id = ${ids.user.schoolLeader} and school_id = ${ids.aspen}`);
    }
    const row = await exportRow(res.body.id);
    expect(row.status).toBe('done');
    expect(row.done_count).toBe(0);
    expect(row.failures.map((f) => f.error)).toEqual(row.plan_ids.map(() => PLAN_EXPORT_MSG.planGone));
    expect(row.failures.map((f) => f.student).sort()).toEqual(['Bulkexport, Ivy', 'Pdfwright, Nora']);
  });
});
