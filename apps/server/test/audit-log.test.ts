/**
 * The audit log names what each row is about (issue 13): a student, a school, a district, a staff
 * member or a student data measure by name, resolved for the page's rows from what the reader
 * sees, so a district admin never learns a name from another district through a stray row.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditEvents, students } from '@ss/db';
import { AUDIT_KINDS } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

type Row = { id: number; action: string; target_type: string | null; target_id: string | null; target_label: string | null };

const firstStudent = async (schoolId: number) =>
  (
    await server.db
      .select()
      .from(students)
      .where(and(eq(students.school_id, schoolId), eq(students.status, 'active')))
      .orderBy(asc(students.id))
      .limit(1)
  )[0]!;

describe('audit log targets: GET /api/v1/audit_events/', () => {
  it('names a student whose profile was opened, for the district admin and the super admin', async () => {
    const student = await firstStudent(ids.aspen);
    const admin = await server.as('districtAdmin');
    expect((await admin.get(`/api/v1/students/${student.id}/`)).status).toBe(200);
    for (const reader of [admin, await server.as('super')]) {
      const res = await reader.get('/api/v1/audit_events/?action=student.read&pageSize=5');
      expect(res.status).toBe(200);
      const row = (res.body.results as Row[]).find((r) => r.target_id === String(student.id));
      expect(row).toMatchObject({ target_type: 'student', target_label: `${student.first_name} ${student.last_name}` });
    }
  });

  it('names schools, districts and staff members, and leaves other rows unnamed', async () => {
    // Signed in first: a sign-in is an audit row of its own.
    const admin = await server.as('districtAdmin');
    await server.db.insert(auditEvents).values([
      { action: 'school.updated', district_id: ids.en, school_id: ids.riverbend, target_type: 'school', target_id: String(ids.riverbend) },
      { action: 'district.updated', district_id: ids.en, target_type: 'district', target_id: String(ids.en) },
      { action: 'user.updated', district_id: ids.en, target_type: 'user', target_id: String(ids.user.teacher) },
      { action: 'config.reset', district_id: ids.en, target_type: 'config_list', target_id: 'grades' },
    ]);
    const res = await admin.get('/api/v1/audit_events/?pageSize=4');
    const byType = Object.fromEntries((res.body.results as Row[]).map((r) => [r.target_type, r.target_label]));
    expect(byType).toEqual({ school: 'Riverbend Middle School', district: 'Prairie Creek School Division', user: 'Hannah Lee', config_list: null });
  });

  it("gives a district admin no name from another district, nor a deleted student's; the super admin sees the former", async () => {
    const foreign = await firstStudent(ids.troisPonts);
    const deleted = await firstStudent(ids.riverbend);
    const admin = await server.as('districtAdmin');
    const superAdmin = await server.as('super');
    await server.db.update(students).set({ status: 'deleted', deleted_at: new Date() }).where(eq(students.id, deleted.id));
    // Rows of the English district whose targets are not the district admin's to see.
    await server.db.insert(auditEvents).values([
      { action: 'student.updated', district_id: ids.en, target_type: 'student', target_id: String(foreign.id) },
      { action: 'school.updated', district_id: ids.en, target_type: 'school', target_id: String(ids.troisPonts) },
      { action: 'user.updated', district_id: ids.en, target_type: 'user', target_id: String(ids.user.frAdmin) },
      { action: 'student.deleted', district_id: ids.en, target_type: 'student', target_id: String(deleted.id) },
    ]);
    const own = await admin.get('/api/v1/audit_events/?pageSize=4');
    expect((own.body.results as Row[]).map((r) => r.target_label)).toEqual([null, null, null, null]);
    const all = await superAdmin.get('/api/v1/audit_events/?pageSize=4');
    expect((all.body.results as Row[]).map((r) => r.target_label)).toEqual([null, 'Émilie Gagnon', 'École Les Trois-Ponts', `${foreign.first_name} ${foreign.last_name}`]);
  });
});

describe('audit log access and filters: GET /api/v1/audit_events/', () => {
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
    // A simulation of its own, so the rows the filter looks for exist in this file's database.
    expect((await c.post('/api/v1/simulate/', { user_id: ids.user.teacher })).status).toBe(200);
    expect((await c.delete('/api/v1/simulate/')).status).toBe(200);
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

describe('audit log kinds: the action filter takes prefixes separated by commas', () => {
  it('finds students, configuration and SIS rows by their kind, and nothing of another kind', async () => {
    const codes = ['student.read', 'students.export', 'config.reset', 'student_data_definition.created', 'sis.uploaded', 'sis.sync', 'school.updated'] as const;
    await server.db.insert(auditEvents).values(codes.map((action) => ({ action, district_id: ids.en, details: { marker: 'kinds' } })));
    const c = await server.as('super');
    const kindOf = async (kind: keyof typeof AUDIT_KINDS) => {
      const res = await c.get(`/api/v1/audit_events/?action=${encodeURIComponent(AUDIT_KINDS[kind].join(','))}&pageSize=100`);
      expect(res.status, kind).toBe(200);
      return (res.body.results as { action: string; details: { marker?: string } | null }[])
        .filter((e) => e.details?.marker === 'kinds')
        .map((e) => e.action)
        .sort();
    };
    expect(await kindOf('student')).toEqual(['student.read', 'students.export']);
    expect(await kindOf('config')).toEqual(['config.reset', 'student_data_definition.created']);
    expect(await kindOf('sis')).toEqual(['sis.sync', 'sis.uploaded']);
    // One prefix as before, and empty pieces ignored.
    expect((await c.get('/api/v1/audit_events/?action=sis.&pageSize=100')).body.results.every((e: { action: string }) => e.action.startsWith('sis.'))).toBe(true);
    const none = await c.get('/api/v1/audit_events/?action=,nothing.,');
    expect(none.status).toBe(200);
    expect(none.body.count).toBe(0);
  });
});
