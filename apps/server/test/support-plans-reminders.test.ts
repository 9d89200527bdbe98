/**
 * Support plan lifecycle (issue 12, section 3) through real HTTP: the table's columns (teachers, last revision,
 * signatures, overdue reviews) and the daily review reminders (the job's handler run directly).
 */
import { describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schoolMemberships, sentEmails } from '@ss/db';
import { ZSupportPlanList, type TSupportPlan, type TSupportPlanList } from '@ss/domain';
import { remindPlanReviews } from '../src/services/support-plans/review-reminders.ts';
import { daysAgo, daysAhead, lastAudit } from './supports-given-fixtures.ts';
import { server, ids, as, base, planRow, makePlan, finalise, paper, withLifecycleServer } from './support-plans-lifecycle-fixtures.ts';

withLifecycleServer();

describe('support plan lifecycle: table columns, reminders', () => {
  it('lists teachers, last revision, signatures and overdue reviews in one query per page', async () => {
    const plan = await makePlan('Columns', 3);
    const leader = await as('schoolLeader');
    const row = async () => {
      const res = await leader.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&student=${plan.student.id}`);
      expect(res.status).toBe(200);
      expect(ZSupportPlanList.safeParse(res.body).success).toBe(true);
      return res.body.results[0]!;
    };
    expect(await row()).toMatchObject({
      teachers: [{ id: ids.user.teacher, name: 'Hannah Lee' }],
      last_revision: null,
      signatures: { count: 0, expected: 3 },
      review_overdue: false,
    });
    const now = await leader.get<TSupportPlan>(`${base(plan.id)}/`);
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: now.body.home.version, review_dates: [{ date: daysAgo(1), done: false }] })).status).toBe(200);
    await finalise(leader, plan.id);
    await leader.post(`${base(plan.id)}/signatures/`, paper());
    const r = await row();
    expect(r).toMatchObject({ last_revision: { number: 1 }, signatures: { count: 1, expected: 3 }, review_overdue: true });
    expect(Date.parse(r.last_revision!.finalised_at)).toBeGreaterThan(Date.now() - 60_000);
    // The demo: a final plan signed 2 of 3 and a plan at revision 2 in Aspen; a deactivated one.
    const demo = await leader.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&all=true`);
    expect(demo.body.results.map((p) => p.signatures)).toContainEqual({ count: 2, expected: 3 });
    expect(demo.body.results.some((p) => p.last_revision?.number === 2)).toBe(true);
    const off = await leader.get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&status=deactivated&all=true`);
    expect(off.body.results.length).toBeGreaterThan(0);
  });

  it('e-mails the school’s coordinators a week before a review, once per plan and date, in the district’s language', async () => {
    const plan = await makePlan('Reminder');
    const leader = await as('schoolLeader');
    const now = await leader.get<TSupportPlan>(`${base(plan.id)}/`);
    const due = daysAhead(7);
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: now.body.home.version, review_dates: [{ date: due, done: false }] })).status).toBe(200);
    // A French school with a coordinator: the French demo plan due in five days.
    await server.db
      .update(schoolMemberships)
      .set({ support_plan_permission: 'ipp_cordinator' })
      .where(and(eq(schoolMemberships.user_id, ids.user.frTeacher), eq(schoolMemberships.school_id, ids.troisPonts)));
    const mailsTo = async (emails: string[], since: number) =>
      (await server.db.select().from(sentEmails).where(inArray(sentEmails.to_address, emails))).filter((m) => m.id > since);
    const max = ((await server.db.execute(sql`select coalesce(max(id), 0)::int as max from sent_emails`)) as unknown as { rows: { max: number }[] }).rows[0]!.max;

    const first = await remindPlanReviews(server.runtime.ctx);
    const mine = first.find((r) => r.plan_id === plan.id);
    expect(mine).toEqual({ plan_id: plan.id, review_date: due, recipients: 2 }); // schoolLeader and districtStaff coordinate Aspen
    const en = await mailsTo(['school.leader@demo.test'], max);
    const about = en.filter((m) => m.text_body.includes(`/students/profile/${plan.student.id}/support-plan/home`));
    expect(about).toHaveLength(1);
    expect(about[0]!.subject).toBe(`Support plan review in a week: ${plan.student.first_name} ${plan.student.last_name}`);
    expect(about[0]!.text_body).toContain(due);
    const fr = await mailsTo(['fr.teacher@demo.test'], max);
    expect(fr.length).toBeGreaterThan(0);
    expect(fr[0]!.subject).toMatch(/^Révision d’un plan de soutien dans une semaine : /);
    expect(await lastAudit(server.db, 'support_plan.review_reminded')).toBeDefined();
    expect((await planRow(plan.id)).review_reminded_for).toBe(due);

    // A re-run (or a retry) sends nothing again.
    const count = (await mailsTo(['school.leader@demo.test', 'fr.teacher@demo.test'], max)).length;
    expect(await remindPlanReviews(server.runtime.ctx)).toEqual([]);
    expect((await mailsTo(['school.leader@demo.test', 'fr.teacher@demo.test'], max)).length).toBe(count);
    // A review further ahead is not reminded yet; a moved date is reminded anew when it comes within the week.
    const later = await leader.get<TSupportPlan>(`${base(plan.id)}/`);
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: later.body.home.version, review_dates: [{ date: daysAhead(20), done: false }] })).status).toBe(200);
    expect((await remindPlanReviews(server.runtime.ctx)).map((r) => r.plan_id)).not.toContain(plan.id);
    expect((await remindPlanReviews(server.runtime.ctx, new Date(Date.now() + 14 * 86_400_000))).map((r) => r.plan_id)).toContain(plan.id);
    await server.db
      .update(schoolMemberships)
      .set({ support_plan_permission: 'ipp_teacher' })
      .where(and(eq(schoolMemberships.user_id, ids.user.frTeacher), eq(schoolMemberships.school_id, ids.troisPonts)));
  });
});
