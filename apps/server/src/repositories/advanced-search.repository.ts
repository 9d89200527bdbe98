/**
 * Advanced student search as one SQL statement: the actor's scope (visibleStudents), every
 * filter as a predicate or EXISTS, and one join per data filter with the student's latest result
 * of that measure (student_data_latest, kept by the database; a lateral read when the filter
 * names a school year). The matches are counted and paged; teachers and card icons are gathered
 * only for the page's rows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { students, type Database } from '@ss/db';
import type { TDataFilter, TStudentSearchExport } from '@ss/domain';
import { isNumeric } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { visibleStudents } from './student-scope.ts';
import { teachersJsonOf } from './students.repository.ts';
import { rowsOf } from './raw-rows.ts';

/** Both drivers (pg and PGlite) answer raw statements with `{ rows }`. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const list = (xs: readonly (string | number)[]) =>
  sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  );

export interface MeasureDef {
  id: number;
  /** The measure's name, for the export's column heading. */
  name: string;
  result_type: 'manual' | 'dropdown';
  data_type: 'month' | 'label';
  labels: string[];
}

export interface SearchCriteria extends Omit<TStudentSearchExport, 'data_filters'> {
  data_filters: (TDataFilter & { def: MeasureDef })[];
  /** Only these students (the export reads its matches in chunks of ids). */
  only_ids?: number[];
}

/** Order of a result inside its school year: September first for months, the label's position for labels. */
function periodOrder(def: MeasureDef): SQL {
  if (def.data_type === 'month') return sql`(r.month + 4) % 12`;
  return def.labels.length ? sql`coalesce(array_position(array[${list(def.labels)}]::text[], r.label), 0)` : sql`0`;
}

/**
 * The result a data filter compares: the student's latest result of the measure. Without a school
 * year that is the student_data_latest row the database keeps (a join); within a school year, the
 * latest of that year is found per student (a lateral read of the results index).
 */
function latest(alias: string, f: SearchCriteria['data_filters'][number]): SQL {
  const a = sql.raw(alias);
  if (f.school_year === undefined) return sql`join student_data_latest ${a} on ${a}.student_id = "students"."id" and ${a}.definition_id = ${f.def.id}`;
  return sql`left join lateral (
    select r.value_number, r.value_option, r.school_year from student_data_results r
    where r.student_id = "students"."id" and r.definition_id = ${f.def.id} and r.school_year = ${f.school_year}
    order by ${periodOrder(f.def)} desc, r.recorded_at desc limit 1) ${a} on true`;
}

export function dataPredicate(alias: string, f: SearchCriteria['data_filters'][number]): SQL {
  const a = sql.raw(alias);
  const num = sql`${a}.value_number`;
  const text = sql`coalesce(${a}.value_option, ${a}.value_number::text)`;
  const like = `%${escapeLike(String(f.value).trim())}%`;
  const numeric = f.def.result_type === 'manual' && isNumeric(f.value);
  switch (f.operator) {
    case 'more_than':
      return sql`${num} > ${Number(f.value)}`;
    case 'less_than':
      return sql`${num} < ${Number(f.value)}`;
    case 'equal':
      return numeric ? sql`${num} = ${Number(f.value)}` : sql`lower(${text}) = lower(${String(f.value).trim()})`;
    case 'not_equal':
      // A student with no result has nothing to differ from: only existing results qualify.
      return numeric ? sql`${num} <> ${Number(f.value)}` : sql`lower(${text}) <> lower(${String(f.value).trim()})`;
    case 'contain':
      return sql`${text} ilike ${like}`;
    case 'not_contain':
      return sql`${text} not ilike ${like}`;
  }
}

/** Items chosen by id, and their copies in customised lists (a school's copy keeps meaning). */
const itemsOf = (ids: number[]) => sql`(select ci.id from config_items ci where ci.id in (${list(ids)}) or ci.source_item_id in (${list(ids)}))`;

function fromAndWhere(scope: TenantScope, c: SearchCriteria): SQL {
  const where: SQL[] = [visibleStudents(scope)];
  if (c.only_ids) where.push(c.only_ids.length ? sql`"students"."id" in (${list(c.only_ids)})` : sql`false`);
  if (c.school_id) where.push(sql`"students"."school_id" = ${c.school_id}`);
  if (c.district_id) where.push(sql`"students"."district_id" = ${c.district_id}`);
  where.push(sql`"students"."status" in (${list(c.statuses?.length ? c.statuses : ['active'])})`);
  if (c.grades?.length) where.push(sql`"students"."grade" in (${list(c.grades)})`);
  if (c.genders?.length) where.push(sql`"students"."gender" in (${list(c.genders)})`);
  if (c.teacher_ids?.length) where.push(sql`exists (select 1 from student_teachers st where st.student_id = "students"."id" and st.user_id in (${list(c.teacher_ids)}))`);
  if (c.card_icon_ids?.length) where.push(sql`exists (select 1 from student_card_icons sci where sci.student_id = "students"."id" and sci.item_id in ${itemsOf(c.card_icon_ids)})`);
  if (c.entry_level_ids?.length) where.push(sql`"students"."entry_level_item_id" in ${itemsOf(c.entry_level_ids)}`);
  const laterals = c.data_filters.map((f, i) => latest(`m${i}`, f));
  c.data_filters.forEach((f, i) => where.push(dataPredicate(`m${i}`, f)));
  return sql`from ${students} join schools sc on sc.id = "students"."school_id" ${sql.join(laterals, sql` `)} where ${sql.join(where, sql` and `)}`;
}

