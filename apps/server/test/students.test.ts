import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, students, studentTeachers, type CastMember } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const clients = new Map<CastMember, ApiClient>();
const as = async (m: CastMember) => {
  if (!clients.has(m)) clients.set(m, await server.as(m));
  return clients.get(m)!;
};

let seq = 0;
/** A student written directly (fixtures), unique number per call. */
async function seedStudent(schoolId: number, first: string, last: string, extra: Partial<typeof students.$inferInsert> = {}) {
  const districtId = schoolId === ids.troisPonts || schoolId === ids.beausejour ? ids.fr : ids.en;
  const [row] = await server.db
    .insert(students)
    .values({
      district_id: districtId,
      school_id: schoolId,
      first_name: first,
      last_name: last,
      search_name: studentSearchName(first, last),
      grade: '3',
      gender: 'female',
      student_number: `T-${Date.now()}-${++seq}`,
      ...extra,
    })
    .returning();
  return row!;
}
const studentCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(students))[0]!.n;
const rowOf = async (id: number) => (await server.db.select().from(students).where(eq(students.id, id)))[0]!;
const valid = (over: Record<string, unknown> = {}) => ({
  school_id: ids.aspen,
  first_name: 'Nora',
  last_name: 'Quill',
  grade: '4',
  gender: 'female',
  student_number: `N-${++seq}`,
  ...over,
});

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
});
afterAll(() => server?.close());

