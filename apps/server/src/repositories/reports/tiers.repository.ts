/**
 * Students' support tiers at past dates, from the boards' placement history (issue 22, section 1):
 * the tiers report (each month's end), the tier flow (two dates) and the unsupported students (today).
 *
 * A student's category on one board at a moment T: the `to_category_id` of their last move on that
 * board before T; with no move before T but one after, that first move's `from_category_id`; with no
 * move at all, their placement's category; and on a team board, a student its rules match who was
 * never placed nor moved sits in the default category (rules and grades as they are today). Their tier
 * at T is the highest rank among those categories' tiers over the district's boards (a category with no
 * tier, or one no longer in the district's list, does not count). Only the active students of the scope.
 *
 * Set-based, one statement per report: the moves become spans (a category from one move to the next,
 * the first move's origin before it), joined with the moments; placements and team-board defaults, which
 * do not change with the moment, are folded per student once and combined with the spans' ranks.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@ss/db';

export interface TierFilter {
  districtId: number;
  schoolIds: number[] | null;
  grade: string | null;
  /** The district's tiers: keys and ranks. */
  keys: number[];
  ranks: number[];
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The scope's active students. */
function scopeStudents(f: TierFilter): SQL {
  return sql`select s.id, s.school_id, s.grade from students s
    where s.district_id = ${f.districtId} and s.status = 'active' and s.deleted_at is null
      ${f.schoolIds === null ? sql`` : sql`and s.school_id = any(${sql.param(f.schoolIds)}::int[])`}
      ${f.grade === null ? sql`` : sql`and s.grade = ${f.grade}`}`;
}

/**
 * The CTEs giving `per(id, school_id, i, rank)`: each scope student's tier rank (null: none) at each
 * moment `i` (1-based) of `cuts` — the moves counted are those strictly before the moment.
 */
function tiersAt(f: TierFilter, cuts: Date[]): SQL {
  return sql`
    tier(key, rank) as (select * from unnest(${sql.param(f.keys)}::int[], ${sql.param(f.ranks)}::int[])),
    cut(at, i) as (select * from unnest(${sql.param(cuts.map((c) => c.toISOString()))}::timestamptz[]) with ordinality),
    st as materialized (${scopeStudents(f)}),
    cat as materialized (
      select c.id, c.board_id, c.is_default, t.rank from board_categories c
      join boards b on b.id = c.board_id and b.district_id = ${f.districtId}
      join tier t on t.key = c.tier_key),
    mv as (
      select m.student_id, m.board_id, m.from_category_id, m.to_category_id, m.moved_at,
        lead(m.moved_at) over w as next_at, row_number() over w as n
      from board_moves m join st on st.id = m.student_id
      join boards b on b.id = m.board_id and b.district_id = ${f.districtId}
      window w as (partition by m.student_id, m.board_id order by m.moved_at, m.id)),
    span as (
      select student_id, from_category_id as category_id, '-infinity'::timestamptz as since, moved_at as until from mv where n = 1
      union all
      select student_id, to_category_id, moved_at, coalesce(next_at, 'infinity'::timestamptz) from mv),
    dyn as (
      select sp.student_id, c.i, max(cat.rank) as rank
      from span sp join cat on cat.id = sp.category_id join cut c on sp.since < c.at and sp.until >= c.at
      group by sp.student_id, c.i),
    moved as materialized (select distinct student_id, board_id from mv),
    placed as materialized (
      select p.student_id, p.board_id, p.category_id from board_placements p join st on st.id = p.student_id
      join boards b on b.id = p.board_id and b.district_id = ${f.districtId}),
    fixed as (
      select student_id, max(rank) as rank from (
        select p.student_id, cat.rank from placed p join cat on cat.id = p.category_id
        where not exists (select 1 from moved m where m.board_id = p.board_id and m.student_id = p.student_id)
        union all
        select st.id, cat.rank from cat join boards b on b.id = cat.board_id and b.kind = 'team' join st on st.school_id = b.school_id
        where cat.is_default
          and (exists (select 1 from board_grade_rules g where g.board_id = b.id and g.grade = st.grade)
            or exists (select 1 from board_teacher_rules r join student_teachers t on t.user_id = r.teacher_id where r.board_id = b.id and t.student_id = st.id))
          and not exists (select 1 from placed p where p.board_id = b.id and p.student_id = st.id)
          and not exists (select 1 from moved m where m.board_id = b.id and m.student_id = st.id)
      ) x group by student_id),
    per as (
      select st.id, st.school_id, c.i, nullif(greatest(coalesce(fx.rank, -1), coalesce(d.rank, -1)), -1) as rank
      from st cross join cut c left join fixed fx on fx.student_id = st.id left join dyn d on d.student_id = st.id and d.i = c.i)`;
}

