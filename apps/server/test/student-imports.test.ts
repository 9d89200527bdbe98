import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { auditEvents, CAST, districts, sentEmails, studentImports, students, type CastMember } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import { runStudentImportJob } from '../src/services/student-imports/run-import-job.ts';
import { sweepArchivedStudents } from '../src/services/student-imports/retention.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { eventually, startTestServer, type ApiClient, type TestServer } from './harness.ts';

let server: TestServer;
let ids: DemoIds;
beforeAll(async () => {
  // Workers on: the import is done by the job, as in production. A 1 MB limit makes "too large" cheap to test.
  server = await startTestServer({ workers: true, uploads: { fileMb: 1, imageMb: 1, documentMb: 1 } });
  ids = await demoIds(server.db);
}, 60_000);
afterAll(() => server?.close());

const clients = new Map<CastMember, ApiClient>();
const as = async (m: CastMember) => {
  if (!clients.has(m)) clients.set(m, await server.as(m));
  return clients.get(m)!;
};

/** Sends a multipart upload with the client's cookies and CSRF token. */
async function upload(c: ApiClient, fields: Record<string, string>, file?: { name: string; data: string | Buffer }) {
  if (!c.cookies.has('csrftoken')) await c.get('/api/v1/current_user/');
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.data]), file.name);
  const res = await fetch(`${server.baseUrl}/api/v1/student_imports/`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
  });
  return { status: res.status, body: (await res.json()) as any };
}

const HEADER = 'first_name,last_name,grade,gender,student_number,sis_number';
const csv = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

async function importAndWait(c: ApiClient, schoolId: number, name: string, content: string | Buffer) {
  const res = await upload(c, { school_id: String(schoolId) }, { name, data: content });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  expect(res.body.message).toBe("Your upload is in progress. We will notify you via email once it's completed.");
  return eventually(async () => {
    const d = await c.get(`/api/v1/student_imports/${res.body.id}/`);
    return ['succeeded', 'failed'].includes(d.body.status) ? d.body : undefined;
  });
}

const byNumber = (prefix: string) =>
  server.db
    .select()
    .from(students)
    .where(like(students.student_number, `${prefix}%`));
const lastEmailTo = async (to: string) => (await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, to)).orderBy(desc(sentEmails.id)).limit(1))[0];

async function addStudent(schoolId: number, districtId: number, first: string, last: string, number: string, extra: Partial<typeof students.$inferInsert> = {}) {
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
      student_number: number,
      ...extra,
    })
    .returning();
  return row!;
}

describe('every route requires sign-in', () => {
  it.each([
    ['GET', '/api/v1/students/export/?school=1'],
    ['POST', '/api/v1/student_imports/'],
    ['GET', '/api/v1/student_imports/?school=1'],
    ['GET', '/api/v1/student_imports/1/'],
    ['GET', '/api/v1/districts/1/retention/'],
    ['PATCH', '/api/v1/districts/1/retention/'],
  ])('%s %s → 401', async (method, path) => {
    const res = await server.client().request(method, path, method === 'GET' ? undefined : { archive_auto_delete_days: 60 });
    expect(res.status).toBe(401);
  });
});

it('describes its routes in the OpenAPI document', async () => {
  const doc = await server.client().get('/api/docs/json');
  expect(doc.status).toBe(200);
  for (const path of ['/api/v1/students/export/', '/api/v1/student_imports/', '/api/v1/student_imports/{id}/', '/api/v1/districts/{id}/retention/'])
    expect(doc.body.paths).toHaveProperty([path]);
});