describe('sign-in and tenancy on every route', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const c = server.client();
    const s = await seedStudent(ids.aspen, 'Anon', 'Probe');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/v1/students/'],
      ['GET', `/api/v1/students/${s.id}/`],
      ['POST', '/api/v1/students/', valid()],
      ['PATCH', `/api/v1/students/${s.id}/`, { version: s.version, first_name: 'X' }],
      ['DELETE', `/api/v1/students/${s.id}/`],
      ['POST', '/api/v1/students/bulk_update/', { school_id: ids.aspen, rows: [{ id: s.id, version: 1 }] }],
      ['POST', '/api/v1/students/lifecycle/', { ids: [s.id], action: 'graduate', graduated_year: 2026 }],
      ['POST', '/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.teacher }],
      ['GET', `/api/v1/schools/${ids.aspen}/assignment_rules/`],
      ['PUT', `/api/v1/schools/${ids.aspen}/assignment_rules/`, { rules: [] }],
      ['POST', `/api/v1/schools/${ids.aspen}/assignment_rules/apply/`, {}],
    ];
    for (const [method, path, body] of calls) expect((await c.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    expect((await rowOf(s.id)).version).toBe(1);
  });

  it('hides other districts and sibling schools (404) and changes nothing', async () => {
    const fr = await seedStudent(ids.troisPonts, 'Zoé', 'Lavoie');
    const sibling = await seedStudent(ids.riverbend, 'Sib', 'Ling');
    const admin = await as('districtAdmin');
    const teacher = await as('teacher');
    for (const [c, s] of [
      [admin, fr],
      [teacher, sibling],
    ] as const) {
      expect((await c.get(`/api/v1/students/${s.id}/`)).status).toBe(404);
      expect((await c.patch(`/api/v1/students/${s.id}/`, { version: s.version, first_name: 'Changed' })).status).toBe(404);
      expect((await c.delete(`/api/v1/students/${s.id}/`)).status).toBe(404);
      expect((await c.post('/api/v1/students/lifecycle/', { ids: [s.id], action: 'graduate', graduated_year: 2026 })).status).toBe(404);
      expect((await c.post('/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.teacher })).status).toBe(404);
      expect((await c.post('/api/v1/students/bulk_update/', { school_id: s.school_id, rows: [{ id: s.id, version: s.version, first_name: 'Changed' }] })).status).toBe(404);
      const list = await c.get(`/api/v1/students/?school=${s.school_id}&all=true`);
      expect(list.body.results.map((r: { id: number }) => r.id)).not.toContain(s.id);
      expect(await rowOf(s.id)).toMatchObject({ first_name: s.first_name, status: 'active', version: 1 });
    }
    expect((await admin.post('/api/v1/students/', valid({ school_id: ids.troisPonts }))).status).toBe(404);
    expect((await teacher.post('/api/v1/students/', valid({ school_id: ids.riverbend }))).status).toBe(404);
    expect((await admin.get(`/api/v1/schools/${ids.troisPonts}/assignment_rules/`)).status).toBe(404);
    expect((await admin.request('PUT', `/api/v1/schools/${ids.troisPonts}/assignment_rules/`, { rules: [] })).status).toBe(404);
    expect((await teacher.post(`/api/v1/schools/${ids.riverbend}/assignment_rules/apply/`, {})).status).toBe(404);
  });

  it('lets a teacher read its school but not add, edit, graduate, assign or delete (403)', async () => {
    const s = await seedStudent(ids.aspen, 'Tea', 'Cher');
    const teacher = await as('teacher');
    expect((await teacher.get(`/api/v1/students/${s.id}/`)).body).toMatchObject({ id: s.id, abilities: { update: false, change_status: false, delete: false } });
    expect((await teacher.post('/api/v1/students/', valid())).status).toBe(403);
    expect((await teacher.patch(`/api/v1/students/${s.id}/`, { version: 1, first_name: 'No' })).status).toBe(403);
    expect((await teacher.delete(`/api/v1/students/${s.id}/`)).status).toBe(403);
    expect((await teacher.post('/api/v1/students/lifecycle/', { ids: [s.id], action: 'archive', archive_date: '2026-01-05' })).status).toBe(403);
    expect((await teacher.post('/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.teacher })).status).toBe(403);
    expect((await teacher.request('PUT', `/api/v1/schools/${ids.aspen}/assignment_rules/`, { rules: [] })).status).toBe(403);
    expect((await teacher.post(`/api/v1/schools/${ids.aspen}/assignment_rules/apply/`, {})).status).toBe(403);
    expect((await (await as('schoolLeader')).delete(`/api/v1/students/${s.id}/`)).status).toBe(403);
    expect(await rowOf(s.id)).toMatchObject({ first_name: 'Tea', status: 'active', version: 1 });
  });
});

describe('POST /api/v1/students/', () => {
  it('adds a student with teachers, audited, and refuses a duplicate number with "Not unique"', async () => {
    const admin = await as('schoolAdmin');
    const body = valid({ first_name: 'Élodie', teacher_ids: [ids.user.teacher] });
    const res = await admin.post('/api/v1/students/', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ first_name: 'Élodie', grade: '4', status: 'active', version: 1, school_id: ids.aspen, abilities: { update: true, delete: true } });
    expect(res.body.teachers.map((t: { id: number }) => t.id)).toEqual([ids.user.teacher]);
    expect((await rowOf(res.body.id)).search_name).toBe('elodie quill');
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.created'), eq(auditEvents.student_id, res.body.id)));
    expect(audit!.details).toMatchObject({ after: { first_name: 'Élodie', student_number: body.student_number } });

    const dup = await admin.post('/api/v1/students/', { ...body, first_name: 'Other' });
    expect(dup.status).toBe(400);
    expect(dup.body.error.fields.student_number.message).toBe('Not unique');
    // Same number in the other district is fine for that district.
    expect((await (await as('frAdmin')).post('/api/v1/students/', { ...body, school_id: ids.troisPonts, teacher_ids: [] })).status).toBe(201);
  });

  it('rejects bad input with the spec messages and writes nothing', async () => {
    const admin = await as('schoolAdmin');
    const before = await studentCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [valid({ first_name: '' }), 'first_name', 'Required'],
      [valid({ last_name: 'x'.repeat(101) }), 'last_name', 'Please enter maximum {maxlength} characters'],
      [valid({ gender: 'unknown' }), 'gender', 'Required'],
      [valid({ grade: '13' }), 'grade', 'Invalid value'],
      [valid({ teacher_ids: [ids.user.schoolStaff] }), 'teacher_ids', 'Invalid value'],
      [valid({ nickname: 'x' }), 'nickname', 'Unknown field'],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.post('/api/v1/students/', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]?.message ?? res.body.error.fields[`_`]?.message, field).toBe(message);
    }
    expect(await studentCount()).toBe(before);
  });

  it('refuses a suspended school', async () => {
    expect((await (await as('districtAdmin')).post('/api/v1/students/', valid({ school_id: ids.maple }))).status).toBe(403);
  });
});

describe('GET /api/v1/students/ (roster and standard search)', () => {
  let hannah: number, eve: number, belanger: number;
  beforeAll(async () => {
    hannah = (await seedStudent(ids.aspen, 'Hannah', 'Zylstra', { student_number: 'ZY-20931' })).id;
    eve = (await seedStudent(ids.aspen, 'Ève', 'Zimmerfeld')).id;
    belanger = (await seedStudent(ids.aspen, 'Luc', 'Bélanger', { grade: '7' })).id;
    await seedStudent(ids.aspen, 'Old', 'Grad', { status: 'graduated', graduated_year: 2024 });
  });
  const searchRows = async (q: string, who: CastMember = 'teacher'): Promise<{ id: number; first_name: string }[]> =>
    (await (await as(who)).get(`/api/v1/students/?search=${encodeURIComponent(q)}&pageSize=20`)).body.results;
  const search = async (q: string, who: CastMember = 'teacher') => (await searchRows(q, who)).map((r) => r.id);

  it('finds students by misspelt, accent-free or partial names and by student number prefix', async () => {
    expect(await search('Hnanah Zylstra')).toContain(hannah);
    // The demo seed has Hannahs of its own: the swapped-letters match ranks every Hannah (the test's among
    // them) before any merely similar name.
    const hnanah = await searchRows('Hnanah');
    expect(hnanah.map((r) => r.id)).toContain(hannah);
    const firstOther = hnanah.findIndex((r) => r.first_name !== 'Hannah');
    expect(firstOther === -1 || hnanah.findIndex((r) => r.id === hannah) < firstOther).toBe(true);
    expect(hnanah.slice(0, firstOther === -1 ? undefined : firstOther).every((r) => r.first_name === 'Hannah')).toBe(true);
    expect(await search('Eve Zimmerfeld')).toContain(eve);
    expect(await search('ève')).toContain(eve);
    expect(await search('belanger')).toContain(belanger);
    expect(await search('Zylsrta')).toContain(hannah);
    expect((await search('ZY-209'))[0]).toBe(hannah);
    expect(await search('zy-209')).toContain(hannah);
    expect(await search('Qwxv')).toEqual([]);
    // A near match is word by word: the misspelt surname does not bring every other Hannah along.
    expect(await search('Hannah Zylstar')).toEqual([hannah]);
  });

  it('puts prefix matches before mere similarity', async () => {
    const results = await search('zim');
    expect(results[0]).toBe(eve);
  });

  it('searches only within scope and only active students by default', async () => {
    await seedStudent(ids.troisPonts, 'Hannah', 'Zylstra');
    const fr = await search('Zylstra', 'frAdmin');
    expect(fr).not.toContain(hannah);
    expect(fr.length).toBe(1);
    expect(await search('Grad', 'schoolAdmin')).toEqual([]);
    const grads = await (await as('schoolAdmin')).get(`/api/v1/students/?school=${ids.aspen}&status=graduated&all=true`);
    expect(grads.body.results.every((r: { status: string }) => r.status === 'graduated')).toBe(true);
    expect(grads.body.count).toBeGreaterThan(0);
    const both = await (await as('schoolAdmin')).get(`/api/v1/students/?school=${ids.aspen}&status[]=graduated&status[]=active&all=true`);
    expect(both.body.count).toBeGreaterThan(grads.body.count);
  });

  it('filters by grade and teacher, sorts, pages, and refuses a bad sort', async () => {
    const c = await as('schoolAdmin');
    const g7 = await c.get(`/api/v1/students/?school=${ids.aspen}&grade=7&all=true`);
    expect(g7.body.results.map((r: { id: number }) => r.id)).toContain(belanger);
    expect(g7.body.results.every((r: { grade: string }) => r.grade === '7')).toBe(true);
    await server.db.insert(studentTeachers).values({ student_id: eve, user_id: ids.user.multiTeacher });
    // The demo seed assigns Ben to students of its own: of the test's students only Ève is his, and every row is his.
    const t = await c.get(`/api/v1/students/?teacher=${ids.user.multiTeacher}&all=true`);
    const rows = t.body.results as { id: number; teachers: { id: number }[] }[];
    expect(rows.map((r) => r.id).filter((id) => [hannah, eve, belanger].includes(id))).toEqual([eve]);
    expect(rows.every((r) => r.teachers.some((x) => x.id === ids.user.multiTeacher))).toBe(true);
    expect(rows.find((r) => r.id === eve)!.teachers[0]).toMatchObject({ id: ids.user.multiTeacher, first_name: 'Ben' });
    const asc = (await c.get(`/api/v1/students/?school=${ids.aspen}&sort=last_name&all=true`)).body.results.map((r: { last_name: string }) => r.last_name);
    const desc = (await c.get(`/api/v1/students/?school=${ids.aspen}&sort=-last_name&all=true`)).body.results.map((r: { last_name: string }) => r.last_name);
    expect(desc).toEqual([...asc].reverse());
    expect(asc[0]).not.toBe(asc[asc.length - 1]);
    // Accents do not push a name to the end: Bélanger sorts with the Be…, before Brown.
    await seedStudent(ids.aspen, 'Sort', 'Brownlee');
    const sorted = (await c.get(`/api/v1/students/?school=${ids.aspen}&sort=last_name&all=true`)).body.results.map((r: { last_name: string }) => r.last_name);
    expect(sorted.indexOf('Bélanger')).toBeGreaterThanOrEqual(0);
    expect(sorted.indexOf('Bélanger')).toBeLessThan(sorted.indexOf('Brownlee'));
    const byGrade = (await c.get(`/api/v1/students/?school=${ids.aspen}&sort=grade&all=true`)).body.results.map((r: { grade: string }) => r.grade);
    expect(byGrade.indexOf('7')).toBeGreaterThan(byGrade.lastIndexOf('3'));
    const page = await c.get(`/api/v1/students/?school=${ids.aspen}&page=1&pageSize=2`);
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.body.results.length).toBe(2);
    expect((await c.get('/api/v1/students/?sort=age')).status).toBe(400);
  });
});

describe('GET and PATCH /api/v1/students/:id/', () => {
  it('audits the read', async () => {
    const s = await seedStudent(ids.aspen, 'Read', 'Me');
    expect((await (await as('schoolStaff')).get(`/api/v1/students/${s.id}/`)).status).toBe(200);
    const rows = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.read'), eq(auditEvents.student_id, s.id)));
    expect(rows.length).toBe(1);
    expect(rows[0]!.actor_user_id).toBe(ids.user.schoolStaff);
  });

  it('edits with the current version, audits before → after, and answers 409 on a stale version', async () => {
    const s = await seedStudent(ids.aspen, 'Pat', 'Old');
    const c = await as('schoolLeader');
    const ok = await c.patch(`/api/v1/students/${s.id}/`, { version: 1, last_name: 'New', grade: '5' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ last_name: 'New', grade: '5', version: 2 });
    expect((await rowOf(s.id)).search_name).toBe('pat new');
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'student.updated'), eq(auditEvents.student_id, s.id)));
    expect(audit!.details).toMatchObject({ changes: { last_name: ['Old', 'New'], grade: ['3', '5'] } });
    const stale = await c.patch(`/api/v1/students/${s.id}/`, { version: 1, last_name: 'Stale' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect((await rowOf(s.id)).last_name).toBe('New');
    const bad = await c.patch(`/api/v1/students/${s.id}/`, { last_name: 'NoVersion' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.version.message).toBe('Required');
  });

  it('keeps the SIS fields of a synced student read-only', async () => {
    const s = await seedStudent(ids.aspen, 'Sis', 'Synced', { information_entry_type: 'sis', sis_number: 'S-1' });
    const c = await as('schoolAdmin');
    for (const [field, value] of [
      ['first_name', 'Changed'],
      ['last_name', 'Changed'],
      ['student_number', 'S-NEW'],
      ['sis_number', 'S-2'],
      ['grade', '5'],
      ['gender', 'male'],
    ] as const) {
      const res = await c.patch(`/api/v1/students/${s.id}/`, { version: 1, [field]: value });
      expect(res.status, field).toBe(400);
      expect(res.body.error.fields[field].message).toBe('This field comes from the student information system and cannot be changed');
    }
    expect((await rowOf(s.id)).version).toBe(1);
    // Sending the same values (a whole form) and changing teachers is fine.
    const ok = await c.patch(`/api/v1/students/${s.id}/`, { version: 1, first_name: 'Sis', grade: '3', teacher_ids: [ids.user.teacher] });
    expect(ok.status).toBe(200);
    expect(ok.body.teachers.map((t: { id: number }) => t.id)).toEqual([ids.user.teacher]);
  });

  it('refuses a number already used in the district', async () => {
    const a = await seedStudent(ids.riverbend, 'Num', 'One');
    const b = await seedStudent(ids.aspen, 'Num', 'Two');
    const res = await (await as('districtAdmin')).patch(`/api/v1/students/${b.id}/`, { version: 1, student_number: a.student_number });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.student_number.message).toBe('Not unique');
  });
});

