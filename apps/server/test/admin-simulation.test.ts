/** Simulation: a super admin acting as someone else, and what the audit log keeps of it. */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '@ss/db';
import { type TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';
import { lastAudit as lastAuditIn } from './db-reads.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

const lastAudit = (action: string) => lastAuditIn(server.db, action);

describe('simulation: /api/v1/simulate/', () => {
  it('lets a super admin act as a teacher, with a new session id each way, audited with the real user', async () => {
    const c = await server.as('super');
    const before = c.cookies.get('sessionid');
    const start = await c.post('/api/v1/simulate/', { user_id: ids.user.teacher });
    expect(start.status).toBe(200);
    expect(c.cookies.get('sessionid')).not.toBe(before);
    const me = await c.get('/api/v1/current_user/');
    expect(me.body).toMatchObject({ id: ids.user.teacher, is_super: false });
    const state = await c.get('/api/v1/simulate/');
    expect(state.body).toEqual({ simulating: true, user_id: ids.user.teacher, real_user: { id: ids.user.super, full_name: 'Alex Morgan' } });
    // Acting as the teacher: super-only routes are closed.
    expect((await c.get('/api/v1/statistics/')).status).toBe(403);
    expect(await lastAudit('simulation.started')).toMatchObject({ actor_user_id: ids.user.teacher, real_actor_user_id: ids.user.super });
    // No nesting.
    const nested = await c.post('/api/v1/simulate/', { user_id: ids.user.schoolAdmin });
    expect(nested.status).toBe(409);
    expect((await c.get('/api/v1/current_user/')).body.id).toBe(ids.user.teacher);
    const during = c.cookies.get('sessionid');
    const stop = await c.delete('/api/v1/simulate/');
    expect(stop.status).toBe(200);
    expect(c.cookies.get('sessionid')).not.toBe(during);
    expect((await c.get('/api/v1/current_user/')).body.is_super).toBe(true);
    expect(await lastAudit('simulation.stopped')).toMatchObject({ actor_user_id: ids.user.teacher, real_actor_user_id: ids.user.super });
    expect((await c.delete('/api/v1/simulate/')).status).toBe(409);
  });

  it('records what is done while simulating under both users', async () => {
    const c = await server.as('super');
    await c.post('/api/v1/simulate/', { user_id: ids.user.districtAdmin });
    await c.patch(`/api/v1/schools/${ids.riverbend}/`, { name: 'Riverbend Middle School' });
    await c.patch(`/api/v1/users/${ids.user.teacher}/`, { first_name: 'Hannah' });
    await c.delete('/api/v1/simulate/');
    const rows = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actor_user_id, ids.user.districtAdmin), eq(auditEvents.real_actor_user_id, ids.user.super)));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['simulation.started', 'simulation.stopped']));
  });

  it('refuses non-super users, super targets and unknown users', async () => {
    expect((await server.client().post('/api/v1/simulate/', { user_id: ids.user.teacher })).status).toBe(401);
    expect((await (await server.as('districtAdmin')).post('/api/v1/simulate/', { user_id: ids.user.teacher })).status).toBe(403);
    const c = await server.as('super');
    expect((await c.post('/api/v1/simulate/', { user_id: ids.user.super })).status).toBe(403);
    expect((await c.post('/api/v1/simulate/', { user_id: 999999 })).status).toBe(404);
    expect((await c.post('/api/v1/simulate/', { user_id: 'x' })).status).toBe(400);
    expect((await c.get('/api/v1/current_user/')).body.is_super).toBe(true);
  });

  it('says "Action not possible" for a user whose only school is suspended, and does not start', async () => {
    const c = await server.as('super');
    const res = await c.post('/api/v1/simulate/', { user_id: ids.user.suspendedTeacher });
    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'action_not_possible', message: 'Action not possible' });
    expect((await c.get('/api/v1/simulate/')).body.simulating).toBe(false);
  });
});