describe('CSV import', () => {
  it('answers each upload message and stores nothing', async () => {
    const c = await as('schoolAdmin');
    const before = (await server.db.select().from(studentImports)).length;
    const school = { school_id: String(ids.aspen) };
    expect((await c.post('/api/v1/student_imports/', { school_id: ids.aspen })).body.error.message).toBe('Please select a file');
    expect((await upload(c, school)).body.error.message).toBe('Please select a file');
    const txt = await upload(c, school, { name: 'students.txt', data: csv('A,B,3,male,1') });
    expect(txt.status).toBe(400);
    expect(txt.body.error.fields.file.message).toBe('Please select a CSV file');
    const bin = await upload(c, school, { name: 'students.csv', data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 0xff]) });
    expect(bin.body.error.message).toBe('Invalid file type');
    const big = await upload(c, school, { name: 'big.csv', data: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.status).toBe(400);
    expect(big.body.error.fields.file).toEqual({ message: 'File size should be up to {maxAllowedFileSize} MB', params: { maxAllowedFileSize: 1 } });
    expect((await upload(c, {}, { name: 's.csv', data: csv('A,B,3,male,1') })).body.error.fields.school_id.message).toBe('Required');
    expect((await server.db.select().from(studentImports)).length).toBe(before);
  });

  it('refuses a teacher (403), another school out of scope and another district (404) before looking at the file', async () => {
    const file = { name: 's.csv', data: csv('Tea,Cher,3,male,T-1') };
    expect((await upload(await as('teacher'), { school_id: String(ids.aspen) }, file)).status).toBe(403);
    expect((await upload(await as('schoolStaff'), { school_id: String(ids.aspen) }, { name: 'x.txt', data: 'x' })).status).toBe(403);
    expect((await upload(await as('schoolAdmin'), { school_id: String(ids.riverbend) }, file)).status).toBe(404);
    expect((await upload(await as('frAdmin'), { school_id: String(ids.aspen) }, file)).status).toBe(404);
    expect((await upload(await as('districtAdmin'), { school_id: String(ids.troisPonts) }, { name: 'x.txt', data: 'x' })).status).toBe(404);
    expect(await byNumber('T-1')).toHaveLength(0);
  });

  it('answers 202 at once; the job creates the students, e-mails the counts and audits', async () => {
    const c = await as('schoolAdmin');
    const content = '\uFEFFFirst Name, Last Name ,GRADE,Gender,Student-Number,SIS number\nÉlise,Côté,k,Female,IMP-1,\nMarc,Dupuis,4,male,IMP-2,S-2\n';
    const done = await importAndWait(c, ids.aspen, 'first.csv', content);
    expect(done).toMatchObject({ status: 'succeeded', total_rows: 2, created_count: 2, updated_count: 0, unchanged_count: 0, error_count: 0, errors: [], file_name: 'first.csv' });
    const rows = await byNumber('IMP-');
    expect(rows.map((r) => [r.first_name, r.grade, r.gender, r.sis_number, r.school_id, r.search_name]).sort()).toEqual([
      ['Marc', '4', 'male', 'S-2', ids.aspen, 'marc dupuis'],
      ['Élise', 'K', 'female', null, ids.aspen, 'elise cote'],
    ]);
    const email = await eventually(() => lastEmailTo(CAST.schoolAdmin));
    expect(email.subject).toBe('Student import completed: first.csv');
    expect(email.text_body).toContain('New students: 2');
    expect(email.text_body).toContain('Aspen Grove Elementary');
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'students.import'), eq(auditEvents.target_id, String(done.id))));
    expect(audit).toMatchObject({ outcome: 'success', school_id: ids.aspen, details: expect.objectContaining({ created_count: 2 }) });
  });

  it('reads a semicolon-separated file (spreadsheets in French save CSV that way)', async () => {
    const done = await importAndWait(await as('schoolAdmin'), ids.aspen, 'semi.csv', 'first_name;last_name;grade;gender;student_number\nLéa;Dubé, fille;2;female;SEMI-1\n');
    expect(done).toMatchObject({ status: 'succeeded', created_count: 1 });
    expect((await byNumber('SEMI-1'))[0]).toMatchObject({ first_name: 'Léa', last_name: 'Dubé, fille' });
  });

  it('reads a file saved as Windows-1252 (Excel "CSV" on Windows) with its accents intact', async () => {
    const file = Buffer.from('first_name;last_name;grade;gender;student_number\r\nHélène;Côté;2;female;CP1252-1\r\n', 'latin1');
    const done = await importAndWait(await as('schoolAdmin'), ids.aspen, 'excel.csv', file);
    expect(done).toMatchObject({ status: 'succeeded', created_count: 1 });
    expect((await byNumber('CP1252-1'))[0]).toMatchObject({ first_name: 'Hélène', last_name: 'Côté', search_name: 'helene cote' });
    // Excel's "Unicode text": UTF-16 with its byte-order mark, tab-separated.
    const unicode = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('first_name\tlast_name\tgrade\tgender\tstudent_number\r\nZoë\tPaquette\t2\tother\tUTF16-1\r\n', 'utf16le'),
    ]);
    expect(await importAndWait(await as('schoolAdmin'), ids.aspen, 'unicode.csv', unicode)).toMatchObject({ status: 'succeeded', created_count: 1 });
    expect((await byNumber('UTF16-1'))[0]).toMatchObject({ first_name: 'Zoë', last_name: 'Paquette', gender: 'other' });
  });

  it('importing the same file twice changes nothing; a changed row is updated and the rest left alone', async () => {
    const c = await as('schoolAdmin');
    const content = csv('Ana,Silva,2,female,TWICE-1,', 'Bo,Lee,3,male,TWICE-2,');
    expect(await importAndWait(c, ids.aspen, 'twice.csv', content)).toMatchObject({ created_count: 2 });
    const [first] = await byNumber('TWICE-1');
    const again = await importAndWait(c, ids.aspen, 'twice.csv', content);
    expect(again).toMatchObject({ status: 'succeeded', created_count: 0, updated_count: 0, unchanged_count: 2 });
    expect((await byNumber('TWICE-1'))[0]!.version).toBe(first!.version);
    const changed = await importAndWait(c, ids.aspen, 'changed.csv', csv('Ana,Silva-Moreau,3,female,TWICE-1,', 'Bo,Lee,3,male,TWICE-2,'));
    expect(changed).toMatchObject({ created_count: 0, updated_count: 1, unchanged_count: 1 });
    const [ana] = await byNumber('TWICE-1');
    expect(ana).toMatchObject({ last_name: 'Silva-Moreau', grade: '3', search_name: 'ana silva-moreau', version: first!.version + 1 });
  });

  it('writes nothing when one row is bad, and lists every bad row with its line, column and reason', async () => {
    const c = await as('schoolAdmin');
    await addStudent(ids.riverbend, ids.en, 'Taken', 'Elsewhere', 'BAD-TAKEN');
    const content = csv(
      'Good,Row,3,male,BAD-1,', // line 2
      ',Nofirst,3,male,BAD-2,', // line 3
      'Odd,Gender,3,robot,BAD-3,', // line 4
      'Odd,Grade,14,female,BAD-4,', // line 5
      'Dup,One,3,male,BAD-DUP,', // line 6
      'Dup,Two,3,male,BAD-DUP,', // line 7
      'Other,School,3,male,BAD-TAKEN,', // line 8
      `${'x'.repeat(101)},Long,3,male,BAD-5,`, // line 9
    );
    const done = await importAndWait(c, ids.aspen, 'bad.csv', content);
    expect(done.status).toBe('failed');
    expect(done.errors).toEqual([
      { line: 3, field: 'first_name', message: 'Required' },
      { line: 4, field: 'gender', message: 'Invalid value' },
      { line: 5, field: 'grade', message: 'Invalid value' },
      { line: 6, field: 'student_number', message: 'Not unique' },
      { line: 7, field: 'student_number', message: 'Not unique' },
      { line: 8, field: 'student_number', message: 'Exists' },
      { line: 9, field: 'first_name', message: 'Please enter maximum {maxlength} characters', params: { maxlength: 100 } },
    ]);
    expect(done).toMatchObject({ created_count: 0, updated_count: 0, error_count: 7 });
    expect(await byNumber('BAD-')).toHaveLength(1); // only the student of the other school
    const email = await eventually(async () => {
      const e = await lastEmailTo(CAST.schoolAdmin);
      return e?.subject.includes('bad.csv') ? e : undefined;
    });
    expect(email.subject).toBe('Student import failed: bad.csv');
    expect(email.text_body).toContain('Nothing was imported from bad.csv');
    expect(email.text_body).toContain('- Line 3, First name: Required');
    expect(email.text_body).toContain('- Line 8, Student number: Exists');
    expect(email.text_body).toContain('- Line 9, First name: Please enter maximum 100 characters');
  });

  it('reports a missing column and a file without rows', async () => {
    const c = await as('schoolAdmin');
    const missing = await importAndWait(c, ids.aspen, 'cols.csv', 'first_name,last_name,grade\nA,B,3\n');
    expect(missing.errors).toEqual([
      { line: 1, field: 'gender', message: 'imports.error.missingColumn', params: { column: 'gender' } },
      { line: 1, field: 'student_number', message: 'imports.error.missingColumn', params: { column: 'student_number' } },
    ]);
    expect((await importAndWait(c, ids.aspen, 'empty.csv', `${HEADER}\n`)).errors).toEqual([{ line: 1, message: 'imports.error.noRows' }]);
  });

  it('e-mails a francophone uploader in French', async () => {
    const done = await importAndWait(await as('frAdmin'), ids.troisPonts, 'eleves.csv', csv('Zoé,Roy,3,autre,FR-1,'));
    expect(done.status).toBe('failed');
    const email = await eventually(async () => {
      const e = await lastEmailTo(CAST.frAdmin);
      return e?.subject.includes('eleves.csv') ? e : undefined;
    });
    expect(email.subject).toBe('Échec de l’importation d’élèves : eleves.csv');
    expect(email.text_body).toContain('- Ligne 2, Genre : Valeur invalide');
  });

  it('is idempotent: running the job again after it finished writes and mails nothing more', async () => {
    const c = await as('schoolAdmin');
    const done = await importAndWait(c, ids.aspen, 'idem.csv', csv('Idem,Potent,5,other,IDEM-1,'));
    const emails = (await server.db.select().from(sentEmails)).length;
    await runStudentImportJob(server.runtime.ctx, { importId: done.id });
    await runStudentImportJob(server.runtime.ctx, { importId: done.id });
    expect(await byNumber('IDEM-')).toHaveLength(1);
    expect((await server.db.select().from(sentEmails)).length).toBe(emails);
  });

  it('lists a school’s imports newest first with the upload limit, only to roster managers in scope', async () => {
    const c = await as('schoolAdmin');
    const list = await c.get(`/api/v1/student_imports/?school=${ids.aspen}&pageSize=2`);
    expect(list.status).toBe(200);
    expect(list.body.max_upload_mb).toBe(1);
    expect(list.body.results).toHaveLength(2);
    expect(list.body.count).toBeGreaterThan(4);
    expect(list.body.results[0].id).toBeGreaterThan(list.body.results[1].id);
    expect(list.body.results[0].created_by.first_name).toBeTruthy();
    const one = list.body.results[0].id;
    expect((await (await as('teacher')).get(`/api/v1/student_imports/?school=${ids.aspen}`)).status).toBe(403);
    expect((await (await as('teacher')).get(`/api/v1/student_imports/${one}/`)).status).toBe(403);
    expect((await (await as('frAdmin')).get(`/api/v1/student_imports/${one}/`)).status).toBe(404);
    expect((await (await as('frAdmin')).get(`/api/v1/student_imports/?school=${ids.aspen}`)).status).toBe(404);
    expect((await (await as('districtLeader')).get(`/api/v1/student_imports/${one}/`)).status).toBe(200);
    expect((await c.get('/api/v1/student_imports/999999/')).status).toBe(404);
    expect((await c.get('/api/v1/student_imports/')).body.error.fields.school.message).toBe('Required');
  });
});

