/**
 * The district's system page (issue 23, section 4) through real HTTP: who reads and who changes the district's
 * settings (sign-in, school users and district staff refused, another district 404, leaders read-only), bad input
 * answered with the catalogue's message and nothing changed, a stale version 409, each change audited with the
 * changed fields only; the language reaching the district's users on their next request; the meetings report
 * comparing against the district's cadence and its school year starting in the district's month, with no cached
 * answer outliving either change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { auditEvents, boardCategories, districtConnections, districts, earlyWarningFlags, sisSyncs } from '@ss/db';
import { MSG, type TBoard, type TDistrictSystem, type TEarlyWarningRule, type TMeetingsReport } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { buildMeetings, buildWorld, readReport, YEAR, type World } from './reports-fixtures.ts';
import { freshStudent, tiersOf } from './supports-given-fixtures.ts';
import { recomputeFlags } from '../src/services/early-warnings/recompute-flags.ts';

let server: TestServer;
let ids: DemoIds;
let w: World;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

beforeAll(async () => {
  w = await buildWorld(server.db, ids);
  await buildMeetings(server.db, ids, w);
});

const path = (district: number) => `/api/v1/districts/${district}/system/`;

async function read(c: ApiClient, district = ids.en): Promise<TDistrictSystem> {
  const res = await c.get<TDistrictSystem>(path(district));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Changes the settings as the district's admin, on the version it reads first. */
async function change(body: Record<string, unknown>, c?: ApiClient): Promise<TDistrictSystem> {
  const client = c ?? (await as('districtAdmin'));
  const { version } = await read(client);
  const res = await client.patch<TDistrictSystem>(path(ids.en), { version, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const districtRow = async () => (await server.db.select().from(districts).where(eq(districts.id, ids.en)))[0]!;
const auditsOf = (action: string) =>
  server.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.district_id, ids.en)))
    .orderBy(desc(auditEvents.id));

describe('reading the settings', () => {
  it('answers the district admin with every setting, the connected districts and the SIS card', async () => {
    const s = await read(await as('districtAdmin'));
    expect(s).toMatchObject({
      district_id: ids.en,
      francophone: false,
      school_year_start_month: 8,
      meeting_cadence_days: 42,
      connected_districts: [],
      sis: { configured: false, last_sync_at: null, status: null, dry_run: null },
      abilities: { update: true, sync: true },
    });
    expect(s.version).toBeGreaterThan(0);
  });

  it('names the connected districts and the latest SIS sync', async () => {
    const [low, high] = ids.en < ids.fr ? [ids.en, ids.fr] : [ids.fr, ids.en];
    await server.db.insert(districtConnections).values({ district_id: low, connected_district_id: high });
    await server.db.insert(sisSyncs).values([
      { district_id: ids.en, file_name: 'old.zip', status: 'succeeded', created_at: new Date('2026-01-01T10:00:00Z'), finished_at: new Date('2026-01-01T10:05:00Z') },
      { district_id: ids.en, file_name: 'new.zip', status: 'failed', created_at: new Date('2026-02-01T10:00:00Z'), finished_at: new Date('2026-02-01T10:01:00Z') },
    ]);
    const s = await read(await as('districtAdmin'));
    const fr = await read(await as('super'), ids.fr);
    expect(s.connected_districts).toEqual([{ id: ids.fr, name: fr.name }]);
    expect(s.sis).toEqual({ configured: true, last_sync_at: '2026-02-01T10:01:00.000Z', status: 'failed', dry_run: true });
    await server.db.delete(districtConnections).where(eq(districtConnections.district_id, low));
    await server.db.delete(sisSyncs).where(eq(sisSyncs.district_id, ids.en));
  });

  it('lets the district leader read without changing', async () => {
    const leader = await as('districtLeader');
    const s = await read(leader);
    expect(s.abilities).toEqual({ update: false, sync: false });
    const before = await districtRow();
    const res = await leader.patch(path(ids.en), { version: s.version, meeting_cadence_days: 30 });
    expect(res.status).toBe(403);
    expect((await districtRow()).meeting_cadence_days).toBe(before.meeting_cadence_days);
  });

  it('requires sign-in', async () => {
    expect((await server.client().get(path(ids.en))).status).toBe(401);
    const anonymous = server.client();
    expect((await anonymous.patch(path(ids.en), { version: 1, meeting_cadence_days: 30 })).status).toBe(401);
  });

  it('refuses district staff and school users (403)', async () => {
    for (const m of ['districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher'] as const) {
      expect((await (await as(m)).get(path(ids.en))).status, m).toBe(403);
      expect((await (await as(m)).patch(path(ids.en), { version: 1, meeting_cadence_days: 30 })).status, m).toBe(403);
    }
  });

  it('does not find another district (404), for reading or changing', async () => {
    const admin = await as('districtAdmin');
    expect((await admin.get(path(ids.fr))).status).toBe(404);
    const before = (await server.db.select().from(districts).where(eq(districts.id, ids.fr)))[0]!;
    expect((await admin.patch(path(ids.fr), { version: 1, meeting_cadence_days: 30 })).status).toBe(404);
    expect((await server.db.select().from(districts).where(eq(districts.id, ids.fr)))[0]!.meeting_cadence_days).toBe(before.meeting_cadence_days);
    expect((await admin.get(path(999_999))).status).toBe(404);
  });
});

