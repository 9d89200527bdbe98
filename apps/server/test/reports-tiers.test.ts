/**
 * The tier reports (issue 22, section 1) through real HTTP: students by tier at each month's end, the flow
 * between tiers and tier 2 or higher with no support, on a small world built here whose figures were worked out
 * by hand; tenancy, roles, bad input, names hidden, the audit rows, the CSV and the PDF read back as text, and
 * board categories carrying their tier.
 *
 * School X (English demo district, school year 2024–2025, over: its figures do not move with today):
 * - team board "X team" (grade 4): Tier 1 (default), Tier 2, Tier 3, Watch (no tier);
 * - custom board "X custom": None (default, no tier), Tier 2.
 * Students (grade 4 unless said): s1 moved T1→T2 on 2024-09-10 and T2→T3 on 2024-11-05 (placed T3; also placed in
 * the custom board's None); s2 moved T3→T1 on 2024-10-15 (placed T1); s3 placed T2, never moved; s4 never placed
 * (the team board's default: Tier 1); s5 (grade 5) moved None→Tier 2 on the custom board on 2025-01-20; s7 placed
 * in Watch (no tier); s8 (grade 5) moved Tier 2→None on the custom board on 2025-03-01; s6 archived, placed T3.
 *
 * Month ends (tier 1, 2, 3, 4, none): Aug 2 2 1 0 2 · Sep 1 3 1 0 2 · Oct 2 3 0 0 2 · Nov, Dec 2 2 1 0 2 ·
 * Jan, Feb 2 3 1 0 1 · Mar–Jul 2 2 1 0 2 (s6 never counted).
 * Flow from the year's first to its last day: s1 up, s2 down, s3 and s4 same, s5 entered, s8 left (s7 no tier on
 * either side, not counted).
 *
 * School Y (today): team board "Y team" (grade 4): y1 Yanez T2, y2 Young T3, y3 T1, y4 T2 with an active support,
 * y5 Yates T3 whose support ended, y6 Yoder T2 whose support starts tomorrow: 5 in tier 2 or higher, 4 of them
 * unsupported, listed Yates, Young (tier 3), then Yanez, Yoder (tier 2). A support given to Yanez through the API
 * takes them off the list.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  auditEvents,
  boardCategories,
  boardGradeRules,
  boardMoves,
  boardPlacements,
  boards,
  configItems,
  configLists,
  schools,
  students,
  studentSupports,
  type Database,
} from '@ss/db';
import { GIVEN_MSG, MSG, studentSearchName } from '@ss/domain';
import type { TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { getBytes, pdfPages } from './support-plans-export-fixtures.ts';
import { reportPdfText } from './reports-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** The system tier list's items (the demo districts keep it): ids are their keys. */
let tiers: { id: number; label_en: string }[];
let X: number;
let Y: number;
const st: Record<string, number> = {};

async function school(db: Database, name: string) {
  const [row] = await db.insert(schools).values({ district_id: ids.en, name }).returning({ id: schools.id });
  return row!.id;
}
async function student(db: Database, schoolId: number, last: string, grade = '4', status: 'active' | 'archived' = 'active') {
  const [row] = await db
    .insert(students)
    .values({
      district_id: ids.en,
      school_id: schoolId,
      first_name: 'Tier',
      last_name: last,
      search_name: studentSearchName('Tier', last),
      grade,
      gender: 'other',
      student_number: `TIER-${last}`,
      status,
    })
    .returning({ id: students.id });
  return row!.id;
}
async function board(db: Database, schoolId: number, kind: 'team' | 'custom', title: string, cats: [string, number | null, boolean][], grade?: string) {
  const [b] = await db.insert(boards).values({ district_id: ids.en, school_id: schoolId, kind, title }).returning({ id: boards.id });
  if (grade) await db.insert(boardGradeRules).values({ board_id: b!.id, grade });
  const rows = await db
    .insert(boardCategories)
    .values(cats.map(([t, tier, isDefault], position) => ({ board_id: b!.id, position, title: t, color: '#228be6', is_default: isDefault, tier_key: tier })))
    .returning({ id: boardCategories.id, title: boardCategories.title });
  return { id: b!.id, cat: Object.fromEntries(rows.map((r) => [r.title, r.id])) as Record<string, number> };
}
async function place(db: Database, b: { id: number }, category: number, studentId: number) {
  await db.insert(boardPlacements).values({ board_id: b.id, student_id: studentId, category_id: category, position: 0 });
}
async function move(db: Database, b: { id: number; cat: Record<string, number> }, studentId: number, from: string, to: string, at: string) {
  await db.insert(boardMoves).values({
    board_id: b.id,
    student_id: studentId,
    from_category_id: b.cat[from]!,
    to_category_id: b.cat[to]!,
    from_title: from,
    to_title: to,
    to_color: '#228be6',
    moved_at: new Date(`${at}T15:00:00Z`),
  });
}

