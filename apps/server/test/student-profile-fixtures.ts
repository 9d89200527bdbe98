/**
 * What the student profile area's API tests (issue 4, sections 3 and 4) share: students and measures of their own,
 * clients of the cast, audit rows, uploads; and, with `withStudentProfileServer`, one server per file holding
 * them.
 */
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvents, studentDataDefinitions, students, studentTeachers, type CastMember } from '@ss/db';
import { schoolYearOf, studentSearchName } from '@ss/domain';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';

export let server: TestServer;
export let ids: DemoIds;
export const c = {} as Record<CastMember, ApiClient>;
export const st = { a: 0, b: 0, river: 0, fr: 0 };
export const def = { reading: 0, behaviour: 0, riverOnly: 0, fr: 0 };

/** The last whole school year and the one before it: every month of both is past, whatever the day the tests run. */
export const YEAR = schoolYearOf(new Date()).startYear - 1;
export const EARLIER = YEAR - 1;

export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export async function addStudent(schoolId: number, districtId: number, first: string, last: string, grade = '3') {
  const [row] = await server.db
    .insert(students)
    .values({
      district_id: districtId,
      school_id: schoolId,
      first_name: first,
      last_name: last,
      search_name: studentSearchName(first, last),
      grade,
      gender: 'female',
      student_number: `PROF-${last}-${Math.random().toString(36).slice(2, 8)}`,
    })
    .returning({ id: students.id });
  return row!.id;
}

export async function addDefinition(v: Partial<typeof studentDataDefinitions.$inferInsert> & { district_id: number; name: string }) {
  const [row] = await server.db
    .insert(studentDataDefinitions)
    .values({ result_type: 'manual', data_type: 'month', ...v })
    .returning({ id: studentDataDefinitions.id });
  return row!.id;
}

/** The ids among `list` that the test created (demo records left out, order kept). */
export const own = <T extends number>(list: T[], created: number[]) => list.filter((id) => created.includes(id));
export const ownDefs = () => [def.reading, def.behaviour, def.riverOnly, def.fr];
export const ownStudents = () => [st.a, st.b, st.river, st.fr];
/** Ids of the students a teacher is assigned to (demo students included). */
export const taughtBy = async (userId: number) =>
  (await server.db.select({ id: studentTeachers.student_id }).from(studentTeachers).where(eq(studentTeachers.user_id, userId))).map((r) => r.id);

export const audits = (action: string, studentId: number) =>
  server.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.student_id, studentId)));

export async function upload(client: ApiClient, path: string, file: { name: string; type: string; data: Buffer } | null) {
  await client.get('/api/v1/current_user/');
  const form = new FormData();
  if (file) form.append('file', new Blob([file.data], { type: file.type }), file.name);
  else form.append('note', 'no file');
  const res = await fetch(server.baseUrl + path, {
    method: 'POST',
    headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': client.cookies.get('csrftoken')! },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export const sortBy = <T, K extends keyof T>(rows: T[], key: K) => [...rows].sort((x, y) => Number(x[key]) - Number(y[key]));

/** One demo server for the file's tests, with the test's students (`st`), measures (`def`) and signed-in clients (`c`). */
export function withStudentProfileServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    ids = await demoIds(server.db);
    st.a = await addStudent(ids.aspen, ids.en, 'Ève', 'Bélanger');
    st.b = await addStudent(ids.aspen, ids.en, 'Zack', 'Adams', '4');
    st.river = await addStudent(ids.riverbend, ids.en, 'Rita', 'River');
    st.fr = await addStudent(ids.troisPonts, ids.fr, 'Léa', 'Tremblay');
    await server.db.insert(studentTeachers).values({ student_id: st.b, user_id: ids.user.teacher });
    // The demo district has measures of its own (positions 0–2, one also named "Reading level"): the test's
    // measures get names of their own and positions before them, so "the first measure" is the test's.
    def.reading = await addDefinition({ district_id: ids.en, name: 'Profile reading', min_value: 0, max_value: 30, months: [8, 0, 4], position: -2 });
    def.behaviour = await addDefinition({
      district_id: ids.en,
      name: 'Profile behaviour',
      result_type: 'dropdown',
      data_type: 'label',
      options: [
        { label: 'Green', color: '#2f9e44' },
        { label: 'Red', color: '#e03131' },
      ],
      labels: ['Fall', 'Winter'],
      position: -1,
    });
    def.riverOnly = await addDefinition({ district_id: ids.en, school_id: ids.riverbend, name: 'Riverbend only', months: [8] });
    def.fr = await addDefinition({ district_id: ids.fr, name: 'Lecture', months: [8] });
    for (const m of ['super', 'districtAdmin', 'schoolAdmin', 'teacher', 'schoolStaff', 'multiTeacher', 'frAdmin'] as CastMember[]) c[m] = await server.as(m);
  });
  afterAll(() => server?.close());
}
