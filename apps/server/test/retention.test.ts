/**
 * Retention of graduated and archived students' records (issue 24, section 6), through real HTTP and the daily run
 * itself: nothing is removed while the district has not set the years or its automatic deletion is off; the first
 * run lists (counts; the students for the district's admins only) and waits; a district admin confirms it and the
 * listed students are removed with everything of theirs (no row left in any table that names a student, their
 * files gone, every foreign key to students cascading); later runs remove and report counts, never names. Other
 * districts, roles and bad input are refused and change nothing.
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { auditEvents, districts, retentionRuns, schools, storedFiles, studentAlerts, students } from '@ss/db';
import { MSG, studentSearchName, type TDistrictSystem, type TRetentionRuns } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { runRecordRetention, retentionCutoff } from '../src/services/student-imports/record-retention.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const systemPath = (d: number) => `/api/v1/districts/${d}/system/`;
const runsPath = (d: number) => `/api/v1/districts/${d}/retention/runs/`;
const confirmPath = (d: number) => `/api/v1/districts/${d}/retention/confirm/`;

async function settings(body: Record<string, unknown>) {
  const admin = await as('districtAdmin');
  const { version } = (await admin.get<TDistrictSystem>(systemPath(ids.en))).body;
  const res = await admin.patch<TDistrictSystem>(systemPath(ids.en), { version, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

let seq = 0;
/** A student of Aspen graduated in 1970 or archived in 1971 (expired when kept 50 years), or still current. */
async function student(kind: 'graduated_old' | 'archived_old' | 'graduated_recent' | 'active') {
  const last = `Retention${++seq}${kind.replace('_', '')}`;
  const status = kind.startsWith('graduated') ? 'graduated' : kind === 'archived_old' ? 'archived' : 'active';
  const [row] = await server.db
    .insert(students)
    .values({
      district_id: ids.en,
      school_id: ids.aspen,
      first_name: 'Kept',
      last_name: last,
      search_name: studentSearchName('Kept', last),
      grade: '12',
      gender: 'other',
      student_number: `RET-${seq}-${Date.now()}`,
      status,
      graduated_year: kind === 'graduated_old' ? 1970 : kind === 'graduated_recent' ? new Date().getUTCFullYear() - 1 : null,
      archived_at: kind === 'archived_old' ? '1971-01-15' : null,
    })
    .returning({ id: students.id });
  const id = row!.id;
  await server.db.insert(studentAlerts).values({ student_id: id, text: `Alert about ${last}` });
  const [file] = await server.db
    .insert(storedFiles)
    .values({ district_id: ids.en, school_id: ids.aspen, purpose: 'student_picture', content_type: 'image/png', file_name: `${last}.png`, size: 3, data: Buffer.from('png') })
    .returning({ id: storedFiles.id });
  await server.db.update(students).set({ picture_file_id: file!.id }).where(eq(students.id, id));
  return { id, last, file: file!.id };
}

/** Every table with a `student_id` column but the audit log (append-only, ids only), and its rows for these students. */
async function rowsLeft(studentIds: number[]): Promise<Record<string, number>> {
  const tables = (
    (await server.db.execute(
      sql`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'student_id' and table_name <> 'audit_events'`,
    )) as unknown as { rows: { table_name: string }[] }
  ).rows.map((r) => r.table_name);
  expect(tables.length).toBeGreaterThan(10);
  const out: Record<string, number> = {};
  for (const t of tables) {
    const r = (await server.db.execute(sql`select count(*)::int as n from ${sql.identifier(t)} where student_id in ${studentIds}`)) as unknown as {
      rows: { n: number }[];
    };
    if (Number(r.rows[0]!.n) > 0) out[t] = Number(r.rows[0]!.n);
  }
  const s = await server.db.select({ id: students.id }).from(students).where(inArray(students.id, studentIds));
  if (s.length) out.students = s.length;
  return out;
}

/** A demo student with many records (plans, supports given, meetings, data …): the one holding the most rows. */
async function richDemoStudent(): Promise<number> {
  const r = (await server.db.execute(sql`select s.id from students s where s.district_id = ${ids.en} and s.status = 'active'
    order by (select count(*) from support_plans p where p.student_id = s.id) + (select count(*) from student_supports x where x.student_id = s.id)
      + (select count(*) from meetings m where m.student_id = s.id) + (select count(*) from student_data_results d where d.student_id = s.id)
      + (select count(*) from actions a where a.student_id = s.id) desc, s.id limit 1`)) as unknown as { rows: { id: number }[] };
  return Number(r.rows[0]!.id);
}

