/**
 * A student's access record (issue 24, section 3) through real HTTP: who may read it (district admins of the
 * student's district, the school's leaders, super admins), bad input answered with the spec's messages, reads
 * and changes recorded per student, a bulk read (a roster export) counted for each student it included with ids
 * only, filters, the record's own reads audited, and the CSV (with its BOM) and PDF files in both languages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { auditEvents, auditEventStudents, students, type CastMember } from '@ss/db';
import { ACCESS_LOG_MSG, type TAccessLogPage } from '@ss/domain';
import { startTestServer, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { lastAudit } from './supports-given-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
let student: number;
let riverbendStudent: number;
const as = (m: CastMember) => server.as(m);
const url = (id: number, tail = '') => `/api/v1/students/${id}/access_log/${tail}`;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
  const first = async (school: number) =>
    (
      await server.db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.school_id, school), eq(students.status, 'active')))
        .orderBy(asc(students.id))
        .limit(1)
    )[0]!.id;
  student = await first(ids.aspen);
  riverbendStudent = await first(ids.riverbend);
}, 60_000);
afterAll(() => server?.close());

type Err = { error: { code: string; message: string; fields?: Record<string, { message: string }> } };

/** Fetches a file as bytes (the client parses text only). */
async function download(m: CastMember, path: string) {
  const c = await as(m);
  const res = await fetch(server.baseUrl + path, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, type: res.headers.get('content-type'), disposition: res.headers.get('content-disposition'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('who reads a student’s access record', () => {
  it('answers the district’s admins, the school’s leaders and super admins; refuses the others, other schools and other districts', async () => {
    expect((await server.client().get(url(student))).status).toBe(401);
    expect((await server.client().get(url(student, 'export/?format=csv'))).status).toBe(401);
    for (const m of ['districtAdmin', 'schoolLeader', 'super'] as const) expect((await (await as(m)).get(url(student))).status, m).toBe(200);
    for (const m of ['teacher', 'schoolAdmin', 'schoolStaff', 'districtLeader'] as const) {
      expect((await (await as(m)).get(url(student))).status, m).toBe(403);
      expect((await (await as(m)).get(url(student, 'export/?format=csv'))).status, m).toBe(403);
    }
    // Aspen's leader is not Riverbend's; another district's admin does not see Aspen's students at all.
    expect((await (await as('schoolLeader')).get(url(riverbendStudent))).status).toBe(404);
    expect((await (await as('frAdmin')).get(url(student))).status).toBe(404);
    expect((await (await as('frAdmin')).get(url(student, 'export/?format=pdf'))).status).toBe(404);
    expect((await (await as('districtAdmin')).get(url(999_999))).status).toBe(404);
  });

  it('tells the profile who may open it', async () => {
    const leader = await (await as('schoolLeader')).get<{ abilities: { read_access_log: boolean } }>(`/api/v1/students/${student}/profile/`);
    expect(leader.body.abilities.read_access_log).toBe(true);
    const teacher = await (await as('teacher')).get<{ abilities: { read_access_log: boolean } }>(`/api/v1/students/${student}/profile/`);
    expect(teacher.body.abilities.read_access_log).toBe(false);
  });
});

describe('bad input', () => {
  it('answers the spec’s messages and records no read', async () => {
    const c = await as('schoolLeader');
    const before = (await lastAudit(server.db, 'student.access_log_read'))?.id ?? 0;
    const cases: [string, string, string][] = [
      ['?from=2026-13-01', 'from', ACCESS_LOG_MSG.invalidDate],
      ['?to=yesterday', 'to', ACCESS_LOG_MSG.invalidDate],
      ['?from=2026-05-02&to=2026-05-01', 'to', ACCESS_LOG_MSG.range],
      ['?user=abc', 'user', ''],
      ['?pageSize=500', 'pageSize', 'Value must be less than or equal to {max}'],
    ];
    for (const [query, field, message] of cases) {
      const res = await c.get<Err>(url(student) + query);
      expect(res.status, query).toBe(400);
      expect(res.body.error.fields?.[field], query).toBeDefined();
      if (message) expect(res.body.error.fields![field]!.message, query).toBe(message);
    }
    expect((await c.get<Err>(url(student, 'export/?format=xls'))).status).toBe(400);
    expect((await c.get<Err>(url(student, 'export/?format=csv&lang=de'))).status).toBe(400);
    expect((await c.get<Err>(url(student) + '?colour=red')).status).toBe(400);
    expect((await lastAudit(server.db, 'student.access_log_read'))?.id ?? 0).toBe(before);
  });
});

describe('what the record holds', () => {
  it('records a profile read and a change, with the person, the time and no text; its own reads are audited', async () => {
    const teacher = await as('teacher');
    expect((await teacher.get(`/api/v1/students/${student}/profile/`)).status).toBe(200);
    const admin = await as('districtAdmin');
    const current = await admin.get<{ version: number; first_name: string }>(`/api/v1/students/${student}/`);
    const changed = await admin.patch(`/api/v1/students/${student}/`, { version: current.body.version, first_name: `${current.body.first_name}Secretname` });
    expect(changed.status).toBe(200);

    const leader = await as('schoolLeader');
    const page = await leader.get<TAccessLogPage>(url(student));
    expect(page.status).toBe(200);
    const read = page.body.results.find((e) => e.action === 'student.read' && e.actor?.id === ids.user.teacher);
    expect(read).toMatchObject({ target_type: 'student', bulk: false, actor: { id: ids.user.teacher, full_name: expect.any(String) } });
    const update = page.body.results.find((e) => e.action === 'student.updated');
    expect(update?.details).toEqual({ fields: ['first_name'] });
    // The entries hold no text of the change (the page's title names the student, as it is now).
    expect(JSON.stringify(page.body.results)).not.toContain('Secretname');
    // The read of the record is itself in the record (it is recorded before the page is read).
    expect(page.body.results[0]).toMatchObject({ action: 'student.access_log_read', actor: { id: ids.user.schoolLeader } });
    const audited = await lastAudit(server.db, 'student.access_log_read');
    expect(audited).toMatchObject({ student_id: student, actor_user_id: ids.user.schoolLeader, target_type: 'student', target_id: String(student) });
    expect(page.body.people.map((p) => p.id)).toEqual(expect.arrayContaining([ids.user.teacher, ids.user.districtAdmin, ids.user.schoolLeader]));
    // Newest first.
    const times = page.body.results.map((e) => e.occurred_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by person and by dates, and pages', async () => {
    const leader = await as('schoolLeader');
    const byTeacher = await leader.get<TAccessLogPage>(`${url(student)}?user=${ids.user.teacher}`);
    expect(byTeacher.body.count).toBeGreaterThan(0);
    expect(byTeacher.body.results.every((e) => e.actor?.id === ids.user.teacher || e.real_actor?.id === ids.user.teacher)).toBe(true);
    const future = await leader.get<TAccessLogPage>(`${url(student)}?from=2099-01-01`);
    expect(future.body).toMatchObject({ count: 0, results: [] });
    const today = new Date().toISOString().slice(0, 10);
    const todays = await leader.get<TAccessLogPage>(`${url(student)}?from=${today}&to=${today}`);
    expect(todays.body.count).toBeGreaterThan(0);
    const small = await leader.get<TAccessLogPage>(`${url(student)}?pageSize=1&page=2`);
    expect(small.body.results).toHaveLength(1);
    expect(small.body.count).toBeGreaterThan(1);
  });

  it('counts a bulk read (a roster export) for each student it included, storing only ids', async () => {
    const leader = await as('schoolLeader');
    const file = await download('schoolLeader', `/api/v1/students/export/?school=${ids.aspen}`);
    expect(file.status).toBe(200);
    const event = await lastAudit(server.db, 'students.export');
    const active = await server.db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active')));
    expect(active.length).toBeGreaterThan(1);
    const indexed = await server.db.select({ id: auditEventStudents.student_id }).from(auditEventStudents).where(eq(auditEventStudents.event_id, event!.id));
    expect(indexed.map((r) => r.id).sort((a, b) => a - b)).toEqual(active.map((r) => r.id).sort((a, b) => a - b));
    // Each of them sees it in their record, as one of many.
    for (const s of [student, active.at(-1)!.id]) {
      const page = await leader.get<TAccessLogPage>(url(s));
      expect(
        page.body.results.find((e) => e.id === event!.id),
        String(s),
      ).toMatchObject({ action: 'students.export', bulk: true, details: { count: active.length } });
    }
    // The index holds ids and the event's time only: no name, no text.
    const columns = await server.db.execute(sql`select column_name, data_type from information_schema.columns where table_name = 'audit_event_students' order by column_name`);
    expect((columns as unknown as { rows: { column_name: string; data_type: string }[] }).rows).toEqual([
      { column_name: 'actor_user_id', data_type: 'integer' },
      { column_name: 'event_id', data_type: 'bigint' },
      { column_name: 'occurred_at', data_type: 'timestamp with time zone' },
      { column_name: 'student_id', data_type: 'integer' },
    ]);
    // The audit row itself keeps its count, not the list.
    const [row] = await server.db.select({ details: auditEvents.details }).from(auditEvents).where(eq(auditEvents.id, event!.id));
    expect(row!.details).not.toHaveProperty('student_ids');
  });

  it('counts a support plans page for each plan’s student', async () => {
    const leader = await as('schoolLeader');
    const list = await leader.get<{ results: { student: { id: number } }[] }>(`/api/v1/support_plans/?school=${ids.aspen}`);
    expect(list.status).toBe(200);
    if (!list.body.results.length) return;
    const event = await lastAudit(server.db, 'support_plans.list');
    const indexed = await server.db.select({ id: auditEventStudents.student_id }).from(auditEventStudents).where(eq(auditEventStudents.event_id, event!.id));
    expect(indexed.length).toBeGreaterThan(0);
  });
});

describe('the record as a file', () => {
  it('is a CSV with a BOM in the reader’s words, English or French, and audited', async () => {
    const en = await download('schoolLeader', url(student, 'export/?format=csv&lang=en'));
    expect(en.status).toBe(200);
    expect(en.type).toContain('text/csv');
    expect(en.disposition).toMatch(/access-record/);
    const text = en.bytes.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.split('\r\n')[0]).toBe('\uFEFFWhen,Who,What,Details');
    expect(text).toContain('Opened a student profile');
    expect(text).toContain('Changed: First name');
    expect(text).not.toContain('Secretname');
    const exported = await lastAudit(server.db, 'student.access_log_exported');
    expect(exported).toMatchObject({ student_id: student, actor_user_id: ids.user.schoolLeader, details: { format: 'csv', lang: 'en' } });
    const fr = (await download('districtAdmin', url(student, 'export/?format=csv&lang=fr'))).bytes.toString('utf8');
    expect(fr.split('\r\n')[0]).toBe('\uFEFFQuand,Qui,Quoi,Détails');
    expect(fr).toContain('Consultation du profil');
  });

  it('is a PDF', async () => {
    const pdf = await download('districtAdmin', url(student, 'export/?format=pdf&lang=fr'));
    expect(pdf.status).toBe(200);
    expect(pdf.type).toContain('application/pdf');
    expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);
});
