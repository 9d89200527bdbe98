/** Staff: who sees whom, invitations, role and flag changes, deactivation; super users, credentials, password links. */
import { describe, expect, it } from 'vitest';
import { sentEmails, users } from '@ss/db';
import { type TestServer } from './harness.ts';
import { withDemoServer, userByEmail, type DemoIds } from './fixtures.ts';
import { lastAudit as lastAuditIn, rowCount as rowCountIn } from './db-reads.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

const lastAudit = (action: string) => lastAuditIn(server.db, action);
const rowCount = (table: typeof users | typeof sentEmails) => rowCountIn(server.db, table);

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
    expect(
      (await (await server.as('districtAdmin')).post('/api/v1/users/', body({ district_id: ids.fr, schools: [{ school_id: ids.troisPonts, user_type: 'school_staff' }] }))).status,
    ).toBe(404);
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
    const res = await c.patch(`/api/v1/users/${ids.user.multiTeacher}/`, {
      schools: [{ school_id: ids.aspen, user_type: 'school_leader', support_plan_permission: 'ipp_cordinator' }],
    });
    expect(res.status).toBe(200);
    expect(res.body.schools.map((s: { id: number; user_type: string }) => [s.id, s.user_type]).sort()).toEqual(
      [
        [ids.aspen, 'school_leader'],
        [ids.riverbend, 'school_teacher'],
      ].sort(),
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
    await superC.patch(`/api/v1/users/${ids.user.districtLeader}/`, {
      district_role: { user_type: 'district_leader', is_liaison: true, can_add_edit_schools: true, can_add_edit_staff: true },
    });
    try {
      const leader = await server.as('districtLeader');
      expect((await leader.patch(`/api/v1/users/${ids.user.districtAdmin}/`, { first_name: 'No' })).status).toBe(403);
      expect((await leader.patch(`/api/v1/users/${ids.user.teacher}/`, { district_role: { user_type: 'district_admin' } })).status).toBe(403);
      expect((await leader.patch(`/api/v1/users/${ids.user.teacher}/`, { first_name: 'Hannah' })).status).toBe(200);
    } finally {
      await superC.patch(`/api/v1/users/${ids.user.districtLeader}/`, {
        district_role: { user_type: 'district_leader', is_liaison: true, can_add_edit_schools: true, can_add_edit_staff: false },
      });
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
