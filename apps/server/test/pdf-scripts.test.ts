/**
 * Every PDF prints names and words in other scripts as written (issue 20): Polish (Łukasz Wójcik), Vietnamese
 * (Nguyễn Thị Minh) and Cree syllabics (ᓀᐦᐃᔭᐍᐏᐣ). The standard Helvetica printed them as "Aukasz", "NguyÅn ThË"
 * and stray symbols; embedded Noto Sans (lib/pdf/fonts.ts) draws them, and the text read back equals the input.
 */
import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { students } from '@ss/db';
import { studentSearchName, type TPlanTemplate, type TSupportPlan } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const POLISH = { first: 'Łukasz', last: 'Wójcik' };
const VIETNAMESE = 'Nguyễn Thị Minh';
const CREE = 'ᓀᐦᐃᔭᐍᐏᐣ';

async function getBytes(c: ApiClient, path: string) {
  const res = await fetch(c.baseUrl + path, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, bytes: new Uint8Array(await res.arrayBuffer()) };
}

/** The PDF's text as a reader copies it: pdf.js's pieces in order, a line's end as a line break. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  let text = '';
  for (let p = 1; p <= doc.numPages; p++) {
    const content = await (await doc.getPage(p)).getTextContent();
    for (const item of content.items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await doc.destroy();
  return text;
}

async function addStudent(first: string, last: string): Promise<number> {
  const [row] = await server.db
    .insert(students)
    .values({
      district_id: ids.en,
      school_id: ids.aspen,
      first_name: first,
      last_name: last,
      search_name: studentSearchName(first, last),
      grade: '3',
      gender: 'other',
      student_number: `SCRIPTS-${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning({ id: students.id });
  return row!.id;
}

describe('PDFs in other scripts', () => {
  it('draws a support plan of Łukasz Wójcik whose goal names Nguyễn Thị Minh and ᓀᐦᐃᔭᐍᐏᐣ, the text read back as written', { timeout: 90_000 }, async () => {
    const admin = await as('districtAdmin');
    const leader = await as('schoolLeader');
    const template = await admin.post<TPlanTemplate>('/api/v1/support_plan_templates/', {
      district: ids.en,
      name: 'Plan in several scripts',
      specialized_assessment: false,
      goal_planning: true,
      transition_planning: false,
      information_keys: [],
      team_role_keys: [],
      review_months: 3,
      pdf_wording_en: '',
      pdf_wording_fr: '',
    });
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const student = await addStudent(POLISH.first, POLISH.last);
    const plan = await leader.post<TSupportPlan>('/api/v1/support_plans/', { student_id: student, template_id: template.body.id, school_year: '2026–2027' });
    expect(plan.status, JSON.stringify(plan.body)).toBe(201);
    const goal = `Reads ${CREE} with ${VIETNAMESE}`;
    const put = await leader.request('PUT', `/api/v1/support_plans/${plan.body.id}/goal_planning/`, {
      version: 1,
      goals: [
        {
          focus_area_key: null,
          goal,
          criteria: `${CREE} ${VIETNAMESE}`,
          sub_goals: [],
          student_support_ids: [],
          responsible: VIETNAMESE,
          target_date: null,
          reviews: [],
        },
      ],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const res = await getBytes(leader, `/api/v1/support_plans/${plan.body.id}/pdf/`);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    expect(text).toContain(`${POLISH.first} ${POLISH.last}`);
    expect(text).toContain(`Goal 1 · ${goal}`);
    expect(text).toContain(`Measurable criteria: ${CREE} ${VIETNAMESE}`);
    expect(text).toContain(`Responsible: ${VIETNAMESE}`);
    // The fonts are embedded (subsets), not the standard Helvetica.
    const raw = Buffer.from(res.bytes).toString('latin1');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansCanadianAboriginal-Regular/);
  });

  it('draws the actions export with those names and words, read back as written', { timeout: 90_000 }, async () => {
    const leader = await as('schoolLeader');
    const student = await addStudent(POLISH.first, POLISH.last);
    const created = await leader.post('/api/v1/actions/', {
      name: CREE,
      responsible: ids.user.teacher,
      completion_date: '2026-12-01',
      school: ids.aspen,
      student,
      comment: VIETNAMESE,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const res = await getBytes(leader, `/api/v1/actions/export/?scope=schoolActions&school=${ids.aspen}&format=pdf`);
    expect(res.status).toBe(200);
    const text = await pdfText(res.bytes);
    // The student's cell may wrap between the two names; the others are one line.
    expect(text.replace(/\s+/g, ' ')).toContain(`${POLISH.first} ${POLISH.last}`);
    expect(text).toContain(CREE);
    expect(text).toContain(VIETNAMESE);
  });
});