const runs = async (c: ApiClient, d = ids.en) => {
  const res = await c.get<TRetentionRuns>(runsPath(d));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

const exists = async (id: number) => (await server.db.select({ id: students.id }).from(students).where(eq(students.id, id))).length === 1;

describe('the retention setting', () => {
  it('is on the district’s system page; bad input is refused with the catalogue’s message and changes nothing', async () => {
    const admin = await as('districtAdmin');
    const { version, retention_years } = (await admin.get<TDistrictSystem>(systemPath(ids.en))).body;
    expect(retention_years).toBeNull();
    for (const [value, message] of [
      [0, MSG.min],
      [51, MSG.max],
      [2.5, MSG.onlyNumbers],
      ['ten', MSG.onlyNumbers],
    ] as const) {
      const res = await admin.patch<{ error: { fields: Record<string, { message: string }> } }>(systemPath(ids.en), { version, retention_years: value });
      expect(res.status).toBe(400);
      expect(res.body.error.fields.retention_years?.message).toBe(message);
    }
    expect((await server.db.select().from(districts).where(eq(districts.id, ids.en)))[0]!.retention_years).toBeNull();
  });

  it('is changed by district admins only (leaders read it), audited as a retention change', async () => {
    const leader = await as('districtLeader');
    const { version } = (await leader.get<TDistrictSystem>(systemPath(ids.en))).body;
    expect((await leader.patch(systemPath(ids.en), { version, retention_years: 7 })).status).toBe(403);
    expect((await (await as('frAdmin')).patch(systemPath(ids.en), { version, retention_years: 7 })).status).toBe(404);
    expect((await settings({ retention_years: 7 })).retention_years).toBe(7);
    const [audit] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'district.retention_changed'), eq(auditEvents.district_id, ids.en)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(audit!.details).toEqual({ changes: { retention_years: [null, 7] } });
    await settings({ retention_years: null });
  });
});