describe('DELETE /api/v1/students/:id/', () => {
  it('soft-deletes (school admin), audited; the student disappears and its number is free again', async () => {
    const s = await seedStudent(ids.aspen, 'Del', 'Eted');
    const c = await as('schoolAdmin');
    expect((await c.delete(`/api/v1/students/${s.id}/`)).status).toBe(204);
    const row = await rowOf(s.id);
    expect(row.status).toBe('deleted');
    expect(row.deleted_at).not.toBeNull();
    expect((await c.get(`/api/v1/students/${s.id}/`)).status).toBe(404);
    expect((await c.post('/api/v1/students/', valid({ student_number: s.student_number }))).status).toBe(201);
    expect(
      (
        await server.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'student.deleted'), eq(auditEvents.student_id, s.id)))
      ).length,
    ).toBe(1);
  });
});

describe('POST /api/v1/students/bulk_update/', () => {
  it('writes every row, or none when one row is bad (errors keyed rows.<index>.<field>)', async () => {
    const a = await seedStudent(ids.aspen, 'Bulk', 'One');
    const b = await seedStudent(ids.aspen, 'Bulk', 'Two');
    const other = await seedStudent(ids.riverbend, 'Bulk', 'Elsewhere');
    const c = await as('schoolAdmin');
    const bad = await c.post('/api/v1/students/bulk_update/', {
      school_id: ids.aspen,
      rows: [
        { id: a.id, version: 1, first_name: 'Changed', grade: '6' },
        { id: b.id, version: 1, grade: '99', student_number: other.student_number, last_name: '' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['rows.1.last_name'].message).toBe('Required');
    const bad2 = await c.post('/api/v1/students/bulk_update/', {
      school_id: ids.aspen,
      rows: [
        { id: a.id, version: 1, first_name: 'Changed', grade: '6' },
        { id: b.id, version: 1, grade: '99', student_number: other.student_number },
      ],
    });
    expect(bad2.status).toBe(400);
    expect(bad2.body.error.fields).toMatchObject({ 'rows.1.grade': { message: 'Invalid value' }, 'rows.1.student_number': { message: 'Not unique' } });
    expect(await rowOf(a.id)).toMatchObject({ first_name: 'Bulk', grade: '3', version: 1 });

    const ok = await c.post('/api/v1/students/bulk_update/', {
      school_id: ids.aspen,
      rows: [
        { id: a.id, version: 1, first_name: 'Changed', grade: '6', teacher_ids: [ids.user.teacher] },
        { id: b.id, version: 1, gender: 'other' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(ok.body.updated).toBe(2);
    expect(await rowOf(a.id)).toMatchObject({ first_name: 'Changed', search_name: 'changed one', grade: '6', version: 2 });
    expect(await rowOf(b.id)).toMatchObject({ gender: 'other', version: 2 });

    const stale = await c.post('/api/v1/students/bulk_update/', {
      school_id: ids.aspen,
      rows: [
        { id: b.id, version: 2, first_name: 'Fine' },
        { id: a.id, version: 1, first_name: 'Stale' },
      ],
    });
    expect(stale.status).toBe(409);
    expect((await rowOf(b.id)).first_name).toBe('Bulk');
    // A student of another school, even in scope, is not part of this school's grid.
    expect((await c.post('/api/v1/students/bulk_update/', { school_id: ids.aspen, rows: [{ id: other.id, version: 1, first_name: 'X' }] })).status).toBe(404);
    expect((await c.post('/api/v1/students/bulk_update/', { school_id: ids.aspen, rows: [] })).body.error.message).toBe('Please select at least one student');
  });
});

describe('POST /api/v1/students/lifecycle/', () => {
  it('graduates, then returns the student with "Add to School"', async () => {
    const s = await seedStudent(ids.aspen, 'Life', 'Cycle');
    const c = await as('schoolLeader');
    const grad = await c.post('/api/v1/students/lifecycle/', { ids: [s.id], action: 'graduate', graduated_year: 2026 });
    expect(grad.body).toEqual({ changed: 1 });
    expect(await rowOf(s.id)).toMatchObject({ status: 'graduated', graduated_year: 2026 });
    const list = await c.get(`/api/v1/students/?school=${ids.aspen}&status=graduated&all=true`);
    expect(list.body.results.find((r: { id: number }) => r.id === s.id)).toMatchObject({ graduated_year: 2026 });
    const back = await c.post('/api/v1/students/lifecycle/', { ids: [s.id], action: 'add_to_school' });
    expect(back.body).toEqual({ changed: 1 });
    expect(await rowOf(s.id)).toMatchObject({ status: 'active', graduated_year: null });
    const audits = await server.db.select().from(auditEvents).where(eq(auditEvents.student_id, s.id));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(['student.graduate', 'student.add_to_school']));
  });

  it('archives with a valid past date and refuses bad or future dates', async () => {
    const s = await seedStudent(ids.aspen, 'Arch', 'Ive');
    const c = await as('districtLeader');
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ action: 'archive' }, 'archive_date', 'Required'],
      [{ action: 'archive', archive_date: '2026-02-30' }, 'archive_date', 'Invalid date format'],
      [{ action: 'archive', archive_date: '12/01/2025' }, 'archive_date', 'Invalid date format'],
      [{ action: 'archive', archive_date: tomorrow }, 'archive_date', 'This date cannot be selected'],
      [{ action: 'graduate' }, 'graduated_year', 'Required'],
      [{ action: 'graduate', graduated_year: 26 }, 'graduated_year', 'Invalid value'],
    ];
    for (const [body, field, message] of cases) {
      const res = await c.post('/api/v1/students/lifecycle/', { ids: [s.id], ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field].message).toBe(message);
    }
    expect((await c.post('/api/v1/students/lifecycle/', { ids: [], action: 'add_to_school' })).body.error.message).toBe('Please select at least one student');
    expect(await rowOf(s.id)).toMatchObject({ status: 'active', version: 1 });
    const ok = await c.post('/api/v1/students/lifecycle/', { ids: [s.id], action: 'archive', archive_date: '2025-06-30' });
    expect(ok.status).toBe(200);
    expect(await rowOf(s.id)).toMatchObject({ status: 'archived', archived_at: '2025-06-30' });
    // Add to School into a sibling school of the same district moves it there.
    const moved = await c.post('/api/v1/students/lifecycle/', { ids: [s.id], action: 'add_to_school', school_id: ids.riverbend });
    expect(moved.status).toBe(200);
    expect(await rowOf(s.id)).toMatchObject({ status: 'active', archived_at: null, school_id: ids.riverbend });
  });

  it('Add to School into another school: refused outside the district, in a suspended school, or by a school admin who does not hold it', async () => {
    const s = await seedStudent(ids.aspen, 'Ret', 'Urner', { status: 'archived', archived_at: '2025-06-30' });
    const district = await as('districtAdmin');
    const body = (school_id: number) => ({ ids: [s.id], action: 'add_to_school', school_id });
    // Another district's school is not in the district admin's scope at all.
    expect((await district.post('/api/v1/students/lifecycle/', body(ids.troisPonts))).status).toBe(404);
    expect((await district.post('/api/v1/students/lifecycle/', body(ids.maple))).status).toBe(403);
    expect((await (await as('schoolAdmin')).post('/api/v1/students/lifecycle/', body(ids.riverbend))).status).toBe(404);
    expect(await rowOf(s.id)).toMatchObject({ status: 'archived', school_id: ids.aspen, version: 1 });
  });

  it('refuses the whole request when one id is out of scope', async () => {
    const mine = await seedStudent(ids.aspen, 'Mine', 'Only');
    const theirs = await seedStudent(ids.troisPonts, 'Leur', 'Élève');
    const res = await (await as('schoolAdmin')).post('/api/v1/students/lifecycle/', { ids: [mine.id, theirs.id], action: 'graduate', graduated_year: 2026 });
    expect(res.status).toBe(404);
    expect((await rowOf(mine.id)).status).toBe('active');
  });
});

describe('teacher assignment', () => {
  it('assigns manually (add, then replace) and refuses someone who does not teach there', async () => {
    const s = await seedStudent(ids.aspen, 'Man', 'Ual');
    const c = await as('schoolAdmin');
    expect((await c.post('/api/v1/students/assign_teacher/', { ids: [], teacher_id: ids.user.teacher })).body.error.message).toBe('Please select at least one student');
    const staff = await c.post('/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.schoolStaff });
    expect(staff.status).toBe(400);
    expect(staff.body.error.fields.teacher_id.message).toBe('Invalid value');
    // Another district's teacher is answered as missing (404), as another district's student is (issue 21, section 6).
    expect((await c.post('/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.frTeacher })).status).toBe(404);
    expect((await c.get(`/api/v1/students/${s.id}/`)).body.teachers).toEqual([]);
    expect((await c.post('/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.teacher })).body).toEqual({ changed: 1 });
    expect((await c.post('/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.multiTeacher, mode: 'add' })).body).toEqual({ changed: 1 });
    expect((await c.get(`/api/v1/students/${s.id}/`)).body.teachers.map((t: { id: number }) => t.id).sort()).toEqual([ids.user.teacher, ids.user.multiTeacher].sort());
    expect((await c.post('/api/v1/students/assign_teacher/', { ids: [s.id], teacher_id: ids.user.teacher, mode: 'replace' })).body).toEqual({ changed: 1 });
    expect((await c.get(`/api/v1/students/${s.id}/`)).body.teachers.map((t: { id: number }) => t.id)).toEqual([ids.user.teacher]);
    expect((await rowOf(s.id)).version).toBe(4);
  });

  it('saves rules, applies them to every active student of the grade, and a second apply changes nothing', async () => {
    const g11a = await seedStudent(ids.aspen, 'Rule', 'A', { grade: '11' });
    const g11b = await seedStudent(ids.aspen, 'Rule', 'B', { grade: '11' });
    const gone = await seedStudent(ids.aspen, 'Rule', 'Gone', { grade: '11', status: 'archived', archived_at: '2025-01-01' });
    const c = await as('schoolAdmin');
    const bad = await c.request('PUT', `/api/v1/schools/${ids.aspen}/assignment_rules/`, { rules: [{ grade: 'Z', teacher_id: ids.user.schoolStaff }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ 'rules.0.grade': { message: 'Invalid value' }, 'rules.0.teacher_id': { message: 'Invalid value' } });
    const foreign = await c.request('PUT', `/api/v1/schools/${ids.aspen}/assignment_rules/`, { rules: [{ grade: '11', teacher_id: ids.user.frTeacher }] });
    expect(foreign.status).toBe(404);
    expect((await c.get(`/api/v1/schools/${ids.aspen}/assignment_rules/`)).body.rules).toEqual([]);
    const put = await c.request('PUT', `/api/v1/schools/${ids.aspen}/assignment_rules/`, { rules: [{ grade: '11', teacher_id: ids.user.multiTeacher }] });
    expect(put.status).toBe(200);
    expect(put.body.rules).toEqual([{ grade: '11', teacher: { id: ids.user.multiTeacher, first_name: 'Ben', last_name: 'Carter' } }]);
    expect((await (await as('teacher')).get(`/api/v1/schools/${ids.aspen}/assignment_rules/`)).body).toMatchObject({ abilities: { update: false } });
    // A dry run counts what Apply would change (the confirmation's number) and writes nothing.
    const before = (await server.db.select().from(studentTeachers).where(eq(studentTeachers.user_id, ids.user.multiTeacher))).length;
    const preview = await c.post(`/api/v1/schools/${ids.aspen}/assignment_rules/apply/`, { dry_run: true });
    expect(preview.body.changed).toBeGreaterThanOrEqual(2);
    expect(await server.db.select().from(studentTeachers).where(eq(studentTeachers.user_id, ids.user.multiTeacher))).toHaveLength(before);
    expect((await (await as('teacher')).post(`/api/v1/schools/${ids.aspen}/assignment_rules/apply/`, { dry_run: true })).status).toBe(403);
    const first = await c.post(`/api/v1/schools/${ids.aspen}/assignment_rules/apply/`, {});
    expect(first.body.changed).toBe(preview.body.changed);
    const assigned = await server.db.select().from(studentTeachers).where(eq(studentTeachers.user_id, ids.user.multiTeacher));
    const assignedIds = assigned.map((a) => a.student_id);
    expect(assignedIds).toEqual(expect.arrayContaining([g11a.id, g11b.id]));
    expect(assignedIds).not.toContain(gone.id);
    expect((await c.post(`/api/v1/schools/${ids.aspen}/assignment_rules/apply/`, {})).body).toEqual({ changed: 0 });
  });
});
