/**
 * What the student scenarios ask, and the same question as plain SQL on one connection (no HTTP,
 * no server), so each HTTP figure has its database floor beside it. Header search, roster and
 * advanced search run the server repository's own statements; the profile and the export are
 * approximations in one statement each (the profile route reads its parts side by side).
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { schema, type Database } from '@ss/db';
import { LARGE_DISTRICT } from '@ss/db/seed/large';
import { searchStudents, type SearchCriteria } from '../../apps/server/src/repositories/advanced-search.repository.ts';
import { listStudents } from '../../apps/server/src/repositories/students.repository.ts';

export interface LargeFixture {
  districtId: number;
  schoolIds: number[];
  studentIds: number[];
  misspelt: string[];
  mathId: number;
  /** Issue 10: a scheduled student meeting on each of 20 students (after an earlier finished one with notes): [meeting, student]. */
  meetingPanels: [number, number][];
  /** Issue 11: the tier and focus-area keys the large district's supports use (its lists are the system's). */
  tierKeys: number[];
  focusKeys: number[];
  /** Issue 24: a student with two years of activity in the audit (accessLogFixture), and the people who acted. */
  accessLog: { studentId: number; userIds: number[] };
}

/** Swaps two neighbouring letters of the last name: "Tremblay" → "Tremblya". */
const misspell = (first: string, last: string) => `${first} ${last.length > 3 ? last.slice(0, -2) + last.at(-1) + last.at(-2) : last}`;

/** Runs one statement and returns its rows: a pg pool on PostgreSQL, the data directory itself on PGlite. */
export type RowsOf = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export async function loadFixture(query: RowsOf): Promise<LargeFixture> {
  const q = async <T>(text: string, values: unknown[] = []) => (await query(text, values)).rows as T[];
  const [d] = await q<{ id: number }>('select id from districts where name = $1', [LARGE_DISTRICT]);
  if (!d) throw new Error('the large district is missing: run npm run seed:large first');
  const schools = await q<{ id: number }>('select id from schools where district_id = $1 order by id', [d.id]);
  const kids = await q<{ id: number; first_name: string; last_name: string }>(
    "select id, first_name, last_name from students where district_id = $1 and status = 'active' order by md5(id::text) limit 200",
    [d.id],
  );
  const [math] = await q<{ id: number }>("select id from student_data_definitions where district_id = $1 and name = 'Math assessment'", [d.id]);
  const keys = async (kind: string) =>
    (
      await q<{ id: number }>(
        'select ci.id from config_items ci join config_lists cl on cl.id = ci.list_id where cl.kind = $1 and cl.district_id is null and cl.school_id is null order by ci.position',
        [kind],
      )
    ).map((r) => r.id);
  return {
    tierKeys: await keys('student-support-tiers'),
    focusKeys: await keys('student-support-focus-areas'),
    districtId: d.id,
    schoolIds: schools.map((s) => s.id),
    studentIds: kids.map((k) => k.id),
    misspelt: kids.slice(0, 50).map((k) => misspell(k.first_name, k.last_name)),
    mathId: math!.id,
    accessLog: await accessLogFixture(query, d.id, kids[0]!.id),
    meetingPanels: await meetingFixture(
      query,
      d.id,
      kids.slice(0, 20).map((k) => k.id),
    ),
  };
}

/**
 * Meetings for the run page's student panel (issue 10): for each student, a finished student meeting
 * two weeks ago with a note in three sections and an action agreed there, and a scheduled one whose
 * panel the scenario reads. Written once; a second run finds them.
 */