beforeAll(async () => {
  const db = server.db;
  tiers = await db
    .select({ id: configItems.id, label_en: configItems.label_en })
    .from(configItems)
    .innerJoin(configLists, eq(configLists.id, configItems.list_id))
    .where(and(eq(configLists.kind, 'student-support-tiers'), isNull(configLists.district_id), isNull(configLists.school_id)))
    .orderBy(asc(configItems.position));
  const [t1, t2, t3] = tiers.map((t) => t.id) as [number, number, number];
  X = await school(db, 'Tier Report School X');
  Y = await school(db, 'Tier Report School Y');
  for (const [k, grade, status] of [
    ['s1', '4'],
    ['s2', '4'],
    ['s3', '4'],
    ['s4', '4'],
    ['s5', '5'],
    ['s6', '4', 'archived'],
    ['s7', '4'],
    ['s8', '5'],
  ] as [string, string, 'archived' | undefined][])
    st[k] = await student(db, X, `X${k}`, grade, status ?? 'active');
  const team = await board(
    db,
    X,
    'team',
    'X team',
    [
      ['T1', t1, true],
      ['T2', t2, false],
      ['T3', t3, false],
      ['Watch', null, false],
    ],
    '4',
  );
  const custom = await board(db, X, 'custom', 'X custom', [
    ['None', null, true],
    ['CT2', t2, false],
  ]);
  await move(db, team, st.s1!, 'T1', 'T2', '2024-09-10');
  await move(db, team, st.s1!, 'T2', 'T3', '2024-11-05');
  await place(db, team, team.cat.T3!, st.s1!);
  await place(db, custom, custom.cat.None!, st.s1!);
  await move(db, team, st.s2!, 'T3', 'T1', '2024-10-15');
  await place(db, team, team.cat.T1!, st.s2!);
  await place(db, team, team.cat.T2!, st.s3!);
  await move(db, custom, st.s5!, 'None', 'CT2', '2025-01-20');
  await place(db, custom, custom.cat.CT2!, st.s5!);
  await place(db, team, team.cat.T3!, st.s6!);
  await place(db, team, team.cat.Watch!, st.s7!);
  await move(db, custom, st.s8!, 'CT2', 'None', '2025-03-01');
  await place(db, custom, custom.cat.None!, st.s8!);

  for (const [k, last] of [
    ['y1', 'Yanez'],
    ['y2', 'Young'],
    ['y3', 'Yu'],
    ['y4', 'Yang'],
    ['y5', 'Yates'],
    ['y6', 'Yoder'],
  ] as const)
    st[k] = await student(db, Y, last);
  const yTeam = await board(
    db,
    Y,
    'team',
    'Y team',
    [
      ['T1', t1, true],
      ['T2', t2, false],
      ['T3', t3, false],
    ],
    '4',
  );
  for (const [k, c] of [
    ['y1', 'T2'],
    ['y2', 'T3'],
    ['y3', 'T1'],
    ['y4', 'T2'],
    ['y5', 'T3'],
    ['y6', 'T2'],
  ] as const)
    await place(db, yTeam, yTeam.cat[c]!, st[k]!);
  const given = (studentId: number, start: string, end: string | null) => ({
    district_id: ids.en,
    school_id: Y,
    student_id: studentId,
    name: 'Check-in',
    type: 'strategy' as const,
    start_date: start,
    end_date: end,
    outcome: end ? ('worked' as const) : null,
  });
  await db.insert(studentSupports).values([given(st.y4!, day(-20), null), given(st.y5!, day(-40), day(-1)), given(st.y6!, day(1), null)]);
});

