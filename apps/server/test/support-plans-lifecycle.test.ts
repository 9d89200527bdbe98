/**
 * Support plan lifecycle (issue 12, section 3) through real HTTP: finalising (numbered revisions, a frozen
 * snapshot), the next draft, the revisions list, one revision and the comparison of two, signatures on the
 * latest revision (their rules and input), each permission level and refusal, the table's columns, the audit
 * rows, and the daily review reminders (the job's handler run directly).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { schoolMemberships, sentEmails, supportPlanRevisions, supportPlans, supportPlanSignatures, supportPlanTemplates } from '@ss/db';
import {
  PLAN_MSG,
  translate,
  ZPlanCompare,
  ZPlanRevisionList,
  ZPlanSignatures,
  ZPlanSnapshot,
  ZSupportPlan,
  ZSupportPlanList,
  type TPlanCompare,
  type TPlanRevisionList,
  type TPlanSignature,
  type TPlanSignatures,
  type TPlanSnapshot,
  type TPlanTemplate,
  type TSupportPlan,
  type TSupportPlanList,
} from '@ss/domain';
import { remindPlanReviews } from '../src/services/support-plans/review-reminders.ts';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { activeKeys, planRow as planRowOf, taughtStudentOf } from './support-plans-fixtures.ts';
import { auditCount, daysAgo, daysAhead, freshStudent, lastAudit } from './student-supports-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const YEAR = '2026–2027';
let infoKeys: number[];
let roleKeys: number[];
let template: TPlanTemplate;

/** A 1×1 PNG as a data URL. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const base = (id: number) => `/api/v1/support_plans/${id}`;
const planRow = (id: number) => planRowOf(server.db, id);
const revisionCount = async (id: number) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportPlanRevisions)
      .where(eq(supportPlanRevisions.plan_id, id))
  )[0]!.n;
const signatureCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(supportPlanSignatures))[0]!.n;
const keysOf = (c: ApiClient, kind: string) => activeKeys(c, kind, ids.aspen);

const taughtStudent = (last: string) => taughtStudentOf(server.db, { id: ids.aspen, district: ids.en }, `Life${last}`, ids.user.teacher);

/** A plan of a student taught by `teacher`, with a team of `team` people and a first information field. */
async function makePlan(last: string, team = 2): Promise<TSupportPlan> {
  const leader = await as('schoolLeader');
  const made = await leader.post<TSupportPlan>('/api/v1/support_plans/', { student_id: await taughtStudent(last), template_id: template.id, school_year: YEAR });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const members = [
    { name: 'Hannah Lee', role_key: roleKeys[0], inside: true, user_id: ids.user.teacher },
    { name: 'Alex Parent', role_key: roleKeys[1] ?? roleKeys[0], inside: false },
    { name: 'Sam Specialist', role_key: roleKeys[0], inside: false },
    { name: 'Kim Nurse', role_key: roleKeys[0], inside: false },
  ].slice(0, team);
  const res = await leader.patch<TSupportPlan>(`${base(made.body.id)}/`, { home_version: 1, information: { [String(infoKeys[0])]: 'Asthma.' }, team: members });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const finalise = async (c: ApiClient, id: number) => c.post<TSupportPlan>(`${base(id)}/finalise/`, {});
const newDraft = async (c: ApiClient, id: number) => c.post<TSupportPlan>(`${base(id)}/new_draft/`, {});
/** A signature given on paper, as a coordinator records it. */
const paper = (over: Record<string, unknown> = {}) => ({
  method: 'paper',
  name: 'Alex Parent',
  role_key: roleKeys[1] ?? roleKeys[0],
  signed_on: daysAgo(0),
  ...over,
});

beforeAll(async () => {
  const admin = await as('districtAdmin');
  infoKeys = await keysOf(admin, 'support-plan-information');
  roleKeys = await keysOf(admin, 'support-team-role');
  const res = await admin.post<TPlanTemplate>('/api/v1/support_plan_templates/', {
    district: ids.en,
    name: 'Lifecycle plan',
    specialized_assessment: true,
    goal_planning: true,
    transition_planning: true,
    information_keys: infoKeys,
    team_role_keys: roleKeys,
    review_months: 3,
    pdf_wording_en: '',
    pdf_wording_fr: '',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  template = res.body;
});

describe('support plan lifecycle: sign-in, tenancy, permissions', () => {
  it('answers 401 to anonymous callers on every new route and changes nothing', async () => {
    const plan = await makePlan('Anonymous');
    const c = server.client();
    const calls: [string, string, unknown?][] = [
      ['POST', `${base(plan.id)}/finalise/`, {}],
      ['POST', `${base(plan.id)}/new_draft/`, {}],
      ['GET', `${base(plan.id)}/revisions/`],
      ['GET', `${base(plan.id)}/revisions/1/`],
      ['GET', `${base(plan.id)}/revisions/compare/?from=1&to=2`],
      ['GET', `${base(plan.id)}/signatures/`],
      ['POST', `${base(plan.id)}/signatures/`, paper()],
      ['DELETE', `${base(plan.id)}/signatures/1/`],
    ];
    for (const [method, path, body] of calls) expect((await c.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    expect(await planRow(plan.id)).toMatchObject({ status: 'draft', revision: 0 });
    expect(await revisionCount(plan.id)).toBe(0);
  });

  it('hides another district’s plan (404) on every new route and lets it change nothing', async () => {
    const plan = await makePlan('Foreign');
    expect((await finalise(await as('schoolLeader'), plan.id)).status).toBe(200);
    const sigs = await signatureCount();
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await finalise(c, plan.id)).status, m).toBe(404);
      expect((await newDraft(c, plan.id)).status, m).toBe(404);
      expect((await c.get(`${base(plan.id)}/revisions/`)).status, m).toBe(404);
      expect((await c.get(`${base(plan.id)}/revisions/1/`)).status, m).toBe(404);
      expect((await c.get(`${base(plan.id)}/revisions/compare/?from=1&to=2`)).status, m).toBe(404);
      expect((await c.get(`${base(plan.id)}/signatures/`)).status, m).toBe(404);
      expect((await c.post(`${base(plan.id)}/signatures/`, paper())).status, m).toBe(404);
    }
    expect(await planRow(plan.id)).toMatchObject({ status: 'final', revision: 1 });
    expect(await signatureCount()).toBe(sigs);
  });

  it('lets makers finalise and start drafts, readers read revisions, makers and the student’s teachers sign, makers remove', async () => {
    const plan = await makePlan('Levels');
    // Finalising: not set, district leader, teachers (of the student or not): 403; nothing changes.
    for (const m of ['schoolStaff', 'districtLeader', 'multiTeacher', 'teacher'] as const) {
      const res = await finalise(await as(m), plan.id);
      expect(res.status, m).toBe(403);
      expect(res.body).toMatchObject({ error: { code: 'forbidden' } });
    }
    expect(await planRow(plan.id)).toMatchObject({ status: 'draft', revision: 0 });
    // Each maker finalises and starts the next draft in turn.
    let number = 0;
    for (const m of ['schoolAdmin', 'schoolLeader', 'districtStaff', 'districtAdmin', 'super'] as const) {
      const c = await as(m);
      const f = await finalise(c, plan.id);
      expect(f.status, m).toBe(200);
      number += 1;
      expect(f.body).toMatchObject({ status: 'final', last_revision: { number } });
      if (m !== 'super') expect((await newDraft(c, plan.id)).status, m).toBe(200);
    }
    // Reading revisions and signatures: the plan's readers.
    const reads = { schoolStaff: 403, districtLeader: 403, multiTeacher: 403, teacher: 200, schoolAdmin: 200, districtAdmin: 200 } as const;
    for (const [m, status] of Object.entries(reads)) {
      const c = await as(m as keyof typeof reads);
      expect((await c.get(`${base(plan.id)}/revisions/`)).status, m).toBe(status);
      expect((await c.get(`${base(plan.id)}/revisions/1/`)).status, m).toBe(status);
      expect((await c.get(`${base(plan.id)}/revisions/compare/?from=1&to=2`)).status, m).toBe(status);
      expect((await c.get(`${base(plan.id)}/signatures/`)).status, m).toBe(status);
    }
    // New draft: teachers 403.
    expect((await newDraft(await as('teacher'), plan.id)).status).toBe(403);
    // Signing as oneself: a team member who reads the plan (the student's teacher); no one else. A paper signature: makers only.
    for (const m of ['schoolStaff', 'districtLeader', 'multiTeacher'] as const) {
      expect((await (await as(m)).post(`${base(plan.id)}/signatures/`, paper())).status, m).toBe(403);
      expect((await (await as(m)).post(`${base(plan.id)}/signatures/`, { method: 'typed' })).status, m).toBe(403);
    }
    expect((await (await as('teacher')).post(`${base(plan.id)}/signatures/`, paper())).status).toBe(403);
    const byTeacher = await (await as('teacher')).post<TPlanSignature>(`${base(plan.id)}/signatures/`, { method: 'typed' });
    expect(byTeacher.status, JSON.stringify(byTeacher.body)).toBe(201);
    expect(byTeacher.body).toMatchObject({ name: 'Hannah Lee', method: 'typed', signer: { id: ids.user.teacher }, recorded_by: { id: ids.user.teacher } });
    // Removing: the teacher no; an admin yes.
    expect((await (await as('teacher')).delete(`${base(plan.id)}/signatures/${byTeacher.body.id}/`)).status).toBe(403);
    expect((await (await as('schoolAdmin')).delete(`${base(plan.id)}/signatures/${byTeacher.body.id}/`)).status).toBe(204);
    // The abilities travel with the plan.
    const abilities = async (m: 'teacher' | 'schoolAdmin' | 'multiTeacher') => (await (await as(m)).get<TSupportPlan>(`${base(plan.id)}/`)).body.abilities;
    expect(await abilities('teacher')).toMatchObject({ finalise: false, new_draft: false, sign: true, update: false });
    expect(await abilities('schoolAdmin')).toMatchObject({ finalise: false, new_draft: true, sign: true, update: false });
  });

  it('refuses every new route of a school whose module is off (403, even to super admins)', async () => {
    const student = await freshStudent(server.db, { id: ids.beausejour, district: ids.fr }, 'LifeOff');
    const [t] = await server.db.insert(supportPlanTemplates).values({ district_id: ids.fr, school_id: ids.beausejour, name: 'Plan' }).returning();
    const [p] = await server.db
      .insert(supportPlans)
      .values({
        district_id: ids.fr,
        school_id: ids.beausejour,
        student_id: student,
        template_id: t!.id,
        template_version: 1,
        template: { name: 'Plan', specialized_assessment: true, goal_planning: true, transition_planning: true, information_keys: [], team_role_keys: [], review_months: 3 },
        school_year: YEAR,
      })
      .returning();
    expect((await server.db.execute(sql`select support_plan_enabled from schools where id = ${ids.beausejour}`)) as unknown).toMatchObject({
      rows: [{ support_plan_enabled: false }],
    });
    for (const m of ['super', 'frAdmin'] as const) {
      const c = await as(m);
      expect((await finalise(c, p!.id)).status, m).toBe(403);
      expect((await c.get(`${base(p!.id)}/revisions/`)).status, m).toBe(403);
      expect((await c.get(`${base(p!.id)}/signatures/`)).status, m).toBe(403);
    }
    expect(await planRow(p!.id)).toMatchObject({ status: 'draft', revision: 0 });
  });
});

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

describe('support plan lifecycle: signatures', () => {
  it('collects signatures only on a final plan, counts them against the team, removes them only on the latest revision', async () => {
    const plan = await makePlan('Signatures', 3);
    const leader = await as('schoolLeader');
    const sigs = await signatureCount();
    const draft = await leader.post(`${base(plan.id)}/signatures/`, paper());
    expect(draft.status).toBe(409);
    expect(draft.body).toMatchObject({ error: { code: 'action_not_possible', message: PLAN_MSG.signNotFinal } });
    expect(translate('fr', PLAN_MSG.signNotFinal)).toBe('Les signatures se recueillent seulement sur un plan de soutien définitif : rendez-le d’abord définitif');
    const empty = await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`);
    expect(empty.body).toEqual({ revision: null, expected: 3, items: [], abilities: { sign: false, record_paper: false, remove: false } });
    expect((await finalise(leader, plan.id)).status).toBe(200);

    const a = await leader.post<TPlanSignature>(`${base(plan.id)}/signatures/`, paper());
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({
      name: 'Alex Parent',
      method: 'paper',
      typed_name: null,
      drawing: null,
      signer: null,
      recorded_by: { id: ids.user.schoolLeader, name: 'Marcus Bell' },
    });
    expect(a.body.role).not.toBe('');
    const b = await leader.post<TPlanSignature>(`${base(plan.id)}/signatures/`, paper({ name: 'Sam Specialist', role_key: null, role: 'Speech therapist' }));
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    expect(b.body).toMatchObject({ role_key: null, role: 'Speech therapist', method: 'paper', recorded_by: { id: ids.user.schoolLeader } });
    expect(await lastAudit(server.db, 'support_plan.signed')).toMatchObject({
      target_id: String(plan.id),
      actor_user_id: ids.user.schoolLeader,
      details: { revision: 1, signature: b.body.id, method: 'paper', recorded_by: ids.user.schoolLeader },
    });
    const list = await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`);
    expect(ZPlanSignatures.strict().safeParse(list.body).success).toBe(true);
    // The coordinator is not on the team: nothing to sign as themselves, paper signatures to record.
    expect(list.body).toMatchObject({ revision: 1, expected: 3, abilities: { sign: false, record_paper: true, remove: true } });
    expect(list.body.items.map((s) => s.id)).toEqual([a.body.id, b.body.id]);
    expect((await leader.get<TSupportPlan>(`${base(plan.id)}/`)).body.signatures).toEqual({ count: 2, expected: 3 });
    expect((await leader.get<TPlanRevisionList>(`${base(plan.id)}/revisions/`)).body.items[0]!.signatures).toEqual({ count: 2, expected: 3 });

    // Removing one (a mistake) on the latest revision of a final plan.
    expect((await leader.delete(`${base(plan.id)}/signatures/${b.body.id}/`)).status).toBe(204);
    expect(await lastAudit(server.db, 'support_plan.signature_removed')).toMatchObject({ target_id: String(plan.id), details: { revision: 1, signature: b.body.id } });
    expect((await leader.delete(`${base(plan.id)}/signatures/${b.body.id}/`)).status).toBe(404);

    // A new draft: revision 1's signatures stay and can no longer be removed; the next revision starts empty with the team's new size.
    const d = await newDraft(leader, plan.id);
    const gone = await leader.delete(`${base(plan.id)}/signatures/${a.body.id}/`);
    expect(gone.status).toBe(409);
    expect(gone.body).toMatchObject({ error: { message: PLAN_MSG.signatureNotLatest } });
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: d.body.home.version, team: d.body.home.team.slice(0, 2) })).status).toBe(200);
    const f2 = await finalise(leader, plan.id);
    expect(f2.body.signatures).toEqual({ count: 0, expected: 2 });
    expect((await leader.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body).toMatchObject({ revision: 2, expected: 2, items: [] });
    const old = await leader.delete(`${base(plan.id)}/signatures/${a.body.id}/`);
    expect(old.status).toBe(409);
    expect(old.body).toMatchObject({ error: { message: PLAN_MSG.signatureNotLatest } });
    const revs = (await leader.get<TPlanRevisionList>(`${base(plan.id)}/revisions/`)).body.items;
    expect(revs.map((r) => r.signatures)).toEqual([
      { count: 0, expected: 2 },
      { count: 1, expected: 3 },
    ]);
    // A signature of another plan is not found through this one.
    const other = await makePlan('SignaturesOther');
    await finalise(leader, other.id);
    expect((await leader.delete(`${base(other.id)}/signatures/${a.body.id}/`)).status).toBe(404);
    expect(await signatureCount()).toBe(sigs + 1);
  });

  it('rejects bad signatures with the message and records nothing', async () => {
    const plan = await makePlan('BadSignatures');
    const leader = await as('schoolLeader');
    expect((await finalise(leader, plan.id)).status).toBe(200);
    const sigs = await signatureCount();
    const big = `data:image/png;base64,${'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB'.padEnd(280_000, 'A')}`;
    const cases: [Record<string, unknown>, string, string][] = [
      [paper({ signed_on: daysAhead(2) }), 'signed_on', PLAN_MSG.future],
      [paper({ signed_on: daysAgo(1) }), 'signed_on', PLAN_MSG.signedBeforeRevision],
      [{ method: 'drawn' }, 'drawing', PLAN_MSG.drawing],
      [{ method: 'drawn', drawing: 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==' }, 'drawing', PLAN_MSG.drawing],
      [{ method: 'drawn', drawing: `data:image/png;base64,${btoa('GIF89a not a png at all')}` }, 'drawing', PLAN_MSG.drawing],
      [{ method: 'drawn', drawing: big }, 'drawing', PLAN_MSG.drawing],
      [paper({ role_key: 2_147_483_000 }), 'role_key', PLAN_MSG.unknownKey],
      [paper({ name: '' }), 'name', 'Required'],
      [paper({ signed_on: undefined }), 'signed_on', 'Required'],
      [paper({ method: 'stamped' }), 'method', 'Invalid value'],
    ];
    for (const [body, field, message] of cases) {
      const res = await leader.post<{ error: { fields: Record<string, { message: string }> } }>(`${base(plan.id)}/signatures/`, body);
      expect(res.status, `${field} ${JSON.stringify(res.body).slice(0, 200)}`).toBe(400);
      expect(res.body.error.fields[field], field).toMatchObject({ message });
    }
    expect(await signatureCount()).toBe(sigs);
    for (const message of [
      PLAN_MSG.drawing,
      PLAN_MSG.alreadySigned,
      PLAN_MSG.deactivationReason,
      PLAN_MSG.signatureNotLatest,
      PLAN_MSG.alreadyFinal,
      PLAN_MSG.notFinal,
      PLAN_MSG.compareSame,
    ])
      expect(translate('fr', message), message).not.toBe(message);
  });
  it('lets a team member sign only as themselves (name and role from the team, once), not someone off the team; paper is a coordinator’s', async () => {
    const plan = await makePlan('SelfSign', 2);
    const leader = await as('schoolLeader');
    const teacher = await as('teacher');
    // The student's teacher, taken off the team: reads the plan, signs nothing.
    const offTeam = plan.home.team.filter((m) => m.user_id !== ids.user.teacher);
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: plan.home.version, team: offTeam })).status).toBe(200);
    expect((await finalise(leader, plan.id)).status).toBe(200);
    const sigs = await signatureCount();
    const refused = await teacher.post(`${base(plan.id)}/signatures/`, { method: 'typed' });
    expect(refused.status).toBe(403);
    expect((await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body.abilities).toEqual({ sign: false, record_paper: false, remove: false });
    expect((await teacher.get<TSupportPlan>(`${base(plan.id)}/`)).body.abilities.sign).toBe(false);
    // Nor may a teacher record a paper signature, for anyone.
    expect((await teacher.post(`${base(plan.id)}/signatures/`, paper({ name: 'Hannah Lee' }))).status).toBe(403);
    expect(await signatureCount()).toBe(sigs);

    // Back on the team as "Hannah Lee" in the first role: signs as herself; nothing about the signer can be said in the body.
    const d = await newDraft(leader, plan.id);
    const member = { name: 'Hannah Lee', role_key: roleKeys[0], inside: true, user_id: ids.user.teacher };
    expect((await leader.patch(`${base(plan.id)}/`, { home_version: d.body.home.version, team: [...offTeam, member] })).status).toBe(200);
    expect((await finalise(leader, plan.id)).status).toBe(200);
    expect((await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body.abilities).toEqual({ sign: true, record_paper: false, remove: false });
    const forged = await teacher.post(`${base(plan.id)}/signatures/`, { method: 'typed', name: 'Marie-Ève Anderson-Bérubé', typed_name: 'xx' });
    expect(forged.status).toBe(400);
    const signed = await teacher.post<TPlanSignature>(`${base(plan.id)}/signatures/`, { method: 'typed' });
    expect(signed.status, JSON.stringify(signed.body)).toBe(201);
    const roleLabel = plan.home.team_roles.find((r) => r.key === roleKeys[0])!.label_en;
    expect(signed.body).toMatchObject({
      name: 'Hannah Lee',
      role_key: roleKeys[0],
      role: roleLabel,
      signed_on: daysAgo(0),
      method: 'typed',
      typed_name: 'Hannah Lee',
      signer: { id: ids.user.teacher },
      recorded_by: { id: ids.user.teacher },
    });
    expect(await lastAudit(server.db, 'support_plan.signed')).toMatchObject({
      actor_user_id: ids.user.teacher,
      details: { revision: 2, signature: signed.body.id, method: 'typed', signer: ids.user.teacher },
    });
    // Once a revision.
    const twice = await teacher.post(`${base(plan.id)}/signatures/`, { method: 'drawn', drawing: PNG });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ error: { code: 'action_not_possible', message: PLAN_MSG.alreadySigned } });
    expect((await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body.abilities.sign).toBe(false);
    // The coordinator records the parent's paper signature; the list says who recorded which.
    const onPaper = await leader.post<TPlanSignature>(`${base(plan.id)}/signatures/`, paper());
    expect(onPaper.status).toBe(201);
    const list = (await teacher.get<TPlanSignatures>(`${base(plan.id)}/signatures/`)).body;
    expect(list.items.map((s) => [s.method, s.signer?.id ?? null, s.recorded_by?.name])).toEqual([
      ['typed', ids.user.teacher, signed.body.recorded_by!.name],
      ['paper', null, 'Marcus Bell'],
    ]);
    expect(list).toMatchObject({ expected: 2 });
  });
});

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