async function meetingFixture(query: RowsOf, districtId: number, studentIds: number[]): Promise<[number, number][]> {
  const q = async <T>(text: string, values: unknown[] = []) => (await query(text, values)).rows as T[];
  const out: [number, number][] = [];
  for (const studentId of studentIds) {
    const [found] = await q<{ id: number }>("select id from meetings where student_id = $1 and status = 'scheduled' and descriptor = 'Bench panel' limit 1", [studentId]);
    if (found) {
      out.push([found.id, studentId]);
      continue;
    }
    const [past] = await q<{ id: number; school_id: number }>(
      `insert into meetings (district_id, school_id, student_id, kind, descriptor, starts_at, status, started_at, finished_at, recap_sent_at)
       select district_id, school_id, id, 'student', 'Bench review', now() - interval '14 days', 'finished', now() - interval '14 days', now() - interval '14 days', now() - interval '14 days'
       from students where id = $1 returning id, school_id`,
      [studentId],
    );
    const [note] = await q<{ id: number }>('insert into meeting_notes (meeting_id, district_id, school_id, student_id) values ($1, $2, $3, $4) returning id', [
      past!.id,
      districtId,
      past!.school_id,
      studentId,
    ]);
    await q(
      "insert into meeting_note_sections (note_id, section, body) values ($1, 'key_issue', 'Reading fluency'), ($1, 'context', 'Reads 45 words a minute'), ($1, 'notes', 'Paired reading three times a week')",
      [note!.id],
    );
    const [now] = await q<{ id: number }>(
      `insert into meetings (district_id, school_id, student_id, kind, descriptor, starts_at)
       select district_id, school_id, id, 'student', 'Bench panel', now() + interval '7 days' from students where id = $1 returning id`,
      [studentId],
    );
    out.push([now!.id, studentId]);
  }
  return out;
}

/**
 * Two years of one student's file in the audit (issue 24, section 3), as its access record reads it: 6,000
 * reads and changes of the student by 12 of the district's staff (profile reads, supports and their data,
 * plan parts and PDFs, changes), spread over 730 days, and 300 roster exports of the student's school, each
 * indexed for every student of that school (audit_event_students); besides, 100,000 reads of the district's
 * other students, so the record is picked out of a busy audit. Written once; a second run finds it.
 */
async function accessLogFixture(query: RowsOf, districtId: number, studentId: number): Promise<{ studentId: number; userIds: number[] }> {
  const q = async <T>(text: string, values: unknown[] = []) => (await query(text, values)).rows as T[];
  const staff = await q<{ id: number }>('select user_id as id from district_memberships where district_id = $1 order by user_id limit 12', [districtId]);
  const userIds = staff.map((s) => s.id);
  const [seen] = await q<{ n: number }>('select count(*)::int as n from audit_event_students where student_id = $1', [studentId]);
  if ((seen?.n ?? 0) >= 6000) return { studentId, userIds };
  const [place] = await q<{ school_id: number }>('select school_id from students where id = $1', [studentId]);
  const users = `'{${userIds.join(',')}}'::int[]`;
  // The student's own events: the action, its target and part cycle through what a file's readers do.
  await q(
    `with made as (
       insert into audit_events (occurred_at, action, actor_user_id, district_id, school_id, student_id, target_type, target_id, details)
       select now() - (g * interval '730 days' / 6000), (array['student.read','student.read','student.read','support_plan.read','support_plan.pdf','student.data_updated','student_support.data_point_added','student.updated'])[1 + g % 8],
         (${users})[1 + g % ${userIds.length}], $1, $2, $3,
         (array['student','student','student','support_plan','support_plan','student','student_support','student'])[1 + g % 8], $4,
         case g % 8 when 1 then '{"part":"supports"}'::jsonb when 2 then '{"part":"data_points"}'::jsonb when 4 then '{"lang":"en"}'::jsonb when 7 then '{"changes":{"grade":["3","4"]}}'::jsonb else null end
       from generate_series(1, 6000) g returning id, student_id, occurred_at, actor_user_id)
     insert into audit_event_students (student_id, event_id, occurred_at, actor_user_id) select student_id, id, occurred_at, actor_user_id from made`,
    [districtId, place!.school_id, studentId, String(studentId)],
  );
  // Roster exports of the school: one row per export, indexed for each of the school's students.
  await q(
    `with made as (
       insert into audit_events (occurred_at, action, actor_user_id, district_id, school_id, target_type, target_id, details)
       select now() - (g * interval '730 days' / 300), 'students.export', (${users})[1 + g % ${userIds.length}], $1, $2, 'school', $3, jsonb_build_object('count', 0)
       from generate_series(1, 300) g returning id, occurred_at, actor_user_id)
     insert into audit_event_students (student_id, event_id, occurred_at, actor_user_id)
     select s.id, made.id, made.occurred_at, made.actor_user_id from made cross join students s where s.school_id = $2`,
    [districtId, place!.school_id, String(place!.school_id)],
  );
  // The rest of the district's audit: reads of other students.
  await q(
    `with others as (select id, school_id, row_number() over (order by id) as n from students where district_id = $1 and id <> $2),
     total as (select count(*) as c from others),
     made as (
       insert into audit_events (occurred_at, action, actor_user_id, district_id, school_id, student_id, target_type, target_id)
       select now() - (g * interval '730 days' / 100000), 'student.read', (${users})[1 + g % ${userIds.length}], $1, o.school_id, o.id, 'student', o.id::text
       from generate_series(1, 100000) g join total on true join others o on o.n = 1 + g % total.c returning id, student_id, occurred_at, actor_user_id)
     insert into audit_event_students (student_id, event_id, occurred_at, actor_user_id) select student_id, id, occurred_at, actor_user_id from made`,
    [districtId, studentId],
  );
  await q('analyze audit_events');
  await q('analyze audit_event_students');
  return { studentId, userIds };
}

