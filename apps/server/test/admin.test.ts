import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import { auditEvents, districts, schools, sentEmails, sessions, users } from '@ss/db';
import { startTestServer, type TestServer } from './harness.ts';
import { demoIds, userByEmail, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
});
afterAll(() => server?.close());

const lastAudit = async (action: string) =>
  (await server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1))[0];
const rowCount = async (table: typeof users | typeof districts | typeof schools | typeof sentEmails) =>
  (await server.db.select({ n: count() }).from(table))[0]!.n;

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
    expect(created.body).toMatchObject({ name: 'Northern Lights School Division', francophone: false, support_email: 'help@nl.example.org', school_count: 0, connected_district_ids: [] });
    expect(created.body.abilities).toEqual({ update: true, suspend: true, manage_schools: true, manage_staff: true });
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
    const invited = await (await server.as('districtAdmin')).post('/api/v1/users/', {
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

describe('staff: GET /api/v1/users/', () => {
  it('requires sign-in and refuses those who see no staff', async () => {
    expect((await server.client().get('/api/v1/users/')).status).toBe(401);
    for (const m of ['teacher', 'schoolStaff'] as const) expect((await (await server.as(m)).get('/api/v1/users/')).status).toBe(403);
    // District staff see the staff of a school they lead, and nothing of the rest of the district.
    const staff = await (await server.as('districtStaff')).get('/api/v1/users/?all=true');
    const emails = staff.body.results.map((u: { email: string }) => u.email);
    expect(emails).toContain('teacher@demo.test');
    expect(emails).not.toContain('suspended.teacher@demo.test');
  });

  it('shows a district its own people only, and a school admin their school’s people', async () => {
    const district = await (await server.as('districtLeader')).get('/api/v1/users/?all=true');
    const emails = district.body.results.map((u: { email: string }) => u.email);
    expect(emails).toContain('teacher@demo.test');
    expect(emails).toContain('district.admin@demo.test');
    expect(emails).not.toContain('fr.admin@demo.test');
    expect(emails).not.toContain('super@demo.test');
    // A leader without canManageStaff sees staff but may change none of it.
    expect(district.body.results.every((u: { abilities: { update: boolean } }) => !u.abilities.update)).toBe(true);
    const school = await (await server.as('schoolAdmin')).get('/api/v1/users/?all=true');
    const schoolEmails = school.body.results.map((u: { email: string }) => u.email);
    expect(schoolEmails).toContain('teacher@demo.test');
    expect(schoolEmails).not.toContain('suspended.teacher@demo.test');
    expect(schoolEmails).not.toContain('district.admin@demo.test');
    expect((await (await server.as('schoolAdmin')).get(`/api/v1/users/${ids.user.frTeacher}/`)).status).toBe(404);
    expect((await (await server.as('districtAdmin')).get(`/api/v1/users/${ids.user.frAdmin}/`)).status).toBe(404);
  });

  it('searches users across districts for super admins, by name or e-mail, with role filters', async () => {
    const c = await server.as('super');
    expect((await c.get('/api/v1/users/?search=gagnon')).body.results.map((u: { email: string }) => u.email)).toEqual(['fr.admin@demo.test']);
    const teachers = await c.get('/api/v1/users/?user_type[]=school_teacher&district=' + ids.fr);
    // The demo seed also has an invited teacher in Beauséjour; no English-district teacher appears.
    const emails = teachers.body.results.map((u: { email: string }) => u.email);
    expect(emails).toContain('fr.teacher@demo.test');
    expect(emails).not.toContain('teacher@demo.test');
    expect(emails).not.toContain('multi.teacher@demo.test');
  });
});

describe('staff: POST /api/v1/users/ (invitations)', () => {
  it('invites many at once, each with an invitation e-mail, and audits each', async () => {
    const before = await rowCount(sentEmails);
    const c = await server.as('districtAdmin');
    const res = await c.post('/api/v1/users/', {
      district_id: ids.en,
      people: [{ email: 'New.One@demo.test', first_name: 'New', last_name: 'One' }, { email: 'new.two@demo.test' }],
      schools: [{ school_id: ids.aspen, user_type: 'school_teacher', support_plan_permission: 'ipp_teacher' }],
    });
    expect(res.status).toBe(201);
    expect(res.body.results.map((u: { email: string }) => u.email)).toEqual(['new.one@demo.test', 'new.two@demo.test']);
    expect(res.body.results[0]).toMatchObject({ district_level: false, invitation_pending: true, district: { user_type: 'school_teacher' } });
    expect(res.body.results[0].schools).toEqual([{ id: ids.aspen, name: 'Aspen Grove Elementary', user_type: 'school_teacher', support_plan_permission: 'ipp_teacher' }]);
    expect(await rowCount(sentEmails)).toBe(before + 2);
    expect((await userByEmail(server.db, 'new.one@demo.test'))!.password_hash).toBeNull();
    expect(await lastAudit('user.invited')).toMatchObject({ district_id: ids.en });
  });

  it('creates nobody when any address is invalid or already used', async () => {
    const before = await rowCount(users);
    const c = await server.as('districtAdmin');
    for (const people of [
      [{ email: 'fine@demo.test' }, { email: 'not-an-email' }],
      [{ email: 'fine@demo.test' }, { email: 'teacher@demo.test' }],
      [{ email: 'twice@demo.test' }, { email: 'twice@demo.test' }],
    ]) {
      const res = await c.post('/api/v1/users/', { district_id: ids.en, people, schools: [{ school_id: ids.aspen, user_type: 'school_staff' }] });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.people).toEqual({ message: 'Some of emails are already used or are invalid' });
    }
    const noRole = await c.post('/api/v1/users/', { district_id: ids.en, people: [{ email: 'norole@demo.test' }] });
    expect(noRole.body.error.fields.schools).toEqual({ message: 'Required' });
    expect(await rowCount(users)).toBe(before);
  });

  it('holds every inviter to their own district, schools and rank', async () => {
    const before = await rowCount(users);
    const body = (over: object) => ({ district_id: ids.en, people: [{ email: 'x1@demo.test' }], schools: [{ school_id: ids.aspen, user_type: 'school_staff' }], ...over });
    expect((await (await server.as('districtLeader')).post('/api/v1/users/', body({}))).status).toBe(403);
    expect((await (await server.as('districtAdmin')).post('/api/v1/users/', body({ district_id: ids.fr, schools: [{ school_id: ids.troisPonts, user_type: 'school_staff' }] }))).status).toBe(404);
    expect((await (await server.as('districtAdmin')).post('/api/v1/users/', body({ schools: [{ school_id: ids.troisPonts, user_type: 'school_staff' }] }))).status).toBe(404);
    // A school admin invites only into their own school, and no district roles.
    const schoolAdmin = await server.as('schoolAdmin');
    expect((await schoolAdmin.post('/api/v1/users/', body({ schools: [{ school_id: ids.riverbend, user_type: 'school_staff' }] }))).status).toBe(403);
    expect((await schoolAdmin.post('/api/v1/users/', body({ schools: [], district_role: { user_type: 'district_staff' } }))).status).toBe(403);
    expect((await (await server.as('teacher')).post('/api/v1/users/', body({}))).status).toBe(403);
    expect(await rowCount(users)).toBe(before);
    const ok = await schoolAdmin.post('/api/v1/users/', body({ people: [{ email: 'by.school.admin@demo.test' }] }));
    expect(ok.status).toBe(201);
  });
});

describe('staff: PATCH /api/v1/users/:id/', () => {
  it('changes roles and flags, audited before → after', async () => {
    const c = await server.as('districtAdmin');
    const res = await c.patch(`/api/v1/users/${ids.user.districtStaff}/`, {
      district_role: { user_type: 'district_leader', can_add_edit_schools: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.district).toMatchObject({ user_type: 'district_leader', can_add_edit_schools: true, can_add_edit_staff: false });
    const audit = await lastAudit('user.updated');
    expect((audit!.details as { changes: Record<string, [unknown, unknown]> }).changes.district_role).toEqual([
      { user_type: 'district_staff', is_liaison: false, can_add_edit_schools: false, can_add_edit_staff: false },
      { user_type: 'district_leader', is_liaison: false, can_add_edit_schools: true, can_add_edit_staff: false },
    ]);
    await c.patch(`/api/v1/users/${ids.user.districtStaff}/`, { district_role: { user_type: 'district_staff' } });
  });

  it('lets a school admin change roles only in their own school; other schools’ roles stay', async () => {
    const c = await server.as('schoolAdmin');
    const res = await c.patch(`/api/v1/users/${ids.user.multiTeacher}/`, { schools: [{ school_id: ids.aspen, user_type: 'school_leader', support_plan_permission: 'ipp_cordinator' }] });
    expect(res.status).toBe(200);
    expect(res.body.schools.map((s: { id: number; user_type: string }) => [s.id, s.user_type]).sort()).toEqual(
      [[ids.aspen, 'school_leader'], [ids.riverbend, 'school_teacher']].sort(),
    );
    expect((await c.patch(`/api/v1/users/${ids.user.multiTeacher}/`, { schools: [{ school_id: ids.riverbend, user_type: 'school_admin' }] })).status).toBe(403);
    expect((await c.patch(`/api/v1/users/${ids.user.multiTeacher}/`, { deactivated: true })).status).toBe(403);
    expect((await c.patch(`/api/v1/users/${ids.user.districtAdmin}/`, { first_name: 'No' })).status).toBe(404);
    await c.patch(`/api/v1/users/${ids.user.multiTeacher}/`, { schools: [{ school_id: ids.aspen, user_type: 'school_teacher', support_plan_permission: 'ipp_teacher' }] });
  });

  it('keeps e-mail changes to super admins, and refuses an address in use', async () => {
    expect((await (await server.as('districtAdmin')).patch(`/api/v1/users/${ids.user.schoolStaff}/`, { email: 'omar@demo.test' })).status).toBe(403);
    const c = await server.as('super');
    const taken = await c.patch(`/api/v1/users/${ids.user.schoolStaff}/`, { email: 'teacher@demo.test' });
    expect(taken.status).toBe(400);
    expect(taken.body.error.fields.email).toEqual({ message: 'Exists' });
    const ok = await c.patch(`/api/v1/users/${ids.user.schoolStaff}/`, { email: 'Omar.Haddad@demo.test' });
    expect(ok.body.email).toBe('omar.haddad@demo.test');
    await c.patch(`/api/v1/users/${ids.user.schoolStaff}/`, { email: 'school.staff@demo.test' });
  });

  it('deactivates: the person’s sessions end at once and sign-in is refused; nobody deactivates themselves', async () => {
    const victim = await server.as('schoolLeader');
    const admin = await server.as('districtAdmin');
    expect((await admin.patch(`/api/v1/users/${ids.user.districtAdmin}/`, { deactivated: true })).status).toBe(403);
    const res = await admin.patch(`/api/v1/users/${ids.user.schoolLeader}/`, { deactivated: true });
    expect(res.body.deactivated_at).toMatch(/^\d{4}-/);
    expect((await victim.get('/api/v1/current_user/')).status).toBe(401);
    expect((await server.client().post('/api/v1/auth/', { email: 'school.leader@demo.test', password: 'demo-password' })).status).toBe(401);
    expect(await lastAudit('user.deactivated')).toMatchObject({ target_id: String(ids.user.schoolLeader) });
    const back = await admin.patch(`/api/v1/users/${ids.user.schoolLeader}/`, { deactivated: false });
    expect(back.body.deactivated_at).toBeNull();
    await server.as('schoolLeader');
  });

  it('does not let a leader manage a district admin, nor anyone promote beyond their rank', async () => {
    const superC = await server.as('super');
    await superC.patch(`/api/v1/users/${ids.user.districtLeader}/`, { district_role: { user_type: 'district_leader', is_liaison: true, can_add_edit_schools: true, can_add_edit_staff: true } });
    try {
      const leader = await server.as('districtLeader');
      expect((await leader.patch(`/api/v1/users/${ids.user.districtAdmin}/`, { first_name: 'No' })).status).toBe(403);
      expect((await leader.patch(`/api/v1/users/${ids.user.teacher}/`, { district_role: { user_type: 'district_admin' } })).status).toBe(403);
      expect((await leader.patch(`/api/v1/users/${ids.user.teacher}/`, { first_name: 'Hannah' })).status).toBe(200);
    } finally {
      await superC.patch(`/api/v1/users/${ids.user.districtLeader}/`, { district_role: { user_type: 'district_leader', is_liaison: true, can_add_edit_schools: true, can_add_edit_staff: false } });
    }
  });
});

describe('super users, credentials, password links', () => {
  it('lists and invites super administrators (super only)', async () => {
    expect((await (await server.as('districtAdmin')).get('/api/v1/system_users/')).status).toBe(403);
    const c = await server.as('super');
    const res = await c.post('/api/v1/system_users/', { email: 'second.super@demo.test', first_name: 'Sasha', last_name: 'Second' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ is_super: true, invitation_pending: true });
    const list = await c.get('/api/v1/system_users/');
    expect(list.body.results.map((u: { email: string }) => u.email).sort()).toEqual(['second.super@demo.test', 'super@demo.test']);
    expect((await c.post('/api/v1/system_users/', { email: 'super@demo.test', first_name: 'A', last_name: 'B' })).body.error.fields.email).toEqual({ message: 'Exists' });
  });

  it('shows a user’s credentials to super admins only', async () => {
    expect((await (await server.as('districtAdmin')).get(`/api/v1/users/${ids.user.teacher}/credentials/`)).status).toBe(403);
    const res = await (await server.as('super')).get(`/api/v1/users/${ids.user.teacher}/credentials/`);
    expect(res.body).toMatchObject({ email: 'teacher@demo.test', has_password: true, identities: [], agreed_version: 1 });
    expect(res.body.active_sessions).toBeGreaterThanOrEqual(0);
  });

  it('sends a password link for a user one manages', async () => {
    const before = await rowCount(sentEmails);
    expect((await (await server.as('districtLeader')).post(`/api/v1/users/${ids.user.teacher}/password_link/`)).status).toBe(403);
    expect((await (await server.as('districtAdmin')).post(`/api/v1/users/${ids.user.teacher}/password_link/`)).status).toBe(202);
    expect(await rowCount(sentEmails)).toBe(before + 1);
  });
});

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

describe('audit log: GET /api/v1/audit_events/', () => {
  it('shows super admins everything and district admins their own district only', async () => {
    expect((await server.client().get('/api/v1/audit_events/')).status).toBe(401);
    for (const m of ['districtLeader', 'teacher', 'schoolAdmin'] as const) expect((await (await server.as(m)).get('/api/v1/audit_events/')).status).toBe(403);
    const all = await (await server.as('super')).get('/api/v1/audit_events/?pageSize=100');
    expect(all.body.count).toBeGreaterThan(10);
    const own = await (await server.as('districtAdmin')).get('/api/v1/audit_events/?all=true');
    expect(own.status).toBe(200);
    expect(own.body.results.length).toBeGreaterThan(0);
    expect(own.body.results.every((e: { district_id: number }) => e.district_id === ids.en)).toBe(true);
    expect((await (await server.as('districtAdmin')).get(`/api/v1/audit_events/?district=${ids.fr}`)).status).toBe(403);
    // Their people's sign-ins are part of it; another district's are not.
    await server.as('teacher');
    await server.as('frAdmin');
    const signIns = await (await server.as('districtAdmin')).get(`/api/v1/audit_events/?action=auth.sign_in&user=${ids.user.teacher}`);
    expect(signIns.body.count).toBeGreaterThan(0);
    expect((await (await server.as('districtAdmin')).get(`/api/v1/audit_events/?action=auth.sign_in&user=${ids.user.frAdmin}`)).body.count).toBe(0);
  });

  it('filters by action prefix, outcome, user and dates, and names the actors', async () => {
    const c = await server.as('super');
    const res = await c.get(`/api/v1/audit_events/?action=simulation.&user=${ids.user.super}`);
    expect(res.body.results.length).toBeGreaterThan(0);
    expect(res.body.results.every((e: { action: string }) => e.action.startsWith('simulation.'))).toBe(true);
    expect(res.body.results[0].real_actor).toEqual({ id: ids.user.super, full_name: 'Alex Morgan' });
    const failures = await c.get('/api/v1/audit_events/?outcome=failure');
    expect(failures.body.results.every((e: { outcome: string }) => e.outcome === 'failure')).toBe(true);
    const future = await c.get('/api/v1/audit_events/?from=2999-01-01');
    expect(future.body.count).toBe(0);
    const bad = await c.get('/api/v1/audit_events/?from=yesterday');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.from).toEqual({ message: 'Invalid date format' });
  });
});
