/**
 * Files attached to a plan's assessments (issue 12, section 2) through real HTTP: upload (type by content, size
 * limit, the assessment named by its id), list, download headers, removal; who may (coordinator, the student's
 * support plan teacher while draft; not another teacher, another district, the module off, a final plan); the
 * assessments' stable ids; an assessment dropped from the part takes its files; the revision's snapshot and
 * comparison name them; audit rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, storedFiles, studentTeachers, supportPlanAttachments } from '@ss/db';
import { MSG, PLAN_MSG, type TAssessmentPart, type TConfigList, type TPlanAttachmentList, type TPlanCompare, type TPlanTemplate, type TSupportPlan } from '@ss/domain';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { demoIds, signedInClients, type DemoIds } from './fixtures.ts';
import { PDF } from './support-fixtures.ts';
import { freshStudent } from './supports-given-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
let template: TPlanTemplate;

beforeAll(async () => {
  // Documents up to 1 MB here, so the size refusal needs no large upload.
  server = await startTestServer({ uploads: { fileMb: 10, imageMb: 2, documentMb: 1 } });
  ids = await demoIds(server.db);
  const admin = await as('districtAdmin');
  const roles = await admin.get<TConfigList>(`/api/v1/config/support-team-role/?school=${ids.aspen}`);
  const res = await admin.post<TPlanTemplate>('/api/v1/support_plan_templates/', {
    district: ids.en,
    name: 'Attachments plan',
    specialized_assessment: true,
    goal_planning: false,
    transition_planning: false,
    information_keys: [],
    team_role_keys: roles.body.items.filter((i) => i.active).map((i) => (i as unknown as { key: number }).key),
    review_months: 3,
    pdf_wording_en: '',
    pdf_wording_fr: '',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  template = res.body;
});
afterAll(() => server?.close());

const base = (id: number) => `/api/v1/support_plans/${id}`;

/** A draft plan of a fresh Aspen student taught by the demo teacher, with two saved assessments. */
async function planWithAssessments(last: string): Promise<{ plan: TSupportPlan; part: TAssessmentPart }> {
  const student = await freshStudent(server.db, { id: ids.aspen, district: ids.en }, `Att${last}`);
  await server.db.insert(studentTeachers).values({ student_id: student, user_id: ids.user.teacher });
  const leader = await as('schoolLeader');
  const made = await leader.post<TSupportPlan>('/api/v1/support_plans/', { student_id: student, template_id: template.id, school_year: '2026–2027' });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const saved = await leader.request<TAssessmentPart>('PUT', `${base(made.body.id)}/specialized_assessment/`, {
    version: 1,
    assessments: [{ name: 'Reading assessment' }, { name: 'Speech assessment', assessor: 'R. Doe' }],
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return { plan: made.body, part: saved.body };
}

type ErrorBody = { error?: { code: string; message: string; fields?: Record<string, { message: string; params?: Record<string, unknown> }> } };
async function upload(c: ApiClient, planId: number, fields: Record<string, string>, file?: { name: string; data: Buffer | string }) {
  if (!c.cookies.has('csrftoken')) await c.get('/api/v1/current_user/');
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${c.baseUrl}${base(planId)}/attachments/`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
  });
  return { status: res.status, body: (await res.json()) as TPlanAttachmentList & ErrorBody };
}
async function download(c: ApiClient, planId: number, attachmentId: number) {
  return fetch(`${c.baseUrl}${base(planId)}/attachments/${attachmentId}/`, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
}
const fileCount = async () =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storedFiles)
      .where(eq(storedFiles.purpose, 'support_plan_document'))
  )[0]!.n;
const auditOf = async (planId: number, action: string) =>
  server.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.target_type, 'support_plan'), eq(auditEvents.target_id, String(planId))))
    .orderBy(auditEvents.id);

describe('support plan attachments', () => {
  it('gives each assessment a stable id, kept on later saves; a foreign or repeated id is replaced', async () => {
    const { plan, part } = await planWithAssessments('Ids');
    const [a, b] = part.assessments;
    expect(a!.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(b!.id).not.toBe(a!.id);
    const again = await (
      await as('teacher')
    ).request<TAssessmentPart>('PUT', `${base(plan.id)}/specialized_assessment/`, {
      version: part.version,
      assessments: [{ ...b, summary: 'Moved first' }, a, { ...a, name: 'Copy' }, { id: 'madeUpId1234', name: 'New' }],
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const got = again.body.assessments.map((x) => x.id);
    expect(got.slice(0, 2)).toEqual([b!.id, a!.id]);
    expect(new Set(got).size).toBe(4);
    expect(got[3]).not.toBe('madeUpId1234');
    const bad = await (
      await as('teacher')
    ).request('PUT', `${base(plan.id)}/specialized_assessment/`, { version: again.body.version, assessments: [{ id: 'no spaces!', name: 'X' }] });
    expect(bad.status).toBe(400);
  });

  it('uploads, lists, downloads and removes as a coordinator and as the student’s teacher while draft, audited without names', async () => {
    const { plan, part } = await planWithAssessments('Flow');
    const [a, b] = part.assessments;
    const leader = await as('schoolLeader');
    const up = await upload(leader, plan.id, { assessment_id: a!.id! }, { name: 'Rapport d’évaluation.pdf', data: PDF });
    expect(up.status, JSON.stringify(up.body)).toBe(201);
    expect(up.body.items).toHaveLength(1);
    expect(up.body.items[0]).toMatchObject({ assessment_id: a!.id, file_name: 'Rapport d’évaluation.pdf', size: PDF.length, content_type: 'application/pdf' });
    expect(up.body.items[0]!.created_by!.id).toBe(ids.user.schoolLeader);
    const teacher = await as('teacher');
    const up2 = await upload(teacher, plan.id, { assessment_id: b!.id! }, { name: 'notes.txt', data: 'Reads 40 words a minute.\n' });
    expect(up2.status, JSON.stringify(up2.body)).toBe(201);
    const list = await teacher.get<TPlanAttachmentList>(`${base(plan.id)}/attachments/`);
    expect(list.status).toBe(200);
    expect(list.body.abilities).toEqual({ change: true });
    expect(list.body.items.map((i) => [i.assessment_id, i.file_name, i.content_type])).toEqual([
      [a!.id, 'Rapport d’évaluation.pdf', 'application/pdf'],
      [b!.id, 'notes.txt', 'text/plain'],
    ]);

    const res = await download(teacher, plan.id, up.body.items[0]!.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Rapport d__valuation.pdf"; filename*=UTF-8''${encodeURIComponent('Rapport d’évaluation.pdf')}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(PDF)).toBe(true);

    const del = await teacher.delete(`${base(plan.id)}/attachments/${up2.body.items[1]!.id}/`);
    expect(del.status).toBe(204);
    expect((await teacher.get<TPlanAttachmentList>(`${base(plan.id)}/attachments/`)).body.items.map((i) => i.file_name)).toEqual(['Rapport d’évaluation.pdf']);
    expect((await teacher.delete(`${base(plan.id)}/attachments/${up2.body.items[1]!.id}/`)).status).toBe(404);
    expect((await download(teacher, plan.id, up2.body.items[1]!.id)).status).toBe(404);

    const added = await auditOf(plan.id, 'support_plan.attachment_added');
    expect(added.map((r) => r.details)).toEqual([
      { attachment: up.body.items[0]!.id, assessment: a!.id, content_type: 'application/pdf', size: PDF.length, name_length: 'Rapport d’évaluation.pdf'.length },
      { attachment: up2.body.items[1]!.id, assessment: b!.id, content_type: 'text/plain', size: 25, name_length: 9 },
    ]);
    expect(added.every((r) => r.student_id === plan.student.id && r.school_id === ids.aspen && r.district_id === ids.en)).toBe(true);
    expect((await auditOf(plan.id, 'support_plan.attachment_downloaded')).map((r) => r.details)).toEqual([{ attachment: up.body.items[0]!.id, assessment: a!.id }]);
    expect((await auditOf(plan.id, 'support_plan.attachment_removed')).map((r) => r.details)).toEqual([{ attachment: up2.body.items[1]!.id, assessment: b!.id }]);
    expect(JSON.stringify(await auditOf(plan.id, 'support_plan.attachment_added'))).not.toContain('Rapport');
  });

  it('refuses bad types, too large files, a missing file and unknown assessments with their messages, storing nothing', async () => {
    const { plan, part } = await planWithAssessments('Bad');
    const id = part.assessments[0]!.id!;
    const leader = await as('schoolLeader');
    const before = await fileCount();
    const exe = await upload(leader, plan.id, { assessment_id: id }, { name: 'report.pdf', data: Buffer.from('MZ\u0090\u0000\u0003binary') });
    expect([exe.status, exe.body.error!.message]).toEqual([400, 'Invalid file type']);
    const html = await upload(leader, plan.id, { assessment_id: id }, { name: 'notes.txt', data: '<html><script>alert(1)</script></html>' });
    expect(html.body.error!.fields!.file!.message).toBe('Invalid file type');
    const big = await upload(leader, plan.id, { assessment_id: id }, { name: 'big.pdf', data: Buffer.concat([PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]) });
    expect(big.status).toBe(400);
    expect(big.body.error!.fields!.file).toEqual({ message: 'File size should be up to {maxAllowedFileSize} MB', params: { maxAllowedFileSize: 1 } });
    expect((await upload(leader, plan.id, { assessment_id: id })).body.error!.message).toBe('Please select a file');
    const unknown = await upload(leader, plan.id, { assessment_id: 'notAnAssessment' }, { name: 'r.pdf', data: PDF });
    expect([unknown.status, unknown.body.error!.fields!.assessment_id!.message]).toEqual([400, PLAN_MSG.unknownAssessment]);
    expect((await upload(leader, plan.id, {}, { name: 'r.pdf', data: PDF })).body.error!.fields!.assessment_id!.message).toBe(MSG.required);
    expect(await fileCount()).toBe(before);
    expect(await auditOf(plan.id, 'support_plan.attachment_added')).toEqual([]);
  });

  it('refuses another teacher (403), another district (404), the module off (403), a final plan (409) and anonymous callers (401)', async () => {
    const { plan, part } = await planWithAssessments('Who');
    const id = part.assessments[0]!.id!;
    const leader = await as('schoolLeader');
    const ok = await upload(leader, plan.id, { assessment_id: id }, { name: 'r.pdf', data: PDF });
    const att = ok.body.items[0]!.id;
    const before = await fileCount();

    const other = await as('multiTeacher'); // a support plan teacher of Aspen who does not teach the student
    expect((await other.get(`${base(plan.id)}/attachments/`)).status).toBe(403);
    expect((await upload(other, plan.id, { assessment_id: id }, { name: 'r.pdf', data: PDF })).status).toBe(403);
    expect((await download(other, plan.id, att)).status).toBe(403);
    expect((await other.delete(`${base(plan.id)}/attachments/${att}/`)).status).toBe(403);
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`${base(plan.id)}/attachments/`)).status, m).toBe(404);
      expect((await upload(c, plan.id, { assessment_id: id }, { name: 'r.pdf', data: PDF })).status, m).toBe(404);
      expect((await download(c, plan.id, att)).status, m).toBe(404);
      expect((await c.delete(`${base(plan.id)}/attachments/${att}/`)).status, m).toBe(404);
    }
    const anon = server.client();
    expect((await anon.get(`${base(plan.id)}/attachments/`)).status).toBe(401);
    expect((await anon.delete(`${base(plan.id)}/attachments/${att}/`)).status).toBe(401);
    expect((await download(anon, plan.id, att)).status).toBe(401);

    await server.db.execute(sql`update schools set support_plan_enabled = false where id = ${ids.aspen}`);
    try {
      expect((await leader.get(`${base(plan.id)}/attachments/`)).status).toBe(403);
      const off = await upload(leader, plan.id, { assessment_id: id }, { name: 'r.pdf', data: PDF });
      expect([off.status, off.body.error!.code]).toEqual([403, 'forbidden']);
      expect((await download(leader, plan.id, att)).status).toBe(403);
      expect((await leader.delete(`${base(plan.id)}/attachments/${att}/`)).status).toBe(403);
    } finally {
      await server.db.execute(sql`update schools set support_plan_enabled = true where id = ${ids.aspen}`);
    }
    expect(await fileCount()).toBe(before);

    // Final: read-only (409 with the message), still listed and downloadable; the revision names the file.
    expect((await leader.post(`${base(plan.id)}/finalise/`, {})).status).toBe(200);
    const final = await upload(leader, plan.id, { assessment_id: id }, { name: 'r.pdf', data: PDF });
    expect([final.status, final.body.error!.code, final.body.error!.message]).toEqual([409, 'action_not_possible', PLAN_MSG.final]);
    const del = await leader.delete<ErrorBody>(`${base(plan.id)}/attachments/${att}/`);
    expect([del.status, del.body.error!.message]).toEqual([409, PLAN_MSG.final]);
    const teacherList = await (await as('teacher')).get<TPlanAttachmentList>(`${base(plan.id)}/attachments/`);
    expect(teacherList.body.abilities).toEqual({ change: false });
    expect(teacherList.body.items.map((i) => i.id)).toEqual([att]);
    expect((await download(await as('teacher'), plan.id, att)).status).toBe(200);
    expect(await fileCount()).toBe(before);
  });

  it('removes the files of an assessment dropped from the part, and a comparison of revisions shows attachments added and removed', async () => {
    const { plan, part } = await planWithAssessments('Drop');
    const [a, b] = part.assessments;
    const leader = await as('schoolLeader');
    await upload(leader, plan.id, { assessment_id: a!.id! }, { name: 'kept.pdf', data: PDF });
    expect((await leader.post(`${base(plan.id)}/finalise/`, {})).status).toBe(200);
    expect((await leader.post(`${base(plan.id)}/new_draft/`, {})).status).toBe(200);
    const up = await upload(leader, plan.id, { assessment_id: b!.id! }, { name: 'dropped.pdf', data: PDF });
    await upload(leader, plan.id, { assessment_id: a!.id! }, { name: 'added.txt', data: 'More notes\n' });
    const dropped = up.body.items.find((i) => i.file_name === 'dropped.pdf')!;
    const files = await fileCount();

    const current = (await leader.get<TAssessmentPart>(`${base(plan.id)}/specialized_assessment/`)).body;
    const saved = await leader.request<TAssessmentPart>('PUT', `${base(plan.id)}/specialized_assessment/`, { version: current.version, assessments: [a] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await fileCount()).toBe(files - 1);
    const rows = await server.db.select().from(supportPlanAttachments).where(eq(supportPlanAttachments.plan_id, plan.id));
    expect(rows.map((r) => r.assessment_id)).toEqual([a!.id, a!.id]);
    expect((await auditOf(plan.id, 'support_plan.attachment_removed')).map((r) => r.details)).toEqual([
      { attachment: dropped.id, assessment: b!.id, reason: 'assessment_removed' },
    ]);

    expect((await leader.post(`${base(plan.id)}/finalise/`, {})).status).toBe(200);
    const cmp = await leader.get<TPlanCompare>(`${base(plan.id)}/revisions/compare/?from=1&to=2`);
    expect(cmp.status, JSON.stringify(cmp.body)).toBe(200);
    const files1 = cmp.body.changes.find((c) => c.part === 'specialized_assessment' && c.item.endsWith('Attached files'));
    expect(files1).toMatchObject({ before: 'kept.pdf', after: 'added.txt\nkept.pdf' });
    // The removed assessment (with the file it had only after revision 1) is listed as removed.
    expect(cmp.body.changes.some((c) => c.part === 'specialized_assessment' && c.after === null)).toBe(true);
  });
});