const counts = (r: { counts: { tier_key: number | null; students: number }[] }) => r.counts.map((c) => c.students);

describe('students by tier over time', () => {
  it('counts each month’s end from the placement history, the moves before it, the first move’s origin, placements and the team board’s default', async () => {
    const res = await (await as('districtAdmin')).get(`/api/v1/reports/tiers/?district=${ids.en}&school=${X}&school_year=2024`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body;
    expect(r.applied).toMatchObject({
      district: { id: ids.en },
      school: { id: X, name: 'Tier Report School X' },
      grade: null,
      school_year: 2024,
      school_year_label: '2024–2025',
      start: '2024-08-01',
      end: '2025-07-31',
    });
    expect(r.tiers.map((t: { key: number; rank: number }) => [t.key, t.rank])).toEqual(tiers.map((t, i) => [t.id, i]));
    expect(r.months.map((m: { month: string }) => m.month)).toEqual([
      '2024-08',
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
    ]);
    // Each month: tier 1, 2, 3, 4, then no tier.
    expect(r.months.map(counts)).toEqual([
      [2, 2, 1, 0, 2],
      [1, 3, 1, 0, 2],
      [2, 3, 0, 0, 2],
      [2, 2, 1, 0, 2],
      [2, 2, 1, 0, 2],
      [2, 3, 1, 0, 1],
      [2, 3, 1, 0, 1],
      [2, 2, 1, 0, 2],
      [2, 2, 1, 0, 2],
      [2, 2, 1, 0, 2],
      [2, 2, 1, 0, 2],
      [2, 2, 1, 0, 2],
    ]);
    expect(r.months[0].counts.at(-1).tier_key).toBeNull();
    expect(r.schools).toEqual([{ school: { id: X, name: 'Tier Report School X' }, counts: r.months[11].counts }]);
  });

  it('narrows to a grade', async () => {
    const r = (await (await as('districtLeader')).get(`/api/v1/reports/tiers/?district=${ids.en}&school=${X}&school_year=2024&grade=5`)).body;
    expect(counts(r.months[0])).toEqual([0, 1, 0, 0, 1]); // s8 in tier 2, s5 none
    expect(counts(r.months[5])).toEqual([0, 2, 0, 0, 0]);
    expect(counts(r.months[7])).toEqual([0, 1, 0, 0, 1]);
  });

  it('runs the months of the current school year up to this one', async () => {
    const r = (await (await as('districtAdmin')).get(`/api/v1/reports/tiers/?district=${ids.en}`)).body;
    const now = new Date();
    const start = now.getUTCMonth() > 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    expect(r.applied.school_year).toBe(start);
    expect(r.months[0].month).toBe(`${start}-08`);
    expect(r.months.at(-1).month).toBe(now.toISOString().slice(0, 7));
    // The district's schools the admin sees (the suspended one's students are out of everyone's scope but super admins').
    expect(r.schools.map((s: { school: { id: number } }) => s.school.id)).toEqual(expect.arrayContaining([ids.aspen, ids.riverbend, X, Y]));
    expect(r.schools.map((s: { school: { id: number } }) => s.school.id)).not.toContain(ids.maple);
  });

  it('answers again from its cache only while nothing it reads has changed: a move written straight in the database shows at the next read', async () => {
    const c = await as('districtAdmin');
    const now = async () => counts((await c.get(`/api/v1/reports/tiers/?district=${ids.en}&school=${X}`)).body.months.at(-1));
    const before = await now();
    expect(await now()).toEqual(before);
    const [cat] = await server.db
      .select({ id: boardCategories.id, board: boardCategories.board_id })
      .from(boardCategories)
      .innerJoin(boards, eq(boards.id, boardCategories.board_id))
      .where(and(eq(boards.school_id, X), eq(boards.title, 'X team'), eq(boardCategories.title, 'T3')));
    await server.db.insert(boardPlacements).values({ board_id: cat!.board, student_id: st.s4!, category_id: cat!.id, position: 1 });
    const after = await now();
    // s4 leaves the default (tier 1) for tier 3.
    expect(after).toEqual([before[0]! - 1, before[1], before[2]! + 1, before[3], before[4]]);
    await server.db.delete(boardPlacements).where(and(eq(boardPlacements.board_id, cat!.board), eq(boardPlacements.student_id, st.s4!)));
    expect(await now()).toEqual(before);
  });
});

describe('flow between tiers', () => {
  it('compares the year’s first and last days by default: up, down, same, entered, left and the matrix', async () => {
    const r = (await (await as('districtAdmin')).get(`/api/v1/reports/tier_flow/?district=${ids.en}&school=${X}&school_year=2024`)).body;
    const [t1, t2, t3] = tiers.map((t) => t.id);
    expect(r.applied).toMatchObject({ from: '2024-08-01', to: '2025-07-31' });
    expect({ up: r.up, down: r.down, same: r.same, entered: r.entered, left: r.left }).toEqual({ up: 1, down: 1, same: 2, entered: 1, left: 1 });
    expect(r.matrix).toEqual([
      { from_tier_key: null, to_tier_key: t2, students: 1 },
      { from_tier_key: t1, to_tier_key: t1, students: 1 },
      { from_tier_key: t1, to_tier_key: t3, students: 1 },
      { from_tier_key: t2, to_tier_key: null, students: 1 },
      { from_tier_key: t2, to_tier_key: t2, students: 1 },
      { from_tier_key: t3, to_tier_key: t1, students: 1 },
    ]);
  });

  it('takes two dates: each student’s tier at the end of each', async () => {
    const r = (await (await as('districtAdmin')).get(`/api/v1/reports/tier_flow/?district=${ids.en}&school=${X}&from=2024-10-20&to=2024-11-30`)).body;
    expect({ up: r.up, down: r.down, same: r.same, entered: r.entered, left: r.left }).toEqual({ up: 1, down: 0, same: 4, entered: 0, left: 0 });
  });

  it('refuses a second date before the first, or a day that is none', async () => {
    const c = await as('districtAdmin');
    const before = await c.get(`/api/v1/reports/tier_flow/?district=${ids.en}&from=2024-10-20&to=2024-10-01`);
    expect(before.status).toBe(400);
    expect(before.body.error.fields.to.message).toBe(MSG.invalidValue);
    expect((await c.get(`/api/v1/reports/tier_flow/?district=${ids.en}&from=2024-02-30`)).body.error.fields.from.message).toBe(MSG.invalidValue);
  });
});

describe('tier 2 or higher with no support', () => {
  it('counts per school who is in tier 2 or higher today and who of them has no active support, lists them highest tier first, and drops one given a support', async () => {
    const c = await as('districtAdmin');
    const read = async () => (await c.get(`/api/v1/reports/unsupported/?district=${ids.en}`)).body;
    const r = await read();
    const bySchool = (id: number) => r.schools.find((s: { school: { id: number } }) => s.school.id === id);
    expect(bySchool(Y)).toEqual({ school: { id: Y, name: 'Tier Report School Y' }, tiered: 5, unsupported: 4 });
    // X today: s1 (tier 3), s3 and s5 (tier 2), none with a support.
    expect(bySchool(X)).toEqual({ school: { id: X, name: 'Tier Report School X' }, tiered: 3, unsupported: 3 });
    expect(r.names_hidden).toBe(false);
    const ys = r.students.filter((s: { school_id: number }) => s.school_id === Y);
    expect(ys.map((s: { last_name: string }) => s.last_name)).toEqual(['Yates', 'Young', 'Yanez', 'Yoder']);
    expect(ys[0]).toEqual({ id: st.y5, first_name: 'Tier', last_name: 'Yates', grade: '4', school_id: Y, tier_key: tiers[2]!.id });
    const ranks = r.students.map((s: { tier_key: number }) => tiers.findIndex((t) => t.id === s.tier_key));
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    expect(r.total_tiered).toBe(r.schools.reduce((s: number, x: { tiered: number }) => s + x.tiered, 0));

    const given = await c.post('/api/v1/student_supports/', {
      student: st.y1,
      name: 'Reading boost',
      type: 'strategy',
      tier: tiers[1]!.id,
      start_date: day(-2),
      responsible: ids.user.districtAdmin,
    });
    expect(given.status, JSON.stringify(given.body)).toBe(201);
    const after = await read();
    expect(after.schools.find((s: { school: { id: number } }) => s.school.id === Y)).toMatchObject({ tiered: 5, unsupported: 3 });
    expect(after.students.filter((s: { school_id: number }) => s.school_id === Y).map((s: { last_name: string }) => s.last_name)).toEqual(['Yates', 'Young', 'Yoder']);
  });

  it('hides the names from a caller who may not see them all (district staff who is only school staff at Riverbend), not the counts', async () => {
    const c = await as('districtStaff');
    const both = (await c.get(`/api/v1/reports/unsupported/?district=${ids.en}`)).body;
    expect(both.names_hidden).toBe(true);
    expect(both.students).toEqual([]);
    expect(both.schools.map((s: { school: { id: number } }) => s.school.id).sort()).toEqual([ids.aspen, ids.riverbend].sort());
    const aspen = await c.get(`/api/v1/reports/unsupported/?district=${ids.en}&school=${ids.aspen}`);
    expect(aspen.status).toBe(200);
    expect(aspen.body.names_hidden).toBe(false);
  });
});

describe('who may read the reports', () => {
  const paths = (district: number | string, extra = '') => ['tiers', 'tier_flow', 'unsupported'].map((n) => `/api/v1/reports/${n}/?district=${district}${extra}`);

  it('answers 404 for another district’s report and for a district that does not exist', async () => {
    for (const path of [...paths(ids.en), ...paths(999_999)]) expect((await (await as('frAdmin')).get(path)).status, path).toBe(404);
    expect((await (await as('districtAdmin')).get(`/api/v1/reports/tiers/?district=${ids.fr}`)).status).toBe(404);
  });

  it('refuses school-level roles', async () => {
    for (const m of ['schoolAdmin', 'schoolLeader', 'teacher', 'schoolStaff', 'multiTeacher'] as const)
      for (const path of paths(ids.en)) expect((await (await as(m)).get(path)).status, `${m} ${path}`).toBe(403);
  });

  it('limits district staff to their schools: another school of the district is 403, another district’s school a field error; neither is audited', async () => {
    const c = await as('districtStaff');
    const r = (await c.get(`/api/v1/reports/tiers/?district=${ids.en}`)).body;
    expect(r.schools.map((s: { school: { id: number } }) => s.school.id).sort()).toEqual([ids.aspen, ids.riverbend].sort());
    const audited = async () => rowsOf<{ n: number }>(await server.db.execute(sql`select count(*)::int as n from ${auditEvents} where action = 'report.read'`))[0]!.n;
    const before = await audited();
    expect((await c.get(`/api/v1/reports/tiers/?district=${ids.en}&school=${X}`)).status).toBe(403);
    const other = await c.get(`/api/v1/reports/tiers/?district=${ids.en}&school=${ids.troisPonts}`);
    expect(other.status).toBe(400);
    expect(other.body.error.fields.school.message).toBe(GIVEN_MSG.reportSchool);
    const admin = await (await as('districtAdmin')).get(`/api/v1/reports/unsupported/?district=${ids.en}&school=${ids.troisPonts}`);
    expect(admin.body.error.fields.school.message).toBe(GIVEN_MSG.reportSchool);
    expect(await audited()).toBe(before);
  });

  it('refuses bad filters with the field’s message', async () => {
    const c = await as('districtAdmin');
    const year = await c.get(`/api/v1/reports/tiers/?district=${ids.en}&school_year=abc`);
    expect(year.status).toBe(400);
    expect(year.body.error.fields.school_year.message).toBe(MSG.invalidValue);
    const grade = await c.get(`/api/v1/reports/tiers/?district=${ids.en}&grade=${'9'.repeat(21)}`);
    expect(grade.status).toBe(400);
    expect(grade.body.error.fields.grade.message).toBe(MSG.invalidValue);
    expect((await c.get(`/api/v1/reports/tiers/?district=${ids.en}&student=1`)).status).toBe(400);
  });

  it('audits a read with the district, the report and its filters, never a student', async () => {
    await (await as('districtLeader')).get(`/api/v1/reports/unsupported/?district=${ids.en}&school=${Y}&grade=4&school_year=2024`);
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'report.read'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(row).toMatchObject({ district_id: ids.en, school_id: Y, actor_user_id: ids.user.districtLeader, student_id: null });
    expect(row!.details).toEqual({ report: 'unsupported', school_year: 2024, grade: '4' });
  });
});

describe('exports', () => {
  it('writes a report’s tables as one CSV: BOM, each table’s title, headers and rows; audited as an export', async () => {
    const res = await getBytes(await as('districtAdmin'), `/api/v1/reports/tiers/export/?district=${ids.en}&school=${X}&school_year=2024&format=csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="report-tiers-tier-report-school-x-2024-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(res.bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Students by tier at each month’s end');
    expect(lines[1]).toBe(`Month,${tiers.map((t) => t.label_en).join(',')},No tier,Total`);
    expect(lines[2]).toBe('2024-08,2,2,1,0,2,7');
    expect(lines[3]).toBe('2024-09,1,3,1,0,2,7');
    expect(lines[14]).toBe('');
    expect(lines[15]).toBe('"Students by tier and school, today"');
    expect(lines[17]).toBe('Tier Report School X,2,2,1,0,2,7');
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'report.export'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(row!.details).toEqual({ report: 'tiers', format: 'csv', school_year: 2024 });
  });

  it('writes the headers in French', async () => {
    const res = await getBytes(await as('districtAdmin'), `/api/v1/reports/tier_flow/export/?district=${ids.en}&school=${X}&school_year=2024&format=csv&lang=fr`);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(res.bytes).slice(1);
    expect(text).toContain('Passages entre les niveaux du 2024-08-01 au 2025-07-31');
    expect(text).toContain('Montés d’un niveau ou plus,1');
    expect(text).toContain('Sortis des niveaux,1');
    expect(text).toContain('Niveau 2 : ciblé,Sans niveau,1');
  });

  it('draws the whole report as a PDF: the filters on a title page, each report’s chart and tables, in either language; audited', async () => {
    const res = await getBytes(await as('districtAdmin'), `/api/v1/reports/export/?district=${ids.en}&school=${X}&school_year=2024&format=pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/filename="report-district-tier-report-school-x-2024-[\d-]+\.pdf"/);
    const text = (await pdfPages(res.bytes)).join('\n');
    for (const words of [
      'District report: Prairie Creek School Division',
      'School year: 2024–2025',
      'School: Tier Report School X',
      'Students by tier over time',
      'Students by tier at each month’s end',
      'Flow between tiers',
      'Tier 2 or higher with no support',
      'Tier 1: Universal',
      // The chart's month axis and legend (drawn as vectors: their words are text).
      'Aug 2024',
      'Jul 2025',
    ])
      expect(text, words).toContain(words);
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'report.export'))
      .orderBy(sql`${auditEvents.id} desc`)
      .limit(1);
    expect(row!.details).toMatchObject({ report: 'all', format: 'pdf' });

    const fr = await getBytes(await as('districtAdmin'), `/api/v1/reports/tiers/export/?district=${ids.en}&school=${X}&school_year=2024&format=pdf&lang=fr`);
    const frText = (await pdfPages(fr.bytes)).join('\n');
    expect(frText).toContain('Élèves par niveau au fil du temps');
    expect(frText).toContain('Année scolaire : 2024–2025');
    expect(frText).not.toContain('Flow between tiers');
  });
});

