/**
 * Student support plans (issue 12, server foundation) through real HTTP: sign-in, tenancy and each support plan
 * permission, the school's module switched off, templates, making a plan, the home part and the other parts
 * (input, stale versions with the saved part, parts a template leaves out), deactivation and reactivation, the
 * list's filters, and the audit rows of reads and changes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, supportPlans, supportPlanTemplates } from '@ss/db';
import { PLAN_MSG, translate, ZSupportPlan, type TConfigList, type TPlanTemplate, type TSupportPlan, type TSupportPlanList } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { activeKeys, planRow as planRowOf, taughtStudentOf } from './support-plans-fixtures.ts';
import { auditCount, daysAgo, daysAhead, freshStudent, give, lastAudit, networkSupportId, tiersOf } from './student-supports-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const YEAR = '2026–2027';
let infoKeys: number[];
let roleKeys: number[];
/** A template of the English district with every part. */
let districtTemplate: TPlanTemplate;

const planRow = (id: number) => planRowOf(server.db, id);
const planCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(supportPlans))[0]!.n;
const keysOf = (c: ApiClient, kind: string) => activeKeys(c, kind, ids.aspen);

/** A fresh Aspen student taught by `teacher`. */
const taughtStudent = (last: string) => taughtStudentOf(server.db, { id: ids.aspen, district: ids.en }, `Plan${last}`, ids.user.teacher);

