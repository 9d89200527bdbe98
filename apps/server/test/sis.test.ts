import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { auditEvents, districtMemberships, passwordTokens, schoolMemberships, sentEmails, sisSyncs, students, studentTeachers, users } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import { readBundle } from '../src/services/sis/bundle.ts';
import { runSisSyncJob } from '../src/services/sis/run-sync-job.ts';
import { demoIds, type DemoIds } from './fixtures.ts';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import { fixtureFiles, upload, withoutLines, zipFiles, type BundleFiles } from './sis-bundle.ts';

let server: TestServer;
let ids: DemoIds;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
  admin = await server.as('districtAdmin');
});
afterAll(() => server?.close());

/** Uploads a bundle as the district admin and runs its job, as a worker would. */
async function planned(files: BundleFiles, client = admin, districtId = ids.en) {
  const res = await upload(client, districtId, zipFiles(files));
  expect(res.status).toBe(202);
  await runSisSyncJob(server.runtime.ctx, { syncId: res.body.id });
  return (await client.get(`/api/v1/sis_syncs/${res.body.id}/`)).body;
}

const orCount = async () =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(students)
      .where(like(students.student_number, 'OR-%'))
  )[0]!.n;
const userByEmail = async (email: string) => (await server.db.select().from(users).where(eq(users.email, email)))[0];

describe('access', () => {
  it('requires sign-in on every route', async () => {
    const c = server.client();
    expect((await upload(c, ids.en, zipFiles(fixtureFiles('valid')))).status).toBe(401);
    for (const path of ['/api/v1/sis_syncs/', '/api/v1/sis_syncs/1/', `/api/v1/sis_org_mappings/?district=${ids.en}`]) {
      expect((await c.get(path)).status).toBe(401);
    }
    expect((await c.post('/api/v1/sis_syncs/1/apply/', {})).status).toBe(401);
    expect((await c.request('PUT', '/api/v1/sis_org_mappings/', { district_id: ids.en, mappings: [] })).status).toBe(401);
  });

  it('answers 404 for another district and 403 to teachers and district leaders, before reading the file', async () => {
    const bundle = zipFiles(fixtureFiles('valid'));
    expect((await upload(admin, ids.fr, bundle)).status).toBe(404);
    expect((await admin.get(`/api/v1/sis_syncs/?district=${ids.fr}`)).status).toBe(404);
    expect((await admin.get(`/api/v1/sis_org_mappings/?district=${ids.fr}`)).status).toBe(404);
    expect((await admin.request('PUT', '/api/v1/sis_org_mappings/', { district_id: ids.fr, mappings: [] })).status).toBe(404);
    const fr = await server.as('frAdmin');
    const frSync = await upload(fr, ids.fr, bundle);
    expect(frSync.status).toBe(202);
    expect((await admin.get(`/api/v1/sis_syncs/${frSync.body.id}/`)).status).toBe(404);
    expect((await admin.post(`/api/v1/sis_syncs/${frSync.body.id}/apply/`, {})).status).toBe(404);

    for (const member of ['teacher', 'districtLeader'] as const) {
      const c = await server.as(member);
      const res = await upload(c, ids.en, bundle);
      expect(res.status).toBe(403);
      expect((await c.get(`/api/v1/sis_syncs/?district=${ids.en}`)).status).toBe(403);
      expect((await c.get('/api/v1/sis_syncs/')).status).toBe(403);
      expect((await c.get(`/api/v1/sis_org_mappings/?district=${ids.en}`)).status).toBe(403);
      expect((await c.request('PUT', '/api/v1/sis_org_mappings/', { district_id: ids.en, mappings: [] })).status).toBe(403);
    }
    const before = await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sisSyncs)
      .where(eq(sisSyncs.district_id, ids.en));
    expect(before[0]!.n).toBe(0);
  });
});