describe('the PDF’s charts of the flow and of tier 2 or higher with no support', () => {
  it('draws them as the page does, with their titles and legends in either language', async () => {
    const c = await as('districtAdmin');
    const pdf = (name: string, query: string, lang: 'en' | 'fr') => reportPdfText(c, name, `district=${ids.en}&${query}`, lang);
    const expected = [
      {
        name: 'tier_flow',
        query: `school=${X}&school_year=2024`,
        en: ['Tier flow', 'Students', 'Moved up', 'Left the tiers'],
        fr: ['Passages entre paliers', 'Élèves', 'Vers un palier supérieur'],
      },
      {
        name: 'unsupported',
        query: `school=${Y}`,
        en: ['Students in tier 2 or higher, and those with no support, per school', 'With no support', 'With a support', 'Tier Report School Y'],
        fr: ['Élèves au palier 2 ou plus, et ceux sans soutien, par école', 'Sans soutien', 'Avec un soutien'],
      },
    ];
    for (const e of expected)
      for (const lang of ['en', 'fr'] as const) {
        const text = await pdf(e.name, e.query, lang);
        for (const words of e[lang]) expect(text, `${e.name} ${lang}: ${words}`).toContain(words);
        expect(text).not.toContain('NOT_TRANSLATED');
      }
  });
});

