/**
 * The supports report's figures (issue 22, section 1): the supports given during a school year (started on or
 * before its last day and not ended before its first), counted by type, by focus area and, per network support
 * (one-offs by name and type), by the outcome of their progress monitoring at the report's day (`asOf`: today,
 * or the year's last day once it is over). One statement, one pass over the supports given grouped at once (see below);
 * with a grade, those of the grade's students (without one, every support given of the scope, as the supports given report
 * counts them).
 *
 * Outcome of a support given, in this order:
 * - not_monitored: no goal;
 * - no_recent_data: a goal but no data point on or before the report's day;
 * - goal_reached: the latest point reached the goal in the goal's direction from the baseline (at or above a goal
 *   at or above the baseline, at or below a goal below it), however old (monitoring may stop once a goal is met);
 * - no_recent_data: the latest point is more than 28 days before the report's day;
 * - on_track: the latest point is on or past the aim line at its date (in the goal's direction): the line from the
 *   baseline at the start date to the goal at the goal date (the goal itself once the goal date is reached; the
 *   baseline, flat, when there is no goal date);
 * - not_on_track: otherwise.
 * A support given without a baseline takes its first data point as its baseline.
 */
import { sql } from 'drizzle-orm';
import type { SupportType } from '@ss/domain';
import type { Database } from '@ss/db';
import { rowsOf } from '../raw-rows.ts';
import { asOf, inSchools, parsed, type ReportWhere } from './report-where.ts';

export interface OutcomeFigures {
  goal_reached: number;
  on_track: number;
  not_on_track: number;
  no_recent_data: number;
  not_monitored: number;
}

export interface SupportsFigures {
  total: number;
  by_type: { type: SupportType; given: number; active: number }[];
  /** Per focus-area key held by supports given, with the label of the item whose id is the key (the lineage root). */
  by_focus_area: { key: number; given: number; label_en: string | null; label_fr: string | null }[];
  /** Per network support (support_id, its names and type) or one-off (support_id null; named and typed as given). */
  outcomes: ({ support_id: number | null; name_en: string; name_fr: string; type: SupportType; given: number } & OutcomeFigures)[];
}

/** Days without a data point after which a monitored support has no recent data. */
export const RECENT_DAYS = 28;

export async function supportsFigures(db: Database, w: ReportWhere): Promise<SupportsFigures> {
  const day = asOf(w);
  const student = w.grade === null ? sql`` : sql` join students st on st.id = ss.student_id and st.grade = ${w.grade}`;
  const given = sql`ss.district_id = ${w.districtId}${inSchools(w, 'ss.school_id')} and ss.start_date <= ${w.end}::date and (ss.end_date is null or ss.end_date >= ${w.start}::date)`;
  // One pass over the supports given, grouped at once into a few hundred rows (support or one-off, type, focus areas,
  // active, outcome); the outcomes of the monitored ones (a goal: a few) found first, their latest data point and,
  // without a baseline, their first, by index.
  const result = await db.execute(sql`
    with monitored as (
      select ss.id,
        case
          when l.value is null then 'no_recent_data'
          when (ss.goal >= coalesce(ss.baseline, f.value) and l.value >= ss.goal) or (ss.goal < coalesce(ss.baseline, f.value) and l.value <= ss.goal) then 'goal_reached'
          when l.measured_on < ${day}::date - ${RECENT_DAYS}::int then 'no_recent_data'
          when (ss.goal >= coalesce(ss.baseline, f.value)) = (l.value >= aim.value) or l.value = aim.value then 'on_track'
          else 'not_on_track'
        end as outcome
      from student_supports ss
      left join lateral (
        select p.measured_on, p.value::float8 as value from student_support_data_points p
        where p.student_support_id = ss.id and p.measured_on <= ${day}::date
        order by p.measured_on desc, p.id desc limit 1
      ) l on true
      left join lateral (
        select p.value::float8 as value from student_support_data_points p
        where ss.baseline is null and p.student_support_id = ss.id
        order by p.measured_on, p.id limit 1
      ) f on true
      cross join lateral (
        select case
          when ss.goal_date is null then coalesce(ss.baseline, f.value)
          when ss.goal_date <= ss.start_date then ss.goal::float8
          else coalesce(ss.baseline, f.value) + (ss.goal - coalesce(ss.baseline, f.value))
            * least(greatest((l.measured_on - ss.start_date)::float8 / (ss.goal_date - ss.start_date), 0), 1)
        end as value
      ) aim
      where ${given} and ss.goal is not null
    ),
    grouped as materialized (
      select ss.support_id, case when ss.support_id is null then ss.name end as one_off, ss.type, ss.focus_area_keys,
        ss.start_date <= ${day}::date and (ss.end_date is null or ss.end_date >= ${day}::date) as active,
        case when ss.goal is null then 'not_monitored' else m.outcome end as outcome,
        count(*)::int as n
      from student_supports ss${student}
      left join monitored m on m.id = ss.id
      where ${given}
      group by 1, 2, 3, 4, 5, 6
    )
    select
      (select coalesce(sum(g.n), 0)::int from grouped g) as total,
      (select coalesce(json_agg(t), '[]'::json) from (
        select g.type, sum(g.n)::int as given, coalesce(sum(g.n) filter (where g.active), 0)::int as active from grouped g group by g.type) t) as by_type,
      (select coalesce(json_agg(f), '[]'::json) from (
        select k.key, sum(g.n)::int as given, ci.label_en, ci.label_fr
        from grouped g
        cross join lateral (select distinct x from unnest(g.focus_area_keys) x) as k(key)
        left join config_items ci on ci.id = k.key
        group by k.key, ci.label_en, ci.label_fr) f) as by_focus_area,
      (select coalesce(json_agg(o order by o.given desc, lower(o.name_en), o.support_id nulls last), '[]'::json) from (
        select o.support_id, coalesce(s.name_en, o.one_off) as name_en, coalesce(s.name_fr, o.one_off) as name_fr, coalesce(s.type, o.type) as type,
          sum(o.n)::int as given,
          coalesce(sum(o.n) filter (where o.outcome = 'goal_reached'), 0)::int as goal_reached,
          coalesce(sum(o.n) filter (where o.outcome = 'on_track'), 0)::int as on_track,
          coalesce(sum(o.n) filter (where o.outcome = 'not_on_track'), 0)::int as not_on_track,
          coalesce(sum(o.n) filter (where o.outcome = 'no_recent_data'), 0)::int as no_recent_data,
          coalesce(sum(o.n) filter (where o.outcome = 'not_monitored'), 0)::int as not_monitored
        from (select g.support_id, g.one_off, case when g.support_id is null then g.type end as type, g.outcome, g.n from grouped g) o
        left join supports s on s.id = o.support_id
        group by o.support_id, o.one_off, o.type, s.name_en, s.name_fr, s.type) o) as outcomes`);
  const row = rowsOf<{ total: number; by_type: unknown; by_focus_area: unknown; outcomes: unknown }>(result)[0]!;
  return {
    total: row.total,
    by_type: parsed(row.by_type) as SupportsFigures['by_type'],
    by_focus_area: parsed(row.by_focus_area) as SupportsFigures['by_focus_area'],
    outcomes: parsed(row.outcomes) as SupportsFigures['outcomes'],
  };
}
