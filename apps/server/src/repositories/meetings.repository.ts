/**
 * Meetings (issue 10, section 1): the only code that reads and writes the meetings table. Lists go
 * through `visibleMeetings` (the same rules as meetings.policy `view`, as SQL); a single meeting is
 * loaded by services/meetings/access.ts, which applies the policy itself. Its attendees, norms,
 * notes, subject and the run page's student panel have repositories of their own (meeting-*.repository.ts).
 */
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { boardMembers, boards, districts, meetingAttendees, meetingNotes, meetings, schools, students, studentTeachers, type Database } from '@ss/db';
import { DEFAULT_TIME_ZONE, type MeetingKind, type MeetingStatus } from '@ss/domain';
import type { Actor } from '../lib/actor.ts';
import { inIds } from './id-list.ts';

export type MeetingRow = typeof meetings.$inferSelect;

// Visibility ------------------------------------------------------------------------------------

const LEADER_ROLES = ['school_admin', 'school_leader'];

/** The meetings an actor sees (meetings.policy `view` as SQL); meetings of suspended schools are hidden from all but super admins. */
export function visibleMeetings(a: Actor): SQL | undefined {
  if (a.is_super) return undefined;
  const parts: SQL[] = [];
  const d = a.district_level && a.district ? a.district : null;
  const schoolIds = a.schools.map((s) => s.id);
  const leaderSchoolIds = a.schools.filter((s) => LEADER_ROLES.includes(s.user_type)).map((s) => s.id);
  if (d && (d.user_type === 'district_admin' || d.user_type === 'district_leader')) parts.push(eq(meetings.district_id, d.id));
  if (d) {
    parts.push(and(eq(meetings.district_id, d.id), eq(meetings.kind, 'district'))!);
    parts.push(and(eq(meetings.district_id, d.id), eq(meetings.kind, 'team'), isNull(meetings.school_id))!);
  }
  if (schoolIds.length) {
    parts.push(and(inIds(meetings.school_id, schoolIds), sql`${meetings.kind} in ('team', 'student')`)!);
    if (d) parts.push(and(eq(meetings.kind, 'school'), eq(meetings.district_id, d.id), inIds(meetings.school_id, schoolIds))!);
    parts.push(
      and(
        eq(meetings.kind, 'team'),
        isNull(meetings.school_id),
        sql`exists (select 1 from board_schools bs join ${boards} b on b.id = bs.board_id where bs.board_id = ${meetings.board_id} and b.kind = 'integrated' and bs.school_id = any(${sql.param(schoolIds)}::int[]))`,
      )!,
    );
  }
  if (leaderSchoolIds.length) parts.push(and(eq(meetings.kind, 'school'), inIds(meetings.school_id, leaderSchoolIds))!);
  if (!parts.length) return sql`false`;
  return and(or(...parts), sql`(${meetings.school_id} is null or ${meetings.school_id} <> all(array(select s.id from ${schools} s where s.status = 'account_suspended')))`);
}

// Rows with what presenters and policies need -----------------------------------------------------

/** A meeting with its names and the actor's relation to it (member of its board, teacher of its student, attendee). */
function meetingSelect(actorId: number) {
  return {
    meeting: meetings,
    district_name: districts.name,
    district_francophone: districts.francophone,
    time_zone: sql<string>`coalesce(${schools.time_zone}, ${districts.time_zone})`,
    district_suspended_at: districts.suspended_at,
    school_name: schools.name,
    school_suspended_at: schools.suspended_at,
    board_title: boards.title,
    board_kind: boards.kind,
    board_created_by: boards.created_by,
    board_school_id: boards.school_id,
    student_name: sql<string | null>`case when ${students.id} is null then null else ${students.first_name} || ' ' || ${students.last_name} end`,
    attendee_count: sql<number>`(select count(*)::int from ${meetingAttendees} ma where ma.meeting_id = ${meetings.id})`,
    attendee: sql<boolean>`exists (select 1 from ${meetingAttendees} ma where ma.meeting_id = ${meetings.id} and ma.user_id = ${actorId})`,
    member: sql<boolean>`(${meetings.board_id} is not null and exists (select 1 from ${boardMembers} bm where bm.board_id = ${meetings.board_id} and bm.user_id = ${actorId}))`,
    teacher: sql<boolean>`(${meetings.student_id} is not null and exists (select 1 from ${studentTeachers} st where st.student_id = ${meetings.student_id} and st.user_id = ${actorId}))`,
  };
}

export interface MeetingWithNames {
  meeting: MeetingRow;
  district_name: string;
  district_francophone: boolean;
  /** Its school's zone, else its district's. */
  time_zone: string;
  district_suspended_at: Date | null;
  school_name: string | null;
  school_suspended_at: Date | null;
  board_title: string | null;
  board_kind: (typeof boards.$inferSelect)['kind'] | null;
  board_created_by: number | null;
  board_school_id: number | null;
  student_name: string | null;
  attendee_count: number;
  attendee: boolean;
  member: boolean;
  teacher: boolean;
}

