/**
 * CSV imports under hostile files (issue 13): errors are stored and shown capped (the first of
 * each kind and a count), a NUL in a UTF-16 file is a row error, and an import the database
 * refuses for a reason the checks did not foresee is recorded as failed, never left "running".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@ss/domain';
import { IMPORT_ERRORS_PER_KIND, IMPORT_MORE_ERRORS } from '@ss/domain/student-imports-shared';
import { studentImports } from '@ss/db';
import { demoIds, type DemoIds } from './fixtures.ts';
import { eventually, startTestServer, type ApiClient, type TestServer } from './harness.ts';

let server: TestServer;
let ids: DemoIds;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ workers: true, uploads: { fileMb: 1, imageMb: 1, documentMb: 1 } });
  ids = await demoIds(server.db);
  admin = await server.as('schoolAdmin');
}, 60_000);
afterAll(() => server?.close());

const HEADER = 'first_name,last_name,grade,gender,student_number';
const utf16le = (s: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(s, 'utf16le')]);

async function upload(c: ApiClient, name: string, data: string | Buffer) {
  if (!c.cookies.has('csrftoken')) await c.get('/api/v1/current_user/');
  const form = new FormData();
  form.append('school_id', String(ids.aspen));
  form.append('file', new Blob([data]), name);
  const res = await fetch(`${server.baseUrl}/api/v1/student_imports/`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function finished(id: number) {
  return eventually(async () => {
    const d = await admin.get(`/api/v1/student_imports/${id}/`);
    return ['succeeded', 'failed'].includes(d.body.status) ? d : undefined;
  }, 60_000);
}

describe('CSV import limits', () => {
  it('stores and shows the first errors of each kind and a count, however many rows are bad', async () => {
    const res = await upload(admin, 'empty.csv', `${HEADER}\n${',,,,\n'.repeat(60_000)}`);
    expect(res.status).toBe(202);
    // Whether the server keeps answering while the file is read is a matter of time, so it is measured
    // (issue 13 closing note), not asserted here: parse-import.test.ts checks that parsing
    // yields to the event loop.
    const detail = await finished(res.body.id);

    expect(detail.body.status).toBe('failed');
    expect(detail.body.error_count).toBe(300_000);
    const errors = detail.body.errors as { line: number; field: string; message: string; params?: { count: number } }[];
    expect(errors.length).toBe(5 * (IMPORT_ERRORS_PER_KIND + 1));
    expect(errors.filter((e) => e.message === IMPORT_MORE_ERRORS).map((e) => e.params!.count)).toEqual(Array(5).fill(60_000 - IMPORT_ERRORS_PER_KIND));
    expect(JSON.stringify(detail.body).length).toBeLessThan(100_000);
    const history = await admin.get(`/api/v1/student_imports/?school=${ids.aspen}`);
    expect(history.body.results.find((r: { id: number }) => r.id === res.body.id).error_count).toBe(300_000);
    const [row] = await server.db
      .select({ n: sql<number>`jsonb_array_length(${studentImports.errors})` })
      .from(studentImports)
      .where(eq(studentImports.id, res.body.id));
    expect(Number(row!.n)).toBe(5 * (IMPORT_ERRORS_PER_KIND + 1));
  }, 120_000);

  it('reports a NUL in a UTF-16 file as a bad row and finishes', async () => {
    const res = await upload(admin, 'nul.csv', utf16le(`${HEADER}\r\nAn\u0000na,Lee,1,female,NUL-16\r\n`));
    expect(res.status).toBe(202);
    const detail = await finished(res.body.id);
    expect(detail.body.status).toBe('failed');
    expect(detail.body.errors).toEqual([{ line: 2, field: 'first_name', message: MSG.forbiddenCharacter }]);
  });

  it('records an import the database refuses as failed, with a translated reason, instead of leaving it running', async () => {
    await server.db.execute(sql`create function refuse_import() returns trigger language plpgsql as $$ begin raise exception 'refused by test' using errcode = '22000'; end $$`);
    await server.db.execute(sql`create trigger refuse_import before insert on students for each row execute function refuse_import()`);
    try {
      const res = await upload(admin, 'refused.csv', `${HEADER}\nRefused,Row,1,female,REFUSED-1\n`);
      expect(res.status).toBe(202);
      const detail = await finished(res.body.id);
      expect(detail.body.status).toBe('failed');
      expect(detail.body.errors).toEqual([{ line: 0, message: 'imports.error.internal' }]);
      expect(detail.body.created_count).toBe(0);
    } finally {
      await server.db.execute(sql`drop trigger refuse_import on students`);
      await server.db.execute(sql`drop function refuse_import()`);
    }
  }, 60_000);
});
