/**
 * The support plans report's figures (issue 22, section 1): the active (not deactivated) plans of the school year
 * (`support_plans.school_year`, the year's label: "2026–2027") of the scope's schools, with a grade those of its
 * students, per school and over all, in one pass (grouping sets):
 * - active: draft or in review; final: final;
 * - review overdue: its next review date (the earliest review date not yet held) is before today, whatever its status;
 * - signatures missing: final, and its latest revision holds fewer signatures than the team it was finalised with
 *   (the revision's `team_size`: the signatures expected, as the plan's signatures page counts them).
 */
import { sql } from 'drizzle-orm';
import { schoolYearOf } from '@ss/domain';
import type { Database } from '@ss/db';
import { rowsOf } from '../raw-rows.ts';
import { inSchools, ofGrade, parsed, schoolsOf, type ReportWhere } from './report-where.ts';

export interface PlanCounts {
  active: number;
  final: number;
  review_overdue: number;
  signatures_missing: number;
}

export interface PlansFigures {
  totals: PlanCounts;
  schools: ({ id: number; name: string } & PlanCounts)[];
}

export const schoolYearLabel = (startYear: number) => schoolYearOf(new Date(Date.UTC(startYear, 7, 1))).label;

export async function plansFigures(db: Database, w: ReportWhere): Promise<PlansFigures> {
  const result = await db.execute(sql`
    with p as materialized (
      select sp.school_id, sp.status, sp.next_review_date,
        sp.status = 'final' and r.id is not null
          and (select count(*) from support_plan_signatures s where s.revision_id = r.id) < r.team_size as unsigned
      from support_plans sp
      join students st on st.id = sp.student_id and st.deleted_at is null
      left join support_plan_revisions r on r.plan_id = sp.id and r.number = sp.revision and sp.status = 'final'
      where sp.district_id = ${w.districtId}${inSchools(w, 'sp.school_id')}${ofGrade(w, 'st.grade')}
        and sp.school_year = ${schoolYearLabel(w.schoolYear)} and sp.deactivated_at is null
    ),
    counted as (
      select p.school_id, grouping(p.school_id) as everywhere,
        count(*) filter (where p.status in ('draft', 'in_review'))::int as active,
        count(*) filter (where p.status = 'final')::int as final,
        count(*) filter (where p.next_review_date < ${w.today}::date)::int as review_overdue,
        count(*) filter (where p.unsigned)::int as signatures_missing
      from p
      group by grouping sets ((p.school_id), ())
    )
    select
      (select json_build_object('active', c.active, 'final', c.final, 'review_overdue', c.review_overdue, 'signatures_missing', c.signatures_missing)
        from counted c where c.everywhere = 1) as totals,
      (select coalesce(json_agg(json_build_object('id', sc.id, 'name', sc.name, 'active', coalesce(c.active, 0), 'final', coalesce(c.final, 0),
          'review_overdue', coalesce(c.review_overdue, 0), 'signatures_missing', coalesce(c.signatures_missing, 0)) order by lower(sc.name), sc.id), '[]'::json)
        from (${schoolsOf(w)}) sc left join counted c on c.school_id = sc.id and c.everywhere = 0) as schools`);
  const row = rowsOf<{ totals: unknown; schools: unknown }>(result)[0]!;
  return { totals: parsed(row.totals) as PlanCounts, schools: parsed(row.schools) as PlansFigures['schools'] };
}
