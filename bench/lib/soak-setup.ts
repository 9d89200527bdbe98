/**
 * What the soak (bench/soak.ts) prepares on the large district before it starts: the staff it signs in, and
 * what each of them works on. The large seed gives a password to its bench admin only (every other account is
 * invited), so the chosen teachers and leaders get the admin's password hash and the current agreement here:
 * the soak signs in as many distinct accounts as it simulates, spread evenly over the 40 schools (one per school,
 * then a second, …), each working on its own school's team board. A team meeting per board is set in progress
 * so note saves have somewhere to go (a meeting is started by its team in the product; the soak is not about that).
 * Idempotent: a database kept with BENCH_DATABASE_URL can be soaked again.
 */
import type pg from 'pg';
import { LARGE_ADMIN, LARGE_DISTRICT } from '@ss/db/seed/large';

export interface SoakUser {
  id: number;
  email: string;
  schoolId: number;
  boardId: number;
  meetingId: number;
  /** Active students of the user's school: profiles read, and the first one's meeting note written. */
  studentIds: number[];
  /** Name fragments of students of the school, as a header search types them. */
  searchTerms: string[];
  /** Open actions the user is responsible for, with the version last read. */
  actions: { id: number; version: number }[];
}

export interface SoakFixture {
  districtId: number;
  users: SoakUser[];
}

export async function prepareSoak(pool: pg.Pool, staff: number): Promise<SoakFixture> {
  const q = async <T>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as T[];
  const [district] = await q<{ id: number }>('select id from districts where name = $1', [LARGE_DISTRICT]);
  if (!district) throw new Error('the large district is missing: run npm run seed:large first');
  const D = district.id;
  // Teachers and leaders (no administrators: the second factor may be owed by them), round-robin over the schools.
  const chosen = await q<{ id: number; email: string; school_id: number }>(
    `select id, email, school_id from (
       select u.id, u.email, m.school_id, row_number() over (partition by m.school_id order by u.id) as rn
       from users u join school_memberships m on m.user_id = u.id join schools s on s.id = m.school_id
       where s.district_id = $1 and m.user_type in ('school_teacher', 'school_leader') and u.deactivated_at is null) x
     order by rn, school_id limit $2`,
    [D, staff],
  );
  if (chosen.length < staff) throw new Error(`only ${chosen.length} teachers and leaders in the large district, ${staff} asked for`);
  await pool.query(
    `update users u set password_hash = a.password_hash, agreed_version = a.agreed_version, agreed_at = coalesce(u.agreed_at, now())
     from users a where a.email = $1 and u.id = any($2::int[])`,
    [LARGE_ADMIN, chosen.map((c) => c.id)],
  );
  // One meeting in progress per team board: the one already running, else the next scheduled, else the last held.
  await pool.query(
    `update meetings set status = 'in_progress', started_at = coalesce(started_at, now()), finished_at = null, version = version + 1
     where status <> 'in_progress' and id in (
       select distinct on (board_id) id from meetings where district_id = $1 and board_id is not null and kind = 'team'
       order by board_id, (status = 'in_progress') desc, (status = 'scheduled') desc, starts_at desc)`,
    [D],
  );
  const boards = await q<{ school_id: number; board_id: number; meeting_id: number }>(
    `select distinct on (b.school_id) b.school_id, b.id as board_id, m.id as meeting_id
     from boards b join meetings m on m.board_id = b.id and m.status = 'in_progress'
     where b.district_id = $1 and b.kind = 'team' order by b.school_id, b.id, m.id`,
    [D],
  );
  const bySchool = new Map(boards.map((b) => [b.school_id, b]));
  const kids = await q<{ school_id: number; ids: number[]; names: string[] }>(
    `select school_id, array_agg(id order by id) as ids, array_agg(last_name order by id) as names
     from students where district_id = $1 and status = 'active' group by school_id`,
    [D],
  );
  const kidsBySchool = new Map(kids.map((k) => [k.school_id, k]));
  const actions = await q<{ responsible_id: number; ids: number[]; versions: number[] }>(
    `select responsible_id, (array_agg(id order by id))[1:5] as ids, (array_agg(version order by id))[1:5] as versions
     from actions where district_id = $1 and status in ('incomplete', 'in_progress') and responsible_id = any($2::int[]) group by responsible_id`,
    [D, chosen.map((c) => c.id)],
  );
  const actionsOf = new Map(actions.map((a) => [a.responsible_id, a.ids.map((id, i) => ({ id, version: a.versions[i]! }))]));
  const rankInSchool = new Map<number, number>();
  const users = chosen.map((c): SoakUser => {
    const b = bySchool.get(c.school_id);
    const k = kidsBySchool.get(c.school_id);
    if (!b || !k) throw new Error(`school ${c.school_id} has no team board with a meeting in progress, or no active students`);
    // Each user of a school takes its own slice of the students, so no two write the same meeting note.
    const rank = rankInSchool.get(c.school_id) ?? 0;
    rankInSchool.set(c.school_id, rank + 1);
    const from = (rank * 20) % Math.max(1, k.ids.length - 20);
    const names = k.names.slice(from, from + 20);
    return {
      id: c.id,
      email: c.email,
      schoolId: c.school_id,
      boardId: b.board_id,
      meetingId: b.meeting_id,
      studentIds: k.ids.slice(from, from + 20),
      searchTerms: names.map((n, i) => (i % 2 ? n : n.slice(0, Math.max(3, n.length - 2)))),
      actions: actionsOf.get(c.id) ?? [],
    };
  });
  return { districtId: D, users };
}

/** The database's size and its largest tables (bytes, rows as the statistics count them), for the sizing. */
export async function databaseSizes(pool: pg.Pool) {
  const [total] = (await pool.query('select pg_database_size(current_database())::bigint as bytes')).rows as { bytes: string }[];
  const tables = (
    await pool.query(
      `select relname as name, pg_total_relation_size(relid)::bigint as bytes, n_live_tup::bigint as rows
       from pg_stat_user_tables order by pg_total_relation_size(relid) desc limit 20`,
    )
  ).rows as { name: string; bytes: string; rows: string }[];
  return { bytes: Number(total!.bytes), tables: tables.map((t) => ({ name: t.name, bytes: Number(t.bytes), rows: Number(t.rows) })) };
}

/** Row counts of the tables the soak's traffic writes to: what grows with use rather than with students. */
export async function growingCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const tables = ['audit_events', 'audit_event_students', 'board_moves', 'meeting_note_sections', 'sessions', 'actions'];
  const out: Record<string, number> = {};
  for (const t of tables) out[t] = Number(((await pool.query(`select count(*)::bigint as n from ${t}`)).rows[0] as { n: string }).n);
  return out;
}
