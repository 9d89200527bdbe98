/** Schools: who adds and renames them, and a super admin's suspension of a school account. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schools, sessions } from '@ss/db';
import { type TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';
import { lastAudit as lastAuditIn, rowCount as rowCountIn } from './db-reads.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

const lastAudit = (action: string) => lastAuditIn(server.db, action);
const rowCount = (table: typeof schools) => rowCountIn(server.db, table);

describe('schools: POST and PATCH /api/v1/schools/', () => {
  it('lets a district leader who may manage schools add and rename, but not change the account', async () => {
    const c = await server.as('districtLeader');
    const created = await c.post('/api/v1/schools/', { district_id: ids.en, name: 'Willow Park School' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'good', support_plan_enabled: true, abilities: { update: true, update_account: false } });
    const renamed = await c.patch(`/api/v1/schools/${created.body.id}/`, { name: 'Willow Park Community School' });
    expect(renamed.body.name).toBe('Willow Park Community School');
    expect((await c.patch(`/api/v1/schools/${created.body.id}/`, { status: 'payment_pending' })).status).toBe(403);
    expect((await c.post('/api/v1/schools/', { district_id: ids.en, name: 'Paid', status: 'payment_pending' })).status).toBe(403);
    const audit = await lastAudit('school.updated');
    expect(audit?.details).toEqual({ changes: { name: ['Willow Park School', 'Willow Park Community School'] } });
  });

  it('refuses district staff and teachers, and answers 404 for another district', async () => {
    const before = await rowCount(schools);
    expect((await (await server.as('districtStaff')).post('/api/v1/schools/', { district_id: ids.en, name: 'No' })).status).toBe(403);
    expect((await (await server.as('teacher')).patch(`/api/v1/schools/${ids.aspen}/`, { name: 'No' })).status).toBe(403);
    expect((await (await server.as('districtAdmin')).post('/api/v1/schools/', { district_id: ids.fr, name: 'No' })).status).toBe(404);
    expect((await (await server.as('districtAdmin')).patch(`/api/v1/schools/${ids.troisPonts}/`, { name: 'No' })).status).toBe(404);
    expect((await server.client().post('/api/v1/schools/', { district_id: ids.en, name: 'No' })).status).toBe(401);
    expect(await rowCount(schools)).toBe(before);
  });

  it('lets super admins suspend a school account: its school users are signed out and refused', async () => {
    const c = await server.as('super');
    const created = await c.post('/api/v1/schools/', { district_id: ids.en, name: 'Short Lived School' });
    const sid = created.body.id;
    const invited = await (
      await server.as('districtAdmin')
    ).post('/api/v1/users/', {
      district_id: ids.en,
      people: [{ email: 'short.lived@demo.test' }],
      schools: [{ school_id: sid, user_type: 'school_teacher' }],
    });
    const uid = invited.body.results[0].id;
    await server.db.insert(sessions).values({ id_hash: 'e'.repeat(64), user_id: uid, kind: 'staff', expires_at: new Date(Date.now() + 3_600_000) });
    const res = await c.patch(`/api/v1/schools/${sid}/`, { status: 'account_suspended', support_plan_enabled: false });
    expect(res.body).toMatchObject({ status: 'account_suspended', support_plan_enabled: false });
    expect(res.body.suspended_at).toMatch(/^\d{4}-/);
    expect(await server.db.select().from(sessions).where(eq(sessions.user_id, uid))).toHaveLength(0);
    expect((await (await server.as('districtAdmin')).get(`/api/v1/schools/${sid}/`)).status).toBe(403);
    const good = await c.patch(`/api/v1/schools/${sid}/`, { status: 'good' });
    expect(good.body.suspended_at).toBeNull();
  });
});
