/**
 * The student data report (issue 22, section 1) through real HTTP, against figures worked out by hand from
 * reports-fixtures.ts (school year 2024–2025): distributions, choices, change, school and grade filters, another
 * district's results never counted, the CSV export, the audit row of a read, a school role refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, studentDataResults } from '@ss/db';
import type { TStudentDataReport } from '@ss/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { buildFrenchStudentData, buildStudentData, buildWorld, readReport, reportPdfText, YEAR, type World } from './reports-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
let w: World;
let defs: Awaited<ReturnType<typeof buildStudentData>>;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

beforeAll(async () => {
  w = await buildWorld(server.db, ids);
  defs = await buildStudentData(server.db, ids, w);
});

const q = (extra: string) => `district=${ids.en}&school_year=${YEAR}${extra}`;
const reportOf = async (extra: string) => readReport<TStudentDataReport>(await as('districtAdmin'), 'student_data', q(extra));
const measure = (r: TStudentDataReport, id: number) => r.measures.find((m) => m.id === id);
const options = (green: number, yellow: number, red: number) => [
  { label: 'Green', color: '#2b8a3e', results: green },
  { label: 'Yellow', color: '#f08c00', results: yellow },
  { label: 'Red', color: '#c92a2a', results: red },
];

describe('student data report', () => {
  it('gives school A’s numbers per administration month: quartiles, mean and the change for students with both', async () => {
    const r = await reportOf(`&school=${w.a}`);
    expect(measure(r, defs.reading)).toEqual({
      id: defs.reading,
      name: 'Fixture reading level',
      result_type: 'manual',
      administrations: [
        { administration: '2024-09', results: 4, numbers: { min: 10, q1: 17.5, median: 25, q3: 32.5, max: 40, mean: 25 }, options: [], change: null },
        { administration: '2025-01', results: 3, numbers: { min: 14, q1: 18, median: 22, q3: 34, max: 46, mean: 27.33 }, options: [], change: 4 },
        { administration: '2025-05', results: 1, numbers: { min: 35, q1: 35, median: 35, q3: 35, max: 35, mean: 35 }, options: [], change: null },
      ],
    });
  });

  it('gives the choices per data label in the measure’s order, a label and an option it no longer lists last', async () => {
    const r = await reportOf(`&school=${w.a}`);
    expect(measure(r, defs.behaviour)?.administrations).toEqual([
      { administration: 'Fall', results: 3, numbers: null, options: options(2, 0, 1), change: null },
      { administration: 'Winter', results: 1, numbers: null, options: options(0, 1, 0), change: null },
      { administration: 'Summer', results: 1, numbers: null, options: [...options(0, 0, 0), { label: 'Blue', color: '#868e96', results: 1 }], change: null },
    ]);
  });

  it('lists active measures of the district and of the scope’s schools only', async () => {
    const a = await reportOf(`&school=${w.a}`);
    expect(measure(a, defs.retired)).toBeUndefined();
    expect(measure(a, defs.own)).toBeUndefined();
    const b = await reportOf(`&school=${w.b}`);
    expect(measure(b, defs.own)?.administrations).toEqual([
      { administration: '2024-09', results: 1, numbers: { min: 7, q1: 7, median: 7, q3: 7, max: 7, mean: 7 }, options: [], change: null },
    ]);
    const ordered = b.measures.map((m) => m.id);
    expect(ordered.indexOf(defs.own)).toBeGreaterThan(ordered.indexOf(defs.behaviour));
  });

  it('keeps to the grade: grade 4 leaves out a3', async () => {
    const r = await reportOf(`&school=${w.a}&grade=4`);
    const [sept, jan, may] = measure(r, defs.reading)!.administrations;
    expect(sept).toMatchObject({ results: 3, numbers: { min: 10, q1: 15, median: 20, q3: 30, max: 40, mean: 23.33 } });
    expect(jan).toMatchObject({ results: 3, change: 4 });
    expect(may).toBeUndefined();
  });

  it('never counts a student of the French district, and counts school B’s in the district', async () => {
    const before = await reportOf('');
    await buildFrenchStudentData(server.db, w, defs.reading);
    expect(await reportOf('')).toEqual(before);
    expect(measure(before, defs.reading)!.administrations[0]).toMatchObject({ administration: '2024-09', results: 5, numbers: { min: 10, max: 50, mean: 30 } });
  });

  it('writes its table as CSV: the header and the January row', async () => {
    const res = await (await as('districtAdmin')).get<string>(`/api/v1/reports/student_data/export/?${q(`&school=${w.a}`)}&format=csv`);
    expect(res.status).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Student data by measure and administration');
    expect(lines[1]).toBe('Measure,Administration,Results,Minimum,First quartile,Median,Third quartile,Maximum,Mean,Change in the mean,Results by option');
    expect(lines).toContain('Fixture reading level,2025-01,3,14,18,22,34,46,27.33,4,');
    expect(lines).toContain('Fixture behaviour,Fall,3,,,,,,,,"Green: 2; Yellow: 0; Red: 1"');
  });

  it('is audited as a read, and refused to a school’s teacher (403)', async () => {
    await reportOf(`&school=${w.a}`);
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'report.read'), eq(auditEvents.district_id, ids.en)))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    expect(row!.details).toMatchObject({ report: 'student_data', school_year: YEAR });
    expect((await (await as('teacher')).get(`/api/v1/reports/student_data/?${q('')}`)).status).toBe(403);
  });

  it('is read again once a result is written (the kept answer is dropped)', async () => {
    expect(measure(await reportOf(`&school=${w.a}`), defs.reading)!.administrations[1]).toMatchObject({ results: 3, change: 4 });
    await server.db.insert(studentDataResults).values({ student_id: w.st.a3, definition_id: defs.reading, school_year: YEAR, month: 0, value_number: 31 });
    // a3: 31 − 30 = 1 joins 4, 2 and 6: (4 + 2 + 6 + 1) / 4 = 3.25.
    expect(measure(await reportOf(`&school=${w.a}`), defs.reading)!.administrations[1]).toMatchObject({ results: 4, change: 3.25 });
  });
});

describe('the PDF’s charts', () => {
  it('draws a chart per measure as the page does: a number measure’s quartiles as lines, a choice measure’s options stacked', async () => {
    const c = await as('districtAdmin');
    const en = await reportPdfText(c, 'student_data', q(`&school=${w.a}`), 'en');
    for (const words of [
      'Fixture reading level by administration',
      'First quartile',
      'Median',
      'Third quartile',
      'September 2024',
      'May 2025',
      'Fixture behaviour by administration',
      'Green',
      'Yellow',
      'Red',
      'Blue',
      'Fall',
    ])
      expect(en, words).toContain(words);
    const fr = await reportPdfText(c, 'student_data', q(`&school=${w.a}`), 'fr');
    for (const words of ['Fixture reading level par passation', 'Premier quartile', 'Médiane', 'Troisième quartile', 'septembre 2024', 'Fixture behaviour par passation', 'Green'])
      expect(fr, words).toContain(words);
    expect(en + fr).not.toContain('NOT_TRANSLATED');
  });
});
