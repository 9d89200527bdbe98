/**
 * The meetings report's figures (issue 22, section 1): team meetings (kind `team`, on a team board) held, that is
 * finished (`finished_at`, UTC days and months), in the school year up to the report's day (`asOf`: today, or the
 * year's last day once it is over), per month and per team board of the scope's schools, boards without a meeting
 * included (held 0). With a grade, the team boards whose grade rules name it.
 *
 * A board's longest gap: the most days between two consecutive points of [the year's first day, or the board's
 * creation day when later; each day a meeting of the board was held; the report's day].
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@ss/db';
import { rowsOf } from '../raw-rows.ts';
import { asOf, dayAfter, dayStart, inSchools, monthsOf, parsed, utcDay, type ReportWhere } from './report-where.ts';

export interface TeamFigures {
  board_id: number;
  title: string;
  school_id: number | null;
  school_name: string | null;
  held: number;
  last_held: string | null;
  longest_gap_days: number;
  by_month: { month: string; held: number }[];
}

export interface MeetingsFigures {
  months: { month: string; held: number }[];
  teams: TeamFigures[];
}

export async function meetingsFigures(db: Database, w: ReportWhere): Promise<MeetingsFigures> {
  const day = asOf(w);
  const grade = w.grade === null ? sql`` : sql` and exists (select 1 from board_grade_rules r where r.board_id = b.id and r.grade = ${w.grade})`;
  const result = await db.execute(sql`
    with teams as materialized (
      select b.id, b.title, b.school_id, sc.name as school_name, greatest(${w.start}::date, ${utcDay(sql`b.created_at`)}) as from_day
      from boards b
      left join schools sc on sc.id = b.school_id
      where b.district_id = ${w.districtId} and b.kind = 'team'${inSchools(w, 'b.school_id')}${grade}
        and ${utcDay(sql`b.created_at`)} <= ${day}::date
    ),
    held as materialized (
      select m.board_id, ${utcDay(sql`m.finished_at`)} as day, to_char(m.finished_at at time zone 'UTC', 'YYYY-MM') as month
      from meetings m
      join teams t on t.id = m.board_id
      where m.district_id = ${w.districtId} and m.kind = 'team' and m.status = 'finished'
        and m.finished_at >= ${dayStart(w.start)} and m.finished_at < ${dayAfter(day)}
    ),
    months as (${monthsOf(w)}),
    points as (
      select t.id as board_id, t.from_day as day from teams t
      union all
      select h.board_id, greatest(h.day, t.from_day) from held h join teams t on t.id = h.board_id
      union all
      select t.id, ${day}::date from teams t
    ),
    gaps as (
      select p.board_id, max(p.next - p.day)::int as longest
      from (select p.board_id, p.day, lead(p.day) over (partition by p.board_id order by p.day) as next from points p) p
      group by p.board_id
    ),
    team_months as (
      select t.id as board_id, json_agg(json_build_object('month', m.month, 'held', (select count(*)::int from held h where h.board_id = t.id and h.month = m.month))
        order by m.month) as by_month
      from teams t cross join months m
      group by t.id
    )
    select
      (select coalesce(json_agg(json_build_object('month', m.month, 'held', (select count(*)::int from held h where h.month = m.month)) order by m.month), '[]'::json)
        from months m) as months,
      (select coalesce(json_agg(json_build_object('board_id', t.id, 'title', t.title, 'school_id', t.school_id, 'school_name', t.school_name,
          'held', (select count(*)::int from held h where h.board_id = t.id),
          'last_held', (select to_char(max(h.day), 'YYYY-MM-DD') from held h where h.board_id = t.id),
          'longest_gap_days', coalesce(g.longest, 0), 'by_month', coalesce(tm.by_month, '[]'::json))
          order by lower(t.school_name), t.school_id, lower(t.title), t.id), '[]'::json)
        from teams t left join gaps g on g.board_id = t.id left join team_months tm on tm.board_id = t.id) as teams`);
  const row = rowsOf<{ months: unknown; teams: unknown }>(result)[0]!;
  return { months: parsed(row.months) as MeetingsFigures['months'], teams: parsed(row.teams) as TeamFigures[] };
}
