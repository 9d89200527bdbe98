/**
 * Student support plans (issue 12, server foundation) through real HTTP: who reaches them. Sign-in, tenancy and
 * each support plan permission, and the school's module switched off.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { supportPlans, supportPlanTemplates } from '@ss/db';
import { PLAN_MSG, ZSupportPlan, type TSupportPlan, type TSupportPlanList } from '@ss/domain';
import { daysAgo, freshStudent } from './supports-given-fixtures.ts';
import {
  server,
  ids,
  as,
  YEAR,
  infoKeys,
  districtTemplate,
  planRow,
  planCount,
  taughtStudent,
  makePlan,
  templateBody,
  withSupportPlansServer,
} from './support-plans-api-fixtures.ts';

withSupportPlansServer();

describe('support plans: sign-in, tenancy, permissions', () => {
  it('answers 401 to anonymous callers on every route and changes nothing', async () => {
    const plan = await makePlan(await taughtStudent('Anonymous'));
    const before = await planCount();
    const c = server.client();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/support_plan_templates/?district=${ids.en}`],
      ['POST', '/api/v1/support_plan_templates/', templateBody()],
      ['GET', `/api/v1/support_plan_templates/${districtTemplate.id}/`],
      ['PATCH', `/api/v1/support_plan_templates/${districtTemplate.id}/`, { version: 1, name: 'X' }],
      ['DELETE', `/api/v1/support_plan_templates/${districtTemplate.id}/`],
      ['GET', `/api/v1/support_plans/?school=${ids.aspen}`],
      ['POST', '/api/v1/support_plans/', { student_id: plan.student.id, template_id: districtTemplate.id, school_year: '2027–2028' }],
      ['GET', `/api/v1/support_plans/${plan.id}/`],
      ['PATCH', `/api/v1/support_plans/${plan.id}/`, { home_version: 1, status: 'in_review' }],
      ['GET', `/api/v1/support_plans/${plan.id}/goal_planning/`],
      ['PUT', `/api/v1/support_plans/${plan.id}/goal_planning/`, { version: 1, goals: [] }],
      ['POST', `/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAgo(1), reason: 'Moved away' }],
      ['POST', `/api/v1/support_plans/${plan.id}/reactivate/`, {}],
    ];
    for (const [method, path, body] of calls) expect((await c.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    expect(await planCount()).toBe(before);
    expect(await planRow(plan.id)).toMatchObject({ status: 'draft', home_version: 1, goals_version: 1, deactivated_at: null });
  });

  it('hides another district’s plans and templates (404) and lets it change nothing', async () => {
    const plan = await makePlan(await taughtStudent('Foreign'));
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/support_plans/${plan.id}/`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/support_plans/${plan.id}/goal_planning/`)).status, m).toBe(404);
      expect((await c.patch(`/api/v1/support_plans/${plan.id}/`, { home_version: 1, status: 'in_review' })).status, m).toBe(404);
      expect((await c.post(`/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAgo(1), reason: 'Moved away' })).status, m).toBe(404);
      expect((await c.get(`/api/v1/support_plans/?school=${ids.aspen}`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/support_plan_templates/${districtTemplate.id}/`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/support_plan_templates/?district=${ids.en}`)).status, m).toBe(404);
      // Their own district's list does not show it either.
      const list = await c.get<TSupportPlanList>('/api/v1/support_plans/');
      expect(list.status).toBe(200);
      expect(list.body.results.map((p) => p.id)).not.toContain(plan.id);
    }
    expect(await planRow(plan.id)).toMatchObject({ status: 'draft', home_version: 1, deactivated_at: null });
  });

  it('reads a plan for each permission level: not set 403, teacher of the student yes, teacher not of the student 403, admin, coordinator, district admin, super', async () => {
    const plan = await makePlan(await taughtStudent('Levels'));
    const expected = {
      schoolStaff: 403, // no support plan permission
      districtLeader: 403, // the school is in their scope, the plans are not
      multiTeacher: 403, // support plan teacher of Aspen who does not teach the student
      teacher: 200,
      schoolAdmin: 200,
      schoolLeader: 200,
      districtStaff: 200, // coordinator of Aspen
      districtAdmin: 200,
      super: 200,
    } as const;
    for (const [m, status] of Object.entries(expected)) {
      const res = await (await as(m as keyof typeof expected)).get<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`);
      expect(res.status, m).toBe(status);
      if (status === 403) expect(res.body).toMatchObject({ error: { code: 'forbidden' } });
      else expect(ZSupportPlan.strict().safeParse(res.body).success, m).toBe(true);
    }
    const abilities = async (m: 'teacher' | 'schoolAdmin' | 'schoolLeader') => (await (await as(m)).get<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`)).body.abilities;
    expect(await abilities('teacher')).toEqual({ update: true, deactivate: false, reactivate: false, finalise: false, new_draft: false, sign: false });
    expect(await abilities('schoolAdmin')).toEqual({ update: true, deactivate: true, reactivate: false, finalise: true, new_draft: false, sign: false });
  });

  it('lists for a support plan teacher only the plans of the students they teach', async () => {
    const taught = await makePlan(await taughtStudent('ListTaught'));
    const other = await makePlan(await freshStudent(server.db, { id: ids.aspen, district: ids.en }, 'PlanListOther'));
    const idsOf = async (m: 'teacher' | 'multiTeacher' | 'schoolAdmin') => {
      const res = await (await as(m)).get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.aspen}&all=true`);
      expect(res.status, m).toBe(200);
      return res.body.results.map((p) => p.id);
    };
    expect(await idsOf('teacher')).toContain(taught.id);
    expect(await idsOf('teacher')).not.toContain(other.id);
    expect(await idsOf('multiTeacher')).not.toContain(taught.id);
    expect(await idsOf('schoolAdmin')).toEqual(expect.arrayContaining([taught.id, other.id]));
    // The demo's draft plans: one of the demo teacher's students at Aspen, one of the French teacher's.
    for (const m of ['teacher', 'frTeacher'] as const) {
      const demo = await (await as(m)).get<TSupportPlanList>('/api/v1/support_plans/?all=true');
      expect(
        demo.body.results.some((p) => p.template.name === (m === 'teacher' ? 'Individual program plan' : 'Plan d’intervention')),
        m,
      ).toBe(true);
    }
    // No support plan permission in the school: 403, not an empty list.
    expect((await (await as('schoolStaff')).get(`/api/v1/support_plans/?school=${ids.aspen}`)).status).toBe(403);
  });

  it('lets a teacher change a draft only, and only admins and coordinators send it for review', async () => {
    const plan = await makePlan(await taughtStudent('Draft'));
    const teacher = await as('teacher');
    const info = { [String(infoKeys[0])]: 'Asthma; inhaler in the office.' };
    const ok = await teacher.patch<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`, { home_version: 1, information: info });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.home.version).toBe(2);
    expect(ok.body.home.information.find((f) => f.key === infoKeys[0])!.value).toBe('Asthma; inhaler in the office.');
    // Fields not named stay; an empty text clears one.
    const more = await teacher.patch<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`, { home_version: 2, information: { [String(infoKeys[1])]: 'Likes drawing' } });
    expect(more.body.home.information.slice(0, 2).map((f) => f.value)).toEqual(['Asthma; inhaler in the office.', 'Likes drawing']);
    const cleared = await teacher.patch<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`, { home_version: 3, information: { [String(infoKeys[1])]: '' } });
    expect(cleared.body.home.information.slice(0, 2).map((f) => f.value)).toEqual(['Asthma; inhaler in the office.', '']);
    expect((await planRow(plan.id)).information).toEqual({ [String(infoKeys[0])]: 'Asthma; inhaler in the office.' });
    expect((await teacher.patch(`/api/v1/support_plans/${plan.id}/`, { home_version: 4, status: 'in_review' })).status).toBe(403);
    const review = await (await as('schoolAdmin')).patch<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`, { home_version: 4, status: 'in_review' });
    expect(review.status).toBe(200);
    expect(review.body.status).toBe('in_review');
    // In review: the teacher reads but no longer changes it.
    expect((await teacher.request('PUT', `/api/v1/support_plans/${plan.id}/goal_planning/`, { version: 1, goals: [] })).status).toBe(403);
    expect((await teacher.get<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`)).body.abilities.update).toBe(false);
    // A final plan is changed by nobody, and finalising is not done here.
    expect((await (await as('schoolAdmin')).patch(`/api/v1/support_plans/${plan.id}/`, { home_version: 5, status: 'final' })).status).toBe(400);
    await server.db.update(supportPlans).set({ status: 'final' }).where(eq(supportPlans.id, plan.id));
    const final = await (await as('districtAdmin')).request('PUT', `/api/v1/support_plans/${plan.id}/goal_planning/`, { version: 1, goals: [] });
    expect(final.status).toBe(409);
    expect(final.body.error).toMatchObject({ code: 'action_not_possible', message: PLAN_MSG.final });
  });
});

describe('support plans: the module switched off', () => {
  it('refuses plans and templates of a school whose module is off (403, even to super admins) and keeps its plans', async () => {
    const student = await freshStudent(server.db, { id: ids.beausejour, district: ids.fr }, 'PlanOff');
    const [t] = await server.db.insert(supportPlanTemplates).values({ district_id: ids.fr, school_id: ids.beausejour, name: 'Plan de l’école' }).returning();
    const [p] = await server.db
      .insert(supportPlans)
      .values({
        district_id: ids.fr,
        school_id: ids.beausejour,
        student_id: student,
        template_id: t!.id,
        template_version: 1,
        template: { name: t!.name, specialized_assessment: true, goal_planning: true, transition_planning: true, information_keys: [], team_role_keys: [], review_months: 3 },
        school_year: YEAR,
      })
      .returning();
    for (const m of ['frAdmin', 'super'] as const) {
      const c = await as(m);
      for (const path of [
        `/api/v1/support_plans/${p!.id}/`,
        `/api/v1/support_plans/${p!.id}/goal_planning/`,
        `/api/v1/support_plans/?school=${ids.beausejour}`,
        `/api/v1/support_plan_templates/?school=${ids.beausejour}`,
        `/api/v1/support_plan_templates/${t!.id}/`,
      ]) {
        const res = await c.get(path);
        expect(res.status, `${m} ${path}`).toBe(403);
        expect(res.body.error.code).toBe('forbidden');
      }
      expect((await c.patch(`/api/v1/support_plans/${p!.id}/`, { home_version: 1, status: 'in_review' })).status).toBe(403);
      expect((await c.post('/api/v1/support_plans/', { student_id: student, template_id: t!.id, school_year: '2027–2028' })).status).toBe(403);
      // Nor does the district's list show it.
      const list = await c.get<TSupportPlanList>(`/api/v1/support_plans/?district=${ids.fr}&all=true`);
      expect(list.body.results.map((r) => r.id)).not.toContain(p!.id);
    }
    expect(await planRow(p!.id)).toMatchObject({ status: 'draft', home_version: 1, deactivated_at: null });
    // Switched back on, the plan is there as it was.
    await server.db.execute(sql`update schools set support_plan_enabled = true where id = ${ids.beausejour}`);
    expect((await (await as('frAdmin')).get(`/api/v1/support_plans/${p!.id}/`)).status).toBe(200);
    await server.db.execute(sql`update schools set support_plan_enabled = false where id = ${ids.beausejour}`);
  });
});
