/**
 * The student profile area over real HTTP (issue 4, sections 3 and 4): profile, profile values,
 * card icons, alerts, student data and the grid, pictures and cards. Every route: sign-in, other
 * district, sibling school, refused roles, each validation message with nothing changed, audit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvents, schools, studentAlerts, studentDataDefinitions, studentDataResults, studentProfileValues, students, studentTeachers, type CastMember } from '@ss/db';
import { schoolYearOf, studentSearchName, translate } from '@ss/domain';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { definitionsForSchool, resultsOf } from '../src/repositories/student-data.repository.ts';
import { profileReadsOf } from '../src/repositories/student-profile-read.repository.ts';
import { alertsOf, cardIconIdsOf, profileValuesOf, schoolCardOptions } from '../src/repositories/student-profile.repository.ts';
import { teachersOf } from '../src/repositories/students.repository.ts';

let server: TestServer;
let ids: DemoIds;
const c = {} as Record<CastMember, ApiClient>;
const st = { a: 0, b: 0, river: 0, fr: 0 };
const def = { reading: 0, behaviour: 0, riverOnly: 0, fr: 0 };

/** The last whole school year and the one before it: every month of both is past, whatever the day the tests run. */
const YEAR = schoolYearOf(new Date()).startYear - 1;
const EARLIER = YEAR - 1;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function addStudent(schoolId: number, districtId: number, first: string, last: string, grade = '3') {
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

async function addDefinition(v: Partial<typeof studentDataDefinitions.$inferInsert> & { district_id: number; name: string }) {
  const [row] = await server.db
    .insert(studentDataDefinitions)
    .values({ result_type: 'manual', data_type: 'month', ...v })
    .returning({ id: studentDataDefinitions.id });
  return row!.id;
}

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

/** The ids among `list` that the test created (demo records left out, order kept). */
const own = <T extends number>(list: T[], created: number[]) => list.filter((id) => created.includes(id));
const ownDefs = () => [def.reading, def.behaviour, def.riverOnly, def.fr];
const ownStudents = () => [st.a, st.b, st.river, st.fr];
/** Ids of the students a teacher is assigned to (demo students included). */
const taughtBy = async (userId: number) =>
  (await server.db.select({ id: studentTeachers.student_id }).from(studentTeachers).where(eq(studentTeachers.user_id, userId))).map((r) => r.id);

const audits = (action: string, studentId: number) =>
  server.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.student_id, studentId)));