describe('CSV export', () => {
  it('streams a formula-safe CSV with a BOM, the right headers, and audits the count', async () => {
    await addStudent(ids.aspen, ids.en, '=HYPERLINK("http://evil.test","x")', '+Plus', 'EXP-1');
    // The demo seed archives a few Aspen students too: the audit counts them plus the test's own.
    const archivedBefore = (
      await server.db
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'archived')))
    ).length;
    await addStudent(ids.aspen, ids.en, 'Arch', 'Ived', 'EXP-2', { status: 'archived', archived_at: '2026-01-15' });
    const c = await as('schoolAdmin');
    const res = await fetch(`${server.baseUrl}/api/v1/students/export/?school=${ids.aspen}`, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="students-aspen-grove-elementary-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('first_name,last_name,grade,gender,student_number,sis_number,status,graduated_year,archive_date,school,teachers');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")",'+Plus,3,female,EXP-1,,active,,,Aspen Grove Elementary,`);
    expect(text).not.toContain('EXP-2'); // active only by default
    expect(text).toContain('Élise,Côté,K');
    const archived = await c.get(`/api/v1/students/export/?school=${ids.aspen}&status[]=archived`);
    expect(archived.body).toContain('Arch,Ived,3,female,EXP-2,,archived,,2026-01-15,Aspen Grove Elementary,');
    const archivedLines = (archived.body as string).trimEnd().split('\r\n').slice(1);
    expect(archivedLines).toHaveLength(archivedBefore + 1);
    expect(archivedLines.every((l) => l.includes(',archived,'))).toBe(true);
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'students.export')).orderBy(desc(auditEvents.id)).limit(1);
    expect(audit).toMatchObject({ school_id: ids.aspen, details: { count: archivedBefore + 1, statuses: ['archived'] } });
  });

  it('writes the headers and words of the language asked, and the import’s own names without one', async () => {
    await addStudent(ids.aspen, ids.en, 'Zoé', 'Langue', 'EXP-LANG', { status: 'archived', archived_at: '2026-02-01' });
    const c = await as('schoolAdmin');
    const lines = async (query: string) =>
      ((await c.get(`/api/v1/students/export/?school=${ids.aspen}&status[]=archived${query}`)).body as string).replace(/^\uFEFF/, '').split('\r\n');
    const fr = await lines('&lang=fr');
    expect(fr[0]).toBe('Prénom,Nom,Année,Genre,Numéro d’élève,Numéro SIS,Statut,Année de diplomation,Date d’archivage,École,Enseignants');
    expect(fr).toContain('Zoé,Langue,3,Féminin,EXP-LANG,,Archivé,,2026-02-01,Aspen Grove Elementary,');
    const en = await lines('&lang=en');
    expect(en[0]).toBe('First name,Last name,Grade,Gender,Student number,SIS number,Status,Graduation year,Archive date,School,Teachers');
    expect(en).toContain('Zoé,Langue,3,Female,EXP-LANG,,Archived,,2026-02-01,Aspen Grove Elementary,');
    const codes = await lines('');
    expect(codes[0]).toBe('first_name,last_name,grade,gender,student_number,sis_number,status,graduated_year,archive_date,school,teachers');
    expect(codes).toContain('Zoé,Langue,3,female,EXP-LANG,,archived,,2026-02-01,Aspen Grove Elementary,');
    const other = await c.get(`/api/v1/students/export/?school=${ids.aspen}&lang=de`);
    expect(other.status).toBe(400);
    expect(other.body.error.fields.lang.message).toBe('Invalid value');
  });

  it('keeps school admins to their school and lets district managers export the district', async () => {
    await addStudent(ids.riverbend, ids.en, 'River', 'Student', 'EXP-R1');
    expect((await (await as('schoolAdmin')).get(`/api/v1/students/export/?school=${ids.riverbend}`)).status).toBe(404);
    expect((await (await as('schoolAdmin')).get(`/api/v1/students/export/?district=${ids.en}`)).status).toBe(403);
    expect((await (await as('teacher')).get(`/api/v1/students/export/?school=${ids.aspen}`)).status).toBe(403);
    expect((await (await as('frAdmin')).get(`/api/v1/students/export/?school=${ids.aspen}`)).status).toBe(404);
    expect((await (await as('frAdmin')).get(`/api/v1/students/export/?district=${ids.en}`)).status).toBe(404);
    const district = await (await as('districtLeader')).get(`/api/v1/students/export/?district=${ids.en}`);
    expect(district.status).toBe(200);
    expect(district.headers.get('content-disposition')).toContain('students-prairie-creek-school-division-');
    expect(district.body).toContain('EXP-R1');
    expect(district.body).toContain('EXP-1');
    expect(district.body).not.toContain('FR-');
  });

  it('refuses a query naming neither or both, or an unknown status', async () => {
    const c = await as('districtAdmin');
    expect((await c.get('/api/v1/students/export/')).status).toBe(400);
    expect((await c.get(`/api/v1/students/export/?school=${ids.aspen}&district=${ids.en}`)).status).toBe(400);
    expect((await c.get(`/api/v1/students/export/?school=${ids.aspen}&status=deleted`)).status).toBe(400);
  });

  it('exports more than one batch in order without repeating or losing a row', async () => {
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      district_id: ids.en,
      school_id: ids.riverbend,
      first_name: 'Same',
      last_name: i % 2 ? 'Batch' : 'Bätch',
      search_name: 'x',
      grade: '1',
      gender: 'male' as const,
      student_number: `BULK-${String(i).padStart(5, '0')}`,
    }));
    await server.db.insert(students).values(rows);
    const res = await (await as('districtAdmin')).get(`/api/v1/students/export/?school=${ids.riverbend}`);
    const numbers = (res.body as string)
      .split('\r\n')
      .filter((l) => l.includes('BULK-'))
      .map((l) => l.split(',')[4]);
    expect(numbers).toHaveLength(2100);
    expect(new Set(numbers).size).toBe(2100);
  });
});

