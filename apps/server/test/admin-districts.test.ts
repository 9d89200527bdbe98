/** Districts (super admins add, edit, connect and suspend them) and what a suspended district leaves its users. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { districts, sessions } from '@ss/db';
import { type TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';
import { lastAudit as lastAuditIn, rowCount as rowCountIn } from './db-reads.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

const lastAudit = (action: string) => lastAuditIn(server.db, action);
const rowCount = (table: typeof districts) => rowCountIn(server.db, table);

describe('districts: POST and PATCH /api/v1/districts/', () => {
  it('requires sign-in and refuses everyone but super admins, changing nothing', async () => {
    const before = await rowCount(districts);
    expect((await server.client().post('/api/v1/districts/', { name: 'X' })).status).toBe(401);
    expect((await (await server.as('districtAdmin')).post('/api/v1/districts/', { name: 'X' })).status).toBe(403);
    expect((await (await server.as('districtAdmin')).patch(`/api/v1/districts/${ids.en}/`, { name: 'Renamed' })).status).toBe(403);
    expect((await (await server.as('frAdmin')).patch(`/api/v1/districts/${ids.en}/`, { name: 'Renamed' })).status).toBe(404);
    expect(await rowCount(districts)).toBe(before);
    const [d] = await server.db.select().from(districts).where(eq(districts.id, ids.en));
    expect(d!.name).toBe('Prairie Creek School Division');
  });

  it('rejects bad input with catalogue messages', async () => {
    const c = await server.as('super');
    const res = await c.post('/api/v1/districts/', { name: '', francophone: 'yes', support_email: 'nope', rogue: 1 });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({
      name: { message: 'Required' },
      francophone: { message: 'Invalid value' },
      support_email: { message: 'Invalid email' },
      rogue: { message: 'Unknown field' },
    });
    const long = await c.post('/api/v1/districts/', { name: 'x'.repeat(201) });
    expect(long.body.error.fields.name).toEqual({ message: 'Please enter maximum {maxlength} characters', params: { maxlength: 200 } });
  });

  it('adds a district, edits it, connects it, and audits before → after', async () => {
    const c = await server.as('super');
    const created = await c.post('/api/v1/districts/', { name: 'Northern Lights School Division', support_email: 'Help@NL.example.org' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Northern Lights School Division',
      francophone: false,
      support_email: 'help@nl.example.org',
      school_count: 0,
      connected_district_ids: [],
    });
    expect(created.body.abilities).toEqual({ update: true, suspend: true, manage_schools: true, manage_staff: true, configure: true });
    const id = created.body.id;
    const edited = await c.patch(`/api/v1/districts/${id}/`, { francophone: true, connected_district_ids: [ids.en, ids.fr] });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ francophone: true, connected_district_ids: [ids.en, ids.fr].sort((a, b) => a - b) });
    expect((await c.get(`/api/v1/districts/${ids.en}/`)).body.connected_district_ids).toEqual([id]);
    const audit = await lastAudit('district.updated');
    expect(audit).toMatchObject({ district_id: id, target_id: String(id) });
    expect((audit!.details as { changes: Record<string, unknown> }).changes).toEqual({
      francophone: [false, true],
      connected_district_ids: [[], [ids.en, ids.fr].sort((a, b) => a - b)],
    });
    const unknown = await c.patch(`/api/v1/districts/${id}/`, { connected_district_ids: [999999] });
    expect(unknown.status).toBe(400);
    const self = await c.patch(`/api/v1/districts/${id}/`, { connected_district_ids: [id] });
    expect(self.status).toBe(400);
  });

  it('suspends a district: its people are signed out and then see only the suspension', async () => {
    const c = await server.as('super');
    const created = await c.post('/api/v1/districts/', { name: 'Soon Suspended SD' });
    const id = created.body.id;
    const school = await c.post('/api/v1/schools/', { district_id: id, name: 'Quiet Creek School' });
    const invited = await c.post('/api/v1/users/', {
      district_id: id,
      people: [{ email: 'member@soon.example.org', first_name: 'Mem', last_name: 'Ber' }],
      district_role: { user_type: 'district_admin' },
    });
    expect(invited.status).toBe(201);
    const memberId = invited.body.results[0].id;
    // Give the member a session directly (they have no password yet).
    await server.db.insert(sessions).values({ id_hash: 'f'.repeat(64), user_id: memberId, kind: 'staff', expires_at: new Date(Date.now() + 3_600_000) });
    const res = await c.patch(`/api/v1/districts/${id}/`, { suspended: true });
    expect(res.status).toBe(200);
    expect(res.body.suspended_at).toMatch(/^\d{4}-/);
    expect(await server.db.select().from(sessions).where(eq(sessions.user_id, memberId))).toHaveLength(0);
    expect((await lastAudit('district.suspended'))?.district_id).toBe(id);
    // A super admin still reaches it.
    expect((await c.get(`/api/v1/schools/${school.body.id}/`)).status).toBe(200);
    const back = await c.patch(`/api/v1/districts/${id}/`, { suspended: false });
    expect(back.body.suspended_at).toBeNull();
    expect(await lastAudit('district.unsuspended')).toBeDefined();
  });
});

describe('a suspended district blocks its users on every route but the few that explain it', () => {
  it('answers 403 with the spec message, while current_user and the support contact still answer', async () => {
    const admin = await server.as('frAdmin');
    const superC = await server.as('super');
    await superC.patch(`/api/v1/districts/${ids.fr}/`, { suspended: true, support_email: 'aide@rivieres.example.org' });
    try {
      // The old session ended with the suspension.
      expect((await admin.get('/api/v1/current_user/')).status).toBe(401);
      const again = await server.as('frAdmin');
      const me = await again.get('/api/v1/current_user/');
      expect(me.status).toBe(200);
      expect(me.body.district.suspended_at).toMatch(/^\d{4}-/);
      expect((await again.get('/api/v1/support_contact/')).body).toEqual({ email: 'aide@rivieres.example.org' });
      for (const path of ['/api/v1/districts/', '/api/v1/schools/', `/api/v1/schools/${ids.troisPonts}/`, '/api/v1/users/']) {
        const res = await again.get(path);
        expect(res.status, path).toBe(403);
        expect(res.body.error).toEqual({ code: 'suspended', message: "District you're trying to access is suspended" });
      }
      expect((await again.post('/api/v1/logout/')).status).toBe(204);
    } finally {
      await superC.patch(`/api/v1/districts/${ids.fr}/`, { suspended: false });
    }
  });

  it('gives the system support address when the district names none', async () => {
    const c = await server.as('teacher');
    await server.db.update(districts).set({ support_email: null }).where(eq(districts.id, ids.en));
    try {
      expect((await c.get('/api/v1/support_contact/')).body).toEqual({ email: server.runtime.ctx.config.supportEmail });
    } finally {
      await server.db.update(districts).set({ support_email: 'support@prairiecreek.demo.test' }).where(eq(districts.id, ids.en));
    }
  });
});