describe('the daily run and its confirmation', () => {
  it('removes nothing while the years are unset, or while automatic deletion is off', async () => {
    const old = await student('graduated_old');
    await settings({ retention_years: null, archive_auto_delete_days: 365 });
    expect((await runRecordRetention(server.runtime.ctx)).find((r) => r.district_id === ids.en)).toBeUndefined();
    await settings({ retention_years: 50, archive_auto_delete_days: null });
    expect((await runRecordRetention(server.runtime.ctx)).find((r) => r.district_id === ids.en)).toBeUndefined();
    expect(await exists(old.id)).toBe(true);
    expect(await server.db.select().from(retentionRuns).where(eq(retentionRuns.district_id, ids.en))).toEqual([]);
    const view = await runs(await as('districtAdmin'));
    expect(view).toMatchObject({ retention_years: 50, auto_delete_on: false, pending: null, runs: [] });
  });

  it('lists first (counts; the students for admins only), waits, then removes what the admin confirms; later runs remove and report', async () => {
    await settings({ retention_years: 50, archive_auto_delete_days: 365 });
    const graduated = await student('graduated_old');
    const archived = await student('archived_old');
    const recent = await student('graduated_recent');
    const active = await student('active');
    // A demo student with plans, supports, meetings and data, graduated long ago: every table of theirs must empty.
    const rich = await richDemoStudent();
    await server.db.update(students).set({ status: 'graduated', graduated_year: 1970 }).where(eq(students.id, rich));
    expect(Object.keys(await rowsLeft([rich])).length).toBeGreaterThan(3);

    const [first] = (await runRecordRetention(server.runtime.ctx)).filter((r) => r.district_id === ids.en);
    expect(first!.status).toBe('pending');
    // Nothing removed yet; the student from the earlier test (graduated 1970) is listed too.
    for (const s of [graduated, archived, recent, active]) expect(await exists(s.id)).toBe(true);
    expect(await exists(rich)).toBe(true);

    const admin = await as('districtAdmin');
    const view = await runs(admin);
    expect(view.pending).not.toBeNull();
    expect(view.pending!.counts.students).toBe(view.pending!.students!.length);
    const listed = view.pending!.students!.map((s) => s.id);
    expect(listed).toEqual(expect.arrayContaining([graduated.id, archived.id, rich]));
    expect(listed).not.toContain(recent.id);
    expect(listed).not.toContain(active.id);
    expect(view.pending!.counts.files).toBeGreaterThanOrEqual(2);
    expect(view.pending!.counts.plans + view.pending!.counts.supports + view.pending!.counts.meetings).toBeGreaterThan(0);
    expect(view.abilities.confirm).toBe(true);
    // The district's leaders see the counts, never the list.
    const leaderView = await runs(await as('districtLeader'));
    expect(leaderView.pending!.students).toBeNull();
    expect(leaderView.pending!.counts).toEqual(view.pending!.counts);
    expect(leaderView.abilities.confirm).toBe(false);
    // The pending run's audit row has counts, no names.
    const [pendingAudit] = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'students.retention_pending'));
    expect(JSON.stringify(pendingAudit!.details)).not.toContain('Retention');

    // The next day's run still waits (the list is refreshed, nothing removed).
    await runRecordRetention(server.runtime.ctx);
    expect(await exists(graduated.id)).toBe(true);
    expect((await runs(admin)).pending!.id).toBe(view.pending!.id);

    // Refused: leaders, other districts' admins, school users; a run that is not the waiting one is 409.
    expect((await (await as('districtLeader')).post(confirmPath(ids.en), { run_id: view.pending!.id })).status).toBe(403);
    expect((await (await as('frAdmin')).post(confirmPath(ids.en), { run_id: view.pending!.id })).status).toBe(404);
    expect((await (await as('schoolAdmin')).post(confirmPath(ids.en), { run_id: view.pending!.id })).status).toBe(403);
    expect((await admin.post(confirmPath(ids.en), { run_id: view.pending!.id + 1000 })).status).toBe(409);
    const bad = await admin.post<{ error: { fields: Record<string, { message: string }> } }>(confirmPath(ids.en), { run_id: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.run_id?.message).toBeTruthy();
    expect((await admin.post(confirmPath(ids.en), {})).status).toBe(400);
    expect(await exists(graduated.id)).toBe(true);

    // Confirmed: the listed students go, with everything of theirs; the others stay.
    const confirmed = await admin.post<TRetentionRuns>(confirmPath(ids.en), { run_id: view.pending!.id });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.pending).toBeNull();
    expect(confirmed.body.runs[0]).toMatchObject({ id: view.pending!.id, status: 'done', counts: { students: listed.length } });
    expect(await rowsLeft(listed)).toEqual({});
    expect(
      await server.db
        .select()
        .from(storedFiles)
        .where(inArray(storedFiles.id, [graduated.file, archived.file])),
    ).toEqual([]);
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(active.id)).toBe(true);
    const [run] = await server.db.select().from(retentionRuns).where(eq(retentionRuns.id, view.pending!.id));
    expect(run!.student_ids).toEqual([]);
    // Confirming again: nothing waits.
    expect((await admin.post(confirmPath(ids.en), { run_id: view.pending!.id })).status).toBe(409);
    const deletedAudit = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'students.retention_deleted'));
    expect(deletedAudit).toHaveLength(1);
    expect(JSON.stringify(deletedAudit[0]!.details)).not.toMatch(/Retention|Kept/);
    expect(await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'district.retention_confirmed'))).toHaveLength(1);

    // A later run removes at once and reports counts.
    const later = await student('archived_old');
    const [second] = (await runRecordRetention(server.runtime.ctx)).filter((r) => r.district_id === ids.en);
    expect(second).toMatchObject({ status: 'done', counts: { students: 1, data: 1, files: 1 } });
    expect(await rowsLeft([later.id])).toEqual({});
    const after = await runs(admin);
    expect(after.runs).toHaveLength(2);
    expect(after.runs[0]!.counts.students).toBe(1);
    expect(JSON.stringify(after.runs)).not.toContain(later.last);

    // Switching automatic deletion off stops it.
    const kept = await student('archived_old');
    await settings({ archive_auto_delete_days: null });
    await runRecordRetention(server.runtime.ctx);
    expect(await exists(kept.id)).toBe(true);
    await settings({ retention_years: null, archive_auto_delete_days: null });
  });

  it('every foreign key to students cascades (no table keeps a removed student’s rows)', async () => {
    const r = (await server.db.execute(sql`select conrelid::regclass::text as t, confdeltype from pg_constraint
      where contype = 'f' and confrelid = 'students'::regclass`)) as unknown as { rows: { t: string; confdeltype: string }[] };
    expect(r.rows.length).toBeGreaterThan(10);
    expect(r.rows.filter((x) => x.confdeltype !== 'c')).toEqual([]);
  });

  it('computes the cut-off in whole years', () => {
    expect(retentionCutoff(new Date('2026-11-28T10:00:00Z'), 7)).toBe('2019-11-28');
  });
});

describe('reading the runs', () => {
  it('requires sign-in; refuses school users, district staff and other districts; super admins read any district, suspended too', async () => {
    expect((await server.client().get(runsPath(ids.en))).status).toBe(401);
    expect((await server.client().post(confirmPath(ids.en), { run_id: 1 })).status).toBe(401);
    for (const m of ['teacher', 'schoolAdmin', 'schoolLeader', 'districtStaff'] as const) expect((await (await as(m)).get(runsPath(ids.en))).status, m).toBe(403);
    expect((await (await as('frAdmin')).get(runsPath(ids.en))).status).toBe(404);
    expect((await (await as('districtAdmin')).get(runsPath(ids.fr))).status).toBe(404);
    expect((await (await as('super')).get(runsPath(ids.fr))).status).toBe(200);
    const [closed] = await server.db.insert(districts).values({ name: 'Closed for retention', suspended_at: new Date() }).returning();
    await server.db.insert(schools).values({ name: 'Closed school', district_id: closed!.id }).returning();
    expect((await (await as('super')).get(runsPath(closed!.id))).status).toBe(200);
  });
});