describe('retention of archived students', () => {
  it('is read by district managers, changed only by district admins, with the range enforced', async () => {
    const admin = await as('districtAdmin');
    expect((await admin.get(`/api/v1/districts/${ids.en}/retention/`)).body).toEqual({ district_id: ids.en, archive_auto_delete_days: null, abilities: { update: true } });
    const leader = await as('districtLeader');
    expect((await leader.get(`/api/v1/districts/${ids.en}/retention/`)).body.abilities.update).toBe(false);
    expect((await leader.patch(`/api/v1/districts/${ids.en}/retention/`, { archive_auto_delete_days: 60 })).status).toBe(403);
    expect((await (await as('schoolAdmin')).get(`/api/v1/districts/${ids.en}/retention/`)).status).toBe(403);
    expect((await (await as('frAdmin')).patch(`/api/v1/districts/${ids.en}/retention/`, { archive_auto_delete_days: 60 })).status).toBe(404);
    const low = await admin.patch(`/api/v1/districts/${ids.en}/retention/`, { archive_auto_delete_days: 29 });
    expect(low.body.error.fields.archive_auto_delete_days).toEqual({ message: 'Value must be greater than or equal to {min}', params: expect.objectContaining({ min: 30 }) });
    const high = await admin.patch(`/api/v1/districts/${ids.en}/retention/`, { archive_auto_delete_days: 3651 });
    expect(high.body.error.fields.archive_auto_delete_days.message).toBe('Value must be less than or equal to {max}');
    expect((await admin.patch(`/api/v1/districts/${ids.en}/retention/`, { archive_auto_delete_days: '60' })).body.error.fields.archive_auto_delete_days.message).toBe(
      'Please enter only numbers',
    );
    expect((await admin.patch(`/api/v1/districts/${ids.en}/retention/`, { archive_auto_delete_days: 60, other: 1 })).status).toBe(400);
    expect((await admin.get(`/api/v1/districts/${ids.en}/retention/`)).body.archive_auto_delete_days).toBeNull();
    const ok = await admin.patch(`/api/v1/districts/${ids.en}/retention/`, { archive_auto_delete_days: 365 });
    expect(ok.body.archive_auto_delete_days).toBe(365);
    const [audit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'district.retention_changed'));
    expect(audit!.details).toEqual({ changes: { archive_auto_delete_days: [null, 365] } });
  });

  it('is scheduled daily with pg-boss (on PGlite too)', async () => {
    const rows = await server.db.execute(sql`select name, cron, timezone from pgboss.schedule where name = 'archive-sweep'`);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ name: 'archive-sweep', cron: '17 3 * * *', timezone: 'UTC' }]);
  });

  it('the sweep deletes only archived students older than the setting, in districts that switched it on', async () => {
    const now = new Date('2027-06-30T12:00:00Z');
    await server.db.update(districts).set({ archive_auto_delete_days: 365 }).where(eq(districts.id, ids.en));
    await server.db.update(districts).set({ archive_auto_delete_days: null }).where(eq(districts.id, ids.fr));
    const old = await addStudent(ids.aspen, ids.en, 'Old', 'Archive', 'RET-1', { status: 'archived', archived_at: '2026-06-01' });
    const recent = await addStudent(ids.aspen, ids.en, 'Recent', 'Archive', 'RET-2', { status: 'archived', archived_at: '2026-08-01' });
    const active = await addStudent(ids.aspen, ids.en, 'Still', 'Active', 'RET-3');
    const graduated = await addStudent(ids.aspen, ids.en, 'Grad', 'Uated', 'RET-4', { status: 'graduated', graduated_year: 2020 });
    const frOld = await addStudent(ids.troisPonts, ids.fr, 'Vieux', 'Archivé', 'RET-5', { status: 'archived', archived_at: '2020-01-01' });
    const results = await sweepArchivedStudents(server.runtime.ctx, now);
    const en = results.find((r) => r.district_id === ids.en)!;
    expect(en.deleted).toContain(old.id);
    expect(results.find((r) => r.district_id === ids.fr)).toBeUndefined();
    const after = await server.db
      .select()
      .from(students)
      .where(inArray(students.id, [old.id, recent.id, active.id, graduated.id, frOld.id]));
    const status = Object.fromEntries(after.map((s) => [s.id, s.status]));
    expect(status).toEqual({ [old.id]: 'deleted', [recent.id]: 'archived', [active.id]: 'active', [graduated.id]: 'graduated', [frOld.id]: 'archived' });
    expect(after.find((s) => s.id === old.id)!.deleted_at).not.toBeNull();
    const audits = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'students.auto_deleted'));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ district_id: ids.en, details: { days: 365, archived_before: '2026-06-30', count: en.deleted.length, student_ids: en.deleted } });
    // A second run finds nothing more to delete.
    expect((await sweepArchivedStudents(server.runtime.ctx, now))[0]!.deleted).toEqual([]);
  });
});
