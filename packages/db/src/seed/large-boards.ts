/**
 * The large district's team boards and placement history (issue 22, section 1: the tier reports need one):
 * a team board per school over all its grades, with a column per tier of the system list (Tier 1 the
 * default; `tier_key` set), and the school year's moves of four active students in ten, from 5 to 100 days
 * ago: up a tier, up two, down one, down from tier 3, or up and back down. Their placements are where their
 * last move took them; one student in five more is placed without a move (tier 1, or tier 2 for some);
 * the rest sit unplaced in the default column. Then each board's team meetings over the last year (the
 * meetings report and its cadence): held every 28 to 55 days (one board in four stretching to 70, so some
 * fall behind the district's cadence), and the next one scheduled. Set-wise, like the rest of the large seed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';

export async function seedLargeBoards(tx: Pick<Database, 'execute'>, D: number): Promise<void> {
  await tx.execute(sql`
    insert into boards (district_id, school_id, kind, title, created_by)
    select ${D}, s.id, 'team', 'Student support team', (select m.user_id from school_memberships m where m.school_id = s.id order by m.user_id limit 1)
    from schools s where s.district_id = ${D}`);
  await tx.execute(sql`
    insert into board_grade_rules (board_id, grade)
    select distinct b.id, st.grade from boards b join students st on st.school_id = b.school_id where b.district_id = ${D}`);
  await tx.execute(sql`
    insert into board_members (board_id, user_id)
    select b.id, m.user_id from boards b join school_memberships m on m.school_id = b.school_id where b.district_id = ${D}`);
  await tx.execute(sql`
    with tiers as (select ci.id, ci.position, ci.label_en, ci.color, row_number() over (order by ci.position)::int as n from config_items ci
        join config_lists cl on cl.id = ci.list_id where cl.kind = 'student-support-tiers' and cl.district_id is null and cl.school_id is null and ci.active)
    insert into board_categories (board_id, position, title, subtitle, color, is_default, tier_key)
    select b.id, t.n - 1, split_part(t.label_en, ':', 1), btrim(split_part(t.label_en, ':', 2)), coalesce(t.color, '#868e96'), t.n = 1, t.id
    from boards b cross join tiers t where b.district_id = ${D} and t.n <= 3`);
  // Paths of tier numbers (1–3): the first is where the student was at the year's start, each next one a move.
  await tx.execute(sql`create temp table large_paths on commit drop as
    select st.id as student_id, b.id as board_id, h,
      case (h / 10) % 5 when 0 then array[1, 2, 0] when 1 then array[1, 2, 3] when 2 then array[2, 1, 0] when 3 then array[3, 2, 0] else array[1, 2, 1] end as path
    from (select id, school_id, ((id::bigint * 2654435761) % 2147483647)::int as h from students where district_id = ${D} and status = 'active') st
    join boards b on b.school_id = st.school_id and b.district_id = ${D}
    where st.h % 10 < 4`);
  await tx.execute(sql`
    with cats as (select c.board_id, c.position + 1 as n, c.id, c.title, c.color from board_categories c join boards b on b.id = c.board_id where b.district_id = ${D}),
      steps as (select p.student_id, p.board_id, p.h, j, p.path[j] as from_n, p.path[j + 1] as to_n
        from large_paths p cross join generate_series(1, 2) j where p.path[j + 1] <> 0)
    insert into board_moves (board_id, student_id, from_category_id, to_category_id, from_title, to_title, to_color, moved_by, moved_at)
    select s.board_id, s.student_id, f.id, t.id, f.title, t.title, t.color, null,
      now() - ((95 - 40 * (s.j - 1) - s.h % 30) * interval '1 day') - (s.h % 600) * interval '1 minute'
    from steps s join cats f on f.board_id = s.board_id and f.n = s.from_n join cats t on t.board_id = s.board_id and t.n = s.to_n`);
  await tx.execute(sql`
    with last as (select p.student_id, p.board_id, case when p.path[3] <> 0 then p.path[3] else p.path[2] end as n from large_paths p
      union all
      select st.id, b.id, case when st.h % 10 = 4 then 2 else 1 end
      from (select id, school_id, ((id::bigint * 2654435761) % 2147483647)::int as h from students where district_id = ${D} and status = 'active') st
      join boards b on b.school_id = st.school_id and b.district_id = ${D} where st.h % 10 in (4, 5))
    insert into board_placements (board_id, student_id, category_id, position)
    select l.board_id, l.student_id, c.id, (row_number() over (partition by c.id order by l.student_id) - 1)::int
    from last l join board_categories c on c.board_id = l.board_id and c.position = l.n - 1`);
  await tx.execute(sql`
    with b as (select id, school_id, created_by, (id % 4 = 0) as slow from boards where district_id = ${D}),
      held as (select b.id, b.school_id, b.created_by, g.n,
          (current_date - 365 + ((g.n * (case when b.slow then 62 else 38 end) + (b.id * 7 + g.n * 13) % 17))) + time '15:30' as at
        from b cross join generate_series(0, 12) g(n))
    insert into meetings (district_id, school_id, board_id, kind, descriptor, starts_at, duration_minutes, status, started_at, finished_at, created_by)
    select ${D}, h.school_id, h.id, 'team', 'Team meeting', h.at, 60,
      case when h.at < now() then 'finished' else 'scheduled' end,
      case when h.at < now() then h.at end, case when h.at < now() then h.at + interval '55 minutes' end, h.created_by
    from held h where h.at < now() + interval '40 days'`);
}
