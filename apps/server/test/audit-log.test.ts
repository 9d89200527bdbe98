/**
 * The audit log names what each row is about (issue 13): a student, a school, a district, a staff
 * member or a student data measure by name, resolved for the page's rows from what the reader
 * sees, so a district admin never learns a name from another district through a stray row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { auditEvents, students } from '@ss/db';
import { startTestServer, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
});
afterAll(() => server?.close());

type Row = { id: number; action: string; target_type: string | null; target_id: string | null; target_label: string | null };

const firstStudent = async (schoolId: number) =>
  (await server.db.select().from(students).where(and(eq(students.school_id, schoolId), eq(students.status, 'active'))).orderBy(asc(students.id)).limit(1))[0]!;

describe('audit log targets: GET /api/v1/audit_events/', () => {
  it("names a student whose profile was opened, for the district admin and the super admin", async () => {
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
