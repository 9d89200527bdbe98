/**
 * The actions report's figures (issue 22, section 1), in UTC calendar days and months. One statement over the
 * actions that count in the school year: those created by the report's day (`asOf`: today, or the year's last day
 * once it is over) and not completed nor abandoned before the year's first day. With a grade, only actions about a
 * student of that grade (an action about no student is then left out).
 *
 * - created, completed, abandoned in a month: `created_at`, `completed_at`, `abandoned_at` in it;
 * - overdue at a month's end (the current month's: today): created by that day, its expected date
 *   (`completion_date`) before that day, and neither completed nor abandoned by the end of that day;
 * - a school's figures are the year's: created, completed, abandoned in the year, overdue at the report's day;
 * - median days to complete: the median (percentile_cont 0.5) of the days from the creation's day to the
 *   completion's day of the actions completed in the year, per school and over all.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@ss/db';
import { rowsOf } from '../raw-rows.ts';
import { asOf, dayAfter, dayStart, inSchools, parsed, schoolsOf, type ReportWhere } from './report-where.ts';

export interface ActionCounts {
  created: number;
  completed: number;
  abandoned: number;
  overdue: number;
}

export interface ActionsFigures {
  median_days_to_complete: number | null;
  months: ({ month: string } & ActionCounts)[];
  schools: ({ id: number; name: string; median_days_to_complete: number | null } & ActionCounts)[];
}

export async function actionsFigures(db: Database, w: ReportWhere): Promise<ActionsFigures> {
  const day = asOf(w);
  const yearStart = dayStart(w.start);
  const student = w.grade === null ? sql`` : sql` join students st on st.id = a.student_id and st.grade = ${w.grade}`;
  const last = `${w.months.at(-1) ?? w.start.slice(0, 7)}-01`;
  // One pass over the actions, each reduced to its months: created, completed, abandoned in, and the range of months at
  // whose end it was overdue (from the month of the first day it was past due and existed, to the month before it was
  // closed), grouped at once (a few thousand groups); the months' and schools' figures are sums over those groups.
  const result = await db.execute(sql`
    with a as materialized (
      select x.school_id,
        case when x.created >= ${w.start}::timestamp then date_trunc('month', x.created) end as created,
        case when x.completed < ${w.end}::timestamp + interval '1 day' then date_trunc('month', x.completed) end as completed,
        case when x.abandoned < ${w.end}::timestamp + interval '1 day' then date_trunc('month', x.abandoned) end as abandoned,
        case when greatest(x.completion_date + 1, x.created::date) <= ${day}::date then date_trunc('month', greatest(x.completion_date + 1, x.created)) else 'infinity'::timestamp end
          as overdue_from,
        coalesce(date_trunc('month', least(x.completed, x.abandoned)) - interval '1 month', 'infinity'::timestamp) as overdue_to,
        case when x.completed < ${w.end}::timestamp + interval '1 day' then x.completed::date - x.created::date end as days
      from (
        select a.school_id, a.completion_date, a.created_at at time zone 'UTC' as created, a.completed_at at time zone 'UTC' as completed,
          a.abandoned_at at time zone 'UTC' as abandoned
        from actions a${student}
        where a.district_id = ${w.districtId}${inSchools(w, 'a.school_id')}
          and a.created_at < ${dayAfter(day)}
          and (a.completed_at is null or a.completed_at >= ${yearStart})
          and (a.abandoned_at is null or a.abandoned_at >= ${yearStart})
      ) x
    ),
    g as materialized (
      select a.school_id, a.created, a.completed, a.abandoned, a.overdue_from, a.overdue_to, count(*)::int as n
      from a group by 1, 2, 3, 4, 5, 6
    ),
    medians as (
      select a.school_id, grouping(a.school_id) as everywhere, percentile_cont(0.5) within group (order by a.days) as median
      from a where a.days is not null
      group by grouping sets ((a.school_id), ())
    ),
    months as (select m as month, (m || '-01')::timestamp as first from unnest(${sql.param([...w.months])}::text[]) m),
    per_month as (
      select m.month,
        coalesce(sum(g.n) filter (where g.created = m.first), 0)::int as created,
        coalesce(sum(g.n) filter (where g.completed = m.first), 0)::int as completed,
        coalesce(sum(g.n) filter (where g.abandoned = m.first), 0)::int as abandoned,
        coalesce(sum(g.n) filter (where g.overdue_from <= m.first and g.overdue_to >= m.first), 0)::int as overdue
      from months m cross join g
      group by m.month
    ),
    per_school as (
      select g.school_id,
        coalesce(sum(g.n) filter (where g.created is not null), 0)::int as created,
        coalesce(sum(g.n) filter (where g.completed is not null), 0)::int as completed,
        coalesce(sum(g.n) filter (where g.abandoned is not null), 0)::int as abandoned,
        coalesce(sum(g.n) filter (where g.overdue_from <= ${last}::timestamp and g.overdue_to >= ${last}::timestamp), 0)::int as overdue
      from g group by g.school_id
    )
    select
      (select m.median from medians m where m.everywhere = 1) as median,
      (select coalesce(json_agg(json_build_object('month', m.month, 'created', coalesce(p.created, 0), 'completed', coalesce(p.completed, 0),
          'abandoned', coalesce(p.abandoned, 0), 'overdue', coalesce(p.overdue, 0)) order by m.month), '[]'::json)
        from months m left join per_month p on p.month = m.month) as months,
      (select coalesce(json_agg(json_build_object('id', sc.id, 'name', sc.name, 'created', coalesce(p.created, 0), 'completed', coalesce(p.completed, 0),
          'abandoned', coalesce(p.abandoned, 0), 'overdue', coalesce(p.overdue, 0), 'median_days_to_complete', md.median) order by lower(sc.name), sc.id), '[]'::json)
        from (${schoolsOf(w)}) sc
        left join per_school p on p.school_id = sc.id
        left join medians md on md.school_id = sc.id and md.everywhere = 0) as schools`);
  const row = rowsOf<{ median: number | string | null; months: unknown; schools: unknown }>(result)[0]!;
  return {
    median_days_to_complete: row.median === null ? null : Number(row.median),
    months: parsed(row.months) as ActionsFigures['months'],
    schools: parsed(row.schools) as ActionsFigures['schools'],
  };
}
