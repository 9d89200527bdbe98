/**
 * Support plan lifecycle (issue 12, section 3) through real HTTP: finalising (numbered revisions, a frozen
 * snapshot), the next draft, the revisions list, one revision and the comparison of two.
 */
import { describe, expect, it } from 'vitest';
import {
  PLAN_MSG,
  ZPlanCompare,
  ZPlanRevisionList,
  ZPlanSnapshot,
  ZSupportPlan,
  type TPlanCompare,
  type TPlanRevisionList,
  type TPlanSnapshot,
  type TSupportPlan,
  type TSupportPlanList,
} from '@ss/domain';
import { auditCount, daysAgo, lastAudit } from './supports-given-fixtures.ts';
import { server, ids, as, infoKeys, base, planRow, makePlan, finalise, newDraft, withLifecycleServer } from './support-plans-lifecycle-fixtures.ts';

withLifecycleServer();

describe('support plan lifecycle: finalising, revisions, comparison', () => {
  it('numbers revisions, freezes each snapshot, makes a final plan read-only and starts drafts from it', async () => {
    const plan = await makePlan('Numbering');
    const leader = await as('schoolLeader');
    // Draft → in review → final.
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: plan.home.version, status: 'in_review' })).status).toBe(200);
    const f1 = await finalise(leader, plan.id);
    expect(f1.status, JSON.stringify(f1.body)).toBe(200);
    expect(ZSupportPlan.strict().safeParse(f1.body).success).toBe(true);
    expect(f1.body).toMatchObject({
      status: 'final',
      last_revision: { number: 1 },
      signatures: { count: 0, expected: 2 },
      abilities: { update: false, finalise: false, new_draft: true, sign: true },
    });
    expect(await lastAudit(server.db, 'support_plan.finalised')).toMatchObject({
      target_id: String(plan.id),
      student_id: plan.student.id,
      actor_user_id: ids.user.schoolLeader,
      details: { revision: 1, changes: { status: ['in_review', 'final'] }, team_size: 2 },
    });
    // Final: read-only, finalising again refused, a new draft is not possible from a draft.
    const edit = await leader.patch(`${base(plan.id)}/`, { home_version: f1.body.home.version, information: { [String(infoKeys[0])]: 'Changed' } });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ error: { code: 'action_not_possible', message: PLAN_MSG.final } });
    const again = await finalise(leader, plan.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'action_not_possible', message: PLAN_MSG.alreadyFinal } });
    // Next draft: content kept; a later edit does not change revision 1.
    const d = await newDraft(leader, plan.id);
    expect(d.status).toBe(200);
    expect(d.body).toMatchObject({ status: 'draft', last_revision: { number: 1 } });
    expect(d.body.home.information[0]!.value).toBe('Asthma.');
    expect(await lastAudit(server.db, 'support_plan.new_draft')).toMatchObject({ target_id: String(plan.id), details: { revision: 1, changes: { status: ['final', 'draft'] } } });
    const notFinal = await newDraft(leader, plan.id);
    expect(notFinal.status).toBe(409);
    expect(notFinal.body).toMatchObject({ error: { message: PLAN_MSG.notFinal } });
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: d.body.home.version, information: { [String(infoKeys[0])]: 'Asthma and allergies.' } })).status).toBe(200);
    const r1 = await leader.get<TPlanSnapshot>(`${base(plan.id)}/revisions/1/`);
    expect(r1.status).toBe(200);
    expect(ZPlanSnapshot.strict().safeParse(r1.body).success).toBe(true);
    expect(r1.body.content.home.information[0]).toMatchObject({ key: infoKeys[0], value: 'Asthma.' });
    expect(r1.body.content.home.information[0]!.label_en).not.toBe('');
    expect(r1.body).toMatchObject({ number: 1, finalised_by: { id: ids.user.schoolLeader, name: 'Marcus Bell' }, signatures: { count: 0, expected: 2 } });
    // Revision 2.
    const f2 = await finalise(leader, plan.id);
    expect(f2.body.last_revision!.number).toBe(2);
    const list = await leader.get<TPlanRevisionList>(`${base(plan.id)}/revisions/`);
    expect(ZPlanRevisionList.strict().safeParse(list.body).success).toBe(true);
    expect(list.body.items.map((r) => r.number)).toEqual([2, 1]);
    expect(list.body.items[0]).toMatchObject({ finalised_by: { id: ids.user.schoolLeader }, signatures: { count: 0, expected: 2 } });
    expect((await leader.get(`${base(plan.id)}/revisions/3/`)).status).toBe(404);
    // A deactivated plan: no new draft, no finalise.
    expect((await leader.post(`${base(plan.id)}/deactivate/`, { date: daysAgo(0), reason: 'Moved away' })).status).toBe(200);
    const dead = await newDraft(leader, plan.id);
    expect(dead.status).toBe(409);
    expect(dead.body).toMatchObject({ error: { message: PLAN_MSG.deactivated } });
    expect(await planRow(plan.id)).toMatchObject({ status: 'final', revision: 2 });
  });

  it('compares two revisions field by field and names who saved which part in between', async () => {
    const plan = await makePlan('Compare', 3);
    const leader = await as('schoolLeader');
    const teacher = await as('teacher');
    const goal = { goal: 'Reads aloud with 95% accuracy', criteria: 'Three records in a row' };
    expect((await teacher.request('PUT', `${base(plan.id)}/goal_planning/`, { version: 1, goals: [goal, { goal: 'Counts to 100' }] })).status).toBe(200);
    expect((await finalise(leader, plan.id)).status).toBe(200);
    const d = await newDraft(leader, plan.id);
    // Between revision 1 and 2: the teacher changes a goal's criteria and removes one; the leader adds an assessment, changes the home part.
    expect((await teacher.request('PUT', `${base(plan.id)}/goal_planning/`, { version: 2, goals: [{ ...goal, criteria: 'Four records in a row' }] })).status).toBe(200);
    expect(
      (await leader.request('PUT', `${base(plan.id)}/specialized_assessment/`, { version: 1, assessments: [{ name: 'Reading assessment', summary: 'At grade level' }] })).status,
    ).toBe(200);
    const team = d.body.home.team.slice(0, 2);
    const home = await leader.patch(`${base(plan.id)}/`, {
      home_version: d.body.home.version,
      information: { [String(infoKeys[0])]: 'Asthma; inhaler.', [String(infoKeys[1])]: 'Loves maths.' },
      team,
    });
    expect(home.status, JSON.stringify(home.body)).toBe(200);
    expect((await finalise(leader, plan.id)).status).toBe(200);

    const label0 = (await leader.get<TSupportPlan>(`${base(plan.id)}/`)).body.home.information[0]!.label_en;
    const reads = await auditCount(server.db, 'support_plan.read');
    const res = await leader.get<TPlanCompare>(`${base(plan.id)}/revisions/compare/?from=2&to=1`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ZPlanCompare.strict().safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ from: 1, to: 2 });
    const byItem = new Map(res.body.changes.map((c) => [c.item, c]));
    expect(byItem.get(label0)).toEqual({ part: 'home', item: label0, before: 'Asthma.', after: 'Asthma; inhaler.' });
    expect(res.body.changes).toContainEqual(expect.objectContaining({ part: 'home', item: 'Team member: Sam Specialist', after: null }));
    expect(byItem.get('Goal: Reads aloud with 95% accuracy — Measurable criteria')).toEqual({
      part: 'goal_planning',
      item: 'Goal: Reads aloud with 95% accuracy — Measurable criteria',
      before: 'Three records in a row',
      after: 'Four records in a row',
    });
    expect(byItem.get('Goal: Counts to 100')).toMatchObject({ part: 'goal_planning', before: 'Goal: Counts to 100', after: null });
    expect(byItem.get('Assessment: Reading assessment')).toMatchObject({
      part: 'specialized_assessment',
      before: null,
      after: 'Name: Reading assessment\nSummary of results: At grade level',
    });
    // Only what changed: the unchanged goal text and transitions are not listed.
    expect(res.body.changes.filter((c) => c.part === 'transition_planning')).toEqual([]);
    const editors = res.body.editors.map((e) => `${e.part}:${e.user?.name}`).sort();
    expect(editors).toEqual(['goal_planning:Hannah Lee', 'home:Marcus Bell', 'specialized_assessment:Marcus Bell']);
    expect(await auditCount(server.db, 'support_plan.read')).toBe(reads + 1);
    expect(await lastAudit(server.db, 'support_plan.read')).toMatchObject({ target_id: String(plan.id), details: { part: 'compare', from: 1, to: 2 } });
    // Two different revisions that exist.
    const same = await leader.get(`${base(plan.id)}/revisions/compare/?from=2&to=2`);
    expect(same.status).toBe(400);
    expect(same.body).toMatchObject({ error: { fields: { to: { message: PLAN_MSG.compareSame } } } });
    expect((await leader.get(`${base(plan.id)}/revisions/compare/?from=1&to=9`)).status).toBe(404);
    expect((await leader.get(`${base(plan.id)}/revisions/compare/?from=x&to=1`)).status).toBe(400);
  });

  it('compares the French demo plan’s revisions in French', async () => {
    const list = await (await as('frAdmin')).get<TSupportPlanList>(`/api/v1/support_plans/?school=${ids.troisPonts}&all=true`);
    const revised = list.body.results.find((p) => p.last_revision?.number === 2)!;
    expect(revised).toBeDefined();
    const res = await (await as('frAdmin')).get<TPlanCompare>(`${base(revised.id)}/revisions/compare/?from=1&to=2`);
    expect(res.status).toBe(200);
    expect(res.body.changes.map((c) => c.item)).toContain('Évaluation : Évaluation en lecture et en écriture');
    expect(res.body.changes.some((c) => c.item.startsWith('Objectif : ') && c.item.endsWith('— Critères mesurables'))).toBe(true);
    expect(res.body.editors.length).toBe(3);
    // The demo's frozen snapshots are what the contract says, and the final demo plan is signed 2 of 3.
    const snap = await (await as('frAdmin')).get<TPlanSnapshot>(`${base(revised.id)}/revisions/1/`);
    expect(snap.status).toBe(200);
    expect(ZPlanSnapshot.strict().safeParse(snap.body).success).toBe(true);
    expect(snap.body.signatures).toEqual({ count: 3, expected: 3 });
    expect(list.body.results.map((p) => p.signatures)).toContainEqual({ count: 2, expected: 3 });
  });
});