function fromMeetings(db: Database, actorId: number) {
  return db
    .select(meetingSelect(actorId))
    .from(meetings)
    .innerJoin(districts, eq(districts.id, meetings.district_id))
    .leftJoin(schools, eq(schools.id, meetings.school_id))
    .leftJoin(boards, eq(boards.id, meetings.board_id))
    .leftJoin(students, eq(students.id, meetings.student_id));
}

export async function findMeeting(db: Database, actorId: number, id: number): Promise<MeetingWithNames | null> {
  const [row] = await fromMeetings(db, actorId).where(eq(meetings.id, id)).limit(1);
  return (row as MeetingWithNames | undefined) ?? null;
}

/** The zone meetings of this school (or, none, of the district itself) are held in: the school's own, else the district's. */
export async function meetingTimeZone(db: Database, districtId: number, schoolId: number | null): Promise<string> {
  const [row] = await db
    .select({ zone: sql<string>`coalesce(${schools.time_zone}, ${districts.time_zone})` })
    .from(districts)
    .leftJoin(schools, and(eq(schools.id, schoolId ?? -1), eq(schools.district_id, districts.id)))
    .where(eq(districts.id, districtId))
    .limit(1);
  return row?.zone ?? DEFAULT_TIME_ZONE;
}

/** Locks the meeting row for the rest of the transaction (changes to one meeting run one at a time). */
export async function lockMeetingRow(db: Database, id: number): Promise<MeetingRow | null> {
  const [row] = await db.select().from(meetings).where(eq(meetings.id, id)).for('update').limit(1);
  return row ?? null;
}

export interface MeetingFilter {
  districtId?: number;
  schoolId?: number;
  boardId?: number;
  studentId?: number;
  kind?: MeetingKind;
  statuses?: MeetingStatus[];
  /** Calendar days, inclusive (UTC). */
  from?: string;
  to?: string;
  order: 'asc' | 'desc';
}

export async function listMeetings(db: Database, actor: Actor, f: MeetingFilter, page: { limit: number; offset: number }) {
  const where = and(
    visibleMeetings(actor),
    f.districtId !== undefined ? eq(meetings.district_id, f.districtId) : undefined,
    f.schoolId !== undefined ? eq(meetings.school_id, f.schoolId) : undefined,
    f.boardId !== undefined ? eq(meetings.board_id, f.boardId) : undefined,
    f.studentId !== undefined
      ? or(eq(meetings.student_id, f.studentId), sql`exists (select 1 from ${meetingNotes} mn where mn.meeting_id = ${meetings.id} and mn.student_id = ${f.studentId})`)
      : undefined,
    f.kind ? eq(meetings.kind, f.kind) : undefined,
    f.statuses?.length ? inArray(meetings.status, f.statuses) : undefined,
    f.from ? gte(meetings.starts_at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(meetings.starts_at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + 86_400_000)) : undefined,
  );
  const [total] = await db.select({ n: count() }).from(meetings).where(where);
  const order = f.order === 'asc' ? [asc(meetings.starts_at), asc(meetings.id)] : [desc(meetings.starts_at), desc(meetings.id)];
  const rows = (await fromMeetings(db, actor.id)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset)) as MeetingWithNames[];
  return { count: total?.n ?? 0, rows };
}

// Writes ------------------------------------------------------------------------------------------

export async function insertMeeting(db: Database, values: typeof meetings.$inferInsert): Promise<MeetingRow> {
  const [row] = await db.insert(meetings).values(values).returning();
  return row!;
}

/** Writes the change and bumps the version when it is still `version` (undefined: whatever it is); null when stale. */
export async function updateMeetingRow(db: Database, id: number, version: number | undefined, patch: Partial<typeof meetings.$inferInsert>): Promise<MeetingRow | null> {
  const [row] = await db
    .update(meetings)
    .set({ ...patch, version: sql`${meetings.version} + 1`, updated_at: new Date() })
    .where(and(eq(meetings.id, id), version === undefined ? undefined : eq(meetings.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteMeetingRow(db: Database, id: number): Promise<void> {
  await db.delete(meetings).where(eq(meetings.id, id));
}

/** The day the previous finished meeting of the same subject finished (before this one started or is to start). */
export async function previousFinishedDay(
  db: Database,
  m: Pick<MeetingRow, 'id' | 'kind' | 'board_id' | 'student_id' | 'school_id' | 'district_id' | 'starts_at'>,
): Promise<string | null> {
  const subject =
    m.kind === 'team'
      ? eq(meetings.board_id, m.board_id!)
      : m.kind === 'student'
        ? eq(meetings.student_id, m.student_id!)
        : m.kind === 'school'
          ? and(eq(meetings.kind, 'school'), eq(meetings.school_id, m.school_id!))
          : and(eq(meetings.kind, 'district'), eq(meetings.district_id, m.district_id));
  const [row] = await db
    .select({ day: sql<string>`to_char(${meetings.finished_at} at time zone 'UTC', 'YYYY-MM-DD')` })
    .from(meetings)
    .where(and(subject, ne(meetings.id, m.id), eq(meetings.status, 'finished'), lt(meetings.starts_at, m.starts_at)))
    .orderBy(desc(meetings.starts_at))
    .limit(1);
  return row?.day ?? null;
}