export interface TierCountRow {
  i: number;
  school_id: number;
  rank: number | null;
  students: number;
}

/** Students per moment, school and rank (the district's figures are their sums). */
export async function tierCounts(db: Database, f: TierFilter, cuts: Date[]): Promise<TierCountRow[]> {
  if (!cuts.length) return [];
  const r = await db.execute(sql`with ${tiersAt(f, cuts)}
    select i::int, school_id, rank, count(*)::int as students from per group by i, school_id, rank`);
  return rowsOf<TierCountRow>(r);
}

export interface TierFlowRow {
  from_rank: number | null;
  to_rank: number | null;
  students: number;
}

/** Students by their rank at the first moment and at the second (both without a tier left out). */
export async function tierFlow(db: Database, f: TierFilter, from: Date, to: Date): Promise<TierFlowRow[]> {
  const r = await db.execute(sql`with ${tiersAt(f, [from, to])},
    pair as (select a.id, a.rank as from_rank, b.rank as to_rank from per a join per b on b.id = a.id and b.i = 2 where a.i = 1)
    select from_rank, to_rank, count(*)::int as students from pair where from_rank is not null or to_rank is not null group by from_rank, to_rank`);
  return rowsOf<TierFlowRow>(r);
}

export interface UnsupportedSchoolRow {
  school_id: number;
  tiered: number;
  unsupported: number;
}
export interface UnsupportedStudentRow {
  id: number;
  first_name: string;
  last_name: string;
  grade: string;
  school_id: number;
  rank: number;
}

/**
 * Students in tier 2 or higher (rank ≥ 1) now, per school, and how many of them have no support given
 * active today (started on or before today, not ended before it); with the list of the unsupported
 * (highest tier first, then by name) when `listMax` is above 0.
 */
export async function unsupported(db: Database, f: TierFilter, now: Date, today: string, listMax: number) {
  const r = await db.execute(sql`with ${tiersAt(f, [now])},
    tiered as (select per.id, per.school_id, per.rank,
        not exists (select 1 from student_supports ss where ss.student_id = per.id and ss.start_date <= ${today}::date
          and (ss.end_date is null or ss.end_date >= ${today}::date)) as alone
      from per where per.rank >= 1),
    by_school as (select school_id, count(*)::int as tiered, count(*) filter (where alone)::int as unsupported from tiered group by school_id),
    listed as (select t.id, s.first_name, s.last_name, s.grade, t.school_id, t.rank,
        row_number() over (order by t.rank desc, s.sort_last_name, s.sort_first_name, t.id) as ord
      from tiered t join students s on s.id = t.id where t.alone order by ord limit ${listMax})
    select 'school' as kind, to_jsonb(b) as row from by_school b
    union all select 'student', to_jsonb(l) from listed l`);
  const rows = rowsOf<{ kind: 'school' | 'student'; row: unknown }>(r);
  const schools = rows.filter((x) => x.kind === 'school').map((x) => x.row as UnsupportedSchoolRow);
  // A union keeps no order: the list is sorted again by its place in the statement's order.
  const students = rows
    .filter((x) => x.kind === 'student')
    .map((x) => x.row as UnsupportedStudentRow & { ord: number })
    .sort((a, b) => a.ord - b.ord)
    .map(({ ord: _ord, ...s }) => s);
  return { schools, students };
}
