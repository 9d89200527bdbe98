/**
 * Support plan lifecycle (issue 12, section 3) through real HTTP: sign-in, tenancy, each permission level and
 * refusal on the lifecycle's routes, and the module switched off.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { supportPlans, supportPlanTemplates } from '@ss/db';
import { type TPlanSignature, type TSupportPlan } from '@ss/domain';
import { freshStudent } from './supports-given-fixtures.ts';
import {
  server,
  ids,
  as,
  YEAR,
  base,
  planRow,
  revisionCount,
  signatureCount,
  makePlan,
  finalise,
  newDraft,
  paper,
  withLifecycleServer,
} from './support-plans-lifecycle-fixtures.ts';

withLifecycleServer();

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
