/**
 * A meeting's attendees (issue 10, section 1): who attends, who was absent, and who may attend.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { districtMemberships, meetingAttendees, schoolMemberships, users, type Database } from '@ss/db';
import { inIds } from './id-list.ts';

const fullName = (t: { first_name: unknown; last_name: unknown }) => sql<string>`${t.first_name} || ' ' || ${t.last_name}`;

export async function attendeesOf(db: Database, meetingId: number) {
  return db
    .select({
      id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      email: users.email,
      absent: meetingAttendees.absent,
      deactivated_at: users.deactivated_at,
      /**
       * For an attendee without a place in the meeting's district: the school (theirs, of the meeting or
       * its board) whose workspace opens the meeting; null for district staff (the district workspace does).
       */
      home_school: sql<number | null>`(
        select min(sm.school_id) from school_memberships sm join meetings mm on mm.id = ${meetingId}
        where sm.user_id = ${users.id}
          and not exists (select 1 from district_memberships dm where dm.user_id = ${users.id} and dm.district_id = mm.district_id
                          and dm.user_type in ('district_admin', 'district_leader', 'district_staff'))
          and (sm.school_id = mm.school_id or sm.school_id in (select bs.school_id from board_schools bs where bs.board_id = mm.board_id)))`,
    })
    .from(meetingAttendees)
    .innerJoin(users, eq(users.id, meetingAttendees.user_id))
    .where(eq(meetingAttendees.meeting_id, meetingId))
    .orderBy(asc(sql`lower(${users.last_name})`), asc(sql`lower(${users.first_name})`), asc(users.id));
}

/** Keeps the attendees listed (with their absence marks), removes the others, adds the new ones. */
export async function setAttendees(db: Database, meetingId: number, userIds: number[]): Promise<{ added: number[]; removed: number[] }> {
  const before = (await db.select({ id: meetingAttendees.user_id }).from(meetingAttendees).where(eq(meetingAttendees.meeting_id, meetingId))).map((r) => r.id);
  const removed = before.filter((id) => !userIds.includes(id));
  const added = userIds.filter((id) => !before.includes(id));
  if (removed.length) await db.delete(meetingAttendees).where(and(eq(meetingAttendees.meeting_id, meetingId), inIds(meetingAttendees.user_id, removed)));
  if (added.length)
    await db
      .insert(meetingAttendees)
      .values(added.map((user_id) => ({ meeting_id: meetingId, user_id })))
      .onConflictDoNothing();
  return { added, removed };
}

export async function setAbsent(db: Database, meetingId: number, userId: number, absent: boolean) {
  const [row] = await db
    .update(meetingAttendees)
    .set({ absent })
    .where(and(eq(meetingAttendees.meeting_id, meetingId), eq(meetingAttendees.user_id, userId)))
    .returning();
  return row ?? null;
}

export interface AttendeePlace {
  districtId: number;
  schoolId: number | null;
  boardId: number | null;
  /** A school meeting: of the school's people, only its admins and leaders. */
  schoolLeadersOnly?: boolean;
}

/**
 * Who may attend: active staff of the school (when the meeting has one; its admins and leaders only
 * for a school meeting) or district-level staff of the district; for an integrated board's meeting
 * also the staff of the schools it spans.
 */
function eligiblePeople(at: AttendeePlace): SQL {
  const roles = at.schoolLeadersOnly ? sql` and m.user_type in ('school_admin', 'school_leader')` : sql``;
  const schoolClause =
    at.schoolId !== null
      ? sql`exists (select 1 from ${schoolMemberships} m where m.user_id = ${users.id} and m.school_id = ${at.schoolId}${roles})`
      : at.boardId !== null
        ? sql`exists (select 1 from ${schoolMemberships} m join board_schools bs on bs.school_id = m.school_id where m.user_id = ${users.id} and bs.board_id = ${at.boardId})`
        : sql`false`;
  return and(
    sql`${users.deactivated_at} is null`,
    or(schoolClause, sql`(${users.district_level} and exists (select 1 from ${districtMemberships} d where d.user_id = ${users.id} and d.district_id = ${at.districtId}))`),
  )!;
}

/** Of these user ids, the ones who may attend. */
export async function eligibleAttendeeIds(db: Database, ids: number[], at: AttendeePlace): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inIds(users.id, ids), eligiblePeople(at)));
  return rows.map((r) => r.id);
}

/** Everyone who may attend, by last then first name (at most 1000). */
export async function eligibleAttendees(db: Database, at: AttendeePlace) {
  return db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(eligiblePeople(at))
    .orderBy(asc(sql`lower(${users.last_name})`), asc(sql`lower(${users.first_name})`), asc(users.id))
    .limit(1000);
}
