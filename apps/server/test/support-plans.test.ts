/**
 * Student support plans (issue 12, server foundation) through real HTTP: deactivation and reactivation, the list's
 * filters, and the audit rows of reads and changes.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@ss/db';
import { PLAN_MSG, translate, type TPlanTemplate, type TSupportPlan, type TSupportPlanList } from '@ss/domain';
import { auditCount, daysAgo, daysAhead, lastAudit } from './supports-given-fixtures.ts';
import { server, ids, as, infoKeys, taughtStudent, makePlan, templateBody, withSupportPlansServer } from './support-plans-api-fixtures.ts';

withSupportPlansServer();

describe('support plans: deactivation, lists, audit', () => {
  it('deactivates (read-only) and reactivates by the rules', async () => {
    const student = await taughtStudent('Deactivate');
    const plan = await makePlan(student);
    const admin = await as('schoolAdmin');
    expect((await (await as('teacher')).post(`/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAgo(0), reason: 'Moved away' })).status).toBe(403);
    const future = await admin.post(`/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAhead(3), reason: 'Moved away' });
    expect(future.status).toBe(400);
    expect(future.body.error.fields.date.message).toBe(PLAN_MSG.future);
    // A reason is asked: none, or blank, is refused with its message.
    for (const body of [{ date: daysAgo(2) }, { date: daysAgo(2), reason: '   ' }]) {
      const bare = await admin.post(`/api/v1/support_plans/${plan.id}/deactivate/`, body);
      expect(bare.status, JSON.stringify(body)).toBe(400);
      expect(bare.body.error.fields.reason.message).toBe(PLAN_MSG.deactivationReason);
    }
    expect(translate('fr', PLAN_MSG.deactivationReason)).toBe('Indiquez pourquoi le plan est désactivé');
    const off = await admin.post<TSupportPlan>(`/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAgo(2), reason: ' Moved to another board ' });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({
      deactivated_at: daysAgo(2),
      deactivation_reason: 'Moved to another board',
      abilities: { update: false, deactivate: false, reactivate: false },
    });
    // Kept: the plan and the deactivated list say it.
    const listed = await admin.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&status=deactivated&all=true`);
    expect(listed.body.results.find((p) => p.id === plan.id)).toMatchObject({ deactivation_reason: 'Moved to another board' });
    expect(await lastAudit(server.db, 'support_plan.deactivated')).toMatchObject({ target_id: String(plan.id), student_id: student, details: { date: daysAgo(2) } });
    // Read-only: still read, never changed.
    expect((await admin.get(`/api/v1/support_plans/${plan.id}/`)).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', `/api/v1/support_plans/${plan.id}/`, { home_version: 1, status: 'in_review' }],
      ['PUT', `/api/v1/support_plans/${plan.id}/goal_planning/`, { version: 1, goals: [] }],
      ['POST', `/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAgo(0), reason: 'Moved away' }],
    ] as const) {
      const res = await admin.request(method, path, body);
      expect(res.status, `${method} ${path}`).toBe(409);
      expect(res.body.error.code).toBe('action_not_possible');
    }
    // Listed with the deactivated plans, not with the active ones.
    const active = await admin.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&all=true`);
    expect(active.body.results.map((p) => p.id)).not.toContain(plan.id);
    const gone = await admin.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&status=deactivated&all=true`);
    expect(gone.body.results.map((p) => p.id)).toContain(plan.id);
    // A new plan for the year may be made; reactivating the old one would make two.
    const next = await makePlan(student);
    expect((await admin.post(`/api/v1/support_plans/${plan.id}/reactivate/`, {})).status).toBe(403); // support plan admins do not reactivate
    const two = await (await as('schoolLeader')).post(`/api/v1/support_plans/${plan.id}/reactivate/`, {});
    expect(two.status).toBe(409);
    expect(two.body.error.message).toBe(PLAN_MSG.oneActive);
    expect((await admin.post(`/api/v1/support_plans/${next.id}/deactivate/`, { date: daysAgo(0), reason: 'Moved away' })).status).toBe(200);
    const back = await (await as('districtAdmin')).post<TSupportPlan>(`/api/v1/support_plans/${plan.id}/reactivate/`, {});
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ deactivated_at: null, deactivation_reason: null });
    expect((await (await as('schoolLeader')).post(`/api/v1/support_plans/${plan.id}/reactivate/`, {})).body.error.message).toBe(PLAN_MSG.notDeactivated);
    expect(await lastAudit(server.db, 'support_plan.reactivated')).toMatchObject({ target_id: String(plan.id), actor_user_id: ids.user.districtAdmin });
  });

  it('filters the list by template, student and review due, paged', async () => {
    const leader = await as('schoolLeader');
    const t = (await leader.post<TPlanTemplate>('/api/v1/support_plan_templates/', templateBody({ district: undefined, school: ids.aspen, name: 'Review filter' }))).body;
    const soon = await makePlan(await taughtStudent('ReviewSoon'), t.id);
    const later = await makePlan(await taughtStudent('ReviewLater'), t.id);
    expect((await leader.patch(`/api/v1/support_plans/${soon.id}/`, { home_version: 1, review_dates: [{ date: daysAhead(5) }] })).status).toBe(200);
    expect((await leader.patch(`/api/v1/support_plans/${later.id}/`, { home_version: 1, review_dates: [{ date: daysAhead(30) }, { date: daysAgo(3), done: true }] })).status).toBe(
      200,
    );
    const byTemplate = await leader.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&template=${t.id}`);
    expect(byTemplate.body.results.map((p) => p.id).sort()).toEqual([soon.id, later.id].sort());
    const due = await leader.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&template=${t.id}&review_due=true`);
    expect(due.body.results.map((p) => p.id)).toEqual([soon.id]);
    const ofStudent = await leader.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&student=${later.student.id}`);
    expect(ofStudent.body.results.map((p) => p.id)).toEqual([later.id]);
    expect((await leader.get(`/api/v1/support_plans/?school=${ids.aspen}&student=x`)).status).toBe(400);
    const page = await leader.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&template=${t.id}&pageSize=1&page=2`);
    expect(page.body).toMatchObject({ count: 2, page: 2, pageSize: 1 });
    expect(page.body.results).toHaveLength(1);
    expect((await leader.get(`/api/v1/support_plans/?school=${ids.aspen}&template=${t.id}&pageSize=1&page=3`)).status).toBe(404);
    expect((await leader.get(`/api/v1/support_plans/?status=gone`)).status).toBe(400);
  });

  it('audits every read and change of a plan with ids, never its texts', async () => {
    const student = await taughtStudent('Audit');
    const plan = await makePlan(student);
    const teacher = await as('teacher');
    const reads = await auditCount(server.db, 'support_plan.read');
    expect((await teacher.get(`/api/v1/support_plans/${plan.id}/`)).status).toBe(200);
    expect((await teacher.get(`/api/v1/support_plans/${plan.id}/goal_planning/`)).status).toBe(200);
    expect(await auditCount(server.db, 'support_plan.read')).toBe(reads + 2);
    expect(await lastAudit(server.db, 'support_plan.read')).toMatchObject({
      actor_user_id: ids.user.teacher,
      target_type: 'support_plan',
      target_id: String(plan.id),
      student_id: student,
      school_id: ids.aspen,
      district_id: ids.en,
      details: { part: 'goal_planning' },
    });
    // A refused read is not a read.
    expect((await (await as('multiTeacher')).get(`/api/v1/support_plans/${plan.id}/`)).status).toBe(403);
    expect(await auditCount(server.db, 'support_plan.read')).toBe(reads + 2);
    const secret = 'Diagnosed with dyslexia in grade 2';
    expect((await teacher.patch(`/api/v1/support_plans/${plan.id}/`, { home_version: 1, information: { [String(infoKeys[1])]: secret } })).status).toBe(200);
    expect((await teacher.request('PUT', `/api/v1/support_plans/${plan.id}/goal_planning/`, { version: 1, goals: [{ goal: secret }] })).status).toBe(200);
    const updated = await lastAudit(server.db, 'support_plan.updated');
    expect(updated).toMatchObject({ target_id: String(plan.id), details: { fields: [`information.${infoKeys[1]}`], version: 2 } });
    const saved = await lastAudit(server.db, 'support_plan.part_saved');
    expect(saved).toMatchObject({ target_id: String(plan.id), details: { part: 'goal_planning', items: 1, version: 2 } });
    const rows = await server.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(and(eq(auditEvents.target_type, 'support_plan'), eq(auditEvents.target_id, String(plan.id))));
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(rows)).not.toContain('dyslexia');
    // A list is one event naming the plans on its page.
    expect((await teacher.get(`/api/v1/support_plans/?school=${ids.aspen}&all=true`)).status).toBe(200);
    const listed = await lastAudit(server.db, 'support_plans.list');
    expect((listed!.details as { plans: number[] }).plans).toContain(plan.id);
  });
});