async function upload(client: ApiClient, path: string, file: { name: string; type: string; data: Buffer } | null) {
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

describe('GET /api/v1/students/:id/profile/', () => {
  it('requires sign-in', async () => {
    expect((await server.client().get(`/api/v1/students/${st.a}/profile/`)).status).toBe(401);
  });

  it('hides students of another district and of a sibling school (404)', async () => {
    expect((await c.frAdmin.get(`/api/v1/students/${st.a}/profile/`)).status).toBe(404);
    expect((await c.teacher.get(`/api/v1/students/${st.river}/profile/`)).status).toBe(404);
    expect((await c.schoolAdmin.get(`/api/v1/students/${st.fr}/profile/`)).status).toBe(404);
  });

  it('shows a teacher everything the page needs, and audits the read', async () => {
    const res = await c.teacher.get(`/api/v1/students/${st.b}/profile/`);
    expect(res.status).toBe(200);
    const p = res.body;
    expect(p.student).toMatchObject({ first_name: 'Zack', last_name: 'Adams', grade: '4', grade_label_en: 'Grade 4', grade_label_fr: '4e année', has_picture: false });
    expect(p.student.teachers.map((t: { id: number }) => t.id)).toEqual([ids.user.teacher]);
    expect(p.textboxes.map((t: { label_en: string }) => t.label_en)).toEqual(['Strengths', 'Interests', 'Family context']);
    expect(p.textboxes.every((t: { value: string }) => t.value === '')).toBe(true);
    expect(p.programming_notes).toHaveLength(2);
    expect(p.card_icons.available.length).toBeGreaterThanOrEqual(6);
    expect(p.card_icons.assigned).toEqual([]);
    const data = p.data as { definition: { id: number; name: string } }[];
    expect(data.slice(0, 2).map((d) => d.definition.name)).toEqual(['Profile reading', 'Profile behaviour']);
    expect(
      own(
        data.map((d) => d.definition.id),
        ownDefs(),
      ),
    ).toEqual([def.reading, def.behaviour]);
    expect(p.abilities).toEqual({ write_notes: true, manage_picture: false });
    expect(p.card_options).toMatchObject({ card_display: 'name', card_name_format: 'first_name_last_name' });
    const rows = await audits('student.read', st.b);
    expect(rows.length).toBe(1);
    expect(rows[0]).toMatchObject({ actor_user_id: ids.user.teacher, school_id: ids.aspen, district_id: ids.en });
  });

  it('tells school staff they may only read', async () => {
    const res = await c.schoolStaff.get(`/api/v1/students/${st.a}/profile/`);
    expect(res.body.abilities).toEqual({ write_notes: false, manage_picture: false });
    expect((await c.schoolAdmin.get(`/api/v1/students/${st.a}/profile/`)).body.abilities).toEqual({ write_notes: true, manage_picture: true });
  });
});

describe('PUT /api/v1/students/:id/profile_values/', () => {
  const items = async () => (await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body;

  it('refuses anonymous (401), another district (404), a sibling school (404), school staff (403)', async () => {
    const p = await items();
    const body = { values: [{ item_id: p.textboxes[0].item_id, value: 'x' }] };
    expect((await server.client().request('PUT', `/api/v1/students/${st.a}/profile_values/`, body)).status).toBe(401);
    expect((await c.frAdmin.request('PUT', `/api/v1/students/${st.a}/profile_values/`, body)).status).toBe(404);
    expect((await c.teacher.request('PUT', `/api/v1/students/${st.river}/profile_values/`, body)).status).toBe(404);
    expect((await c.schoolStaff.request('PUT', `/api/v1/students/${st.a}/profile_values/`, body)).status).toBe(403);
    expect(await server.db.select().from(studentProfileValues).where(eq(studentProfileValues.student_id, st.a))).toEqual([]);
  });

  it('rejects items of other lists, too long values and unknown fields, changing nothing', async () => {
    const p = await items();
    const tb = p.textboxes[0].item_id;
    const bad = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, {
      values: [
        { item_id: tb, value: 'ok' },
        { item_id: p.card_icons.available[0].item_id, value: 'x' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['values.1.item_id'].message).toBe('Invalid value');
    const long = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, { values: [{ item_id: tb, value: 'a'.repeat(5001) }] });
    expect(long.status).toBe(400);
    expect(long.body.error.fields['values.0.value'].message).toBe('Please enter maximum {maxlength} characters');
    const extra = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, { values: [{ item_id: tb, value: 'x' }], extra: 1 });
    expect(extra.status).toBe(400);
    expect(await server.db.select().from(studentProfileValues).where(eq(studentProfileValues.student_id, st.a))).toEqual([]);
  });

  it('saves, shows, clears with "" and audits before → after', async () => {
    const p = await items();
    const tb = p.textboxes[1].item_id;
    const note = p.programming_notes[0].item_id;
    const res = await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, {
      values: [
        { item_id: tb, value: ' Loves chess ' },
        { item_id: note, value: 'Extra time' },
      ],
    });
    expect(res.status).toBe(204);
    const after = await items();
    expect(after.textboxes[1]).toMatchObject({ value: 'Loves chess', updated_by: { id: ids.user.teacher } });
    expect(after.programming_notes[0].value).toBe('Extra time');
    await c.teacher.request('PUT', `/api/v1/students/${st.a}/profile_values/`, { values: [{ item_id: tb, value: '' }] });
    expect((await items()).textboxes[1].value).toBe('');
    const rows = await audits('student.profile_values_updated', st.a);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.details).toEqual({ changes: { [String(tb)]: ['Loves chess', null] } });
  });
});

