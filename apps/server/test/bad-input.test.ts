/**
 * Bad input answers 400 with a translated field error, never 500 (issue 13): a NUL or other
 * control character anywhere in a query, a JSON body or a form field; ids no integer column can
 * hold in paths, queries, bodies and form fields. And when something does fail, the log says what
 * failed without the SQL's parameters (children's names, search terms).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MSG } from '@ss/domain';
import { students } from '@ss/db';
import { demoIds, type DemoIds } from './fixtures.ts';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';

let server: TestServer;
let ids: DemoIds;
let superC: ApiClient;
let admin: ApiClient;
const logLines: string[] = [];
const NUL = '\u0000';
const TOO_BIG = 2 ** 31;

beforeAll(async () => {
  server = await startTestServer({ logLevel: 'info' }, { logStream: { write: (line: string) => void logLines.push(line) } });
  ids = await demoIds(server.db);
  superC = await server.as('super');
  admin = await server.as('districtAdmin');
}, 60_000);
afterAll(() => server?.close());

const q = (v: string) => encodeURIComponent(v);

function expectControlRefused(res: { status: number; body: any }, field: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error.code).toBe('validation');
  expect(res.body.error.fields[field]).toEqual({ message: MSG.forbiddenCharacter });
}

async function multipart(c: ApiClient, path: string, fields: Record<string, string>, file?: { name: string; data: string | Buffer }) {
  if (!c.cookies.has('csrftoken')) await c.get('/api/v1/current_user/');
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.data]), file.name);
  const res = await fetch(server.baseUrl + path, {
    method: 'POST',
    body: form,
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe('control characters', () => {
  it('are refused in every search and filter of a query string', async () => {
    for (const [path, field] of [
      [`/api/v1/students/?school=${0}&search=${q(`ab${NUL}c`)}`, 'search'],
      [`/api/v1/users/?search=${q(`x${NUL}`)}`, 'search'],
      [`/api/v1/schools/?search=${q(`x${NUL}`)}`, 'search'],
      [`/api/v1/districts/?search=${q(`x${NUL}`)}`, 'search'],
      [`/api/v1/sent_emails/?search=${q(`x${NUL}`)}`, 'search'],
      [`/api/v1/audit_events/?action=${q(`students.${NUL}`)}`, 'action'],
      [`/api/v1/students/?grade[]=${q(`3${NUL}`)}`, 'grade.0'],
    ] as const) {
      expectControlRefused(await superC.get(path.replace('school=0&', `school=${ids.aspen}&`)), field);
    }
  });

  it('are refused in JSON bodies (names, values, invitations, search values) and nothing is written', async () => {
    const before = (await server.db.execute(sql`select count(*)::int as n from students`)) as unknown as { rows: { n: number }[] };
    const create = await admin.post('/api/v1/students/', {
      school_id: ids.aspen,
      first_name: `Ann${NUL}`,
      last_name: 'Lee',
      grade: '3',
      gender: 'female',
      student_number: 'NUL-1',
    });
    expectControlRefused(create, 'first_name');
    const after = (await server.db.execute(sql`select count(*)::int as n from students`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);

    expectControlRefused(await superC.patch(`/api/v1/schools/${ids.aspen}/`, { name: `Aspen${NUL}` }), 'name');
    const invite = await admin.post('/api/v1/users/', {
      district_id: ids.en,
      people: [{ email: `a${NUL}@demo.test` }],
      schools: [{ school_id: ids.aspen, user_type: 'school_staff' }],
    });
    expectControlRefused(invite, 'people.0.email');
    const search = await admin.post('/api/v1/student_search/', { data_filters: [{ definition_id: 1, operator: 'equal', value: `x${NUL}` }] });
    expectControlRefused(search, 'data_filters.0.value');
    // Other control characters and a lone UTF-16 half are refused the same way; tab and new lines are text.
    expectControlRefused(await superC.patch(`/api/v1/schools/${ids.aspen}/`, { name: 'Aspen\u0007' }), 'name');
    expectControlRefused(await superC.patch(`/api/v1/schools/${ids.aspen}/`, { name: 'Aspen\ud800' }), 'name');
    const fr = await superC.request('PATCH', `/api/v1/schools/${ids.aspen}/`, { name: `Aspen${NUL}` }, { 'accept-language': 'fr' });
    expect(fr.body.error.fields.name.message).toBe(MSG.forbiddenCharacter);
  });

  it('are refused in form fields and file names of an upload', async () => {
    const field = await multipart(admin, '/api/v1/student_imports/', { school_id: `${ids.aspen}${NUL}` }, { name: 'a.csv', data: 'x\n' });
    expectControlRefused(field, 'school_id');
    const name = await multipart(admin, '/api/v1/student_imports/', { school_id: String(ids.aspen) }, { name: `a${NUL}.csv`, data: 'x\n' });
    expectControlRefused(name, 'file');
  });
});

describe('ids beyond an integer column', () => {
  it('answer "You provided invalid id in url" in paths and id query parameters', async () => {
    for (const path of [
      `/api/v1/schools/${TOO_BIG}/`,
      `/api/v1/students/${TOO_BIG}/`,
      `/api/v1/users/99999999999/`,
      `/api/v1/students/?school=${TOO_BIG}`,
      `/api/v1/student_imports/?school=${TOO_BIG}`,
      `/api/v1/audit_events/?user=${TOO_BIG}`,
    ]) {
      const res = await superC.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message, path).toBe('You provided invalid id in url');
    }
    // The largest id an integer column holds is an ordinary id: not found.
    expect((await superC.get(`/api/v1/schools/${TOO_BIG - 1}/`)).status).toBe(404);
  });

  it('are a field error in bodies and form fields', async () => {
    const create = await admin.post('/api/v1/students/', { school_id: TOO_BIG, first_name: 'Ann', last_name: 'Lee', grade: '3', gender: 'female', student_number: 'BIG-1' });
    expect(create.status).toBe(400);
    expect(create.body.error.fields.school_id).toEqual({ message: MSG.invalidValue });
    const sim = await superC.post('/api/v1/simulate/', { user_id: TOO_BIG });
    expect(sim.body.error.fields.user_id).toEqual({ message: MSG.invalidValue });
    const [s] = await server.db.select().from(students).limit(1);
    const version = await admin.patch(`/api/v1/students/${s!.id}/`, { version: TOO_BIG, first_name: 'X' });
    expect(version.status).toBe(400);
    expect(version.body.error.fields.version).toEqual({ message: MSG.invalidValue });
    const page = await superC.get(`/api/v1/schools/?page=${TOO_BIG}`);
    expect(page.status).toBe(400);
    const form = await multipart(admin, '/api/v1/student_imports/', { school_id: String(TOO_BIG) }, { name: 'a.csv', data: 'x\n' });
    expect(form.status).toBe(400);
    expect(form.body.error.fields.school_id).toEqual({ message: MSG.invalidValue });
    const sis = await multipart(superC, '/api/v1/sis_syncs/', { district_id: String(TOO_BIG) }, { name: 'a.zip', data: 'x' });
    expect(sis.status).toBe(400);
    expect(sis.body.error.fields.district_id).toEqual({ message: MSG.invalidValue });
  });
});

describe('the error log', () => {
  it('says what failed, never the SQL parameters (a child’s name)', async () => {
    // A failure the code cannot foresee: the database refuses every new student name.
    await server.db.execute(sql`create function refuse_all() returns trigger language plpgsql as $$ begin raise exception 'refused by test'; end $$`);
    await server.db.execute(sql`create trigger refuse_all before insert on students for each row execute function refuse_all()`);
    try {
      logLines.length = 0;
      const res = await admin.post('/api/v1/students/', {
        school_id: ids.aspen,
        first_name: 'Zéphyrine',
        last_name: 'Quillfeather',
        grade: '3',
        gender: 'female',
        student_number: 'LOG-77',
      });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { code: 'internal', message: 'Internal Server Error' } });
      const failure = logLines.map((l) => JSON.parse(l)).find((l) => l.msg === 'request failed');
      expect(failure).toBeDefined();
      expect(failure.route).toBe('POST /api/v1/students/');
      expect(failure.error.code).toBe('P0001');
      const text = logLines.join('\n');
      for (const secret of ['Zéphyrine', 'Quillfeather', 'LOG-77', 'insert into']) expect(text).not.toContain(secret);
    } finally {
      await server.db.execute(sql`drop trigger refuse_all on students`);
      await server.db.execute(sql`drop function refuse_all()`);
    }
  });
});

describe('CSV exports', () => {
  it('quote a cell holding ";" or a tab, so a French spreadsheet cannot split it into a formula', async () => {
    const name = 'x;=cmd|calc';
    const create = await admin.post('/api/v1/students/', {
      school_id: ids.aspen,
      first_name: name,
      last_name: 'Tab\there',
      grade: '3',
      gender: 'female',
      student_number: 'CSV-SEMI-1',
    });
    expect(create.status, JSON.stringify(create.body)).toBe(201);
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const roster = await (await fetch(`${server.baseUrl}/api/v1/students/export/?school=${ids.aspen}`, { headers: { cookie } })).text();
    const line = roster.split('\r\n').find((l) => l.includes('CSV-SEMI-1'))!;
    expect(line.startsWith('"x;=cmd|calc","Tab\there",')).toBe(true);
    const search = await admin.request('POST', '/api/v1/student_search/export/', { school_id: ids.aspen, grades: ['3'] });
    const row = String(search.body)
      .split(/\r?\n/)
      .find((l) => l.includes('calc'))!;
    expect(row).toContain('"x;=cmd|calc"');
    expect(row).toContain('"Tab\there"');
  });
});

describe('invitations', () => {
  it('answer the same for an address with an account in another district as for a new one, and tell its owner', async () => {
    const body = (email: string) => ({ district_id: ids.en, people: [{ email }], schools: [{ school_id: ids.aspen, user_type: 'school_staff' }] });
    const fresh = await admin.post('/api/v1/users/', body('brand.new.invitee@demo.test'));
    const elsewhere = await admin.post('/api/v1/users/', body('fr.teacher@demo.test'));
    expect(fresh.status).toBe(201);
    expect(elsewhere.status, JSON.stringify(elsewhere.body)).toBe(201);
    expect(Object.keys(elsewhere.body)).toEqual(Object.keys(fresh.body));
    // Nobody was created or moved: the French teacher stays in their district only.
    const memberships = (await server.db.execute(
      sql`select m.district_id from district_memberships m join users u on u.id = m.user_id where u.email = 'fr.teacher@demo.test'`,
    )) as unknown as { rows: { district_id: number }[] };
    expect(memberships.rows.map((r) => r.district_id)).toEqual([ids.fr]);
    const mail = (await server.db.execute(sql`select subject from sent_emails where to_address = 'fr.teacher@demo.test' order by id desc limit 1`)) as unknown as {
      rows: { subject: string }[];
    };
    expect(mail.rows[0]?.subject).toMatch(/^Tentative d'invitation/);
    // An address of the inviter's own district is still refused: they can see it anyway.
    const own = await admin.post('/api/v1/users/', body('teacher@demo.test'));
    expect(own.status).toBe(400);
  });
});
