/** The district's report of supports given (issue 11, section 2) and its CSV export through real HTTP: who, the figures against the rows, filters, paging, the file. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentSupports, supports } from '@ss/db';
import { GIVEN_MSG, type TStudentSupport, type TSupportReport, type TSupportReportRow } from '@ss/domain';
import { fileSlug } from '../src/lib/csv-export.ts';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { auditCount, daysAgo, freshStudent, give, lastAudit, tiersOf } from './supports-given-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

let tiers: Awaited<ReturnType<typeof tiersOf>>;
/** A district support of its own, given here only, so its row is known exactly. */
let probe: number;
const FOCUS_KEY = 424_242;

async function report(query: string): Promise<TSupportReport> {
  const res = await (await as('districtAdmin')).get<TSupportReport>(`/api/v1/student_supports/report/?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
async function everyRow(query: string): Promise<TSupportReportRow[]> {
  const first = await report(`${query}&pageSize=100`);
  const rows = [...first.results];
  for (let page = 2; (page - 1) * 100 < first.count; page++) rows.push(...(await report(`${query}&pageSize=100&page=${page}`)).results);
  return rows;
}
const rowOf = (rows: TSupportReportRow[], support: number) => rows.find((r) => r.support?.id === support);

beforeAll(async () => {
  tiers = await tiersOf(await as('teacher'), ids.aspen);
  const [s] = await server.db
    .insert(supports)
    .values({
      level: 'district',
      district_id: ids.en,
      type: 'accommodation',
      name_en: 'Report probe support',
      name_fr: 'Soutien sonde',
      focus_area_keys: [FOCUS_KEY],
      tier_keys: [tiers[1]!.key],
    })
    .returning();
  probe = s!.id;
  // Three students of Aspen and one of Riverbend get it; one Aspen support ends (worked), then the Riverbend one (did not work).
  const aspen = await as('teacher');
  const given: TStudentSupport[] = [];
  for (const last of ['R1', 'R2', 'R3'])
    given.push(
      await give(aspen, {
        student: await freshStudent(server.db, { id: ids.aspen, district: ids.en }, last),
        support: probe,
        tier: tiers[1]!.id,
        start_date: daysAgo(20),
        responsible: ids.user.teacher,
      }),
    );
  const leader = await as('districtLeader');
  const riverbendTier = (await tiersOf(leader, ids.riverbend))[2]!;
  given.push(
    await give(leader, {
      student: await freshStudent(server.db, { id: ids.riverbend, district: ids.en }, 'R4'),
      support: probe,
      tier: riverbendTier.id,
      start_date: daysAgo(20),
      responsible: ids.user.districtLeader,
    }),
  );
  await aspen.patch(`/api/v1/student_supports/${given[0]!.id}/`, { version: 1, end_date: daysAgo(2), outcome: 'worked' });
  await leader.patch(`/api/v1/student_supports/${given[3]!.id}/`, { version: 1, end_date: daysAgo(1), outcome: 'did_not_work' });
  // A one-off whose name would be a formula in a spreadsheet.
  await give(aspen, {
    student: await freshStudent(server.db, { id: ids.aspen, district: ids.en }, 'R5'),
    support: null,
    name: '=HYPERLINK("http://x")',
    type: 'strategy',
    tier: tiers[0]!.id,
    start_date: daysAgo(3),
    responsible: ids.user.teacher,
  });
});

describe('the report: who', () => {
  it('is for the district’s admins and leaders and super admins: 403 for the district’s other people, 404 for another district', async () => {
    for (const m of ['super', 'districtAdmin', 'districtLeader'] as const)
      expect((await (await as(m)).get(`/api/v1/student_supports/report/?district=${ids.en}`)).status, m).toBe(200);
    for (const m of ['districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'schoolStaff'] as const) {
      expect((await (await as(m)).get(`/api/v1/student_supports/report/?district=${ids.en}`)).status, m).toBe(403);
      expect((await (await as(m)).get(`/api/v1/student_supports/report/export/?district=${ids.en}`)).status, m).toBe(403);
    }
    const before = await auditCount(server.db, 'student_supports.export');
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      expect((await (await as(m)).get(`/api/v1/student_supports/report/?district=${ids.en}`)).status, m).toBe(404);
      expect((await (await as(m)).get(`/api/v1/student_supports/report/export/?district=${ids.en}`)).status, m).toBe(404);
    }
    expect(await auditCount(server.db, 'student_supports.export')).toBe(before);
    const foreign = await (await as('districtAdmin')).get(`/api/v1/student_supports/report/?district=${ids.en}&school=${ids.troisPonts}`);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.fields.school.message).toBe(GIVEN_MSG.reportSchool);
  });
});

describe('the report: figures', () => {
  it('counts the probe support exactly: held now, given, outcomes, schools; and each filter narrows it', async () => {
    const all = await everyRow(`district=${ids.en}`);
    expect(rowOf(all, probe)).toEqual({
      support: { id: probe, level: 'district', name_en: 'Report probe support', name_fr: 'Soutien sonde' },
      name: 'Report probe support',
      type: 'accommodation',
      current: 2,
      given: 4,
      worked: 1,
      partly: 0,
      did_not_work: 1,
      schools: 2,
    });
    expect(rowOf(await everyRow(`district=${ids.en}&school=${ids.riverbend}`), probe)).toMatchObject({ current: 0, given: 1, did_not_work: 1, schools: 1 });
    expect(rowOf(await everyRow(`district=${ids.en}&tier=${tiers[1]!.key}`), probe)).toMatchObject({ current: 2, given: 3, worked: 1, schools: 1 });
    const focus = await everyRow(`district=${ids.en}&focus_area=${FOCUS_KEY}`);
    expect(focus.map((r) => r.support?.id)).toEqual([probe]);
    expect(rowOf(await everyRow(`district=${ids.en}&type=strategy`), probe)).toBeUndefined();
    const oneOff = (await everyRow(`district=${ids.en}&type=strategy`)).find((r) => r.support === null && r.name === '=HYPERLINK("http://x")');
    expect(oneOff).toMatchObject({ current: 1, given: 1, schools: 1 });
  });

  it('agrees with the district’s supports given counted by hand, unfiltered (totals), by school (tallies) and by tier, type or focus area (district tallies), sorted by students holding them', async () => {
    const rows = await server.db.select().from(studentSupports).where(eq(studentSupports.district_id, ids.en));
    const focus = rows.flatMap((r) => r.focus_area_keys).find((k) => k !== FOCUS_KEY)!;
    type Row = (typeof rows)[number];
    const filters: [string, (r: Row) => boolean][] = [
      ['', () => true],
      [`&school=${ids.aspen}`, (r) => r.school_id === ids.aspen],
      [`&tier=${tiers[0]!.key}`, (r) => r.tier_key === tiers[0]!.key],
      ['&type=intervention', (r) => r.type === 'intervention'],
      [`&focus_area=${focus}`, (r) => r.focus_area_keys.includes(focus)],
      [`&school=${ids.aspen}&type=strategy`, (r) => r.school_id === ids.aspen && r.type === 'strategy'],
      [`&tier=${tiers[1]!.key}&type=accommodation`, (r) => r.tier_key === tiers[1]!.key && r.type === 'accommodation'],
    ];
    for (const [query, keep] of filters) {
      const expected = new Map<string, { current: number; given: number; worked: number; partly: number; did_not_work: number; schools: Set<number> }>();
      for (const r of rows.filter(keep)) {
        const key = r.support_id !== null ? `s${r.support_id}` : `o${r.name}`;
        const e = expected.get(key) ?? { current: 0, given: 0, worked: 0, partly: 0, did_not_work: 0, schools: new Set<number>() };
        e.given++;
        if (r.end_date === null) e.current++;
        if (r.outcome) e[r.outcome]++;
        e.schools.add(r.school_id);
        expected.set(key, e);
      }
      const got = await everyRow(`district=${ids.en}${query}`);
      expect(got.length, query).toBe(expected.size);
      if (!query.includes('&', 1)) expect(got.length, query).toBeGreaterThan(0);
      for (const r of got) {
        const e = expected.get(r.support ? `s${r.support.id}` : `o${r.name}`)!;
        expect([r.current, r.given, r.worked, r.partly, r.did_not_work, r.schools], `${query} ${r.name}`).toEqual([
          e.current,
          e.given,
          e.worked,
          e.partly,
          e.did_not_work,
          e.schools.size,
        ]);
      }
      for (let i = 1; i < got.length; i++)
        expect(got[i - 1]!.current > got[i]!.current || (got[i - 1]!.current === got[i]!.current && got[i - 1]!.given >= got[i]!.given), query).toBe(true);
    }
  });

  it('follows deletes and reopenings', async () => {
    const c = await as('teacher');
    const student = await freshStudent(server.db, { id: ids.aspen, district: ids.en }, 'R6');
    const g = await give(c, { student, support: probe, tier: tiers[1]!.id, start_date: daysAgo(4), responsible: ids.user.teacher });
    const tier = `district=${ids.en}&tier=${tiers[1]!.key}`;
    expect(rowOf(await everyRow(`district=${ids.en}`), probe)).toMatchObject({ current: 3, given: 5 });
    expect(rowOf(await everyRow(tier), probe)).toMatchObject({ current: 3, given: 4, schools: 1 });
    await c.patch(`/api/v1/student_supports/${g.id}/`, { version: 1, end_date: daysAgo(1), outcome: 'partly' });
    expect(rowOf(await everyRow(`district=${ids.en}`), probe)).toMatchObject({ current: 2, given: 5, partly: 1 });
    expect(rowOf(await everyRow(tier), probe)).toMatchObject({ current: 2, given: 4, partly: 1 });
    await c.delete(`/api/v1/student_supports/${g.id}/`);
    expect(rowOf(await everyRow(`district=${ids.en}`), probe)).toMatchObject({ current: 2, given: 4, partly: 0 });
    expect(rowOf(await everyRow(tier), probe)).toMatchObject({ current: 2, given: 3, worked: 1, partly: 0, schools: 1 });
  });

  it('pages, and answers invalid_page past the end', async () => {
    const page1 = await report(`district=${ids.en}&pageSize=3`);
    const page2 = await report(`district=${ids.en}&pageSize=3&page=2`);
    expect(page1.results).toHaveLength(3);
    expect(page2.count).toBe(page1.count);
    expect(page2.results[0]).not.toEqual(page1.results[0]);
    const past = await (await as('districtAdmin')).get(`/api/v1/student_supports/report/?district=${ids.en}&pageSize=100&page=${Math.ceil(page1.count / 100) + 1}`);
    expect(past.status).toBe(404);
    expect(past.body.error.code).toBe('invalid_page');
    expect(await report(`district=${ids.en}&focus_area=999999`)).toMatchObject({ count: 0, results: [] });
  });
});

describe('the report: CSV export', () => {
  it('writes the page’s columns in the caller’s language, neutralises formulas, and is audited once with the filters', async () => {
    const c = await as('districtLeader');
    const before = await auditCount(server.db, 'student_supports.export');
    const en = await c.get<string>(`/api/v1/student_supports/report/export/?district=${ids.en}&type=strategy`);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('text/csv');
    // A filtered export is named after its filters (the whole one is not).
    expect(en.headers.get('content-disposition')).toMatch(/attachment; filename="user-supports-prairie-creek-school-division-strategy-\d{4}-\d{2}-\d{2}\.csv"/);
    const whole = await c.get<string>(`/api/v1/student_supports/report/export/?district=${ids.en}`);
    expect(whole.headers.get('content-disposition')).toMatch(/attachment; filename="user-supports-prairie-creek-school-division-\d{4}-\d{2}-\d{2}\.csv"/);
    const tier = tiers[1]!;
    const byTier = await c.get<string>(`/api/v1/student_supports/report/export/?district=${ids.en}&school=${ids.aspen}&tier=${tier.key}&type=accommodation&lang=fr`);
    expect(byTier.headers.get('content-disposition')).toMatch(
      new RegExp(`attachment; filename="user-supports-aspen-grove-elementary-${fileSlug(tier.label_fr || tier.label_en)}-adaptation-\\d{4}-\\d{2}-\\d{2}\\.csv"`),
    );
    // (fetch's text() drops the byte-order mark the file starts with.)
    const lines = en.body.split('\r\n');
    expect(lines[0]).toBe('Support,Type,Network,Students now,Given in all,Worked,Partly,Did not work,Schools');
    expect(lines).toContain(`"'=HYPERLINK(""http://x"")",Strategy,One-off,1,1,0,0,0,1`);
    expect(await auditCount(server.db, 'student_supports.export')).toBe(before + 3);
    const audit = await lastAudit(server.db, 'student_supports.export');
    expect(audit).toMatchObject({ actor_user_id: ids.user.districtLeader, district_id: ids.en, school_id: ids.aspen });
    expect(audit!.details).toMatchObject({ tier: tier.key, type: 'accommodation' });
    const fr = await c.get<string>(`/api/v1/student_supports/report/export/?district=${ids.en}&focus_area=${FOCUS_KEY}&lang=fr`);
    expect(fr.body.split('\r\n').slice(0, 2)).toEqual([
      'Soutien,Type,Réseau,Élèves actuellement,Offert au total,A fonctionné,En partie,N’a pas fonctionné,Écoles',
      'Soutien sonde,Adaptation,Réseau du conseil scolaire,2,4,1,0,1,2',
    ]);
  });
});
