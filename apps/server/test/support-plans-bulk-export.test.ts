/**
 * Bulk exports of support plans (issue 12, section 5) through real HTTP: 202 with the message in the caller's
 * language, the job run here (one PDF per plan in the zip with sensible names, a plan that cannot be exported
 * listed in the export and its e-mail, the e-mail's link), the download for the requester only, expiry 410 and the
 * sweep, bad input and refusals with nothing queued, a second run of the job changing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { storedFiles, students, supportPlanExports } from '@ss/db';
import { PLAN_EXPORT_MSG, type TBulkExport, type TBulkExportList } from '@ss/domain';
import { runPlanExportJob } from '../src/services/support-plans/run-export-job.ts';
import { failPlanExport, sweepExpiredPlanExports } from '../src/services/support-plans/bulk-export-job.ts';
import { lastAudit } from './supports-given-fixtures.ts';
import {
  server,
  ids,
  as,
  getBytes,
  pdfPages,
  addStudent,
  makePlan,
  exportRow,
  exportCount,
  queuedJobs,
  lastEmailTo,
  emailsTo,
  enTemplate,
  enPlan,
  makeFrenchPlan,
  withPlanExportServer,
} from './support-plans-export-fixtures.ts';

withPlanExportServer();
// The French district's export below takes Émilie Côté's plan (in one file with the PDF tests, the French PDF's test made it).
beforeAll(async () => {
  await makeFrenchPlan();
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