describe('changing the settings', () => {
  it('refuses bad input with the catalogue’s message and changes nothing', async () => {
    const admin = await as('districtAdmin');
    const { version } = await read(admin);
    const before = await districtRow();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ support_email: 'not-an-email' }, 'support_email', MSG.invalidEmail],
      [{ meeting_cadence_days: 6 }, 'meeting_cadence_days', MSG.min],
      [{ meeting_cadence_days: 181 }, 'meeting_cadence_days', MSG.max],
      [{ meeting_cadence_days: 30.5 }, 'meeting_cadence_days', MSG.onlyNumbers],
      [{ school_year_start_month: 13 }, 'school_year_start_month', MSG.max],
      [{ school_year_start_month: 0 }, 'school_year_start_month', MSG.min],
      [{ archive_auto_delete_days: 5 }, 'archive_auto_delete_days', MSG.min],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', MSG.invalidValue],
    ];
    for (const [body, field, message] of cases) {
      const res = await admin.patch<{ error: { code: string; fields: Record<string, { message: string }> } }>(path(ids.en), { version, meeting_cadence_days: 30, ...body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(body)).toBe(message);
    }
    const noVersion = await admin.patch<{ error: { fields: Record<string, { message: string }> } }>(path(ids.en), { meeting_cadence_days: 30 });
    expect(noVersion.status).toBe(400);
    expect(noVersion.body.error.fields.version?.message).toBe(MSG.required);
    expect((await admin.patch(path(ids.en), { version, name: 'Renamed' })).status).toBe(400);
    expect(await districtRow()).toEqual(before);
  });

  it('refuses a stale version (409) and changes nothing', async () => {
    const admin = await as('districtAdmin');
    const { version } = await read(admin);
    await change({ meeting_cadence_days: 35 });
    const res = await admin.patch<{ error: { code: string } }>(path(ids.en), { version, meeting_cadence_days: 50 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('conflict');
    expect((await districtRow()).meeting_cadence_days).toBe(35);
    await change({ meeting_cadence_days: 42 });
  });

  it('saves the changed fields and audits them, before → after, the retention as its own event', async () => {
    const was = await read(await as('districtAdmin'));
    const s = await change({ support_email: 'Help@Example.org', time_zone: 'America/Halifax', meeting_cadence_days: 30, francophone: false, archive_auto_delete_days: 365 });
    expect(s).toMatchObject({ support_email: 'help@example.org', time_zone: 'America/Halifax', meeting_cadence_days: 30, archive_auto_delete_days: 365 });
    const [updated] = await auditsOf('district.updated');
    // francophone was sent unchanged: not in the diff.
    expect(updated!.details).toEqual({
      changes: { support_email: [was.support_email, 'help@example.org'], time_zone: [was.time_zone, 'America/Halifax'], meeting_cadence_days: [42, 30] },
    });
    expect(updated!.actor_user_id).toBe(ids.user.districtAdmin);
    const [retention] = await auditsOf('district.retention_changed');
    expect(retention!.details).toEqual({ changes: { archive_auto_delete_days: [null, 365] } });
    // The retention page reads the same setting.
    expect((await (await as('districtAdmin')).get(`/api/v1/districts/${ids.en}/retention/`)).body.archive_auto_delete_days).toBe(365);

    const count = (await auditsOf('district.updated')).length;
    const same = await change({ meeting_cadence_days: 30 });
    expect((await auditsOf('district.updated')).length).toBe(count);
    expect(same.meeting_cadence_days).toBe(30);

    await change({ support_email: was.support_email, time_zone: was.time_zone, meeting_cadence_days: 42, archive_auto_delete_days: null });
    expect((await auditsOf('district.retention_changed'))[0]!.details).toEqual({ changes: { archive_auto_delete_days: [365, null] } });
  });

  it('lets a super admin change them too', async () => {
    const s = await change({ meeting_cadence_days: 28 }, await as('super'));
    expect(s.meeting_cadence_days).toBe(28);
    expect((await auditsOf('district.updated'))[0]!.actor_user_id).toBe(ids.user.super);
    await change({ meeting_cadence_days: 42 }, await as('super'));
  });

  it('gives the district’s users the new language on their next request', async () => {
    const teacher = await as('teacher');
    expect((await teacher.get('/api/v1/current_user/')).body.district.francophone).toBe(false);
    await change({ francophone: true });
    expect((await teacher.get('/api/v1/current_user/')).body.district.francophone).toBe(true);
    await change({ francophone: false });
    expect((await teacher.get('/api/v1/current_user/')).body.district.francophone).toBe(false);
  });
});

