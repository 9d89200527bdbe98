/**
 * The support network's workflows (issue 11, section 1) through real HTTP: a school's proposals and their review,
 * submissions to the shared network, archive and restore, deletion of a support in use; each step's audit row
 * and the e-mail to the person waiting on it.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { studentSupports, supports } from '@ss/db';
import { SUPPORT_MSG, type TSupport, type TSupportContinuum, type TSupportList } from '@ss/domain';
import type { TestServer } from './harness.ts';
import { activeStudentsOfGrade, signedInClients, type DemoIds } from './fixtures.ts';
import { auditOf, counts, createVia, emailsAfter, lastEmailId, supportByName, supportRow, withSupportServer, type SystemKeys } from './support-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
let keys: SystemKeys;
withSupportServer((s, i, k) => ((server = s), (ids = i), (keys = k)));
const fields = (over: Record<string, unknown> = {}) => ({ type: 'intervention', focus_areas: [keys.focus[1]], tiers: [keys.tiers[1]], ...over });

describe('a school’s proposal', () => {
  it('is proposed by a teacher, e-mailed to the school’s reviewers, approved by a leader, and the author is told', async () => {
    const mark = await lastEmailId(server.db);
    const teacher = await as('teacher');
    const proposal = await createVia(teacher, fields({ level: 'school', school: ids.aspen, name_en: 'Math buddies', description_en: 'Pairs a struggling reader' }));
    expect(proposal).toMatchObject({ level: 'school', status: 'pending', district: ids.en, school: ids.aspen, created_by: { id: ids.user.teacher } });
    expect(proposal.abilities).toMatchObject({ update: true, delete: true, approve: false, propose: false });
    const mails = await emailsAfter(server.db, mark);
    // Aspen's admin and leaders (the district staff member leads Aspen), never the author.
    expect(mails.map((m) => m.to_address).sort()).toEqual(['district.staff@demo.test', 'school.admin@demo.test', 'school.leader@demo.test']);
    const link = `/school/${ids.en}/${ids.aspen}/supports/view-support-for-approval-by-leader/${proposal.id}`;
    expect(mails.every((m) => m.subject === 'Support to review: Math buddies' && m.text_body.includes(link) && m.text_body.includes('Hannah Lee'))).toBe(true);
    // It waits outside the network: not in the continuum, in the leaders' queue.
    const grid = await teacher.get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}`);
    expect(grid.body.supports.map((s) => s.id)).not.toContain(proposal.id);
    const leader = await as('schoolLeader');
    const queue = await leader.get<TSupportList>(`/api/v1/supports/?level=school&school=${ids.aspen}&status=pending&all=true`);
    expect(queue.body.results.map((s) => s.id)).toContain(proposal.id);
    const seen = await leader.get<TSupport>(`/api/v1/supports/${proposal.id}/`);
    expect(seen.body.abilities).toMatchObject({ approve: true, return: true, update: true, archive: false });
    // Another teacher of the school does not see someone else's proposal.
    expect((await (await as('multiTeacher')).get(`/api/v1/supports/${proposal.id}/`)).status).toBe(404);

    const mark2 = await lastEmailId(server.db);
    const approved = await leader.post<TSupport>(`/api/v1/supports/${proposal.id}/approve/`, { version: proposal.version, comment: 'Lovely idea' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', review_comment: 'Lovely idea', reviewed_by: { id: ids.user.schoolLeader, name: 'Marcus Bell' }, version: 2 });
    const toAuthor = await emailsAfter(server.db, mark2);
    expect(toAuthor.map((m) => m.to_address)).toEqual(['teacher@demo.test']);
    expect(toAuthor[0]!.subject).toBe('Support approved: Math buddies');
    expect(toAuthor[0]!.text_body).toContain(`/school/${ids.en}/${ids.aspen}/supports/view/${proposal.id}`);
    expect(toAuthor[0]!.text_body).toContain('Lovely idea');
    const after = await teacher.get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}`);
    expect(after.body.supports.map((s) => s.id)).toContain(proposal.id);
    // Approved, it is the reviewers' to keep: its author no longer changes it.
    expect((await teacher.patch(`/api/v1/supports/${proposal.id}/`, { version: 2, name_en: 'Mine' })).status).toBe(403);
    const audit = await auditOf(server.db, proposal.id);
    expect(audit.map((a) => a.action)).toEqual(['support.proposed', 'support.approved']);
    expect(audit.every((a) => a.district_id === ids.en && a.school_id === ids.aspen)).toBe(true);
    expect(JSON.stringify(audit.map((a) => a.details))).not.toMatch(/Lovely|struggling/);
  });

  it('is returned with a comment, changed and proposed again by its author, then approved; wrong steps are refused', async () => {
    const teacher = await as('teacher');
    const leader = await as('schoolAdmin');
    const p = await createVia(teacher, fields({ level: 'school', school: ids.aspen, name_en: 'Quiet corner' }));
    const before = await counts(server.db);
    expect((await leader.post(`/api/v1/supports/${p.id}/return/`, { version: p.version })).body.error.fields.comment.message).toBe(SUPPORT_MSG.comment);
    expect((await leader.post(`/api/v1/supports/${p.id}/return/`, { version: p.version, comment: '   ' })).body.error.fields.comment.message).toBe(SUPPORT_MSG.comment);
    expect((await leader.post(`/api/v1/supports/${p.id}/approve/`, { version: p.version + 1 })).status).toBe(409);
    const early = await teacher.post(`/api/v1/supports/${p.id}/propose/`, { version: p.version });
    expect(early.status).toBe(409);
    expect(early.body.error.message).toBe(SUPPORT_MSG.notReturned);
    expect((await teacher.post(`/api/v1/supports/${p.id}/approve/`, { version: p.version })).status).toBe(403);
    expect(await counts(server.db)).toEqual(before);

    const mark = await lastEmailId(server.db);
    const returned = await leader.post<TSupport>(`/api/v1/supports/${p.id}/return/`, { version: p.version, comment: 'Say where the corner is' });
    expect(returned.body).toMatchObject({ status: 'returned', review_comment: 'Say where the corner is' });
    const mail = (await emailsAfter(server.db, mark))[0]!;
    expect(mail).toMatchObject({ to_address: 'teacher@demo.test', subject: 'Support returned: Quiet corner' });
    expect(mail.text_body).toContain('Say where the corner is');
    expect((await leader.post(`/api/v1/supports/${p.id}/approve/`, { version: returned.body.version })).body.error.message).toBe(SUPPORT_MSG.notPending);
    // Only its author proposes it again, after changing it.
    const mine = await teacher.get<TSupport>(`/api/v1/supports/${p.id}/`);
    expect(mine.body.abilities).toMatchObject({ propose: true, update: true, delete: true });
    const changed = await teacher.patch<TSupport>(`/api/v1/supports/${p.id}/`, { version: returned.body.version, description_en: 'Beside the library' });
    expect(changed.status).toBe(200);
    expect((await leader.post(`/api/v1/supports/${p.id}/propose/`, { version: changed.body.version })).status).toBe(403);
    const mark2 = await lastEmailId(server.db);
    const again = await teacher.post<TSupport>(`/api/v1/supports/${p.id}/propose/`, { version: changed.body.version });
    expect(again.body.status).toBe('pending');
    expect((await emailsAfter(server.db, mark2)).map((m) => m.to_address).sort()).toEqual(['district.staff@demo.test', 'school.admin@demo.test', 'school.leader@demo.test']);
    const approved = await leader.post<TSupport>(`/api/v1/supports/${p.id}/approve/`, { version: again.body.version });
    expect(approved.body).toMatchObject({ status: 'approved', review_comment: null });
    expect((await auditOf(server.db, p.id)).map((a) => a.action)).toEqual(['support.proposed', 'support.returned', 'support.updated', 'support.proposed', 'support.approved']);
  });

  it('is withdrawn by its author while it waits, and a reviewer’s addition is approved at once without e-mail', async () => {
    const teacher = await as('teacher');
    const p = await createVia(teacher, fields({ level: 'school', school: ids.aspen, name_en: 'Withdrawn idea' }));
    expect((await teacher.delete(`/api/v1/supports/${p.id}/`)).status).toBe(204);
    expect(await supportRow(server.db, p.id)).toBeUndefined();
    expect((await auditOf(server.db, p.id)).map((a) => a.action)).toEqual(['support.proposed', 'support.deleted']);
    const mark = await lastEmailId(server.db);
    const added = await createVia(await as('districtAdmin'), fields({ level: 'school', school: ids.riverbend, name_en: 'Added by the district' }));
    expect(added.status).toBe('approved');
    expect(await emailsAfter(server.db, mark)).toEqual([]);
    expect((await auditOf(server.db, added.id))[0]).toMatchObject({ action: 'support.created', district_id: ids.en, school_id: ids.riverbend });
  });

  it('goes to the district’s admins, in French, when the school has no admin or leader', async () => {
    const mark = await lastEmailId(server.db);
    const p = await createVia(await as('frTeacher'), fields({ level: 'school', school: ids.troisPonts, name_en: '', name_fr: 'Coin lecture' }));
    const mails = await emailsAfter(server.db, mark);
    expect(mails.map((m) => m.to_address)).toEqual(['fr.admin@demo.test']);
    expect(mails[0]!.subject).toBe('Soutien à examiner : Coin lecture');
    expect(mails[0]!.text_body).toContain('Mathieu Bélanger a proposé le soutien « Coin lecture » pour École Les Trois-Ponts');
    const mark2 = await lastEmailId(server.db);
    await (await as('frAdmin')).post(`/api/v1/supports/${p.id}/return/`, { version: p.version, comment: 'Précisez le groupe' });
    const back = (await emailsAfter(server.db, mark2))[0]!;
    expect(back).toMatchObject({ to_address: 'fr.teacher@demo.test', subject: 'Soutien renvoyé : Coin lecture' });
    expect(back.text_body).toContain('Commentaire : Précisez le groupe');
  });
});

describe('a submission to the shared network', () => {
  it('is sent by a district’s manager, e-mailed to the super admins, returned, refreshed, sent again and approved', async () => {
    const admin = await as('districtAdmin');
    const own = await createVia(admin, fields({ level: 'district', district: ids.en, name_en: 'Prairie reading club', name_fr: 'Club de lecture' }));
    await admin.post(`/api/v1/supports/${own.id}/attachments/`, { kind: 'link', title: 'Club guide', url: 'https://example.org/club' });
    const mark = await lastEmailId(server.db);
    const sent = await admin.post<TSupport>(`/api/v1/supports/${own.id}/submit/`, { comment: 'Works well in grade 4' });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      level: 'shared',
      status: 'pending',
      district: null,
      submitted_district: { id: ids.en },
      source: { id: own.id, level: 'district' },
      source_name: 'Prairie Creek School Division',
      review_comment: 'Works well in grade 4',
      name_en: 'Prairie reading club',
    });
    expect(sent.body.attachments.map((a) => a.title)).toEqual(['Club guide']);
    const mails = await emailsAfter(server.db, mark);
    expect(mails.map((m) => m.to_address)).toEqual(['super@demo.test']);
    expect(mails[0]!.subject).toBe('Support submitted to the shared network: Prairie reading club');
    expect(mails[0]!.text_body).toContain(`/admin/student-supports/approve-support/${sent.body.id}`);
    expect(mails[0]!.text_body).toContain('Works well in grade 4');
    const source = async () => (await admin.get<TSupport>(`/api/v1/supports/${own.id}/`)).body;
    expect(await source()).toMatchObject({ submission: { id: sent.body.id, status: 'pending' }, abilities: { submit: false } });
    expect((await (await as('teacher')).get<TSupport>(`/api/v1/supports/${own.id}/`)).body.submission).toBeNull();
    const twice = await admin.post(`/api/v1/supports/${own.id}/submit/`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe(SUPPORT_MSG.alreadySubmitted);
    // The district's managers read it; its teachers and the other district do not.
    expect((await (await as('districtLeader')).get(`/api/v1/supports/${sent.body.id}/`)).status).toBe(200);
    expect((await (await as('teacher')).get(`/api/v1/supports/${sent.body.id}/`)).status).toBe(404);
    expect((await (await as('frAdmin')).get(`/api/v1/supports/${sent.body.id}/`)).status).toBe(404);
    expect((await admin.post(`/api/v1/supports/${sent.body.id}/approve/`, { version: sent.body.version })).status).toBe(403);

    const superAdmin = await as('super');
    const mark2 = await lastEmailId(server.db);
    const returned = await superAdmin.post<TSupport>(`/api/v1/supports/${sent.body.id}/return/`, { version: sent.body.version, comment: 'Add a French description' });
    expect(returned.body.status).toBe('returned');
    const back = (await emailsAfter(server.db, mark2))[0]!;
    expect(back).toMatchObject({ to_address: 'district.admin@demo.test', subject: 'Support returned: Prairie reading club' });
    expect(back.text_body).toContain(`/district/${ids.en}/supports/view/${sent.body.id}`);

    expect(await source()).toMatchObject({ submission: { id: sent.body.id, status: 'returned' }, abilities: { submit: true } });
    await admin.patch(`/api/v1/supports/${own.id}/`, { version: own.version, description_fr: 'Un club de lecture' });
    const shared = async () =>
      (
        await server.db
          .select()
          .from(supports)
          .where(and(eq(supports.level, 'shared'), eq(supports.source_support_id, own.id)))
      ).length;
    const resent = await admin.post<TSupport>(`/api/v1/supports/${own.id}/submit/`, {});
    expect(resent.body).toMatchObject({ id: sent.body.id, status: 'pending', description_fr: 'Un club de lecture', review_comment: null });
    expect(resent.body.attachments).toHaveLength(1);
    expect(await shared()).toBe(1);
    const mark3 = await lastEmailId(server.db);
    const approved = await superAdmin.post<TSupport>(`/api/v1/supports/${sent.body.id}/approve/`, { version: resent.body.version });
    expect(approved.body.status).toBe('approved');
    expect((await emailsAfter(server.db, mark3)).map((m) => [m.to_address, m.subject])).toEqual([['district.admin@demo.test', 'Support approved: Prairie reading club']]);
    expect((await source()).submission).toEqual({ id: sent.body.id, status: 'approved' });
    const everyone = await (await as('frTeacher')).get<TSupport>(`/api/v1/supports/${sent.body.id}/`);
    expect(everyone.status).toBe(200);
    const audit = await auditOf(server.db, sent.body.id);
    expect(audit.map((a) => a.action)).toEqual(['support.submitted', 'support.returned', 'support.submitted', 'support.approved']);
    expect(audit.every((a) => a.district_id === ids.en)).toBe(true);
    expect(JSON.stringify(audit.map((a) => a.details))).not.toMatch(/grade 4|French description/);
  });

  it('is refused for what is not a district’s approved support, and a waiting one is withdrawn by its district', async () => {
    const admin = await as('districtAdmin');
    const own = await createVia(admin, fields({ level: 'district', district: ids.en, name_en: 'Archived idea' }));
    await admin.post(`/api/v1/supports/${own.id}/archive/`, { version: own.version });
    const refused = await admin.post(`/api/v1/supports/${own.id}/submit/`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(SUPPORT_MSG.notSubmittable);
    const shared = await supportByName(server.db, 'Word wall', 'shared');
    expect((await (await as('super')).post(`/api/v1/supports/${shared.id}/submit/`, {})).status).toBe(403);
    const other = await createVia(admin, fields({ level: 'district', district: ids.en, name_en: 'To withdraw' }));
    const sent = await admin.post<TSupport>(`/api/v1/supports/${other.id}/submit/`, {});
    expect(sent.body.abilities).toMatchObject({ delete: true, update: false, approve: false });
    expect((await admin.delete(`/api/v1/supports/${sent.body.id}/`)).status).toBe(204);
    expect(await supportRow(server.db, sent.body.id)).toBeUndefined();
  });
});

describe('archive, restore, delete', () => {
  it('archives an approved support out of the continuum, keeps it for the students who hold it, restores it, and refuses wrong steps', async () => {
    const admin = await as('districtAdmin');
    const s = await supportByName(server.db, 'Daily read-aloud', 'district');
    const given = (
      await server.db
        .select()
        .from(studentSupports)
        .where(and(eq(studentSupports.support_id, s.id), eq(studentSupports.district_id, ids.en)))
    ).length;
    const archived = await admin.post<TSupport>(`/api/v1/supports/${s.id}/archive/`, { version: s.version });
    expect(archived.body).toMatchObject({ status: 'archived', abilities: { restore: true, archive: false, update: false, attach: false } });
    expect(archived.body.archived_at).toBeTruthy();
    const grid = await (await as('teacher')).get<TSupportContinuum>(`/api/v1/supports/continuum/?school=${ids.aspen}`);
    expect(grid.body.supports.map((x) => x.id)).not.toContain(s.id);
    expect((await (await as('teacher')).get(`/api/v1/supports/${s.id}/`)).status).toBe(200);
    const list = await admin.get<TSupportList>(`/api/v1/supports/?district=${ids.en}&status=archived&all=true`);
    expect(list.body.results.map((x) => x.id)).toContain(s.id);
    expect((await server.db.select().from(studentSupports).where(eq(studentSupports.support_id, s.id))).length).toBeGreaterThanOrEqual(given);
    const before = await counts(server.db);
    const v = archived.body.version;
    expect((await admin.post(`/api/v1/supports/${s.id}/archive/`, { version: v })).body.error.message).toBe(SUPPORT_MSG.notApproved);
    expect((await admin.patch(`/api/v1/supports/${s.id}/`, { version: v, name_en: 'X' })).body.error.message).toBe(SUPPORT_MSG.archived);
    expect((await admin.post(`/api/v1/supports/${s.id}/restore/`, { version: v - 1 })).status).toBe(409);
    expect(await counts(server.db)).toEqual(before);
    const restored = await admin.post<TSupport>(`/api/v1/supports/${s.id}/restore/`, { version: v });
    expect(restored.body).toMatchObject({ status: 'approved', archived_at: null });
    expect((await admin.post(`/api/v1/supports/${s.id}/restore/`, { version: restored.body.version })).body.error.message).toBe(SUPPORT_MSG.notArchived);
    expect((await auditOf(server.db, s.id)).map((a) => a.action)).toEqual(['support.archived', 'support.restored']);
  });

  it('refuses to delete a support given to a student (409), counts the holders in the reader’s scope, and deletes one given to nobody', async () => {
    const admin = await as('districtAdmin');
    const s = await createVia(admin, fields({ level: 'district', district: ids.en, name_en: 'Given once' }));
    const [aspenStudent] = await activeStudentsOfGrade(server.db, ids.aspen, '3');
    const [riverbendStudent] = await activeStudentsOfGrade(server.db, ids.riverbend, '7');
    for (const [student, school] of [
      [aspenStudent!, ids.aspen],
      [riverbendStudent!, ids.riverbend],
    ] as [number, number][]) {
      await server.db
        .insert(studentSupports)
        .values({ district_id: ids.en, school_id: school, student_id: student, support_id: s.id, name: 'Given once', type: 'intervention', start_date: '2026-01-05' });
    }
    const read = await admin.get<TSupport>(`/api/v1/supports/${s.id}/`);
    expect(read.body).toMatchObject({ given_count: 2, abilities: { delete: false, archive: true } });
    expect((await (await as('teacher')).get<TSupport>(`/api/v1/supports/${s.id}/`)).body.given_count).toBe(1);
    const before = await counts(server.db);
    const refused = await admin.delete(`/api/v1/supports/${s.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(SUPPORT_MSG.inUse);
    expect(await counts(server.db)).toEqual(before);
    const free = await createVia(admin, fields({ level: 'district', district: ids.en, name_en: 'Given to nobody' }));
    expect(free.abilities.delete).toBe(true);
    expect((await admin.delete(`/api/v1/supports/${free.id}/`)).status).toBe(204);
    expect((await auditOf(server.db, free.id)).at(-1)).toMatchObject({ action: 'support.deleted', district_id: ids.en });
  });
});