describe('PUT /api/v1/students/:id/card_icons/', () => {
  it('assigns active icons of the school list, refuses others, audits', async () => {
    const p = (await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body;
    const [i1, i2] = p.card_icons.available.map((i: { item_id: number }) => i.item_id);
    expect((await server.client().request('PUT', `/api/v1/students/${st.a}/card_icons/`, { item_ids: [i1] })).status).toBe(401);
    expect((await c.frAdmin.request('PUT', `/api/v1/students/${st.a}/card_icons/`, { item_ids: [i1] })).status).toBe(404);
    expect((await c.teacher.request('PUT', `/api/v1/students/${st.river}/card_icons/`, { item_ids: [i1] })).status).toBe(404);
    expect((await c.schoolStaff.request('PUT', `/api/v1/students/${st.a}/card_icons/`, { item_ids: [i1] })).status).toBe(403);
    const bad = await c.teacher.request('PUT', `/api/v1/students/${st.a}/card_icons/`, { item_ids: [i1, p.textboxes[0].item_id] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['item_ids.1'].message).toBe('Invalid value');
    const dup = await c.teacher.request('PUT', `/api/v1/students/${st.a}/card_icons/`, { item_ids: [i1, i1] });
    expect(dup.body.error.fields.item_ids.message).toBe('Not unique');
    expect((await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body.card_icons.assigned).toEqual([]);
    expect((await c.teacher.request('PUT', `/api/v1/students/${st.a}/card_icons/`, { item_ids: [i2, i1] })).status).toBe(204);
    const assigned = (await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body.card_icons.assigned;
    expect(assigned.map((i: { item_id: number }) => i.item_id).sort()).toEqual([i1, i2].sort());
    expect(assigned[0].icon).toBeTruthy();
    expect((await audits('student.card_icons_updated', st.a))[0]!.details).toMatchObject({ changes: { item_ids: [[], [i2, i1]] } });
  });
});

describe('alerts', () => {
  let alertId = 0;
  const path = () => `/api/v1/students/${st.a}/alerts/`;

  it('refuses anonymous, other district, sibling school, school staff', async () => {
    expect((await server.client().post(path(), { text: 'x' })).status).toBe(401);
    expect((await server.client().get(path())).status).toBe(401);
    expect((await c.frAdmin.post(path(), { text: 'x' })).status).toBe(404);
    expect((await c.frAdmin.get(path())).status).toBe(404);
    expect((await c.teacher.post(`/api/v1/students/${st.river}/alerts/`, { text: 'x' })).status).toBe(404);
    expect((await c.schoolStaff.post(path(), { text: 'x' })).status).toBe(403);
  });

  it('validates the text (1–500) and changes nothing', async () => {
    const empty = await c.teacher.post(path(), { text: '  ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.text.message).toBe('Required');
    const long = await c.teacher.post(path(), { text: 'a'.repeat(501) });
    expect(long.body.error.fields.text.message).toBe('Please enter maximum {maxlength} characters');
    expect(await server.db.select().from(studentAlerts).where(eq(studentAlerts.student_id, st.a))).toEqual([]);
  });

  it('adds, lists, and closes (author or roster editor; twice is 409), audited', async () => {
    const res = await c.teacher.post(path(), { text: 'Peanut allergy' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ text: 'Peanut allergy', created_by: { id: ids.user.teacher }, closed_at: null, abilities: { close: true } });
    alertId = res.body.id;
    const second = (await c.teacher.post(path(), { text: 'Second' })).body.id;
    const list = await c.schoolStaff.get(path());
    expect(list.body).toMatchObject({ count: 2, page: 1 });
    expect(list.body.results[0].abilities.close).toBe(false);
    expect((await c.multiTeacher.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(403);
    expect((await c.schoolStaff.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(403);
    expect((await c.frAdmin.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(404);
    expect((await server.client().post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(401);
    const closed = await c.teacher.post(`/api/v1/student_alerts/${alertId}/close/`);
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ closed_by: { id: ids.user.teacher }, abilities: { close: false } });
    expect((await c.teacher.post(`/api/v1/student_alerts/${alertId}/close/`)).status).toBe(409);
    expect((await c.schoolAdmin.post(`/api/v1/student_alerts/${second}/close/`)).status).toBe(200);
    expect((await c.teacher.get(path())).body.count).toBe(0);
    expect((await c.teacher.get(`${path()}?closed=true`)).body.count).toBe(2);
    expect(await audits('student.alert_added', st.a)).toHaveLength(2);
    expect(await audits('student.alert_closed', st.a)).toHaveLength(2);
  });
});

describe('PUT /api/v1/students/:id/data/', () => {
  const path = () => `/api/v1/students/${st.a}/data/`;
  const put = (client: ApiClient, results: unknown[], p = path()) => client.request('PUT', p, { results });
  const count = async () => (await server.db.select().from(studentDataResults).where(eq(studentDataResults.student_id, st.a))).length;

  it('refuses anonymous, other district, sibling school, school staff', async () => {
    const r = [{ definition_id: def.reading, school_year: YEAR, month: 8, value: '5' }];
    expect((await server.client().request('PUT', path(), { results: r })).status).toBe(401);
    expect((await put(c.frAdmin, r)).status).toBe(404);
    expect((await put(c.teacher, r, `/api/v1/students/${st.river}/data/`)).status).toBe(404);
    expect((await put(c.schoolStaff, r)).status).toBe(403);
    expect(await count()).toBe(0);
  });

  it('answers every validation message and writes nothing when one result is bad', async () => {
    const good = { definition_id: def.reading, school_year: YEAR, month: 8, value: '5' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, value: 'abc' }, 'value', 'Please enter only numbers'],
      [{ ...good, value: '31' }, 'value', 'Value must be less than or equal to {max}'],
      [{ ...good, value: '-1' }, 'value', 'Value must be greater than or equal to {min}'],
      [{ ...good, month: 6 }, 'month', 'Invalid value'],
      [{ definition_id: def.reading, school_year: YEAR, value: '5' }, 'month', 'Required'],
      [{ ...good, definition_id: def.riverOnly }, 'definition_id', 'Invalid value'],
      [{ ...good, definition_id: def.fr }, 'definition_id', 'Invalid value'],
      [{ definition_id: def.behaviour, school_year: YEAR, label: 'Fall', value: 'Blue' }, 'value', 'Invalid value'],
      [{ definition_id: def.behaviour, school_year: YEAR, label: 'Summer', value: 'Green' }, 'label', 'Invalid value'],
    ];
    for (const [bad, field, message] of cases) {
      const res = await put(c.teacher, [good, bad]);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.fields[`results.1.${field}`].message).toBe(message);
    }
    const bounds = await put(c.teacher, [{ ...good, value: '31' }]);
    expect(bounds.body.error.fields['results.0.value'].params).toEqual({ max: 30 });
    expect(await count()).toBe(0);
  });

  it('upserts by point, deletes with "", shows the history and audits', async () => {
    expect(
      (
        await put(c.teacher, [
          { definition_id: def.reading, school_year: YEAR, month: 8, value: '12' },
          { definition_id: def.behaviour, school_year: YEAR, label: 'Fall', value: 'Green' },
        ])
      ).status,
    ).toBe(204);
    expect(
      (
        await put(c.teacher, [
          { definition_id: def.reading, school_year: YEAR, month: 8, value: '14.5' },
          { definition_id: def.reading, school_year: EARLIER, month: 0, value: '9' },
        ])
      ).status,
    ).toBe(204);
    const p = (await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body;
    const reading = p.data.find((d: { definition: { id: number } }) => d.definition.id === def.reading);
    expect(reading.results.map((r: { school_year: number; month: number; value: string }) => [r.school_year, r.month, r.value])).toEqual([
      [YEAR, 8, '14.5'],
      [EARLIER, 0, '9'],
    ]);
    expect(reading.results[0].recorded_by.id).toBe(ids.user.teacher);
    const behaviour = p.data.find((d: { definition: { id: number } }) => d.definition.id === def.behaviour);
    expect(behaviour.results[0]).toMatchObject({ label: 'Fall', month: null, value: 'Green' });
    expect(await count()).toBe(3);
    expect((await put(c.teacher, [{ definition_id: def.reading, school_year: EARLIER, month: 0, value: '' }])).status).toBe(204);
    expect(await count()).toBe(2);
    const rows = await audits('student.data_updated', st.a);
    expect(rows).toHaveLength(3);
    expect(rows[1]!.details).toEqual({ changes: { [`${def.reading}:${YEAR}:m8`]: ['12', '14.5'], [`${def.reading}:${EARLIER}:m0`]: [null, '9'] } });
  });
});

describe('/api/v1/student_data/grid/', () => {
  const q = (extra = '') => `/api/v1/student_data/grid/?school=${ids.aspen}&definition=${def.reading}&school_year=${YEAR}${extra}`;

  it('refuses anonymous, other district, sibling school, and measures of other schools', async () => {
    expect((await server.client().get(q())).status).toBe(401);
    expect((await c.frAdmin.get(q())).status).toBe(404);
    expect((await c.teacher.get(`/api/v1/student_data/grid/?school=${ids.riverbend}&definition=${def.reading}&school_year=${YEAR}`)).status).toBe(404);
    expect((await c.teacher.get(`/api/v1/student_data/grid/?school=${ids.aspen}&definition=${def.riverOnly}&school_year=${YEAR}`)).status).toBe(404);
  });

  it('shows rows of a grade or of a teacher, columns of the measure', async () => {
    const res = await c.teacher.get(q('&grade=3'));
    expect(res.status).toBe(200);
    expect(res.body.columns.map((col: { month: number }) => col.month)).toEqual([8, 0, 4]);
    const ids3 = res.body.rows.map((r: { student_id: number }) => r.student_id);
    expect(ids3).toContain(st.a);
    expect(ids3).not.toContain(st.b);
    expect(res.body.rows.every((r: { grade: string }) => r.grade === '3')).toBe(true);
    const mine = await c.teacher.get(q(`&teacher=${ids.user.teacher}`));
    const mineIds = mine.body.rows.map((r: { student_id: number }) => r.student_id);
    expect(own(mineIds, ownStudents())).toEqual([st.b]);
    const taught = await taughtBy(ids.user.teacher);
    expect(mineIds.every((id: number) => taught.includes(id))).toBe(true);
    expect(mine.body.abilities.write).toBe(true);
    expect((await c.schoolStaff.get(q())).body.abilities.write).toBe(false);
    // The teacher filter lists who teaches the school's active students: the test's assignment and the demo's.
    const teachingAtAspen = await server.db
      .selectDistinct({ id: studentTeachers.user_id })
      .from(studentTeachers)
      .innerJoin(students, eq(students.id, studentTeachers.student_id))
      .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active')));
    const listed = mine.body.teachers.map((t: { id: number }) => t.id);
    expect(listed).toContain(ids.user.teacher);
    expect([...listed].sort()).toEqual(teachingAtAspen.map((t) => t.id).sort());
    expect(mine.body.grades.map((g: { code: string }) => g.code)).toContain('K');
  });

  it('without a measure, shows the first of the school and lists them all', async () => {
    const res = await c.teacher.get(`/api/v1/student_data/grid/?school=${ids.aspen}&school_year=${YEAR}`);
    expect(res.body.definition.id).toBe(def.reading);
    const aspenDefs = res.body.definitions.map((d: { id: number }) => d.id);
    expect(aspenDefs[0]).toBe(def.reading);
    expect(own(aspenDefs, ownDefs())).toEqual([def.reading, def.behaviour]);
    const river = await c.multiTeacher.get(`/api/v1/student_data/grid/?school=${ids.riverbend}&school_year=${YEAR}`);
    const riverDefs = river.body.definitions.map((d: { id: number }) => d.id);
    expect(own(riverDefs, ownDefs())).toEqual([def.reading, def.behaviour, def.riverOnly]);
    // District measures (the demo ones too) are the same for both schools; the school's own comes after them.
    expect(riverDefs).toEqual([...aspenDefs, def.riverOnly]);
    const bad = await c.teacher.get(`/api/v1/student_data/grid/?school=${ids.aspen}&school_year=1999`);
    expect(bad.status).toBe(400);
  });

  it('saves all cells or none, errors keyed cells.<index>.value', async () => {
    const body = (cells: unknown[]) => ({ school: ids.aspen, definition: def.reading, school_year: EARLIER, cells });
    const grid = async () =>
      (await c.teacher.get(q('&grade=4').replace(`school_year=${YEAR}`, `school_year=${EARLIER}`))).body.rows.find((r: { student_id: number }) => r.student_id === st.b).values;
    expect((await c.schoolStaff.request('PUT', '/api/v1/student_data/grid/', body([{ student_id: st.b, month: 0, value: '3' }]))).status).toBe(403);
    expect((await c.frAdmin.request('PUT', '/api/v1/student_data/grid/', body([{ student_id: st.b, month: 0, value: '3' }]))).status).toBe(404);
    expect((await server.client().request('PUT', '/api/v1/student_data/grid/', body([{ student_id: st.b, month: 0, value: '3' }]))).status).toBe(401);
    const bad = await c.teacher.request(
      'PUT',
      '/api/v1/student_data/grid/',
      body([
        { student_id: st.b, month: 0, value: '3' },
        { student_id: st.b, month: 4, value: 'x' },
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields['cells.1.value'].message).toBe('Please enter only numbers');
    // A student the actor may see but of another school is a wrong cell (400); one beyond their reach — a sibling
    // school's for a teacher, another district's for anyone — is answered as missing, as every route does (issue 21, section 6).
    const sibling = await c.districtAdmin.request(
      'PUT',
      '/api/v1/student_data/grid/',
      body([
        { student_id: st.b, month: 0, value: '3' },
        { student_id: st.river, month: 0, value: '1' },
      ]),
    );
    expect(sibling.status).toBe(400);
    expect(sibling.body.error.fields['cells.1.student_id'].message).toBe('Invalid value');
    expect(
      (
        await c.teacher.request(
          'PUT',
          '/api/v1/student_data/grid/',
          body([
            { student_id: st.b, month: 0, value: '3' },
            { student_id: st.river, month: 0, value: '1' },
          ]),
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await c.districtAdmin.request(
          'PUT',
          '/api/v1/student_data/grid/',
          body([
            { student_id: st.b, month: 0, value: '3' },
            { student_id: st.fr, month: 0, value: '1' },
          ]),
        )
      ).status,
    ).toBe(404);
    expect(await grid()).toEqual({});
    const ok = await c.teacher.request(
      'PUT',
      '/api/v1/student_data/grid/',
      body([
        { student_id: st.b, month: 0, value: '3' },
        { student_id: st.b, month: 4, value: '7' },
      ]),
    );
    expect(ok.status).toBe(204);
    expect(await grid()).toEqual({ m0: '3', m4: '7' });
    expect((await audits('student.data_updated', st.b))[0]!.details).toMatchObject({ via: 'grid', changes: { [`${def.reading}:${EARLIER}:m0`]: [null, '3'] } });
  });

  it("refuses a result dated after the server's today, in the grid and per student, with a translated message; deleting one stays possible", async () => {
    const { startYear } = schoolYearOf(new Date());
    const today = new Date();
    // The month after this one, in the school year it falls in (August begins a new one).
    const next = (today.getUTCMonth() + 1) % 12;
    const nextYear = schoolYearOf(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 15))).startYear;
    const put = (client: ApiClient, results: unknown[], p = `/api/v1/students/${st.a}/data/`) => client.request('PUT', p, { results });
    const future = await addDefinition({ district_id: ids.en, name: 'Profile future', months: [...new Set([next, 8])], position: 100 });
    const grid = await c.teacher.request('PUT', '/api/v1/student_data/grid/', {
      school: ids.aspen,
      definition: future,
      school_year: nextYear,
      cells: [{ student_id: st.b, month: next, value: '3' }],
    });
    expect(grid.status).toBe(400);
    expect(grid.body.error.fields['cells.0.month'].message).toBe('A result cannot be recorded for a date in the future');
    const later = await put(c.teacher, [{ definition_id: future, school_year: startYear + 1, month: 8, value: '4' }]);
    expect(later.body.error.fields['results.0.month'].message).toBe('A result cannot be recorded for a date in the future');
    const label = await put(c.teacher, [{ definition_id: def.behaviour, school_year: startYear + 1, label: 'Fall', value: 'Green' }]);
    expect(label.body.error.fields['results.0.school_year'].message).toBe('A result cannot be recorded for a date in the future');
    const fr = await c.frAdmin.request('PUT', `/api/v1/students/${st.fr}/data/`, { results: [{ definition_id: def.fr, school_year: startYear + 1, month: 8, value: '4' }] });
    expect(fr.status).toBe(400);
    expect(translate('fr', fr.body.error.fields['results.0.month'].message)).toBe('Impossible d’inscrire un résultat à une date future');
    expect((await server.db.select().from(studentDataResults).where(eq(studentDataResults.definition_id, future))).length).toBe(0);
    // A future result stored before the rule (or by an import) can still be removed.
    await server.db.insert(studentDataResults).values({ student_id: st.b, definition_id: future, school_year: startYear + 1, month: 8, label: '', value_number: 1 });
    expect((await put(c.teacher, [{ definition_id: future, school_year: startYear + 1, month: 8, value: '' }], `/api/v1/students/${st.b}/data/`)).status).toBe(204);
    expect((await server.db.select().from(studentDataResults).where(eq(studentDataResults.definition_id, future))).length).toBe(0);
    // This month itself is not the future.
    const thisMonth = await addDefinition({ district_id: ids.en, name: 'Profile this month', months: [today.getUTCMonth()], position: 101 });
    expect((await put(c.teacher, [{ definition_id: thisMonth, school_year: startYear, month: today.getUTCMonth(), value: '5' }])).status).toBe(204);
  });
});

describe('/api/v1/students/:id/picture/', () => {
  const path = () => `/api/v1/students/${st.a}/picture/`;

  it('lets roster editors upload (type by content), read, and remove; refuses others', async () => {
    expect((await server.client().get(path())).status).toBe(401);
    expect((await c.schoolAdmin.get(path())).status).toBe(404);
    expect((await upload(c.teacher, path(), { name: 'a.png', type: 'image/png', data: PNG })).status).toBe(403);
    expect((await upload(c.frAdmin, path(), { name: 'a.png', type: 'image/png', data: PNG })).status).toBe(404);
    const fake = await upload(c.schoolAdmin, path(), { name: 'a.png', type: 'image/png', data: Buffer.from('not an image') });
    expect(fake.body.error.fields.file.message).toBe('Invalid file type');
    const none = await upload(c.schoolAdmin, path(), null);
    expect(none.body.error.fields.file.message).toBe('Please select a file');
    expect((await upload(c.schoolAdmin, path(), { name: 'a.png', type: 'image/png', data: PNG })).status).toBe(204);
    const res = await fetch(server.baseUrl + path(), { headers: { cookie: [...c.teacher.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await c.frAdmin.get(path())).status).toBe(404);
    expect((await c.teacher.get(`/api/v1/students/${st.a}/profile/`)).body.student.has_picture).toBe(true);
    expect((await c.teacher.delete(path())).status).toBe(403);
    expect((await c.schoolAdmin.delete(path())).status).toBe(204);
    expect((await c.teacher.get(path())).status).toBe(404);
    expect(await audits('student.picture_updated', st.a)).toHaveLength(1);
    expect(await audits('student.picture_removed', st.a)).toHaveLength(1);
  });
});

describe('GET /api/v1/student_cards/', () => {
  const path = (extra = '') => `/api/v1/student_cards/?school=${ids.aspen}${extra}`;
  const setOptions = (o: Partial<typeof schools.$inferInsert>) => server.db.update(schools).set(o).where(eq(schools.id, ids.aspen));
  const mine = async () => (await c.teacher.get(path())).body.results.filter((r: { id: number }) => r.id === st.a || r.id === st.b);

  it('refuses anonymous, other district, sibling school', async () => {
    expect((await server.client().get(path())).status).toBe(401);
    expect((await c.frAdmin.get(path())).status).toBe(404);
    expect((await c.teacher.get(`/api/v1/student_cards/?school=${ids.riverbend}`)).status).toBe(404);
    expect((await c.teacher.get('/api/v1/student_cards/')).status).toBe(400);
  });

  it('names cards in each of the four formats and orders them per the school', async () => {
    const expected = {
      first_name_last_name: ['Zack Adams', 'Ève Bélanger'],
      last_name_first_name: ['Adams, Zack', 'Bélanger, Ève'],
      first_name_last_initial: ['Zack A.', 'Ève B.'],
      last_name_first_initial: ['Adams, Z.', 'Bélanger, È.'],
    } as const;
    for (const [format, names] of Object.entries(expected)) {
      await setOptions({ card_name_format: format as keyof typeof expected, card_organisation: 'last_name' });
      expect((await mine()).map((r: { name: string }) => r.name)).toEqual(names);
    }
    await setOptions({ card_organisation: 'first_name' });
    expect((await mine()).map((r: { id: number }) => r.id)).toEqual([st.a, st.b]);
    await server.db.update(students).set({ manual_position: 1 }).where(eq(students.id, st.b));
    await server.db.update(students).set({ manual_position: 2 }).where(eq(students.id, st.a));
    await setOptions({ card_organisation: 'manual' });
    expect((await mine()).map((r: { id: number }) => r.id)).toEqual([st.b, st.a]);
    await setOptions({ card_name_format: 'first_name_last_name', card_organisation: 'last_name' });
  });

  it('carries icons, open alerts, filters, and for data displays the latest result of the first measure', async () => {
    await c.teacher.post(`/api/v1/students/${st.b}/alerts/`, { text: 'Needs glasses' });
    await setOptions({ card_display: 'name_data' });
    const res = await c.teacher.get(path());
    expect(res.body.options.card_display).toBe('name_data');
    const b = res.body.results.find((r: { id: number }) => r.id === st.b);
    expect(b).toMatchObject({ open_alerts: 1, latest_alert: 'Needs glasses', grade: '4', data: { definition_name: 'Profile reading', value: '7' } });
    const a = res.body.results.find((r: { id: number }) => r.id === st.a);
    expect(a.icons.length).toBe(2);
    expect(a.data.value).toBe('14.5');
    const grade4 = await c.teacher.get(path('&grade=4'));
    expect(
      own(
        grade4.body.results.map((r: { id: number }) => r.id),
        ownStudents(),
      ),
    ).toEqual([st.b]);
    expect(grade4.body.results.every((r: { grade: string }) => r.grade === '4')).toBe(true);
    const taught = await c.teacher.get(path(`&teacher=${ids.user.teacher}`));
    const taughtIds = taught.body.results.map((r: { id: number }) => r.id);
    expect(own(taughtIds, ownStudents())).toEqual([st.b]);
    const assigned = await taughtBy(ids.user.teacher);
    expect(taughtIds.every((id: number) => assigned.includes(id))).toBe(true);
    await setOptions({ card_display: 'name' });
    expect((await c.teacher.get(path())).body.results.find((r: { id: number }) => r.id === st.b).data).toBeNull();
  });
});

describe('the profile read in one statement', () => {
  it('gives exactly what the single-purpose readers give, on students with and without data', async () => {
    // A closed alert beside the open ones: the profile shows only open ones.
    await c.teacher.post(`/api/v1/students/${st.b}/alerts/`, { text: 'Closed soon' });
    const [closing] = await server.db
      .select({ id: studentAlerts.id })
      .from(studentAlerts)
      .where(and(eq(studentAlerts.student_id, st.b), eq(studentAlerts.text, 'Closed soon')));
    await server.db.update(studentAlerts).set({ closed_at: new Date(), closed_by: ids.user.teacher }).where(eq(studentAlerts.id, closing!.id));
    // The demo student with the most results, and the test's own students (one with none at all).
    const [busiest] = await server.db
      .select({ id: studentDataResults.student_id })
      .from(studentDataResults)
      .groupBy(studentDataResults.student_id)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    for (const id of [st.a, st.b, st.river, busiest!.id]) {
      const [s] = await server.db.select().from(students).where(eq(students.id, id));
      const one = await profileReadsOf(server.db, s!);
      const [teachers, values, icons, alerts, options, definitions, results] = await Promise.all([
        teachersOf(server.db, [id]),
        profileValuesOf(server.db, id),
        cardIconIdsOf(server.db, [id]),
        alertsOf(server.db, id, false),
        schoolCardOptions(server.db, s!.school_id),
        definitionsForSchool(server.db, s!.district_id, s!.school_id),
        resultsOf(server.db, [id], undefined),
      ]);
      expect(one.teachers).toEqual(teachers.get(id) ?? []);
      expect(sortBy(one.values, 'item_id')).toEqual(sortBy(values, 'item_id'));
      expect(one.iconIds).toEqual(icons.get(id) ?? []);
      expect(one.alerts).toEqual(alerts);
      expect(one.options).toEqual(options);
      expect(one.definitions).toEqual(definitions);
      expect(one.results).toEqual(results);
    }
  });
});

const sortBy = <T, K extends keyof T>(rows: T[], key: K) => [...rows].sort((x, y) => Number(x[key]) - Number(y[key]));
