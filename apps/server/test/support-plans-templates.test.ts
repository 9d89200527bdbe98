/**
 * Support plan templates (issue 12, server foundation) through real HTTP: who keeps district and school templates,
 * keys of no list item, stale versions, archiving.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { supportPlanTemplates } from '@ss/db';
import { PLAN_MSG, type TPlanTemplate } from '@ss/domain';
import { daysAgo, lastAudit } from './supports-given-fixtures.ts';
import { server, ids, as, YEAR, districtTemplate, planRow, taughtStudent, makePlan, templateBody, withSupportPlansServer } from './support-plans-api-fixtures.ts';

withSupportPlansServer();

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
