/**
 * The student data report's figures (issue 22, section 1): the active measures of the district and of the scope's
 * schools (the district's first, then the schools' own, each by position), and their results of the school year
 * (`student_data_results.school_year`) for the scope's active students (not deleted; of the grade, with one), per
 * administration: a month (ordered August to July) or a data label (in the measure's order; a label it no longer
 * lists after those, by name). Only administrations holding results are listed. One statement:
 * - results: how many; numbers (manual results): min, quartiles and median (percentile_cont), max, mean;
 *   choices (dropdown results): a count per option chosen;
 * - change (numbers): the mean of (this result − the previous administration's) over the students who have both,
 *   the previous administration being the one listed before it (null for the first, or when no student has both).
 */
import { sql } from 'drizzle-orm';
import type { StudentDataResultType } from '@ss/domain';
import type { Database } from '@ss/db';
import { rowsOf } from '../raw-rows.ts';
import { inSchools, ofGrade, parsed, type ReportWhere } from './report-where.ts';

export interface MeasureRow {
  id: number;
  name: string;
  result_type: StudentDataResultType;
  options: { label: string; color: string }[];
}

export interface AdministrationFigures {
  definition_id: number;
  /** 0–11 for a month, -1 for a label. */
  month: number;
  label: string;
  results: number;
  numbers: { min: number; q1: number; median: number; q3: number; max: number; mean: number } | null;
  options: { label: string; results: number }[];
  change: number | null;
}

export async function studentDataFigures(db: Database, w: ReportWhere): Promise<{ measures: MeasureRow[]; administrations: AdministrationFigures[] }> {
  const schoolsOfDistrict = w.schoolIds === null ? sql`` : sql` and (d.school_id is null or d.school_id = any(${sql.param([...w.schoolIds])}::int[]))`;
  const result = await db.execute(sql`
    with defs as materialized (
      select d.id, d.name, d.result_type, d.options, d.labels, d.school_id, d.position
      from student_data_definitions d
      where d.district_id = ${w.districtId} and d.active${schoolsOfDistrict}
    ),
    r as materialized (
      select r.definition_id, r.student_id, r.month, r.label, r.value_number::float8 as v, r.value_option
      from student_data_results r
      join defs d on d.id = r.definition_id
      join students st on st.id = r.student_id and st.status = 'active' and st.deleted_at is null
      where r.school_year = ${w.schoolYear} and st.district_id = ${w.districtId}${inSchools(w, 'st.school_id')}${ofGrade(w, 'st.grade')}
    ),
    admins as (
      select x.definition_id, x.month, x.label,
        row_number() over (partition by x.definition_id order by case when x.month >= 0 then (x.month + 5) % 12 end nulls last, lp.ord nulls last, x.label) as ord
      from (select distinct r.definition_id, r.month, r.label from r) x
      join defs d on d.id = x.definition_id
      left join lateral (select e.ord from jsonb_array_elements_text(d.labels) with ordinality e(l, ord) where e.l = x.label limit 1) lp on x.month < 0
    ),
    ra as (
      select r.definition_id, r.student_id, r.v, r.value_option, a.ord,
        lag(r.v) over (partition by r.definition_id, r.student_id order by a.ord) as prev_v,
        lag(a.ord) over (partition by r.definition_id, r.student_id order by a.ord) as prev_ord
      from r join admins a on a.definition_id = r.definition_id and a.month = r.month and a.label = r.label
    ),
    stats as (
      select ra.definition_id, ra.ord, count(*)::int as results, count(ra.v)::int as numbers,
        min(ra.v) as min, percentile_cont(array[0.25, 0.5, 0.75]::float8[]) within group (order by ra.v) as q, max(ra.v) as max, avg(ra.v) as mean,
        avg(ra.v - ra.prev_v) filter (where ra.prev_ord = ra.ord - 1) as change
      from ra group by ra.definition_id, ra.ord
    ),
    opts as (
      select ra.definition_id, ra.ord, json_agg(json_build_object('label', ra.value_option, 'results', ra.n) order by ra.value_option) as options
      from (select ra.definition_id, ra.ord, ra.value_option, count(*)::int as n from ra where ra.value_option is not null group by 1, 2, 3) ra
      group by ra.definition_id, ra.ord
    )
    select
      (select coalesce(json_agg(json_build_object('id', d.id, 'name', d.name, 'result_type', d.result_type, 'options', d.options)
        order by d.school_id is not null, d.school_id, d.position, d.id), '[]'::json) from defs d) as measures,
      (select coalesce(json_agg(json_build_object('definition_id', a.definition_id, 'month', a.month, 'label', a.label, 'results', s.results,
          'numbers', case when s.numbers > 0 then json_build_object('min', s.min, 'q1', s.q[1], 'median', s.q[2], 'q3', s.q[3], 'max', s.max, 'mean', s.mean) end,
          'options', coalesce(o.options, '[]'::json), 'change', s.change) order by a.definition_id, a.ord), '[]'::json)
        from admins a
        join stats s on s.definition_id = a.definition_id and s.ord = a.ord
        left join opts o on o.definition_id = a.definition_id and o.ord = a.ord) as administrations`);
  const row = rowsOf<{ measures: unknown; administrations: unknown }>(result)[0]!;
  return { measures: parsed(row.measures) as MeasureRow[], administrations: parsed(row.administrations) as AdministrationFigures[] };
}
