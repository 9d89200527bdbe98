/**
 * Support plans (issue 12, server foundation) through real HTTP: making a plan, the home part and the other parts
 * (input, stale versions with the saved part, parts a template leaves out).
 */
import { describe, expect, it } from 'vitest';
import { supportPlanTemplates } from '@ss/db';
import { PLAN_MSG, type TConfigList, type TPlanTemplate, type TSupportPlan } from '@ss/domain';
import { daysAgo, daysAhead, give, lastAudit, networkSupportId, tiersOf } from './supports-given-fixtures.ts';
import {
  server,
  ids,
  as,
  YEAR,
  infoKeys,
  roleKeys,
  districtTemplate,
  planRow,
  planCount,
  taughtStudent,
  makePlan,
  templateBody,
  withSupportPlansServer,
} from './support-plans-api-fixtures.ts';

withSupportPlansServer();

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