const GRADE_ORDER = sql`case when "students"."grade" = 'K' then 0 when "students"."grade" ~ '^[0-9]+$' then "students"."grade"::int + 1 else 100 end`;

/** The columns a sort reads, selected with the matches so the page sorts plain values. */
function sortKeys(sort: string): SQL {
  const key = sort.replace(/^-/, '');
  const extra = { grade: sql`, ${GRADE_ORDER} as k_grade`, student_number: sql`, "students"."student_number" as k_number`, school: sql`, sc.name as k_school` }[key];
  return sql`"students"."sort_last_name" as k_last, "students"."sort_first_name" as k_first${extra ?? sql``}`;
}

/** ORDER BY over the matches' sort keys (sortKeys) and id. */
function orderBy(sort: string): SQL {
  const desc = sort.startsWith('-');
  const dir = sql.raw(desc ? 'desc' : 'asc');
  const key = desc ? sort.slice(1) : sort;
  const names = sql`k_last ${dir}, k_first ${dir}`;
  const keys: Record<string, SQL> = {
    last_name: names,
    first_name: sql`k_first ${dir}, k_last ${dir}`,
    grade: sql`k_grade ${dir}, k_last, k_first`,
    student_number: sql`k_number ${dir}`,
    school: sql`k_school ${dir}, k_last, k_first`,
  };
  return sql`${keys[key] ?? names}, id ${dir}`;
}

export interface SearchRow {
  id: number;
  first_name: string;
  last_name: string;
  grade: string;
  gender: 'male' | 'female' | 'other';
  student_number: string;
  school_id: number;
  school_name: string;
  status: 'active' | 'graduated' | 'archived' | 'deleted';
  teachers: { id: number; first_name: string; last_name: string }[];
  card_icon_ids: number[];
  measures: { definition_id: number; value: string | number | null; school_year: number | null }[];
  total: number;
}

/** One page of matching students (the export asks for its chunk of ids as one window). */
export async function searchStudents(db: Database, scope: TenantScope, c: SearchCriteria, window: { limit: number; offset: number }): Promise<SearchRow[]> {
  // Each data filter's value travels with the match as three plain columns; the JSON is built for the page only.
  const measureCols = c.data_filters.map((_, i) => sql.raw(`, m${i}.value_number as m${i}_n, m${i}.value_option as m${i}_o, m${i}.school_year as m${i}_y`));
  const measures = c.data_filters.length
    ? sql`json_build_array(${sql.join(
        c.data_filters.map((f, i) => {
          const col = (suffix: string) => sql.raw(`page.m${i}_${suffix}`);
          return sql`json_build_object('definition_id', ${f.def.id}::int, 'value', coalesce(to_jsonb(${col('o')}), to_jsonb(${col('n')})), 'school_year', ${col('y')})`;
        }),
        sql`, `,
      )})`
    : sql`'[]'::json`;
  // The matches are gathered first (materialized: the planner picks the best way to filter, not an
  // index that happens to be in name order), then paged with a top-N sort and counted beside it
  // (a count over a window would sort every match in full); the page's rows are then read whole,
  // with their teachers and card icons.
  const query = sql`
    with matched as materialized (
      select "students"."id", ${sortKeys(c.sort)}${sql.join(measureCols, sql``)}
      ${fromAndWhere(scope, c)}
    ), paged as (
      select matched.* from matched order by ${orderBy(c.sort)}
      limit ${window.limit} offset ${window.offset}
    ), page as (
      select paged.*, row_number() over (order by ${orderBy(c.sort)}) as pos from paged
    )
    select s.id, s.first_name, s.last_name, s.grade, s.gender, s.student_number, s.school_id, sc.name as school_name, s.status,
      ${measures} as measures, (select count(*) from matched) as total,
      ${teachersJsonOf(sql`page.id`)} as teachers,
      coalesce((select json_agg(sci.item_id order by sci.item_id) from student_card_icons sci where sci.student_id = page.id), '[]'::json) as card_icon_ids
    from page join students s on s.id = page.id join schools sc on sc.id = s.school_id
    order by page.pos`;
  return rowsOf<Omit<SearchRow, 'total'> & { total: string | number }>(await db.execute(query)).map((r) => ({ ...r, total: Number(r.total) }));
}

/** Every matching id in the search's order: the export then reads the rows chunk by chunk. */
export async function matchingIds(db: Database, scope: TenantScope, c: SearchCriteria): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`with matched as (select "students"."id", ${sortKeys(c.sort)} ${fromAndWhere(scope, c)}) select id from matched order by ${orderBy(c.sort)}`),
  );
  return rows.map((r) => r.id);
}

/** How many match (for a page past the end, where the window query returns no row). */
export async function countStudents(db: Database, scope: TenantScope, c: SearchCriteria): Promise<number> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n ${fromAndWhere(scope, c)}`));
  return Number(rows[0]?.n ?? 0);
}
