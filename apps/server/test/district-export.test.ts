/**
 * A district's own export (issue 24, section 6) through real HTTP, with the job run by the server's workers: 202
 * with the message, the list with progress, the zip (CSV with a byte-order mark and JSON per area, the stored files
 * under files/) holding only that district's rows and no password hash, the e-mail with the link, the download
 * audited with the students it holds (the access record's index), expiry 410, and the refusals (401, 404 for another
 * district, 403 for leaders and teachers, bad input) that change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { auditEvents, auditEventStudents, districtExports, sentEmails, storedFiles, studentDataResults, students } from '@ss/db';
import { DISTRICT_EXPORT_MSG, MSG, type TDistrictExportList } from '@ss/domain';
import { runDistrictExportSweepJob } from '../src/services/district-export/export-job.ts';
import { demoIds, signedInClients, type DemoIds } from './fixtures.ts';
import { eventually, startTestServer, type ApiClient, type TestServer } from './harness.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);

beforeAll(async () => {
  server = await startTestServer({ workers: true });
  ids = await demoIds(server.db);
});
afterAll(() => server?.close());

const exportCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(districtExports))[0]!.n;
const lastAudit = async (action: string) => (await server.db.select().from(auditEvents).where(eq(auditEvents.action, action)).orderBy(desc(auditEvents.id)).limit(1))[0];

async function getBytes(c: ApiClient, path: string) {
  const res = await fetch(c.baseUrl + path, { headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function addFile(district: number, name: string, text: string) {
  const [row] = await server.db
    .insert(storedFiles)
    .values({ district_id: district, purpose: 'resource_document', content_type: 'text/plain', file_name: name, size: text.length, data: Buffer.from(text) })
    .returning({ id: storedFiles.id });
  return row!.id;
}

describe("a district's own export", () => {
  let exportId: number;
  let enFile: number;

  beforeAll(async () => {
    enFile = await addFile(ids.en, 'Plan de lecture.txt', 'EN district file');
    await addFile(ids.fr, 'fichier-fr.txt', 'FR district file');
  });

  it('refuses the signed-out (401), another district (404), leaders and teachers (403), and bad input, changing nothing', async () => {
    const before = await exportCount();
    expect((await server.client().post(`/api/v1/districts/${ids.en}/export/`, { confirm: true })).status).toBe(401);
    expect((await server.client().get(`/api/v1/districts/${ids.en}/export/`)).status).toBe(401);
    const admin = await as('districtAdmin');
    expect((await admin.post(`/api/v1/districts/${ids.fr}/export/`, { confirm: true })).status).toBe(404);
    expect((await admin.get(`/api/v1/districts/${ids.fr}/export/`)).status).toBe(404);
    for (const m of ['districtLeader', 'districtStaff', 'schoolLeader', 'teacher'] as const) {
      const c = await as(m);
      const res = await c.post(`/api/v1/districts/${ids.en}/export/`, { confirm: true });
      expect(res.status, m).toBe(403);
      expect((await c.get(`/api/v1/districts/${ids.en}/export/`)).status, m).toBe(403);
    }
    const missing = await admin.post(`/api/v1/districts/${ids.en}/export/`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.confirm).toEqual({ message: MSG.required });
    const wrong = await admin.post(`/api/v1/districts/${ids.en}/export/`, { confirm: 'yes' });
    expect(wrong.status).toBe(400);
    expect((await admin.post('/api/v1/districts/abc/export/', { confirm: true })).status).toBe(400);
    expect(await exportCount()).toBe(before);
  });

  it('answers 202, runs the job with progress, and mails the requester a link', async () => {
    const admin = await as('districtAdmin');
    const res = await admin.post<{ id: number; message: string }>(`/api/v1/districts/${ids.en}/export/`, { confirm: true });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.message).toBe(DISTRICT_EXPORT_MSG.queued);
    exportId = res.body.id;
    expect(await lastAudit('district.export_requested')).toMatchObject({ actor_user_id: ids.user.districtAdmin, district_id: ids.en, target_id: String(exportId) });
    const done = await eventually(async () => {
      const list = await admin.get<TDistrictExportList>(`/api/v1/districts/${ids.en}/export/`);
      const row = list.body.results.find((r) => r.id === exportId);
      return row?.status === 'done' ? row : undefined;
    }, 60_000);
    expect(done.total).toBeGreaterThan(0);
    expect(done.done_count).toBe(done.total);
    expect(done.download_url).toBe(`/api/v1/districts/${ids.en}/export/${exportId}/download/`);
    expect(done.requested_by.id).toBe(ids.user.districtAdmin);
    const enStudents = (await server.db.select({ id: students.id }).from(students).where(eq(students.district_id, ids.en))).length;
    expect(done.students).toBe(enStudents);
    expect(new Date(done.expires_at!).getTime() - new Date(done.finished_at!).getTime()).toBe(7 * 86_400_000);
    const [mail] = await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, 'district.admin@demo.test')).orderBy(desc(sentEmails.id)).limit(1);
    expect(mail!.subject).toBe('The export of your district’s data is ready');
    expect(mail!.text_body).toContain(done.download_url);
    // The other district's admin does not see it.
    const fr = await as('frAdmin');
    expect((await fr.get(`/api/v1/districts/${ids.fr}/export/`)).body.results.some((r: { id: number }) => r.id === exportId)).toBe(false);
    expect((await getBytes(fr, `/api/v1/districts/${ids.fr}/export/${exportId}/download/`)).status).toBe(404);
    expect((await getBytes(fr, `/api/v1/districts/${ids.en}/export/${exportId}/download/`)).status).toBe(404);
  });

  it('downloads one zip of CSV and JSON per area with only the district’s rows, its files and no secrets, audited with its students', async () => {
    const admin = await as('districtAdmin');
    const res = await getBytes(admin, `/api/v1/districts/${ids.en}/export/${exportId}/download/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const zip = unzipSync(res.bytes);
    const names = Object.keys(zip);
    for (const area of [
      'students',
      'student_profile_values',
      'student_alerts',
      'student_teachers',
      'supports',
      'support_attachments',
      'meeting_attendees',
      'support_plan_signatures',
      'support_plan_attachments',
      'student_data_results',
      'supports_given',
      'support_data_points',
      'board_placements',
      'meetings',
      'meeting_note_sections',
      'actions',
      'support_plans',
      'support_plan_revisions',
      'resources',
      'users',
      'files',
    ])
      for (const ext of ['csv', 'json']) expect(names, `${area}.${ext}`).toContain(`${area}.${ext}`);
    expect(names).toContain(`files/${enFile}-Plan-de-lecture.txt`);
    expect(strFromU8(zip[`files/${enFile}-Plan-de-lecture.txt`]!)).toBe('EN district file');
    expect(names.some((n) => n.includes('fichier-fr'))).toBe(false);
    // A CSV starts with a byte-order mark; every row of every area is the district's.
    expect([...zip['students.csv']!.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = strFromU8(zip['students.csv']!);
    expect(csv.split('\r\n')[0]).toContain('first_name');
    for (const area of ['students', 'supports_given', 'meetings', 'meeting_notes', 'actions', 'support_plans', 'resources', 'schools', 'files', 'supports']) {
      const rows = JSON.parse(strFromU8(zip[`${area}.json`]!)) as { district_id: number }[];
      expect(
        rows.every((r) => r.district_id === ids.en),
        area,
      ).toBe(true);
    }
    const studentRows = JSON.parse(strFromU8(zip['students.json']!)) as { id: number }[];
    expect(studentRows.length).toBeGreaterThan(0);
    const enIds = new Set(studentRows.map((s) => s.id));
    for (const area of ['student_data_results', 'board_placements', 'student_profile_values', 'student_alerts', 'student_teachers']) {
      const rows = JSON.parse(strFromU8(zip[`${area}.json`]!)) as { student_id: number | null }[];
      expect(
        rows.every((r) => r.student_id === null || enIds.has(r.student_id)),
        area,
      ).toBe(true);
    }
    // Areas are written a window at a time: every row arrives once (the demo's 2,600-odd data results of the district span two windows).
    const results = JSON.parse(strFromU8(zip['student_data_results.json']!)) as { id: number }[];
    const [{ n: enResults }] = (await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(studentDataResults)
      .innerJoin(students, eq(students.id, studentDataResults.student_id))
      .where(eq(students.district_id, ids.en))) as [{ n: number }];
    expect(results.length).toBe(enResults);
    expect(new Set(results.map((r) => r.id)).size).toBe(results.length);
    const csvLinesCount = strFromU8(zip['student_data_results.csv']!).trimEnd().split('\r\n').length;
    expect(csvLinesCount).toBeGreaterThanOrEqual(enResults + 1);
    const users = JSON.parse(strFromU8(zip['users.json']!)) as Record<string, unknown>[];
    expect(users.some((u) => u.email === 'district.admin@demo.test')).toBe(true);
    expect(users.some((u) => u.email === 'fr.admin@demo.test' || u.email === 'super@demo.test')).toBe(false);
    const all = names
      .filter((n) => !n.startsWith('files/'))
      .map((n) => strFromU8(zip[n]!))
      .join('\n');
    expect(all).not.toMatch(/password_hash|\$argon2|\$2[aby]\$|token_hash|secret/i);
    // The download is audited, and counts for every student the zip holds.
    const audit = await lastAudit('district.export_downloaded');
    expect(audit).toMatchObject({ actor_user_id: ids.user.districtAdmin, district_id: ids.en, target_type: 'district_export', target_id: String(exportId) });
    const indexed = await server.db.select({ id: auditEventStudents.student_id }).from(auditEventStudents).where(eq(auditEventStudents.event_id, audit!.id));
    expect(new Set(indexed.map((r) => r.id))).toEqual(enIds);
    const made = await lastAudit('district.export_made');
    const madeIndexed = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEventStudents)
      .where(eq(auditEventStudents.event_id, made!.id));
    expect(madeIndexed[0]!.n).toBe(enIds.size);
    // A super admin downloads it too.
    expect((await getBytes(await as('super'), `/api/v1/districts/${ids.en}/export/${exportId}/download/`)).status).toBe(200);
  });

  it('refuses a second export while one is being made, and answers 410 once expired (the file removed, as the daily sweep does)', async () => {
    const admin = await as('districtAdmin');
    const [busy] = await server.db.insert(districtExports).values({ district_id: ids.en, requested_by: ids.user.districtAdmin, status: 'running' }).returning();
    const res = await admin.post(`/api/v1/districts/${ids.en}/export/`, { confirm: true });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(DISTRICT_EXPORT_MSG.busy);
    await server.db.update(districtExports).set({ status: 'failed' }).where(eq(districtExports.id, busy!.id));
    expect((await getBytes(admin, `/api/v1/districts/${ids.en}/export/${busy!.id}/download/`)).status).toBe(409);

    await server.db
      .update(districtExports)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(districtExports.id, exportId));
    const gone = await admin.get(`/api/v1/districts/${ids.en}/export/${exportId}/download/`);
    expect(gone.status).toBe(410);
    expect(gone.body.error.message).toBe(DISTRICT_EXPORT_MSG.expired);
    const [row] = await server.db
      .select()
      .from(districtExports)
      .where(and(eq(districtExports.id, exportId)));
    expect(row!.file_id).toBeNull();
    const list = await admin.get<TDistrictExportList>(`/api/v1/districts/${ids.en}/export/`);
    expect(list.body.results.find((r) => r.id === exportId)).toMatchObject({ expired: true, download_url: null });

    // The daily sweep removes the zips of the other expired exports; their rows stay.
    const [file] = await server.db
      .insert(storedFiles)
      .values({ district_id: ids.fr, purpose: 'district_export', content_type: 'application/zip', file_name: 'old.zip', size: 1, data: Buffer.from([0]) })
      .returning({ id: storedFiles.id });
    const [old] = await server.db
      .insert(districtExports)
      .values({ district_id: ids.fr, requested_by: ids.user.frAdmin, status: 'done', file_id: file!.id, expires_at: new Date(Date.now() - 1000) })
      .returning();
    await runDistrictExportSweepJob(server.runtime.ctx);
    expect((await server.db.select().from(districtExports).where(eq(districtExports.id, old!.id)))[0]!.file_id).toBeNull();
    expect(await server.db.select().from(storedFiles).where(eq(storedFiles.id, file!.id))).toEqual([]);
  });
});
