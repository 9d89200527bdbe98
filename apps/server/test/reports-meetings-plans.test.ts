/**
 * The meetings and support plans reports (issue 22, section 1) through real HTTP, against figures worked out by hand
 * from reports-fixtures.ts (school year 2024–2025): school and grade filters, another district's rows never counted,
 * the CSV export, the audit row of a read, roles refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, meetings, supportPlanRevisions, supportPlans, supportPlanSignatures } from '@ss/db';
import type { TMeetingsReport, TPlansReport } from '@ss/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { buildFrenchMeetings, buildFrenchPlans, buildMeetings, buildPlans, buildWorld, readReport, reportPdfText, YEAR, type World } from './reports-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
let w: World;
let boards: Awaited<ReturnType<typeof buildMeetings>>;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

beforeAll(async () => {
  w = await buildWorld(server.db, ids);
  boards = await buildMeetings(server.db, ids, w);
  await buildPlans(server.db, ids, w);
});

const q = (extra: string) => `district=${ids.en}&school_year=${YEAR}${extra}`;
const meetingsOf = async (extra: string) => readReport<TMeetingsReport>(await as('districtAdmin'), 'meetings', q(extra));
const plansOf = async (extra: string) => readReport<TPlansReport>(await as('districtAdmin'), 'plans', q(extra));
const months = ['2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06', '2025-07'];
const byMonth = (held: Record<string, number>) => months.map((month) => ({ month, held: held[month] ?? 0 }));

describe('meetings report', () => {
  it('counts school A’s team meetings held per month and per board, with the longest gap against a 42-day cadence', async () => {
    const r = await meetingsOf(`&school=${w.a}`);
    expect(r.cadence_days).toBe(42);
    expect(r.months).toEqual(byMonth({ '2024-09': 1, '2024-10': 1, '2024-11': 1, '2025-03': 1 }));
    const school = { id: w.a, name: 'Report Fixture A' };
    expect(r.teams).toEqual([
      {
        board: { id: boards.one, title: 'Fixture team one' },
        school,
        held: 4,
        last_held: '2025-03-20',
        longest_gap_days: 133,
        on_cadence: false,
        by_month: byMonth({ '2024-09': 1, '2024-10': 1, '2024-11': 1, '2025-03': 1 }),
      },
      { board: { id: boards.two, title: 'Fixture team two' }, school, held: 0, last_held: null, longest_gap_days: 152, on_cadence: false, by_month: byMonth({}) },
    ]);
  });

  it('keeps a board that met every 39 to 41 days on cadence', async () => {
    const r = await meetingsOf(`&school=${w.b}`);
    expect(r.teams).toHaveLength(1);
    expect(r.teams[0]).toMatchObject({ held: 8, last_held: '2025-06-20', longest_gap_days: 41, on_cadence: true });
  });

  it('keeps to the grade: the boards whose grade rules name it', async () => {
    const r = await meetingsOf(`&school=${w.a}&grade=5`);
    expect(r.teams.map((t) => t.board.id)).toEqual([boards.two]);
    expect(r.months.every((m) => m.held === 0)).toBe(true);
  });

  it('never counts the French district’s boards or meetings', async () => {
    const before = await meetingsOf('');
    await buildFrenchMeetings(server.db, ids);
    expect(await meetingsOf('')).toEqual(before);
    expect(before.teams.filter((t) => t.board.title.startsWith('Fixture team')).map((t) => t.board.id)).toEqual([boards.one, boards.two, boards.bb]);
  });

  it('writes its tables as CSV: the teams’ header with a column per month and a row', async () => {
    const res = await (await as('districtLeader')).get<string>(`/api/v1/reports/meetings/export/?${q(`&school=${w.a}`)}&format=csv`);
    expect(res.status).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const title = lines.indexOf('Team meetings held by team board');
    expect(lines[title + 1]).toBe(`School,Team board,Meetings held,Last held,Longest gap (days),On cadence,${months.join(',')}`);
    expect(lines[title + 2]).toBe('Report Fixture A,Fixture team one,4,2025-03-20,133,No,0,1,1,1,0,0,0,1,0,0,0,0');
  });

  it('is refused to a school’s teacher (403)', async () => {
    expect((await (await as('teacher')).get(`/api/v1/reports/meetings/?${q('')}`)).status).toBe(403);
  });

  it('is read again once a meeting is held (the kept answer is dropped)', async () => {
    expect((await meetingsOf(`&school=${w.a}`)).teams[1]).toMatchObject({ held: 0, longest_gap_days: 152 });
    await server.db.insert(meetings).values({
      district_id: ids.en,
      school_id: w.a,
      board_id: boards.two,
      kind: 'team',
      descriptor: 'Fixture meeting',
      starts_at: new Date('2025-05-01T10:00:00Z'),
      status: 'finished',
      started_at: new Date('2025-05-01T10:00:00Z'),
      finished_at: new Date('2025-05-01T11:00:00Z'),
    });
    // 2025-03-01 → 05-01: 61 days; 05-01 → 07-31: 91.
    expect((await meetingsOf(`&school=${w.a}`)).teams[1]).toMatchObject({ held: 1, last_held: '2025-05-01', longest_gap_days: 91 });
  });
});

describe('support plans report', () => {
  it('counts school A’s plans of 2024–2025: active, final, review overdue, signatures missing', async () => {
    const r = await plansOf(`&school=${w.a}`);
    const counts = { active: 2, final: 2, review_overdue: 2, signatures_missing: 1 };
    expect(r.totals).toEqual(counts);
    expect(r.schools).toEqual([{ school: { id: w.a, name: 'Report Fixture A' }, ...counts }]);
  });

  it('keeps to the grade of the plan’s student', async () => {
    const r = await plansOf(`&school=${w.a}&grade=4`);
    expect(r.totals).toEqual({ active: 2, final: 1, review_overdue: 2, signatures_missing: 0 });
  });

  it('adds school B in the district, never the French district’s plans', async () => {
    const before = await plansOf('');
    await buildFrenchPlans(server.db, ids, w);
    expect(await plansOf('')).toEqual(before);
    expect(before.schools.find((s) => s.school.id === w.b)).toEqual({
      school: { id: w.b, name: 'Report Fixture B' },
      active: 0,
      final: 1,
      review_overdue: 0,
      signatures_missing: 1,
    });
    const a = before.schools.find((s) => s.school.id === w.a)!;
    const sum = (k: 'active' | 'final' | 'review_overdue' | 'signatures_missing') => before.schools.reduce((n, s) => n + s[k], 0);
    expect(before.totals).toEqual({ active: sum('active'), final: sum('final'), review_overdue: sum('review_overdue'), signatures_missing: sum('signatures_missing') });
    expect(a.final).toBe(2);
  });

  it('writes its table as CSV with the totals last', async () => {
    const res = await (await as('districtAdmin')).get<string>(`/api/v1/reports/plans/export/?${q(`&school=${w.a}`)}&format=csv&lang=fr`);
    expect(res.status).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Plans de soutien par école');
    expect(lines[1]).toBe('École,Ébauche ou en révision,Définitifs,Révision en retard,Signatures manquantes');
    expect(lines[2]).toBe('Report Fixture A,2,2,2,1');
    expect(lines[3]).toBe('Toutes les écoles,2,2,2,1');
  });

  it('is audited as a read of the plans report', async () => {
    await plansOf(`&school=${w.b}`);
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.read'), eq(auditEvents.district_id, ids.en)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row).toMatchObject({ school_id: w.b });
    expect(row!.details).toMatchObject({ report: 'plans', school_year: YEAR });
  });

  it('is refused to a school’s teacher and its admin (403)', async () => {
    for (const member of ['teacher', 'schoolAdmin'] as const) expect((await (await as(member)).get(`/api/v1/reports/plans/?${q('')}`)).status, member).toBe(403);
  });

  it('is read again once a signature is recorded (the kept answer is dropped)', async () => {
    expect((await plansOf(`&school=${w.a}`)).totals.signatures_missing).toBe(1);
    const [rev] = await server.db
      .select({ id: supportPlanRevisions.id })
      .from(supportPlanRevisions)
      .innerJoin(supportPlans, eq(supportPlans.id, supportPlanRevisions.plan_id))
      .where(eq(supportPlans.student_id, w.st.a3));
    await server.db.insert(supportPlanSignatures).values({ revision_id: rev!.id, name: 'Signer 3', role: 'Teacher', signed_on: '2025-01-06', method: 'paper' });
    expect((await plansOf(`&school=${w.a}`)).totals.signatures_missing).toBe(0);
  });
});

describe('the PDF’s charts', () => {
  it('draws the meetings held per month and the plans per school as the page does, in either language', async () => {
    const c = await as('districtAdmin');
    const expected = {
      meetings: { en: ['Meetings held per month', 'Meetings held', 'Sep 2024'], fr: ['Rencontres tenues par mois', 'Rencontres tenues', 'sept. 2024'] },
      plans: {
        en: ['Support plans per school', 'Active', 'Final', 'Review overdue', 'Signatures missing', 'Report Fixture A', 'Report Fixture B'],
        fr: ['Plans de soutien par école', 'Actifs', 'Définitifs', 'Révision en retard', 'Signatures manquantes', 'Report Fixture A'],
      },
    };
    for (const [name, byLang] of Object.entries(expected))
      for (const lang of ['en', 'fr'] as const) {
        // Plans for the whole district: a bar group per school.
        const text = await reportPdfText(c, name, q(name === 'plans' ? '' : `&school=${w.a}`), lang);
        for (const words of byLang[lang]) expect(text, `${name} ${lang}: ${words}`).toContain(words);
        expect(text).not.toContain('NOT_TRANSLATED');
      }
  });
});
