/**
 * What a student's card shows, over real HTTP (issue 4, sections 3 and 4): card icons, student data (a student's
 * results and the grid), the cards (which read the icons and results the tests before them leave), and the profile
 * read in one statement checked against the single-purpose readers. Every route: sign-in, other district, sibling
 * school, refused roles, each validation message with nothing changed, audit.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { schools, studentAlerts, studentDataResults, students, studentTeachers } from '@ss/db';
import { schoolYearOf, translate } from '@ss/domain';
import { type ApiClient } from './harness.ts';
import { definitionsForSchool, resultsOf } from '../src/repositories/student-data.repository.ts';
import { profileReadsOf } from '../src/repositories/student-profile-read.repository.ts';
import { alertsOf, cardIconIdsOf, profileValuesOf, schoolCardOptions } from '../src/repositories/student-profile.repository.ts';
import { teachersOf } from '../src/repositories/students.repository.ts';
import {
  server,
  ids,
  c,
  st,
  def,
  YEAR,
  EARLIER,
  addDefinition,
  own,
  ownDefs,
  ownStudents,
  taughtBy,
  audits,
  sortBy,
  withStudentProfileServer,
} from './student-profile-fixtures.ts';

withStudentProfileServer();

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
    const mixed = (other: number) =>
      body([
        { student_id: st.b, month: 0, value: '3' },
        { student_id: other, month: 0, value: '1' },
      ]);
    expect((await c.teacher.request('PUT', '/api/v1/student_data/grid/', mixed(st.river))).status).toBe(404);
    expect((await c.districtAdmin.request('PUT', '/api/v1/student_data/grid/', mixed(st.fr))).status).toBe(404);
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