async function makePlan(student: number, templateId = districtTemplate.id, year = YEAR): Promise<TSupportPlan> {
  const res = await (await as('schoolLeader')).post<TSupportPlan>('/api/v1/support_plans/', { student_id: student, template_id: templateId, school_year: year });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const templateBody = (over: Record<string, unknown> = {}) => ({
  district: ids.en,
  name: 'Individual program plan',
  specialized_assessment: true,
  goal_planning: true,
  transition_planning: true,
  information_keys: infoKeys,
  team_role_keys: roleKeys,
  review_months: 3,
  pdf_wording_en: 'This plan is reviewed with the family.',
  pdf_wording_fr: 'Ce plan est révisé avec la famille.',
  ...over,
});

beforeAll(async () => {
  const admin = await as('districtAdmin');
  infoKeys = await keysOf(admin, 'support-plan-information');
  roleKeys = await keysOf(admin, 'support-team-role');
  expect(infoKeys.length).toBeGreaterThan(1);
  const res = await admin.post<TPlanTemplate>('/api/v1/support_plan_templates/', templateBody());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  districtTemplate = res.body;
});

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

describe('support plan templates', () => {
  it('lets district admins keep district templates and school admins and coordinators their school’s own', async () => {
    expect((await (await as('schoolLeader')).post('/api/v1/support_plan_templates/', templateBody({ name: 'Not mine' }))).status).toBe(403);
    expect((await (await as('teacher')).post('/api/v1/support_plan_templates/', templateBody({ district: undefined, school: ids.aspen }))).status).toBe(403);
    const own = await (
      await as('schoolLeader')
    ).post<TPlanTemplate>('/api/v1/support_plan_templates/', templateBody({ district: undefined, school: ids.aspen, name: 'Aspen plan', transition_planning: false }));
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    expect(own.body).toMatchObject({ school_id: ids.aspen, district_id: ids.en, version: 1, abilities: { update: true, archive: true } });
    expect(await lastAudit(server.db, 'support_plan_template.created')).toMatchObject({
      target_type: 'support_plan_template',
      target_id: String(own.body.id),
      school_id: ids.aspen,
    });
    // Readers of the school's plans see the district's and the school's own templates.
    const list = await (await as('teacher')).get(`/api/v1/support_plan_templates/?school=${ids.aspen}&all=true`);
    expect(list.status).toBe(200);
    expect(list.body.results.map((t: TPlanTemplate) => t.id)).toEqual(expect.arrayContaining([districtTemplate.id, own.body.id]));
    expect(list.body.abilities).toEqual({ create: false });
    // A district's templates are kept by its admins, read by its people with a support plan permission.
    expect((await (await as('districtLeader')).get(`/api/v1/support_plan_templates/?district=${ids.en}`)).status).toBe(403);
    expect((await (await as('teacher')).get(`/api/v1/support_plan_templates/?district=${ids.en}`)).status).toBe(200);
  });

  it('refuses keys of no list item, a stale version (409), and archives only what no active plan uses', async () => {
    const admin = await as('districtAdmin');
    const bad = await admin.post('/api/v1/support_plan_templates/', templateBody({ information_keys: [2_147_483_000], review_months: 0, name: ' ' }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['name', 'review_months']);
    const badKey = await admin.post('/api/v1/support_plan_templates/', templateBody({ information_keys: [2_147_483_000] }));
    expect(badKey.status).toBe(400);
    expect(badKey.body.error.fields.information_keys.message).toBe(PLAN_MSG.unknownKey);
    const t = (await admin.post<TPlanTemplate>('/api/v1/support_plan_templates/', templateBody({ name: 'Short plan' }))).body;
    const changed = await admin.patch<TPlanTemplate>(`/api/v1/support_plan_templates/${t.id}/`, { version: 1, review_months: 6 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, review_months: 6 });
    const stale = await admin.patch(`/api/v1/support_plan_templates/${t.id}/`, { version: 1, name: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    // In use by an active plan: 409; once that plan is deactivated, archived.
    const plan = await makePlan(await taughtStudent('TemplateUse'), t.id);
    expect(plan.template).toEqual({ id: t.id, name: 'Short plan', version: 2 });
    const inUse = await admin.delete(`/api/v1/support_plan_templates/${t.id}/`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.error).toMatchObject({ code: 'action_not_possible', message: PLAN_MSG.templateInUse });
    expect((await (await as('schoolLeader')).post(`/api/v1/support_plans/${plan.id}/deactivate/`, { date: daysAgo(0), reason: 'Moved away' })).status).toBe(200);
    expect((await admin.delete(`/api/v1/support_plan_templates/${t.id}/`)).status).toBe(204);
    expect((await server.db.select().from(supportPlanTemplates).where(eq(supportPlanTemplates.id, t.id)))[0]!.archived_at).not.toBeNull();
    expect((await admin.get(`/api/v1/support_plan_templates/?district=${ids.en}&all=true`)).body.results.map((r: TPlanTemplate) => r.id)).not.toContain(t.id);
    // An archived template makes no plan and is not changed.
    const made = await (await as('schoolLeader')).post('/api/v1/support_plans/', { student_id: await taughtStudent('Archived'), template_id: t.id, school_year: YEAR });
    expect(made.status).toBe(400);
    expect(made.body.error.fields.template_id.message).toBe(PLAN_MSG.template);
    expect((await admin.patch(`/api/v1/support_plan_templates/${t.id}/`, { version: 3, name: 'Again' })).status).toBe(409);
    // The plan keeps the version it was made from (archiving made the template's version 3).
    expect(await planRow(plan.id)).toMatchObject({ template_version: 2, template: { name: 'Short plan', review_months: 6 } });
    expect((await server.db.select().from(supportPlanTemplates).where(eq(supportPlanTemplates.id, t.id)))[0]!.version).toBe(3);
  });
});

describe('support plans: making, parts, versions', () => {
  it('makes one active plan per student and school year from a template usable at the student’s school', async () => {
    const student = await taughtStudent('Make');
    const leader = await as('schoolLeader');
    const before = await planCount();
    const badYear = await leader.post('/api/v1/support_plans/', { student_id: student, template_id: districtTemplate.id, school_year: '2026-2028' });
    expect(badYear.status).toBe(400);
    expect(badYear.body.error.fields.school_year.message).toBe(PLAN_MSG.schoolYear);
    const [frTemplate] = await server.db.insert(supportPlanTemplates).values({ district_id: ids.fr, name: 'Modèle' }).returning();
    const foreign = await leader.post('/api/v1/support_plans/', { student_id: student, template_id: frTemplate!.id, school_year: YEAR });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.template_id.message).toBe(PLAN_MSG.template);
    expect(await planCount()).toBe(before);
    // A support plan teacher does not make plans.
    expect((await (await as('teacher')).post('/api/v1/support_plans/', { student_id: student, template_id: districtTemplate.id, school_year: YEAR })).status).toBe(403);
    const plan = await makePlan(student, districtTemplate.id, '2026-2027');
    expect(plan).toMatchObject({ school_year: YEAR, status: 'draft', template: { id: districtTemplate.id, version: districtTemplate.version }, deactivated_at: null });
    expect(plan.home.information.map((f) => f.key)).toEqual(infoKeys);
    expect(plan.home.information.every((f) => f.label_en !== '' && f.label_fr !== '' && f.value === '')).toBe(true);
    expect(plan.home.review_dates).toHaveLength(1);
    expect(plan.next_review_date).toBe(plan.home.review_dates[0]!.date);
    const again = await leader.post('/api/v1/support_plans/', { student_id: student, template_id: districtTemplate.id, school_year: YEAR });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'action_not_possible', message: PLAN_MSG.oneActive });
    expect((await leader.post('/api/v1/support_plans/', { student_id: student, template_id: districtTemplate.id, school_year: '2027–2028' })).status).toBe(201);
    expect(await lastAudit(server.db, 'support_plan.created')).toMatchObject({ student_id: student, school_id: ids.aspen, district_id: ids.en, target_type: 'support_plan' });
  });

  it('saves the home part and each part with its version; a stale save is 409 with the saved part', async () => {
    const student = await taughtStudent('Parts');
    const plan = await makePlan(student);
    const teacher = await as('teacher');
    const leader = await as('schoolLeader');
    const given = await give(teacher, {
      student,
      support: await networkSupportId(server.db, { district: ids.en }),
      tier: (await tiersOf(teacher, ids.aspen))[0]!.id,
      start_date: daysAgo(10),
      responsible: ids.user.teacher,
    });
    const focus = (await (await as('teacher')).get<TConfigList>(`/api/v1/config/student-support-focus-areas/?school=${ids.aspen}`)).body.items[0] as unknown as { key: number };
    const goal = {
      focus_area_key: focus.key,
      goal: 'Reads grade-level texts with 95% accuracy',
      criteria: 'Three running records in a row',
      sub_goals: [{ text: 'Decodes CVC words', target_date: daysAhead(30) }],
      student_support_ids: [given.id],
      responsible: 'Hannah Lee',
      target_date: daysAhead(90),
      reviews: [{ date: daysAgo(1), rating: 'progressing', comment: 'Steady' }],
    };
    const saved = await teacher.request('PUT', `/api/v1/support_plans/${plan.id}/goal_planning/`, { version: 1, goals: [goal] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.body.goals[0]).toMatchObject({ goal: goal.goal, sub_goals: [{ text: 'Decodes CVC words', done: false }], student_support_ids: [given.id] });
    // The other writer still holds version 1: refused with what is saved, so both texts can be shown.
    const stale = await leader.request('PUT', `/api/v1/support_plans/${plan.id}/goal_planning/`, { version: 1, goals: [{ goal: 'Something else' }] });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(stale.body.error.current).toMatchObject({ version: 2, goals: [{ goal: goal.goal }] });
    // The home part's own version: unaffected by the goals, stale answered with the saved home part.
    const team = [
      { name: 'Hannah Lee', role_key: roleKeys[0], inside: true, user_id: ids.user.teacher },
      { name: 'Ms. Parent', role_key: roleKeys[1], inside: false },
    ];
    const home = await leader.patch<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`, {
      home_version: 1,
      team,
      review_dates: [{ date: daysAhead(40) }, { date: daysAgo(20), done: true }],
    });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect(home.body.home.team).toEqual([team[0], { ...team[1], user_id: null }]);
    expect(home.body.next_review_date).toBe(daysAhead(40));
    const staleHome = await teacher.patch(`/api/v1/support_plans/${plan.id}/`, { home_version: 1, team: [] });
    expect(staleHome.status).toBe(409);
    expect(staleHome.body.error.current).toMatchObject({ version: 2, team: [{ name: 'Hannah Lee' }, { name: 'Ms. Parent' }] });
    // Assessments and transitions.
    const a = await leader.request('PUT', `/api/v1/support_plans/${plan.id}/specialized_assessment/`, {
      version: 1,
      assessments: [{ name: 'WIAT-III', date: daysAgo(60), assessor: 'Dr. Roy', assessor_role: 'Psychologist', summary: 'Average range', recommendations: 'Extra time' }],
    });
    expect(a.status).toBe(200);
    const tr = await leader.request('PUT', `/api/v1/support_plans/${plan.id}/transition_planning/`, {
      version: 1,
      transitions: [{ kind: 'school', description: 'To Riverbend Middle School', steps: [{ text: 'Visit the school', who: 'Family', date: daysAhead(100) }] }],
    });
    expect(tr.status).toBe(200);
    const whole = await leader.get<TSupportPlan>(`/api/v1/support_plans/${plan.id}/`);
    expect(whole.body.specialized_assessment!.assessments[0]!.assessor).toBe('Dr. Roy');
    expect(whole.body.transition_planning!.transitions[0]!.steps[0]!.who).toBe('Family');
    expect(whole.body.goal_planning!.version).toBe(2);
  });

  it('rejects bad input with field errors and changes nothing', async () => {
    const student = await taughtStudent('BadInput');
    const plan = await makePlan(student);
    const leader = await as('schoolLeader');
    const other = await give(await as('teacher'), {
      student: await taughtStudent('BadInputOther'),
      support: await networkSupportId(server.db, { district: ids.en }),
      tier: (await tiersOf(leader, ids.aspen))[0]!.id,
      start_date: daysAgo(5),
      responsible: ids.user.teacher,
    });
    const cases: [string, Record<string, unknown>, string][] = [
      ['goal_planning', { version: 1, goals: [{ goal: '' }] }, 'goals.0.goal'],
      ['goal_planning', { version: 1, goals: [{ goal: 'x', student_support_ids: [other.id] }] }, 'goals.0.student_support_ids'],
      ['goal_planning', { version: 1, goals: [{ goal: 'x', focus_area_key: 2_147_483_000 }] }, 'goals.0.focus_area_key'],
      ['goal_planning', { version: 1, goals: [{ goal: 'x', reviews: [{ date: daysAgo(1), rating: 'great' }] }] }, 'goals.0.reviews.0.rating'],
      ['transition_planning', { version: 1, transitions: [{ kind: 'holiday' }] }, 'transitions.0.kind'],
      ['specialized_assessment', { version: 1, assessments: [{ name: 'x', date: 'yesterday' }] }, 'assessments.0.date'],
      ['specialized_assessment', { version: 1, assessments: [{ name: 'x', secret: 1 }] }, 'assessments.0.secret'],
    ];
    for (const [part, body, field] of cases) {
      const res = await leader.request('PUT', `/api/v1/support_plans/${plan.id}/${part}/`, body);
      expect(res.status, `${part} ${field}`).toBe(400);
      expect(Object.keys(res.body.error.fields), `${part} ${JSON.stringify(res.body.error.fields)}`).toContain(field);
    }
    const home: [Record<string, unknown>, string][] = [
      [{ home_version: 1, information: { '999999': 'x' } }, 'information'],
      [{ home_version: 1, team: [{ name: 'A', role_key: 2_147_483_000, inside: false }] }, 'team.0.role_key'],
      [{ home_version: 1, team: [{ name: 'A', role_key: roleKeys[0], inside: true, user_id: ids.user.frTeacher }] }, 'team.0.user_id'],
      [{ home_version: 1, review_dates: [{ date: '2026-02-30' }] }, 'review_dates.0.date'],
    ];
    for (const [body, field] of home) {
      const res = await leader.patch(`/api/v1/support_plans/${plan.id}/`, body);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    expect(await planRow(plan.id)).toMatchObject({ home_version: 1, goals_version: 1, assessment_version: 1, transition_version: 1, goals: [], team: [], information: {} });
  });

  it('answers 404 for a part the plan’s template leaves out', async () => {
    const leader = await as('schoolLeader');
    const t = await leader.post<TPlanTemplate>(
      '/api/v1/support_plan_templates/',
      templateBody({ district: undefined, school: ids.aspen, name: 'Goals only', specialized_assessment: false, transition_planning: false }),
    );
    expect(t.status).toBe(201);
    const plan = await makePlan(await taughtStudent('NoParts'), t.body.id);
    expect(plan.parts).toEqual({ specialized_assessment: false, goal_planning: true, transition_planning: false });
    expect(plan.specialized_assessment).toBeNull();
    for (const part of ['specialized_assessment', 'transition_planning']) {
      expect((await leader.get(`/api/v1/support_plans/${plan.id}/${part}/`)).status, part).toBe(404);
      expect(
        (await leader.request('PUT', `/api/v1/support_plans/${plan.id}/${part}/`, { version: 1, ...(part === 'transition_planning' ? { transitions: [] } : { assessments: [] }) }))
          .status,
        part,
      ).toBe(404);
    }
    expect((await leader.get(`/api/v1/support_plans/${plan.id}/goal_planning/`)).status).toBe(200);
  });
});

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