describe('POST /api/v1/sis_syncs/ messages', () => {
  it('refuses a file that is not a zip, a missing file and a missing district', async () => {
    const notZip = await upload(admin, ids.en, strToU8('sourcedId,name\n1,x\n'), 'orgs.csv');
    expect(notZip.status).toBe(400);
    expect(notZip.body.error.message).toBe('Invalid file type');
    const none = await upload(admin, ids.en, null);
    expect(none.body.error.message).toBe('Please select a file');
    const noDistrict = await upload(admin, null, zipFiles(fixtureFiles('valid')));
    expect(noDistrict.status).toBe(400);
    expect(noDistrict.body.error.fields.district_id.message).toBe('Required');
    expect((await admin.post('/api/v1/sis_syncs/', {})).status).toBe(400);
  });
});

describe('a broken bundle', () => {
  it('fails with each error’s file and line, and writes nothing', async () => {
    const sync = await planned(fixtureFiles('broken'));
    expect(sync.status).toBe('failed');
    const at = sync.errors.map((e: { file: string; line?: number; message: string }) => `${e.file}:${e.line}:${e.message}`);
    expect(at).toEqual(
      expect.arrayContaining([
        'users.csv:3:sis.error.invalidValue',
        'users.csv:4:sis.error.required',
        'users.csv:5:sis.error.duplicate',
        'users.csv:5:sis.error.unknownReference',
        'enrollments.csv:3:sis.error.unknownReference',
        'academicSessions.csv:2:sis.error.invalidDate',
      ]),
    );
    expect((await server.db.select().from(students).where(like(students.student_number, 'BRK-%'))).length).toBe(0);
    expect(await userByEmail('tess.broken@sis.demo.test')).toBeUndefined();
    expect((await admin.post(`/api/v1/sis_syncs/${sync.id}/apply/`, {})).status).toBe(409);
  });

  it('names a missing file and a missing column', async () => {
    const { 'classes.csv': _dropped, ...noClasses } = fixtureFiles('valid');
    const missingFile = await planned(noClasses);
    expect(missingFile.errors).toContainEqual({ file: 'classes.csv', message: 'sis.error.missingFile' });
    const files = fixtureFiles('valid');
    files['users.csv'] = files['users.csv']!.replace('givenName,', 'firstName,');
    const missingColumn = await planned(files);
    expect(missingColumn.errors).toContainEqual({ file: 'users.csv', line: 1, message: 'sis.error.missingColumn', params: { column: 'givenName' } });
  });

  it('refuses a zip that would inflate past the limit, before inflating it', async () => {
    const bomb = zipSync({ 'users.csv': new Uint8Array(64 * 1024) }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024);
    expect(await readBundle(bomb, 32 * 1024)).toEqual({ ok: false, errors: [{ file: 'bundle', message: 'sis.error.bundleTooLarge' }] });
    const many = zipSync(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}.txt`, new Uint8Array(1)])));
    expect(await readBundle(many, 1024 * 1024)).toMatchObject({ ok: false, errors: [{ message: 'sis.error.bundleTooLarge' }] });
  });
});

describe('the valid bundle: dry run, mapping, apply, and again', () => {
  let syncId = 0;

  it('plans without writing and asks for the unmatched org', async () => {
    const sync = await planned(fixtureFiles('valid'));
    syncId = sync.id;
    expect(sync).toMatchObject({ status: 'needs_mapping', dry_run: true, abilities: { apply: false, map: true } });
    expect(sync.summary.unmatched_orgs).toEqual([{ sourced_id: 'org-northgate', name: 'Northgate Academy', school_id: null, school_name: null }]);
    expect(sync.summary.orgs).toContainEqual({ sourced_id: 'org-aspen', name: 'Aspen Grove Elementary', school_id: ids.aspen, school_name: 'Aspen Grove Elementary' });
    expect(await orCount()).toBe(0);
    expect(await userByEmail('orla.quill@sis.demo.test')).toBeUndefined();
    const apply = await admin.post(`/api/v1/sis_syncs/${syncId}/apply/`, {});
    expect(apply.status).toBe(409);
    expect(apply.body.error.message).toBe('sis.error.needsMapping');
    const emails = await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, 'district.admin@demo.test'));
    expect(emails.some((e) => e.text_body.includes(`/district/${ids.en}/sync/${syncId}`))).toBe(true);
  });

  it('lists orgs with their schools; refuses a school of another district', async () => {
    const res = await admin.get(`/api/v1/sis_org_mappings/?district=${ids.en}`);
    expect(res.status).toBe(200);
    expect(res.body.orgs).toEqual([
      { sourced_id: 'org-aspen', name: 'Aspen Grove Elementary', school_id: ids.aspen, school_name: 'Aspen Grove Elementary' },
      { sourced_id: 'org-northgate', name: 'Northgate Academy', school_id: null, school_name: null },
    ]);
    expect(res.body.schools.map((s: { id: number }) => s.id)).not.toContain(ids.maple);
    const bad = await admin.request('PUT', '/api/v1/sis_org_mappings/', { district_id: ids.en, mappings: [{ org_sourced_id: 'org-northgate', school_id: ids.troisPonts }] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Invalid value');
    const extra = await admin.request('PUT', '/api/v1/sis_org_mappings/', { district_id: ids.en, mappings: [], extra: 1 });
    expect(extra.status).toBe(400);
  });

  it('maps the org, replans, and applies: students, an invited teacher, assignments', async () => {
    const put = await admin.request('PUT', '/api/v1/sis_org_mappings/', { district_id: ids.en, mappings: [{ org_sourced_id: 'org-northgate', school_id: ids.riverbend }] });
    expect(put.status).toBe(200);
    expect(put.body.orgs[1]).toMatchObject({ sourced_id: 'org-northgate', school_id: ids.riverbend });
    expect((await admin.get(`/api/v1/sis_syncs/${syncId}/`)).body.status).toBe('queued');
    await runSisSyncJob(server.runtime.ctx, { syncId });
    const plan = (await admin.get(`/api/v1/sis_syncs/${syncId}/`)).body;
    expect(plan.status).toBe('succeeded');
    const bySchool = (s: number) => plan.summary.schools.find((x: { school_id: number }) => x.school_id === s);
    expect(bySchool(ids.aspen)).toMatchObject({ created: 7, updated: 0, archived: 0, teachers_invited: 0, teachers_updated: 1, assignments_added: 7 });
    expect(bySchool(ids.riverbend)).toMatchObject({ created: 5, teachers_invited: 1, assignments_added: 5 });
    expect(await orCount()).toBe(0);

    const res = await admin.post(`/api/v1/sis_syncs/${syncId}/apply/`, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'succeeded', dry_run: false, abilities: { apply: false } });
    const rows = await server.db.select().from(students).where(eq(students.district_id, ids.en));
    const synced = rows.filter((r) => r.sis_sourced_id?.startsWith('stu-'));
    expect(synced).toHaveLength(12);
    for (const s of synced) {
      expect(s).toMatchObject({ information_entry_type: 'sis', gender: 'other', status: 'active', sis_number: s.sis_sourced_id });
      expect(s.search_name).toBe(studentSearchName(s.first_name, s.last_name));
    }
    const one = (sid: string) => synced.find((s) => s.sis_sourced_id === sid)!;
    expect(one('stu-1001')).toMatchObject({ grade: 'K', student_number: 'OR-1001', school_id: ids.aspen, first_name: 'Amaryllis' });
    expect(one('stu-1006')).toMatchObject({ student_number: 'stu-1006' });
    expect(one('stu-2005')).toMatchObject({ grade: '6', school_id: ids.riverbend });

    const orla = (await userByEmail('orla.quill@sis.demo.test'))!;
    expect(orla).toMatchObject({ password_hash: null, sis_sourced_id: 'tch-quill', first_name: 'Orla' });
    const memberships = await server.db.select().from(schoolMemberships).where(eq(schoolMemberships.user_id, orla.id));
    expect(memberships.map((m) => [m.school_id, m.user_type])).toEqual([[ids.riverbend, 'school_teacher']]);
    expect((await server.db.select().from(districtMemberships).where(eq(districtMemberships.user_id, orla.id)))[0]).toMatchObject({
      district_id: ids.en,
      user_type: 'school_teacher',
    });
    expect(
      (
        await server.db
          .select()
          .from(passwordTokens)
          .where(and(eq(passwordTokens.user_id, orla.id), eq(passwordTokens.purpose, 'invite')))
      ).length,
    ).toBe(1);
    expect((await server.db.select().from(sentEmails).where(eq(sentEmails.to_address, 'orla.quill@sis.demo.test'))).length).toBe(1);
    expect((await userByEmail('teacher@demo.test'))!.sis_sourced_id).toBe('tch-hannah');

    const pairs = await server.db
      .select()
      .from(studentTeachers)
      .where(
        inArray(
          studentTeachers.student_id,
          synced.map((s) => s.id),
        ),
      );
    expect(pairs).toHaveLength(12);
    expect(pairs.filter((p) => p.user_id === ids.user.teacher)).toHaveLength(7);
    expect(pairs.filter((p) => p.user_id === orla.id)).toHaveLength(5);
    const audit = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'sis.sync'), eq(auditEvents.target_id, String(syncId))));
    expect(audit[0]!.details).toMatchObject({ totals: { created: 12, teachers_invited: 1, assignments_added: 12 } });

    const again = await admin.post(`/api/v1/sis_syncs/${syncId}/apply/`, {});
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('sis.error.alreadyApplied');
  });

  it('changes nothing when the same bundle comes again', async () => {
    const before = await server.db.select({ id: students.id, version: students.version }).from(students).where(like(students.sis_sourced_id, 'stu-%'));
    const sync = await planned(fixtureFiles('valid'));
    expect(sync.status).toBe('succeeded');
    for (const s of sync.summary.schools) {
      expect(s).toMatchObject({ created: 0, updated: 0, archived: 0, teachers_invited: 0, teachers_updated: 0, assignments_added: 0, assignments_removed: 0 });
    }
    expect(sync.summary.schools.reduce((n: number, s: { unchanged: number }) => n + s.unchanged, 0)).toBe(12);
    expect((await admin.post(`/api/v1/sis_syncs/${sync.id}/apply/`, {})).status).toBe(200);
    const after = await server.db.select({ id: students.id, version: students.version }).from(students).where(like(students.sis_sourced_id, 'stu-%'));
    expect(after).toEqual(before);
    const history = await admin.get(`/api/v1/sis_syncs/?district=${ids.en}`);
    expect(history.body.results[0]).toMatchObject({ id: sync.id, dry_run: false, created_by_name: 'Dana Whitfield' });
  });
});

describe('the 10 % archive guard', () => {
  it('stops a sync that would archive over 10 % of a school until confirmed', async () => {
    const school = await admin.post('/api/v1/schools/', { district_id: ids.en, name: 'Guard Creek School' });
    expect(school.status).toBe(201);
    const base = fixtureFiles('valid');
    const guard: BundleFiles = {
      ...base,
      'orgs.csv': 'sourcedId,status,dateLastModified,name,type,identifier,parentSourcedId\norg-guard,active,,Guard Creek School,school,,\n',
      'classes.csv': base['classes.csv']!.split('\n')[0] + '\n',
      'enrollments.csv': base['enrollments.csv']!.split('\n')[0] + '\n',
      'users.csv':
        base['users.csv']!.split('\n')[0] +
        '\n' +
        Array.from({ length: 10 }, (_, i) => `g-${i},active,,true,org-guard,student,,,Guard${i},Keeper,,GC-${i},,,,,03,`).join('\n') +
        '\n',
    };
    // Its own school and orgs: the other SIS students of the district are not in this bundle, so map nothing else.
    const first = await planned(guard);
    expect(first.summary.schools.find((s: { school_id: number }) => s.school_id === school.body.id)).toMatchObject({ created: 10 });
    expect((await admin.post(`/api/v1/sis_syncs/${first.id}/apply/`, { confirm_archive: true })).status).toBe(200);

    let next = withoutLines(guard, 'users.csv', (l) => l.startsWith('g-9,'));
    next = { ...next, 'users.csv': next['users.csv']!.replace('g-8,active', 'g-8,tobedeleted') };
    const sync = await planned(next);
    expect(sync.status).toBe('needs_confirmation');
    const row = sync.summary.schools.find((s: { school_id: number }) => s.school_id === school.body.id);
    expect(row).toMatchObject({ archived: 2, active_before: 10, archive_ratio: 0.2 });
    expect(sync.summary.over_guard).toContain(school.body.id);
    const refused = await admin.post(`/api/v1/sis_syncs/${sync.id}/apply/`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('sis.error.needsConfirmation');
    expect((await server.db.select().from(students).where(eq(students.status, 'archived'))).filter((s) => s.school_id === school.body.id)).toHaveLength(0);

    expect((await admin.post(`/api/v1/sis_syncs/${sync.id}/apply/`, { confirm_archive: true })).status).toBe(200);
    const archived = (await server.db.select().from(students).where(eq(students.school_id, school.body.id))).filter((s) => s.status === 'archived');
    expect(archived.map((s) => s.sis_sourced_id).sort()).toEqual(['g-8', 'g-9']);
    expect(archived[0]!.archived_at).toBe(new Date().toISOString().slice(0, 10));
  });
});

describe('plan errors that need the district’s data', () => {
  it('refuses a teacher of another district, an unknown grade and a student number taken by someone else', async () => {
    const files = fixtureFiles('valid');
    files['users.csv'] = (files['users.csv']! + 'tch-fr,active,,true,org-aspen,teacher,,,Mathieu,Bélanger,,,Fr.Teacher@demo.test,,,,,\n').replace(
      'orstu1002,,Bartholomew,Quenby,,OR-1002,,,,,01,',
      'orstu1002,,Bartholomew,Quenby,,OR-1002,,,,,PK,',
    );
    const sync = await planned(files);
    expect(sync.status).toBe('failed');
    expect(sync.errors).toEqual(
      expect.arrayContaining([
        { file: 'users.csv', line: 3, column: 'grades', message: 'sis.error.unknownGrade', params: { value: 'PK' } },
        { file: 'users.csv', line: 16, column: 'email', message: 'sis.error.teacherElsewhere', params: { value: 'fr.teacher@demo.test' } },
      ]),
    );
    const clash = fixtureFiles('valid');
    // A new sourcedId claiming OR-1001, which belongs to stu-1001 (synced above).
    clash['users.csv'] = clash['users.csv']!.replace('stu-1001,active', 'stu-9999,active');
    clash['enrollments.csv'] = clash['enrollments.csv']!.replace(',stu-1001,', ',stu-9999,');
    const taken = await planned(clash);
    expect(taken.errors).toContainEqual({ file: 'users.csv', line: 2, column: 'identifier', message: 'sis.error.numberTaken', params: { value: 'OR-1001' } });
  });

  it('lists a district admin’s own syncs only, and every sync for super admins', async () => {
    const mine = await admin.get('/api/v1/sis_syncs/?all=true');
    expect(mine.status).toBe(200);
    expect(mine.body.results.every((s: { district_id: number }) => s.district_id === ids.en)).toBe(true);
    const all = await (await server.as('super')).get('/api/v1/sis_syncs/?all=true');
    expect(new Set(all.body.results.map((s: { district_id: number }) => s.district_id))).toEqual(new Set([ids.en, ids.fr]));
  });
});

describe('the upload limit', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ uploads: { fileMb: 1, imageMb: 1, documentMb: 1 } });
  });
  afterAll(() => small?.close());

  it('refuses a bundle over the limit with the spec’s message, and stores nothing', async () => {
    const smallIds = await demoIds(small.db);
    const big = new Uint8Array(1024 * 1024 + 10);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const res = await upload(await small.as('districtAdmin'), smallIds.en, big);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: 'File size should be up to {maxAllowedFileSize} MB', fields: { file: { params: { maxAllowedFileSize: 1 } } } });
    expect((await small.db.select().from(sisSyncs)).length).toBe(0);
  });
});
