/** Student data definitions (issue 4, section 4), school card options and the school logo. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditEvents, studentDataDefinitions, studentDataResults, students } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import { type ApiClient, type TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';
import { definitionsForSchool } from '../src/repositories/data-definitions.repository.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

const dropdown = (over: object = {}) => ({
  name: 'Reading level',
  result_type: 'dropdown',
  options: [
    { label: 'Below', color: '#e03131' },
    { label: 'At', color: '#2f9e44' },
  ],
  data_type: 'month',
  months: [8, 0, 5],
  ...over,
});
const count = async () => (await server.db.select().from(studentDataDefinitions)).length;

describe('student data definitions', () => {
  it('require sign-in on every route', async () => {
    const c = server.client();
    expect((await c.get(`/api/v1/student_data_definitions/?district=${ids.en}`)).status).toBe(401);
    expect((await c.post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.en }))).status).toBe(401);
    const p = await c.patch(`/api/v1/student_data_definitions/1/`, { version: 1 });
    expect(p.status, JSON.stringify(p.body)).toBe(401);
    const d = await c.delete(`/api/v1/student_data_definitions/1/`);
    expect(d.status, JSON.stringify(d.body)).toBe(401);
  });

  it('a district defines, a school adds its own; the school sees both, marked', async () => {
    const da = await server.as('districtAdmin');
    const d = await da.post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.en }));
    expect(d.status).toBe(201);
    expect(d.body).toMatchObject({ origin: 'district', school_id: null, months: [0, 5, 8], labels: [], min_value: null, abilities: { update: true } });
    const sa = await server.as('schoolAdmin');
    const s = await sa.post('/api/v1/student_data_definitions/', {
      school_id: ids.aspen,
      name: 'Words per minute',
      result_type: 'manual',
      min_value: 0,
      max_value: 200,
      data_type: 'label',
      labels: ['Fall', 'Spring'],
    });
    expect(s.status).toBe(201);
    expect(s.body).toMatchObject({ origin: 'school', school_id: ids.aspen, options: [], months: [] });
    const list = await (await server.as('teacher')).get(`/api/v1/student_data_definitions/?school=${ids.aspen}`);
    const mine = list.body.results.filter((r: { id: number }) => [d.body.id, s.body.id].includes(r.id));
    expect(mine.map((r: { origin: string }) => r.origin)).toEqual(['district', 'school']);
    expect(list.body.abilities.create).toBe(false);
    expect(mine[0].abilities.update).toBe(false);
    // The school's addition is the school's: the district list and the sibling school do not show it.
    const district = await da.get(`/api/v1/student_data_definitions/?district=${ids.en}`);
    expect(district.body.results.map((r: { id: number }) => r.id)).not.toContain(s.body.id);
    const sibling = await da.get(`/api/v1/student_data_definitions/?school=${ids.riverbend}`);
    expect(sibling.body.results.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([d.body.id]));
    expect(sibling.body.results.map((r: { id: number }) => r.id)).not.toContain(s.body.id);
    // Others can reuse the same reading.
    expect((await definitionsForSchool(server.db, ids.aspen)).map((r) => r.id)).toEqual(expect.arrayContaining([d.body.id, s.body.id]));
  });

  it('refuses other districts (404) and roles without the right (403)', async () => {
    expect((await (await server.as('districtAdmin')).get(`/api/v1/student_data_definitions/?district=${ids.fr}`)).status).toBe(404);
    expect((await (await server.as('teacher')).get(`/api/v1/student_data_definitions/?school=${ids.riverbend}`)).status).toBe(404);
    expect((await (await server.as('super')).get('/api/v1/student_data_definitions/')).status).toBe(404);
    expect((await (await server.as('districtAdmin')).post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.fr }))).status).toBe(404);
    expect((await (await server.as('schoolAdmin')).post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.en }))).status).toBe(403);
    expect((await (await server.as('districtStaff')).post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.en }))).status).toBe(403);
    expect((await (await server.as('teacher')).post('/api/v1/student_data_definitions/', dropdown({ school_id: ids.aspen }))).status).toBe(403);
    const fr = await (await server.as('frAdmin')).post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.fr, name: 'Lecture' }));
    expect(fr.status).toBe(201);
    const da = await server.as('districtAdmin');
    expect((await da.patch(`/api/v1/student_data_definitions/${fr.body.id}/`, { version: 1, name: 'x' })).status).toBe(404);
    expect((await da.delete(`/api/v1/student_data_definitions/${fr.body.id}/`)).status).toBe(404);
    const own = await da.post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.en, name: 'Refused edits' }));
    const sa = await server.as('schoolAdmin');
    expect((await sa.patch(`/api/v1/student_data_definitions/${own.body.id}/`, { version: 1, name: 'x' })).status).toBe(403);
    expect((await sa.delete(`/api/v1/student_data_definitions/${own.body.id}/`)).status).toBe(403);
  });

  const invalid: [string, object, string, string][] = [
    ['no name', dropdown({ name: ' ' }), 'name', 'Required'],
    ['long name', dropdown({ name: 'x'.repeat(121) }), 'name', 'Please enter maximum {maxlength} characters'],
    ['dropdown without options', dropdown({ options: [] }), 'options', 'Required'],
    [
      'duplicate option labels',
      dropdown({
        options: [
          { label: 'At', color: '#000000' },
          { label: 'at', color: '#111111' },
        ],
      }),
      'options.1.label',
      'Not unique',
    ],
    ['bad option colour', dropdown({ options: [{ label: 'At', color: 'green' }] }), 'options.0.color', 'Invalid value'],
    ['min above max', { ...dropdown(), result_type: 'manual', min_value: 10, max_value: 5 }, 'min_value', 'Value must be less than or equal to {max}'],
    ['decimal bound', { ...dropdown(), result_type: 'manual', min_value: 1.5 }, 'min_value', 'Please enter only numbers'],
    ['by month without months', dropdown({ months: [] }), 'months', 'Required'],
    ['month out of range', dropdown({ months: [12] }), 'months.0', 'Value must be less than or equal to {max}'],
    ['by label without labels', dropdown({ data_type: 'label', labels: [] }), 'labels', 'Required'],
    ['unknown result type', dropdown({ result_type: 'free' }), 'result_type', 'Invalid value'],
    ['unknown field', dropdown({ colour: 'x' }), 'colour', 'Unknown field'],
  ];
  for (const [name, body, field, message] of invalid) {
    it(`rejects ${name} and changes nothing`, async () => {
      const before = await count();
      const res = await (await server.as('districtAdmin')).post('/api/v1/student_data_definitions/', { district_id: ids.en, ...body });
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field].message).toBe(message);
      expect(await count()).toBe(before);
    });
  }
  it('states the bound in the range message', async () => {
    const res = await (
      await server.as('districtAdmin')
    ).post('/api/v1/student_data_definitions/', { ...dropdown(), district_id: ids.en, result_type: 'manual', min_value: 10, max_value: 5 });
    expect(res.body.error.fields.min_value).toEqual({ message: 'Value must be less than or equal to {max}', params: { max: 5 } });
  });

  it('edits with a version (409 when stale), audits, and deletes or deactivates', async () => {
    const da = await server.as('districtAdmin');
    const created = (await da.post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.en, name: 'Math facts' }))).body;
    const edited = await da.patch(`/api/v1/student_data_definitions/${created.id}/`, { version: created.version, name: 'Math facts fluency' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Math facts fluency', version: created.version + 1 });
    const stale = await da.patch(`/api/v1/student_data_definitions/${created.id}/`, { version: created.version, name: 'Lost' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    const bad = await da.patch(`/api/v1/student_data_definitions/${created.id}/`, { version: edited.body.version, options: [] });
    expect(bad.body.error.fields.options.message).toBe('Required');
    const [row] = await server.db.select().from(studentDataDefinitions).where(eq(studentDataDefinitions.id, created.id));
    expect(row!.name).toBe('Math facts fluency');
    const events = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.target_id, String(created.id)));
    expect(events.find((e) => e.action === 'student_data_definition.updated')!.details).toMatchObject({ changes: { name: ['Math facts', 'Math facts fluency'] } });

    // With results it is deactivated; without, deleted.
    const [s] = await server.db
      .insert(students)
      .values({
        district_id: ids.en,
        school_id: ids.aspen,
        first_name: 'Data',
        last_name: 'Def',
        search_name: studentSearchName('Data', 'Def'),
        grade: '1',
        gender: 'other',
        student_number: 'CFG-DATA-1',
      })
      .returning();
    await server.db.insert(studentDataResults).values({ student_id: s!.id, definition_id: created.id, school_year: 2026, month: 0, value_option: 'At' });
    expect((await da.delete(`/api/v1/student_data_definitions/${created.id}/`)).body).toEqual({ deleted: false, deactivated: true });
    const [kept] = await server.db.select().from(studentDataDefinitions).where(eq(studentDataDefinitions.id, created.id));
    expect(kept!.active).toBe(false);
    const other = (await da.post('/api/v1/student_data_definitions/', dropdown({ district_id: ids.en, name: 'Unused' }))).body;
    expect((await da.delete(`/api/v1/student_data_definitions/${other.id}/`)).body).toEqual({ deleted: true, deactivated: false });
    expect((await da.delete(`/api/v1/student_data_definitions/${other.id}/`)).status).toBe(404);
  });
});

describe('school options', () => {
  it('require sign-in, scope and the right', async () => {
    expect((await server.client().get(`/api/v1/schools/${ids.aspen}/options/`)).status).toBe(401);
    expect((await (await server.as('districtAdmin')).get(`/api/v1/schools/${ids.troisPonts}/options/`)).status).toBe(404);
    const t = await (await server.as('teacher')).get(`/api/v1/schools/${ids.aspen}/options/`);
    expect(t.body).toMatchObject({ card_organisation: 'last_name', has_logo: false, abilities: { update: false } });
    expect((await (await server.as('teacher')).patch(`/api/v1/schools/${ids.aspen}/options/`, { card_display: 'name' })).status).toBe(403);
    expect((await (await server.as('schoolLeader')).patch(`/api/v1/schools/${ids.aspen}/options/`, { card_display: 'name' })).status).toBe(403);
    expect((await (await server.as('schoolAdmin')).patch(`/api/v1/schools/${ids.riverbend}/options/`, { card_display: 'name' })).status).toBe(404);
  });
  it('are changed by the school admin, audited; bad values change nothing', async () => {
    const sa = await server.as('schoolAdmin');
    const bad = await sa.patch(`/api/v1/schools/${ids.aspen}/options/`, { card_display: 'poster' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.card_display.message).toBe('Invalid value');
    const ok = await sa.patch(`/api/v1/schools/${ids.aspen}/options/`, { card_display: 'name_picture', card_name_format: 'last_name_first_initial', card_organisation: 'grade' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ card_display: 'name_picture', card_name_format: 'last_name_first_initial', card_organisation: 'grade', abilities: { update: true } });
    const [event] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'school.options_changed'));
    expect(event!.details).toMatchObject({ changes: { card_organisation: ['last_name', 'grade'] } });
  });
});

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
async function upload(c: ApiClient, path: string, data: Buffer | null, name = 'logo.png') {
  await c.get('/api/v1/current_user/');
  const form = new FormData();
  if (data) form.append('file', new Blob([new Uint8Array(data)]), name);
  else form.append('note', 'no file');
  const res = await fetch(c.baseUrl + path, {
    method: 'POST',
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('school logo', () => {
  const path = () => `/api/v1/schools/${ids.aspen}/logo/`;
  it('requires sign-in, scope and the right', async () => {
    expect((await server.client().get(path())).status).toBe(401);
    expect((await upload(server.client(), path(), PNG)).status).toBe(401);
    expect((await upload(await server.as('teacher'), path(), PNG)).status).toBe(403);
    expect((await upload(await server.as('frAdmin'), path(), PNG)).status).toBe(404);
    expect((await (await server.as('teacher')).delete(path())).status).toBe(403);
    expect((await (await server.as('frAdmin')).get(path())).status).toBe(404);
  });
  it('checks the type by content and needs a file; nothing is stored', async () => {
    const sa = await server.as('schoolAdmin');
    expect((await upload(sa, path(), Buffer.from('<svg onload=alert(1)>'), 'logo.png')).body.error.fields.file.message).toBe('Invalid file type');
    expect((await upload(sa, path(), null)).body.error.fields.file.message).toBe('Please select a file');
    expect((await sa.get(path())).status).toBe(404);
  });
  it('stores, replaces, serves safely and removes', async () => {
    const sa = await server.as('schoolAdmin');
    const first = await upload(sa, path(), PNG);
    expect(first.status).toBe(200);
    expect(first.body.has_logo).toBe(true);
    expect((await upload(sa, path(), Buffer.concat([PNG, Buffer.from([1, 2, 3])]))).status).toBe(200);
    const res = await fetch(server.baseUrl + path(), { headers: { cookie: [...sa.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(Buffer.from(await res.arrayBuffer()).length).toBe(PNG.length + 3);
    expect((await (await server.as('teacher')).get(path())).status).toBe(200);
    const del = await sa.delete(path());
    expect(del.body.has_logo).toBe(false);
    expect((await sa.delete(path())).status).toBe(404);
  });
});