describe('board categories carry their tier', () => {
  it('stores a category’s tier key of the school’s list and refuses one that is not', async () => {
    const c = await as('super');
    const cats = (tier: number | null) => [
      { title: 'Universal', color: '#2f9e44', is_default: true, tier_key: tiers[0]!.id },
      { title: 'Targeted', color: '#f08c00', is_default: false, tier_key: tier },
    ];
    const bad = await c.post('/api/v1/boards/', { school_id: Y, kind: 'team', title: 'Tiered', grades: ['4'], categories: cats(2_000_000) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(['categories.1.tier_key']);
    const ok = await c.post('/api/v1/boards/', { school_id: Y, kind: 'team', title: 'Tiered', grades: ['4'], categories: cats(tiers[1]!.id) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const id = ok.body.id;
    const read = (await c.get(`/api/v1/boards/${id}/`)).body;
    expect(read.categories.map((x: { tier_key: number | null }) => x.tier_key)).toEqual([tiers[0]!.id, tiers[1]!.id]);
    // Left out when changing a category, its tier stays; null clears it.
    const keep = await c.patch(`/api/v1/boards/${id}/`, {
      version: read.version,
      categories: read.categories.map(({ id: cid, title, color, is_default }: Record<string, unknown>) => ({ id: cid, title, color, is_default })),
    });
    expect(keep.status, JSON.stringify(keep.body)).toBe(200);
    const kept = (await c.get(`/api/v1/boards/${id}/`)).body;
    expect(kept.categories.map((x: { tier_key: number | null }) => x.tier_key)).toEqual([tiers[0]!.id, tiers[1]!.id]);
  });
});
