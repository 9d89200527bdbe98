/**
 * The supports and actions reports (issue 22, section 1) through real HTTP, against figures worked out by hand from
 * reports-fixtures.ts (school year 2024–2025): school and grade filters, another district's rows never counted, the
 * CSV export, the audit row of a read, a school role refused, a bad school year.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { actions, auditEvents, studentSupportDataPoints, studentSupports, supports } from '@ss/db';
import { MSG, type TActionsReport, type TSupportsReport } from '@ss/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { systemKeys } from './support-fixtures.ts';
import { buildActions, buildFrenchActions, buildFrenchSupports, buildSupports, buildWorld, readReport, reportPdfText, YEAR, type World } from './reports-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
let w: World;
let focusKey: number;
let s1: number;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

beforeAll(async () => {
  w = await buildWorld(server.db, ids);
  focusKey = (await systemKeys(server.db)).focus[0]!;
  ({ s1 } = await buildSupports(server.db, ids, w, focusKey));
  await buildActions(server.db, ids, w);
});

const q = (extra: string) => `district=${ids.en}&school_year=${YEAR}${extra}`;
const supportsOf = async (extra: string) => readReport<TSupportsReport>(await as('districtAdmin'), 'supports', q(extra));
const actionsOf = async (extra: string) => readReport<TActionsReport>(await as('districtAdmin'), 'actions', q(extra));
const zeroOutcomes = { goal_reached: 0, on_track: 0, not_on_track: 0, no_recent_data: 0, not_monitored: 0 };

describe('supports report', () => {
  it('counts school A’s supports given in 2024–2025 by type, focus area and outcome', async () => {
    const r = await supportsOf(`&school=${w.a}`);
    expect(r.applied.school).toEqual({ id: w.a, name: 'Report Fixture A' });
    expect(r.applied.school_year_label).toBe('2024–2025');
    expect(r.total).toBe(8);
    expect(r.by_type).toEqual([
      { type: 'accommodation', given: 1, active: 0 },
      { type: 'strategy', given: 2, active: 2 },
      { type: 'intervention', given: 5, active: 4 },
    ]);
    expect(r.by_focus_area.find((f) => f.key === focusKey)?.given).toBe(5);
    expect(r.by_focus_area.filter((f) => f.key !== focusKey).every((f) => f.given === 0)).toBe(true);
    expect(r.outcomes).toEqual([
      {
        support_id: s1,
        name_en: 'Fixture reading',
        name_fr: 'Lecture fixture',
        type: 'intervention',
        given: 5,
        goal_reached: 1,
        on_track: 1,
        not_on_track: 1,
        no_recent_data: 1,
        not_monitored: 1,
      },
      { support_id: null, name_en: 'Fixture check-in', name_fr: 'Fixture check-in', type: 'strategy', given: 2, ...zeroOutcomes, on_track: 1, no_recent_data: 1 },
      { support_id: null, name_en: 'Fixture accommodation', name_fr: 'Fixture accommodation', type: 'accommodation', given: 1, ...zeroOutcomes, not_monitored: 1 },
    ]);
  });

  it('keeps to the grade: grade 4 leaves out a3’s two supports', async () => {
    const r = await supportsOf(`&school=${w.a}&grade=4`);
    expect(r.applied.grade).toBe('4');
    expect(r.total).toBe(6);
    expect(r.outcomes.find((o) => o.support_id === s1)).toMatchObject({ given: 4, goal_reached: 1, on_track: 1, not_on_track: 0, no_recent_data: 1, not_monitored: 1 });
    expect(r.outcomes.some((o) => o.name_en === 'Fixture accommodation')).toBe(false);
  });

  it('never counts the French district’s supports given, and counts school B’s in the district', async () => {
    const before = await supportsOf('');
    await buildFrenchSupports(server.db, ids, w);
    const after = await supportsOf('');
    expect(after).toEqual(before);
    const reading = after.outcomes.find((o) => o.support_id === s1)!;
    expect(reading).toMatchObject({ given: 6, not_monitored: 2 });
    const b = await supportsOf(`&school=${w.b}`);
    expect(b.total).toBe(1);
  });

  it('writes its tables as CSV: the outcomes’ header and a row, in French', async () => {
    const res = await (await as('districtAdmin')).get<string>(`/api/v1/reports/supports/export/?${q(`&school=${w.a}`)}&format=csv&lang=fr`);
    expect(res.status, String(res.body)).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    const title = lines.indexOf('Résultats du suivi des progrès par soutien');
    expect(title).toBeGreaterThan(0);
    expect(lines[title + 1]).toBe('Soutien,Type,Réseau,Offerts,Objectif atteint,En bonne voie,En retard sur l’objectif,Aucune donnée depuis 4 semaines,Sans suivi');
    expect(lines[title + 2]).toBe('Lecture fixture,Intervention,Réseau de soutiens,5,1,1,1,1,1');
  });

  it('is audited as a read of the supports report, with its filters', async () => {
    await supportsOf(`&school=${w.a}&grade=4`);
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.read'), eq(auditEvents.district_id, ids.en)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row).toMatchObject({ school_id: w.a, actor_user_id: ids.user.districtAdmin });
    expect(row!.details).toMatchObject({ report: 'supports', school_year: YEAR, grade: '4' });
  });

  it('is read again once a data point or a support’s name is written (the kept answer is dropped)', async () => {
    const first = await supportsOf(`&school=${w.a}`);
    expect(first.outcomes.find((o) => o.name_en === 'Fixture check-in')).toMatchObject({ on_track: 1, no_recent_data: 1 });
    const [g7] = await server.db
      .select({ id: studentSupports.id })
      .from(studentSupports)
      .where(and(eq(studentSupports.student_id, w.st.a2), eq(studentSupports.name, 'Fixture check-in')));
    // No baseline: the first point (6) is it; no goal date: the aim is flat at 6, and 6 is on it.
    await server.db.insert(studentSupportDataPoints).values({ student_support_id: g7!.id, measured_on: '2025-07-25', value: 6 });
    expect((await supportsOf(`&school=${w.a}`)).outcomes.find((o) => o.name_en === 'Fixture check-in')).toMatchObject({ on_track: 2, no_recent_data: 0 });
    await server.db.update(supports).set({ name_en: 'Fixture reading, renamed' }).where(eq(supports.id, s1));
    expect((await supportsOf(`&school=${w.a}`)).outcomes[0]).toMatchObject({ support_id: s1, name_en: 'Fixture reading, renamed' });
  });
});

describe('actions report', () => {
  it('counts school A’s actions per month of 2024–2025, overdue at each month’s end, and the median days', async () => {
    const r = await actionsOf(`&school=${w.a}`);
    const m = (month: string) => r.months.find((x) => x.month === month);
    expect(r.months.map((x) => x.month)).toEqual([
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
    expect(m('2024-08')).toEqual({ month: '2024-08', created: 0, completed: 0, abandoned: 0, overdue: 1 });
    expect(m('2024-09')).toEqual({ month: '2024-09', created: 2, completed: 1, abandoned: 0, overdue: 1 });
    expect(m('2024-10')).toEqual({ month: '2024-10', created: 2, completed: 0, abandoned: 0, overdue: 3 });
    expect(m('2024-11')).toEqual({ month: '2024-11', created: 0, completed: 1, abandoned: 0, overdue: 3 });
    expect(m('2024-12')).toEqual({ month: '2024-12', created: 0, completed: 0, abandoned: 1, overdue: 2 });
    expect(m('2025-03')).toEqual({ month: '2025-03', created: 1, completed: 1, abandoned: 0, overdue: 2 });
    expect(m('2025-05')).toEqual({ month: '2025-05', created: 1, completed: 0, abandoned: 0, overdue: 2 });
    expect(m('2025-07')).toEqual({ month: '2025-07', created: 0, completed: 0, abandoned: 0, overdue: 3 });
    expect(r.median_days_to_complete).toBe(5);
    expect(r.schools).toEqual([{ school: { id: w.a, name: 'Report Fixture A' }, created: 6, completed: 3, abandoned: 1, overdue: 3, median_days_to_complete: 5 }]);
  });

  it('keeps to the grade: actions about grade 4 students only (no action without a student)', async () => {
    const r = await actionsOf(`&school=${w.a}&grade=4`);
    expect(r.schools[0]).toMatchObject({ created: 4, completed: 2, abandoned: 1, overdue: 2, median_days_to_complete: 29.5 });
    expect(r.months.find((x) => x.month === '2025-06')?.overdue).toBe(2);
  });

  it('lists the district’s schools, never counts the French district’s actions', async () => {
    const before = await actionsOf('');
    await buildFrenchActions(server.db, ids, w);
    expect(await actionsOf('')).toEqual(before);
    expect(before.schools.find((s) => s.school.id === w.b)).toEqual({
      school: { id: w.b, name: 'Report Fixture B' },
      created: 1,
      completed: 1,
      abandoned: 0,
      overdue: 0,
      median_days_to_complete: 10,
    });
    expect(before.schools.some((s) => s.school.id === ids.troisPonts)).toBe(false);
    expect(before.schools.some((s) => s.school.id === ids.aspen)).toBe(true);
  });

  it('counts an action as overdue at today in the current month only once its expected date has passed', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const base = { district_id: ids.en, school_id: w.b, responsible_id: ids.user.teacher, student_id: w.st.b1, status: 'incomplete' as const, created_at: new Date() };
    await server.db.insert(actions).values([
      { ...base, name: 'due yesterday', completion_date: day(-1) },
      { ...base, name: 'due tomorrow', completion_date: day(1) },
      { ...base, name: 'due today', completion_date: today },
    ]);
    const r = await readReport<TActionsReport>(await as('districtAdmin'), 'actions', `district=${ids.en}&school=${w.b}`);
    expect(r.months.at(-1)).toEqual({ month: today.slice(0, 7), created: 3, completed: 0, abandoned: 0, overdue: 1 });
    expect(r.schools[0]).toMatchObject({ created: 3, overdue: 1 });
  });

  it('writes its tables as CSV: the months’ header and September', async () => {
    const res = await (await as('districtAdmin')).get<string>(`/api/v1/reports/actions/export/?${q(`&school=${w.a}`)}&format=csv`);
    expect(res.status).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Actions by month');
    expect(lines[1]).toBe('Month,Created,Completed,Abandoned,Overdue at month’s end');
    expect(lines[3]).toBe('2024-09,2,1,0,1');
    expect(lines).toContain('Report Fixture A,6,3,1,3,5');
  });

  it('is refused to a school’s teacher and to a school leader (403)', async () => {
    for (const member of ['teacher', 'schoolLeader'] as const) {
      const res = await (await as(member)).get(`/api/v1/reports/actions/?${q('')}`);
      expect(res.status, member).toBe(403);
    }
  });

  it('refuses a school year that is not one (400, its message)', async () => {
    const res = await (await as('districtAdmin')).get(`/api/v1/reports/actions/?district=${ids.en}&school_year=abc`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.school_year.message).toBe(MSG.invalidValue);
  });

  it('is read again once an action is written (the kept answer is dropped)', async () => {
    expect((await actionsOf(`&school=${w.a}`)).schools[0]).toMatchObject({ completed: 3, overdue: 3 });
    await server.db
      .update(actions)
      .set({ status: 'complete', completed_at: new Date('2025-06-10T10:00:00Z'), actual_date: '2025-06-10' })
      .where(and(eq(actions.school_id, w.a), eq(actions.name, 'x3')));
    const r = await actionsOf(`&school=${w.a}`);
    expect(r.schools[0]).toMatchObject({ completed: 4, overdue: 2 });
    expect(r.months.find((m) => m.month === '2025-06')).toMatchObject({ completed: 1, overdue: 2 });
  });
});

describe('the PDF’s charts', () => {
  it('draws the supports’ three charts and the actions’ lines as the page does: titles, legends and axes in either language', async () => {
    const c = await as('districtAdmin');
    const expected = {
      supports: {
        en: [
          'Supports by type',
          'Given',
          'Active now',
          'Intervention',
          'Supports by focus area',
          'Outcomes per support',
          'Fixture reading',
          'Goal reached',
          'On track',
          'Not on track',
          'No recent data',
          'Not monitored',
        ],
        fr: [
          'Soutiens par type',
          'Offerts',
          'En cours',
          'Soutiens par domaine',
          'Résultats par soutien',
          'Lecture fixture',
          'Objectif atteint',
          'En bonne voie',
          'En retard sur l’objectif',
          'Aucune donnée récente',
          'Sans suivi',
        ],
      },
      actions: {
        en: ['Actions per month', 'Created', 'Completed', 'Abandoned', 'Overdue', 'Sep 2024', 'Jul 2025'],
        fr: ['Actions par mois', 'Créées', 'Réalisées', 'Abandonnées', 'En retard', 'sept. 2024', 'juill. 2025'],
      },
    };
    for (const [name, byLang] of Object.entries(expected))
      for (const lang of ['en', 'fr'] as const) {
        const text = await reportPdfText(c, name, q(`&school=${w.a}`), lang);
        for (const words of byLang[lang]) expect(text, `${name} ${lang}: ${words}`).toContain(words);
        expect(text).not.toContain('NOT_TRANSLATED');
      }
  });
});