export const advancedBody = (f: LargeFixture, i: number) => ({
  district_id: f.districtId,
  grades: ['3', '4', '5'],
  genders: ['female'],
  data_filters: [{ definition_id: f.mathId, operator: 'more_than', value: 60 + (i % 20) }],
  pageSize: 25,
});

/** Plain SQL for each scenario: (pool, fixture, i) → one round trip (or the repository's statement). */
export function plainQueries(pool: pg.Pool, f: LargeFixture) {
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  const scope = { all: false as const, districtIds: [f.districtId], wholeDistrictIds: [f.districtId], schoolIds: [] };
  return {
    // The header search and the roster page: the repository's own statements (the route's, minus HTTP and sign-in).
    header: (i: number) => listStudents(db, scope, { statuses: ['active'], search: f.misspelt[i % f.misspelt.length]!, sort: 'last_name', limit: 10, offset: 0 }),
    advanced: (i: number) => {
      const b = advancedBody(f, i);
      const criteria = {
        ...b,
        sort: 'last_name',
        statuses: ['active'],
        data_filters: b.data_filters.map((x) => ({
          ...x,
          operator: 'more_than' as const,
          def: { id: f.mathId, name: 'Math assessment', result_type: 'manual' as const, data_type: 'label' as const, labels: ['Fall', 'Winter', 'Spring'] },
        })),
      } as SearchCriteria;
      return searchStudents(db, scope, criteria, { limit: 25, offset: 0 });
    },
    roster: (i: number) => listStudents(db, scope, { statuses: ['active'], schoolId: f.schoolIds[i % f.schoolIds.length]!, sort: 'last_name', limit: 50, offset: 0 }),
    profile: (i: number) =>
      pool.query(
        `select s.*,
           (select json_agg(u.*) from student_teachers st join users u on u.id = st.user_id where st.student_id = s.id) as teachers,
           (select json_agg(item_id) from student_card_icons where student_id = s.id) as icons,
           (select json_agg(a.*) from student_alerts a where a.student_id = s.id and a.closed_at is null) as alerts,
           (select json_agg(r.* order by r.school_year, r.month, r.label) from student_data_results r where r.student_id = s.id) as results
         from students s where s.id = $1`,
        [f.studentIds[i % f.studentIds.length]],
      ),
    export: () =>
      pool.query(
        `select s.student_number, s.last_name, s.first_name, s.grade, s.gender, sc.name, s.status,
           (select string_agg(u.first_name || ' ' || u.last_name, '; ') from student_teachers st join users u on u.id = st.user_id where st.student_id = s.id)
         from students s join schools sc on sc.id = s.school_id where s.district_id = $1 and s.status = 'active' and s.deleted_at is null
         order by sc.name, s.last_name, s.first_name`,
        [f.districtId],
      ),
  };
}

/** p50 and p95 of `runs` sequential calls, in ms. */
export async function timeSql(run: (i: number) => Promise<unknown>, runs: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95) };
}
