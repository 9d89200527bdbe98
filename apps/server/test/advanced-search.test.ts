/**
 * Advanced student search: scope, every filter and operator, AND, validation, paging and
 * sorting, the CSV export. The students under test are made here and isolated from the demo
 * roster by measures of their own (a data filter only matches students with a result).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { studentSearchName } from '@ss/domain';
import { auditEvents, configItems, configLists, studentCardIcons, studentDataDefinitions, studentDataResults, students, studentTeachers } from '@ss/db';
import { demoIds, type DemoIds } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let ids: DemoIds;
const def = { num: 0, opt: 0, fr: 0 };
const kid = { a: 0, b: 0, c: 0, d: 0, e: 0 };
let icon = 0;
let level = 0;

async function addStudent(schoolId: number, first: string, last: string, grade: string, gender: 'male' | 'female', n: string, status: 'active' | 'graduated' = 'active') {
  const [row] = await server.db
    .insert(students)
    .values({
      district_id: ids.en,
      school_id: schoolId,
      first_name: first,
      last_name: last,
      search_name: studentSearchName(first, last),
      grade,
      gender,
      student_number: n,
      status,
      graduated_year: status === 'graduated' ? 2026 : null,
    })
    .returning({ id: students.id });
  return row!.id;
}

async function systemItem(kind: 'student-card-icons' | 'student-entry-levels') {
  const [row] = await server.db
    .select({ id: configItems.id })
    .from(configItems)
    .innerJoin(configLists, eq(configLists.id, configItems.list_id))
    .where(and(eq(configLists.kind, kind), isNull(configLists.district_id)))
    .limit(1);
  return row!.id;
}

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
  const [num, opt, fr] = await server.db
    .insert(studentDataDefinitions)
    .values([
      { district_id: ids.en, name: 'Search test score', result_type: 'manual', min_value: 0, max_value: 100, data_type: 'label', labels: ['Fall', 'Winter'] },
      {
        district_id: ids.en,
        name: 'Search test level',
        result_type: 'dropdown',
        options: [
          { label: 'Below grade level', color: '#e03131' },
          { label: 'At grade level', color: '#2f9e44' },
          { label: 'Above grade level', color: '#1971c2' },
        ],
        data_type: 'month',
        months: [8],
      },
      { district_id: ids.fr, name: 'Mesure de test', result_type: 'manual', data_type: 'month', months: [8] },
    ])
    .returning({ id: studentDataDefinitions.id });
  Object.assign(def, { num: num!.id, opt: opt!.id, fr: fr!.id });
  kid.a = await addStudent(ids.aspen, '=HYPERLINK("x")', 'Adams', '3', 'female', 'SRCH-A');
  kid.b = await addStudent(ids.aspen, 'Bea', 'Ébert', '3', 'female', 'SRCH-B');
  kid.c = await addStudent(ids.aspen, 'Cal', 'Fox', '4', 'male', 'SRCH-C');
  kid.d = await addStudent(ids.aspen, 'Dee', 'Diaz', '6', 'female', 'SRCH-D', 'graduated');
  kid.e = await addStudent(ids.riverbend, 'Eli', 'Evans', '7', 'male', 'SRCH-E');
  const r = (student_id: number, definition_id: number, school_year: number, v: { n?: number; o?: string; label?: string; month?: number }) => ({
    student_id,
    definition_id,
    school_year,
    label: v.label ?? '',
    month: v.month ?? -1,
    value_number: v.n ?? null,
    value_option: v.o ?? null,
  });
  // Winter is written before Fall, so "latest" must follow the measure's labels, not the write time.
  await server.db.insert(studentDataResults).values([r(kid.a, def.num, 2025, { n: 80, label: 'Winter' })]);
  await server.db
    .insert(studentDataResults)
    .values([
      r(kid.a, def.num, 2025, { n: 40, label: 'Fall' }),
      r(kid.a, def.num, 2026, { n: 20, label: 'Fall' }),
      r(kid.b, def.num, 2025, { n: 90, label: 'Fall' }),
      r(kid.b, def.num, 2026, { n: 60, label: 'Fall' }),
      r(kid.c, def.num, 2026, { n: 75, label: 'Fall' }),
      r(kid.d, def.num, 2026, { n: 99, label: 'Fall' }),
      r(kid.e, def.num, 2026, { n: 70, label: 'Fall' }),
      r(kid.a, def.opt, 2026, { o: 'At grade level', month: 8 }),
      r(kid.b, def.opt, 2026, { o: 'Below grade level', month: 8 }),
      r(kid.c, def.opt, 2026, { o: 'Above grade level', month: 8 }),
    ]);
  await server.db.insert(studentTeachers).values({ student_id: kid.a, user_id: ids.user.teacher });
  icon = await systemItem('student-card-icons');
  level = await systemItem('student-entry-levels');
  await server.db.insert(studentCardIcons).values({ student_id: kid.c, item_id: icon });
  await server.db.update(students).set({ entry_level_item_id: level }).where(eq(students.id, kid.b));
});
afterAll(() => server?.close());

type Row = { id: number; first_name: string; school_id: number; measures: { definition_id: number; value: unknown }[] };
const search = async (member: Parameters<TestServer['as']>[0], body: Record<string, unknown>) => (await server.as(member)).post('/api/v1/student_search/', body);
const found = (res: { body: { results: Row[] } }) => res.body.results.map((r) => r.id).sort((x, y) => x - y);
const sorted = (...xs: number[]) => xs.sort((x, y) => x - y);
const num = (operator: string, value: unknown, extra: Record<string, unknown> = {}) => ({ data_filters: [{ definition_id: def.num, operator, value, ...extra }] });

describe('POST /api/v1/student_search/', () => {
  it('requires sign-in', async () => {
    const res = await server.client().post('/api/v1/student_search/', {});
    expect(res.status).toBe(401);
  });

  it('refuses another district, its schools and its measures as if they did not exist', async () => {
    expect((await search('districtAdmin', { district_id: ids.fr })).status).toBe(404);
    expect((await search('districtAdmin', { school_id: ids.troisPonts })).status).toBe(404);
    expect((await search('frAdmin', { data_filters: [{ definition_id: def.num, operator: 'more_than', value: 1 }] })).status).toBe(404);
    expect((await search('teacher', { school_id: ids.riverbend })).status).toBe(404);
  });

  it('shows a school user only the students of their schools', async () => {
    const wide = await search('districtAdmin', num('more_than', 50));
    expect(found(wide)).toEqual(sorted(kid.b, kid.c, kid.e));
    const teacher = await search('teacher', { district_id: ids.en, ...num('more_than', 50) });
    expect(teacher.status).toBe(200);
    expect(found(teacher)).toEqual(sorted(kid.b, kid.c));
    const all = await search('teacher', { pageSize: 100 });
    expect(all.body.results.every((r: Row) => r.school_id === ids.aspen)).toBe(true);
    const multi = await search('multiTeacher', { district_id: ids.en, pageSize: 100 });
    expect(new Set(multi.body.results.map((r: Row) => r.school_id))).toEqual(new Set([ids.aspen, ids.riverbend]));
  });

  it('compares numbers with the latest result, or the latest of a school year', async () => {
    expect(found(await search('schoolAdmin', { school_id: ids.aspen, ...num('less_than', 50) }))).toEqual([kid.a]);
    expect(found(await search('schoolAdmin', { school_id: ids.aspen, ...num('more_than', 50, { school_year: 2025 }) }))).toEqual(sorted(kid.a, kid.b));
    expect(found(await search('schoolAdmin', { school_id: ids.aspen, ...num('equal', '60') }))).toEqual([kid.b]);
    expect(found(await search('schoolAdmin', { school_id: ids.aspen, ...num('not_equal', 60) }))).toEqual(sorted(kid.a, kid.c));
    expect(found(await search('schoolAdmin', { school_id: ids.aspen, ...num('contain', '7') }))).toEqual([kid.c]);
    expect(found(await search('schoolAdmin', { school_id: ids.aspen, ...num('not_contain', '7') }))).toEqual(sorted(kid.a, kid.b));
  });

  it('follows the latest result as results are added, changed and removed, and as the measure reorders its labels', async () => {
    const above90 = async () => found(await search('schoolAdmin', { school_id: ids.aspen, ...num('more_than', 90) })).includes(kid.a);
    const fall2026 = and(
      eq(studentDataResults.student_id, kid.a),
      eq(studentDataResults.definition_id, def.num),
      eq(studentDataResults.school_year, 2026),
      eq(studentDataResults.label, 'Fall'),
    );
    expect(await above90()).toBe(false);
    await server.db.insert(studentDataResults).values({ student_id: kid.a, definition_id: def.num, school_year: 2026, label: 'Winter', value_number: 95 });
    expect(await above90()).toBe(true);
    // Labels Winter, Fall: Fall (20) is now the later one.
    await server.db
      .update(studentDataDefinitions)
      .set({ labels: ['Winter', 'Fall'] })
      .where(eq(studentDataDefinitions.id, def.num));
    expect(await above90()).toBe(false);
    await server.db.update(studentDataResults).set({ value_number: 91 }).where(fall2026);
    expect(await above90()).toBe(true);
    await server.db.update(studentDataResults).set({ value_number: 20 }).where(fall2026);
    await server.db
      .update(studentDataDefinitions)
      .set({ labels: ['Fall', 'Winter'] })
      .where(eq(studentDataDefinitions.id, def.num));
    expect(await above90()).toBe(true);
    await server.db
      .delete(studentDataResults)
      .where(and(eq(studentDataResults.student_id, kid.a), eq(studentDataResults.label, 'Winter'), eq(studentDataResults.school_year, 2026)));
    expect(await above90()).toBe(false);
  });

  it('matches dropdown results by their label, case- and wildcard-safe', async () => {
    const opt = (operator: string, value: string) => ({ school_id: ids.aspen, data_filters: [{ definition_id: def.opt, operator, value }] });
    expect(found(await search('teacher', opt('contain', 'BELOW')))).toEqual([kid.b]);
    expect(found(await search('teacher', opt('not_contain', 'below')))).toEqual(sorted(kid.a, kid.c));
    expect(found(await search('teacher', opt('equal', 'at grade level')))).toEqual([kid.a]);
    expect(found(await search('teacher', opt('not_equal', 'At grade level')))).toEqual(sorted(kid.b, kid.c));
    expect(found(await search('teacher', opt('contain', '%')))).toEqual([]);
    const res = await search('teacher', opt('equal', 'At grade level'));
    expect(res.body.results[0].measures).toEqual([{ definition_id: def.opt, value: 'At grade level', school_year: 2026 }]);
  });

  it('filters by grade, gender, teacher, card icon, entry level and status, all combined with AND', async () => {
    const base = { school_id: ids.aspen, ...num('more_than', 0) };
    expect(found(await search('schoolAdmin', { ...base, grades: ['3'] }))).toEqual(sorted(kid.a, kid.b));
    expect(found(await search('schoolAdmin', { ...base, genders: ['male'] }))).toEqual([kid.c]);
    expect(found(await search('schoolAdmin', { ...base, teacher_ids: [ids.user.teacher] }))).toEqual([kid.a]);
    expect(found(await search('schoolAdmin', { ...base, card_icon_ids: [icon] }))).toEqual([kid.c]);
    expect(found(await search('schoolAdmin', { ...base, entry_level_ids: [level] }))).toEqual([kid.b]);
    expect(found(await search('schoolAdmin', { ...base, statuses: ['graduated'] }))).toEqual([kid.d]);
    expect(found(await search('schoolAdmin', { ...base, statuses: ['active', 'graduated'], genders: ['female'], grades: ['3', '6'] }))).toEqual(sorted(kid.a, kid.b, kid.d));
    expect(found(await search('schoolAdmin', { ...base, grades: ['3'], genders: ['male'] }))).toEqual([]);
    const two = {
      school_id: ids.aspen,
      data_filters: [
        { definition_id: def.num, operator: 'more_than', value: 50 },
        { definition_id: def.opt, operator: 'contain', value: 'above' },
      ],
    };
    const res = await search('schoolAdmin', two);
    expect(found(res)).toEqual([kid.c]);
    expect(res.body.results[0].measures).toEqual([
      { definition_id: def.num, value: 75, school_year: 2026 },
      { definition_id: def.opt, value: 'Above grade level', school_year: 2026 },
    ]);
  });

  it('rejects bad operators, values and fields with the spec messages', async () => {
    const bad = async (body: Record<string, unknown>) => {
      const res = await search('schoolAdmin', body);
      expect(res.status).toBe(400);
      return res.body.error;
    };
    expect((await bad({ data_filters: [{ definition_id: def.num, operator: 'bigger', value: 1 }] })).fields['data_filters.0.operator'].message).toBe('Invalid value');
    expect((await bad(num('more_than', 'abc'))).fields['data_filters.0.value'].message).toBe('Please enter only numbers');
    expect((await bad(num('less_than', ''))).fields['data_filters.0.value'].message).toBe('Required');
    expect((await bad(num('equal', 'ten'))).fields['data_filters.0.value'].message).toBe('Please enter only numbers');
    // A list measure holds words: "more than 2" on it found nothing, silently; it is refused instead.
    for (const operator of ['more_than', 'less_than']) {
      expect((await bad({ school_id: ids.aspen, data_filters: [{ definition_id: def.opt, operator, value: 2 }] })).fields['data_filters.0.operator'].message).toBe('Invalid value');
    }
    expect((await bad({ genders: ['robot'] })).fields['genders.0'].message).toBe('Invalid value');
    expect((await bad({ statuses: ['deleted'] })).fields['statuses.0'].message).toBe('Invalid value');
    expect((await bad({ sort: 'age' })).fields.sort.message).toBe('Invalid value');
    expect((await bad({ colour: 'red' })).fields.colour.message).toBe('Unknown field');
    expect((await bad({ pageSize: 500 })).fields.pageSize).toEqual({ message: 'Value must be less than or equal to {max}', params: { max: 100 } });
  });

  it('pages and sorts', async () => {
    const base = { school_id: ids.aspen, ...num('not_contain', 'zzz') };
    const first = async (sort: string) => (await search('schoolAdmin', { ...base, sort })).body.results.map((r: Row) => r.id);
    // Ébert sorts between Adams and Fox: names are compared without accents.
    expect(await first('last_name')).toEqual([kid.a, kid.b, kid.c]);
    expect(await first('-last_name')).toEqual([kid.c, kid.b, kid.a]);
    expect(await first('-grade')).toEqual([kid.c, kid.a, kid.b]);
    expect(await first('student_number')).toEqual([kid.a, kid.b, kid.c]);
    const page2 = await search('schoolAdmin', { ...base, pageSize: 2, page: 2 });
    expect(page2.body).toMatchObject({ count: 3, page: 2, pageSize: 2, abilities: { export: true } });
    expect(found(page2)).toEqual([kid.c]);
    const past = await search('schoolAdmin', { ...base, pageSize: 2, page: 3 });
    expect(past.status).toBe(404);
    expect(past.body.error.code).toBe('invalid_page');
    expect((await search('teacher', base)).body.abilities).toEqual({ export: false });
  });
});

describe('POST /api/v1/student_search/export/', () => {
  it('downloads every matching row as CSV with formulas neutralised, and audits it', async () => {
    const c = await server.as('districtAdmin');
    const res = await c.request('POST', '/api/v1/student_search/export/', { district_id: ids.en, ...num('more_than', 0) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="students-.*\.csv"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = res.body as string;
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe('Student number,Last name,First name,Grade,Gender,School,Status,Teachers,Card icons,Search test score');
    expect(lines).toHaveLength(1 + 4); // A, B, C and E; D has graduated
    expect(text).toContain(`SRCH-A,Adams,"'=HYPERLINK(""x"")",3,Female,Aspen Grove Elementary,Active,Hannah Lee,,20`);
    expect(text).toContain('SRCH-E,Evans,Eli,7,Male,Riverbend Middle School');
    // The client's text() drops the byte-order mark; read the raw bytes to see it is there.
    const raw = await fetch(`${server.baseUrl}/api/v1/student_search/export/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
      body: JSON.stringify({ district_id: ids.en, ...num('more_than', 0) }),
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const audit = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'students.export'));
    expect(audit.some((a) => a.district_id === ids.en && a.actor_user_id === ids.user.districtAdmin)).toBe(true);
  });

  it('writes French headers on request', async () => {
    const res = await (await server.as('schoolAdmin')).request('POST', '/api/v1/student_search/export/', { school_id: ids.aspen, lang: 'fr', ...num('more_than', 70) });
    expect(res.status).toBe(200);
    expect((res.body as string).split(/\r?\n/)[0]).toBe('Numéro d’élève,Nom,Prénom,Année,Genre,École,Statut,Enseignants,Icônes de carte,Search test score');
    expect(res.body as string).toContain('SRCH-C,Fox,Cal,4,Masculin');
  });

  it('writes French words for gender, status and card icons, and English ones by default', async () => {
    const [label] = await server.db.select({ en: configItems.label_en, fr: configItems.label_fr }).from(configItems).where(eq(configItems.id, icon));
    const c = await server.as('schoolAdmin');
    const body = { school_id: ids.aspen, ...num('more_than', 70) };
    const fr = await c.request('POST', '/api/v1/student_search/export/', { ...body, lang: 'fr' });
    expect((fr.body as string).split('\r\n')).toContain(`SRCH-C,Fox,Cal,4,Masculin,Aspen Grove Elementary,Actif,,${label!.fr},75`);
    const en = await c.request('POST', '/api/v1/student_search/export/', body);
    expect((en.body as string).split('\r\n')[0]).toBe('Student number,Last name,First name,Grade,Gender,School,Status,Teachers,Card icons,Search test score');
    expect((en.body as string).split('\r\n')).toContain(`SRCH-C,Fox,Cal,4,Male,Aspen Grove Elementary,Active,,${label!.en},75`);
  });

  it('streams more rows than one chunk, in the search order', async () => {
    const many = Array.from({ length: 1_050 }, (_, i) => {
      const last = `Bulk${String(1_050 - i).padStart(4, '0')}`;
      return {
        district_id: ids.en,
        school_id: ids.riverbend,
        first_name: 'Chunk',
        last_name: last,
        search_name: studentSearchName('Chunk', last),
        grade: 'X',
        gender: 'other' as const,
        student_number: `BULK-${i}`,
      };
    });
    await server.db.insert(students).values(many);
    const res = await (await server.as('districtAdmin')).request('POST', '/api/v1/student_search/export/', { district_id: ids.en, grades: ['X'] });
    const rows = (res.body as string).trim().split(/\r?\n/).slice(1);
    expect(rows).toHaveLength(1_050);
    const lastNames = rows.map((r) => r.split(',')[1]);
    expect(lastNames[0]).toBe('Bulk0001');
    expect(lastNames).toEqual([...lastNames].sort());
  });

  it('is refused to teachers and to school users for a whole district', async () => {
    const teacher = await server.as('teacher');
    expect((await teacher.post('/api/v1/student_search/export/', { school_id: ids.aspen })).status).toBe(403);
    const admin = await server.as('schoolAdmin');
    expect((await admin.post('/api/v1/student_search/export/', { district_id: ids.en })).status).toBe(403);
    expect((await admin.post('/api/v1/student_search/export/', { school_id: ids.troisPonts })).status).toBe(404);
    expect((await server.client().post('/api/v1/student_search/export/', {})).status).toBe(401);
  });
});

describe('GET /api/v1/student_search/options/', () => {
  it('offers the schools, grades, teachers, icons, entry levels and measures in scope', async () => {
    const res = await (await server.as('districtAdmin')).get(`/api/v1/student_search/options/?district=${ids.en}`);
    expect(res.status).toBe(200);
    expect(res.body.schools.map((s: { id: number }) => s.id).sort()).toEqual([ids.aspen, ids.riverbend].sort());
    expect(res.body.grades.map((g: { code: string }) => g.code)).toContain('K');
    expect(res.body.teachers.map((t: { id: number }) => t.id)).toContain(ids.user.teacher);
    expect(res.body.card_icons.map((i: { id: number }) => i.id)).toContain(icon);
    expect(res.body.entry_levels.map((i: { id: number }) => i.id)).toContain(level);
    const measures = res.body.measures.map((m: { id: number }) => m.id);
    expect(measures).toEqual(expect.arrayContaining([def.num, def.opt]));
    expect(measures).not.toContain(def.fr);
    expect(res.body.abilities).toEqual({ export: true });
  });

  it('limits a teacher to their school and refuses other districts', async () => {
    const teacher = await server.as('teacher');
    const res = await teacher.get(`/api/v1/student_search/options/?district=${ids.en}`);
    expect(res.body.schools.map((s: { id: number }) => s.id)).toEqual([ids.aspen]);
    expect(res.body.abilities).toEqual({ export: false });
    expect((await teacher.get(`/api/v1/student_search/options/?district=${ids.fr}`)).status).toBe(404);
    expect((await server.client().get('/api/v1/student_search/options/')).status).toBe(401);
  });
});