describe('the reports read the district’s calendar', () => {
  const q = (extra: string) => `district=${ids.en}&school_year=${YEAR}${extra}`;
  const meetingsOf = async (extra: string) => readReport<TMeetingsReport>(await as('districtAdmin'), 'meetings', q(extra));

  it('compares each team’s longest gap with the district’s cadence, never a kept answer of the old one', async () => {
    // School B's board met every 39 to 41 days.
    const first = await meetingsOf(`&school=${w.b}`);
    expect(first.cadence_days).toBe(42);
    expect(first.teams[0]).toMatchObject({ longest_gap_days: 41, on_cadence: true });
    expect(await meetingsOf(`&school=${w.b}`)).toEqual(first);
    await change({ meeting_cadence_days: 40 });
    const after = await meetingsOf(`&school=${w.b}`);
    expect(after.cadence_days).toBe(40);
    expect(after.teams[0]).toMatchObject({ longest_gap_days: 41, on_cadence: false });
    await change({ meeting_cadence_days: 42 });
    expect((await meetingsOf(`&school=${w.b}`)).teams[0]).toMatchObject({ on_cadence: true });
  });

  it('starts the school year in the district’s month', async () => {
    const august = await meetingsOf(`&school=${w.a}`);
    expect(august.applied).toMatchObject({ start: '2024-08-01', end: '2025-07-31', school_year_label: '2024–2025' });
    expect(august.months.map((m) => m.month)[0]).toBe('2024-08');
    await change({ school_year_start_month: 9 });
    const september = await meetingsOf(`&school=${w.a}`);
    expect(september.applied).toMatchObject({ start: '2024-09-01', end: '2025-08-31', school_year_label: '2024–2025' });
    expect(september.months.map((m) => m.month)).toEqual([
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
    ]);
    // Team one's meeting of 2025-08-10 now falls inside the year.
    expect(september.teams[0]).toMatchObject({ held: 5, last_held: '2025-08-10' });
    await change({ school_year_start_month: 8 });
    expect((await meetingsOf(`&school=${w.a}`)).teams[0]).toMatchObject({ held: 4, last_held: '2025-03-20' });
  });

  it('moves the district’s report generation only when the calendar changes', async () => {
    const generation = async () =>
      Number(
        ((await server.db.execute(sql`select coalesce(sum(n), 0) as n from tier_generations where district_id = ${ids.en}`)) as unknown as { rows: { n: string }[] }).rows[0]!.n,
      );
    const was = await read(await as('districtAdmin'));
    const before = await generation();
    await change({ support_email: 'office@example.org' });
    expect(await generation()).toBe(before);
    await change({ meeting_cadence_days: 21 });
    expect(await generation()).toBe(before + 1);
    await change({ support_email: was.support_email, meeting_cadence_days: 42 });
  });
});

describe('the early-warning rules read the district’s school year', () => {
  it('counts tier_up_twice moves in the school year that starts in the district’s month', async () => {
    const admin = await as('districtAdmin');
    const added = await admin.post<TEarlyWarningRule>('/api/v1/early_warning_rules/', {
      district: ids.en,
      name_en: 'Up twice',
      name_fr: 'Deux fois',
      kind: 'tier_up_twice',
      parameters: {},
    });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const leader = await as('schoolLeader');
    const tiers = await tiersOf(leader, ids.aspen);
    const student = await freshStudent(server.db, { id: ids.aspen, district: ids.en }, 'Calendar');
    const created = await leader.post<TBoard>('/api/v1/boards/', {
      school_id: ids.aspen,
      kind: 'team',
      title: 'Calendar board',
      grades: ['3'],
      categories: [
        { title: 'Tier 1', color: '#2e7d32', is_default: true },
        { title: 'Tier 2', color: '#f9a825', is_default: false },
        { title: 'Tier 3', color: '#c62828', is_default: false },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const b = created.body;
    for (const [i, c] of b.categories.entries()) await server.db.update(boardCategories).set({ tier_key: tiers[i]!.key }).where(eq(boardCategories.id, c.id));
    let version = (await leader.post<{ version: number }>(`/api/v1/boards/${b.id}/lock/`)).body.version;
    for (const category of [b.categories[1]!.id, b.categories[0]!.id, b.categories[2]!.id]) {
      const res = await leader.post<{ version: number }>(`/api/v1/boards/${b.id}/moves/`, { student_id: student, category_id: category, position: 0, version });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      version = res.body.version;
    }
    const reason = async () => {
      await recomputeFlags(server.db, ids.en, [student]);
      const [flag] = await server.db
        .select()
        .from(earlyWarningFlags)
        .where(and(eq(earlyWarningFlags.student_id, student), eq(earlyWarningFlags.rule_id, added.body.id), sql`${earlyWarningFlags.closed_at} is null`));
      return flag?.reason;
    };
    const year = new Date().getUTCFullYear();
    // A school year starting in January is the calendar year: its label is one year, and today's moves are in it.
    await change({ school_year_start_month: 1 });
    expect(await reason()).toEqual({ moves: 2, school_year: String(year) });
    await change({ school_year_start_month: 8 });
    expect((await reason()) as { school_year: string }).toMatchObject({ school_year: expect.stringMatching(/^\d{4}–\d{4}$/) });
  });
});
