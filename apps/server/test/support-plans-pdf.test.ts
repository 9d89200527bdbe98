/**
 * One support plan as PDF (issue 12, section 5) through real HTTP: headers, its text read back in English and in
 * French, the logo, the refusals of reading the plan, the audit row.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { storedFiles, students } from '@ss/db';
import { daysAgo, lastAudit } from './supports-given-fixtures.ts';
import {
  server,
  ids,
  as,
  YEAR,
  PNG,
  itemsOf,
  getBytes,
  pdfPages,
  addStudent,
  makeTemplate,
  makePlan,
  fillPlan,
  enTemplate,
  enPlan,
  supportName,
  focusLabel,
  infoLabel,
  roleLabel,
  withPlanExportServer,
} from './support-plans-export-fixtures.ts';

withPlanExportServer();

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
