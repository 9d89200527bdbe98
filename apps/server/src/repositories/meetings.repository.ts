/**
 * Meetings (issue 10, section 1): the only code that reads and writes meetings, their attendees,
 * norms snapshots, notes and sections, and reads celebrations and norms for them. Lists go through
 * `visibleMeetings` (the same rules as meetings.policy `view`, as SQL); a single meeting is loaded
 * by services/meetings/access.ts, which applies the policy itself.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  actions,
  boardGradeRules,
  boardMembers,
  boardTeacherRules,
  boards,
  celebrations,
  configItems,
  configLists,
  districtMemberships,
  districts,
  meetingAttendees,
  meetingNoteSections,
  meetingNorms,
  meetingNotes,
  meetings,
  norms,
  schoolMemberships,
  schools,
  studentAlerts,
  studentDataDefinitions,
  studentDataResults,
  students,
  studentTeachers,
  users,
  boardPlacements,
  type Database,
} from '@ss/db';
import { DEFAULT_TIME_ZONE, type MeetingKind, type MeetingStatus } from '@ss/domain';
import type { Actor, TenantScope } from '../lib/actor.ts';
import { inIds } from './id-list.ts';
import { studentScope, visibleStudents } from './student-scope.ts';

export type MeetingRow = typeof meetings.$inferSelect;
export type NoteRow = typeof meetingNotes.$inferSelect;
export type SectionRow = typeof meetingNoteSections.$inferSelect;

const fullName = (t: { first_name: unknown; last_name: unknown }) => sql<string>`${t.first_name} || ' ' || ${t.last_name}`;

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

// Attendees -----------------------------------------------------------------------------------------

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

// Config: the descriptor -------------------------------------------------------------------------

/** A config item with the level of its list (the service checks it is of the list that applies). */
export async function findConfigItem(db: Database, id: number) {
  const [row] = await db
    .select({ item: configItems, kind: configLists.kind, district_id: configLists.district_id, school_id: configLists.school_id })
    .from(configItems)
    .innerJoin(configLists, eq(configLists.id, configItems.list_id))
    .where(eq(configItems.id, id))
    .limit(1);
  return row ?? null;
}

// Norms -------------------------------------------------------------------------------------------

/** The active norms of a school, or of a district (school null), in order. */
export async function activeNorms(db: Database, districtId: number, schoolId: number | null) {
  return db
    .select({ id: norms.id, position: norms.position, text: norms.text })
    .from(norms)
    .where(and(eq(norms.district_id, districtId), schoolId === null ? isNull(norms.school_id) : eq(norms.school_id, schoolId), eq(norms.active, true)))
    .orderBy(asc(norms.position), asc(norms.id));
}

export async function meetingNormsOf(db: Database, meetingId: number) {
  return db
    .select({ position: meetingNorms.position, text: meetingNorms.text, reviewed: meetingNorms.reviewed })
    .from(meetingNorms)
    .where(eq(meetingNorms.meeting_id, meetingId))
    .orderBy(asc(meetingNorms.position));
}

/** Copies the active norms into the meeting (positions 1…n) unless it already holds a snapshot (a reopened meeting keeps its own). */
export async function snapshotNorms(db: Database, meetingId: number, districtId: number, schoolId: number | null): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(meetingNorms).where(eq(meetingNorms.meeting_id, meetingId));
  if (existing && existing.n > 0) return existing.n;
  const rows = await activeNorms(db, districtId, schoolId);
  if (rows.length) await db.insert(meetingNorms).values(rows.map((r, i) => ({ meeting_id: meetingId, position: i + 1, norm_id: r.id, text: r.text })));
  return rows.length;
}

export async function setNormReviewed(db: Database, meetingId: number, position: number, reviewed: boolean) {
  const [row] = await db
    .update(meetingNorms)
    .set({ reviewed })
    .where(and(eq(meetingNorms.meeting_id, meetingId), eq(meetingNorms.position, position)))
    .returning({ position: meetingNorms.position, text: meetingNorms.text, reviewed: meetingNorms.reviewed });
  return row ?? null;
}

// Celebrations ------------------------------------------------------------------------------------

/**
 * The student row (`students`) is on the board: a team board's students follow its rules (a grade, a
 * teacher) without a placement until moved (repositories/board-cards.repository.ts); other boards
 * hold their placed students.
 */
function onBoard(boardId: number): SQL {
  return sql`(exists (select 1 from ${boardPlacements} bp where bp.board_id = ${boardId} and bp.student_id = ${students.id})
    or exists (select 1 from ${boards} b where b.id = ${boardId} and b.kind = 'team' and b.school_id = ${students.school_id} and (
      exists (select 1 from ${boardGradeRules} g where g.board_id = b.id and g.grade = ${students.grade})
      or exists (select 1 from ${boardTeacherRules} r join ${studentTeachers} st on st.user_id = r.teacher_id
                 where r.board_id = b.id and st.student_id = ${students.id}))))`;
}

const celebrationSelect = {
  id: celebrations.id,
  celebrated_on: celebrations.celebrated_on,
  title: celebrations.title,
  led_to_success: celebrations.led_to_success,
  student_id: celebrations.student_id,
  student_name: sql<string | null>`case when ${students.id} is null then null else ${students.first_name} || ' ' || ${students.last_name} end`,
  school_id: celebrations.school_id,
  school_name: schools.name,
  meeting_id: celebrations.meeting_id,
};
export type CelebrationRow = { [K in keyof typeof celebrationSelect]: K extends 'student_name' ? string | null : unknown } & {
  id: number;
  celebrated_on: string;
  title: string;
  led_to_success: string | null;
  student_id: number | null;
  school_id: number;
  school_name: string;
  meeting_id: number | null;
};

/** The subject's celebrations after `since` (a day; null: all), newest first: a board's students, a student, or a school. */
export async function celebrationsOfSubject(
  db: Database,
  m: Pick<MeetingRow, 'kind' | 'board_id' | 'student_id' | 'school_id' | 'district_id'>,
  since: string | null,
  limit: number,
  scope: TenantScope,
): Promise<CelebrationRow[]> {
  let subject: SQL;
  if (m.kind === 'team') subject = sql`${celebrations.student_id} in (select ${students.id} from ${students} where ${onBoard(m.board_id!)})`;
  else if (m.kind === 'student') subject = eq(celebrations.student_id, m.student_id!);
  else if (m.kind === 'school') subject = eq(celebrations.school_id, m.school_id!);
  else subject = eq(celebrations.district_id, m.district_id);
  const inScope = studentScope(scope);
  const rows = await db
    .select(celebrationSelect)
    .from(celebrations)
    .innerJoin(schools, eq(schools.id, celebrations.school_id))
    .leftJoin(students, eq(students.id, celebrations.student_id))
    // A whole-tenant scope has no student condition: or(null-student, undefined) would keep only the school's own.
    .where(and(subject, since ? gt(celebrations.celebrated_on, since) : undefined, inScope ? or(isNull(celebrations.student_id), inScope) : undefined))
    .orderBy(desc(celebrations.celebrated_on), desc(celebrations.id))
    .limit(limit);
  return rows as CelebrationRow[];
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

// Notes -------------------------------------------------------------------------------------------

/** The meeting's notes; with `scope`, a student's note only when the student is in it (the general note always). */
export async function notesOf(db: Database, meetingId: number, scope: TenantScope | null) {
  return db
    .select({
      id: meetingNotes.id,
      student_id: meetingNotes.student_id,
      student_name: sql<string | null>`case when ${students.id} is null then null else ${students.first_name} || ' ' || ${students.last_name} end`,
    })
    .from(meetingNotes)
    .leftJoin(students, eq(students.id, meetingNotes.student_id))
    .where(and(eq(meetingNotes.meeting_id, meetingId), scope ? or(isNull(meetingNotes.student_id), studentScope(scope)) : undefined))
    .orderBy(sql`${meetingNotes.student_id} is not null`, asc(students.last_name), asc(students.first_name), asc(meetingNotes.id));
}

export async function sectionsOf(db: Database, noteIds: number[]) {
  if (!noteIds.length) return [];
  return db
    .select({
      note_id: meetingNoteSections.note_id,
      section: meetingNoteSections.section,
      label: meetingNoteSections.label,
      body: meetingNoteSections.body,
      version: meetingNoteSections.version,
      updated_at: meetingNoteSections.updated_at,
      updated_by_id: meetingNoteSections.updated_by,
      updated_by_name: sql<string | null>`case when ${users.id} is null then null else ${fullName(users)} end`,
    })
    .from(meetingNoteSections)
    .leftJoin(users, eq(users.id, meetingNoteSections.updated_by))
    .where(inIds(meetingNoteSections.note_id, noteIds))
    .orderBy(asc(meetingNoteSections.note_id), asc(meetingNoteSections.section));
}
export type SectionWithName = Awaited<ReturnType<typeof sectionsOf>>[number];

export async function findNote(db: Database, meetingId: number, noteId: number): Promise<NoteRow | null> {
  const [row] = await db
    .select()
    .from(meetingNotes)
    .where(and(eq(meetingNotes.id, noteId), eq(meetingNotes.meeting_id, meetingId)))
    .limit(1);
  return row ?? null;
}

/** The note of the meeting on this student (null: the general note), created when missing; `created` says which. */
export async function ensureNote(db: Database, values: { meeting_id: number; district_id: number; school_id: number | null; student_id: number | null; created_by: number }) {
  const [inserted] = await db.insert(meetingNotes).values(values).onConflictDoNothing().returning();
  if (inserted) return { note: inserted, created: true };
  const [row] = await db
    .select()
    .from(meetingNotes)
    .where(and(eq(meetingNotes.meeting_id, values.meeting_id), values.student_id === null ? isNull(meetingNotes.student_id) : eq(meetingNotes.student_id, values.student_id)))
    .limit(1);
  return { note: row!, created: false };
}

export async function lockSection(db: Database, noteId: number, section: string): Promise<SectionRow | null> {
  const [row] = await db
    .select()
    .from(meetingNoteSections)
    .where(and(eq(meetingNoteSections.note_id, noteId), eq(meetingNoteSections.section, section)))
    .for('update')
    .limit(1);
  return row ?? null;
}

/**
 * Writes a section when its version is still `version` (0: it does not exist yet). Null when stale
 * (someone saved it since, or created it first).
 */
export async function saveSection(
  db: Database,
  v: { noteId: number; section: string; label: string | null; body: string; version: number; by: number },
): Promise<SectionRow | null> {
  if (v.version === 0) {
    const [row] = await db
      .insert(meetingNoteSections)
      .values({ note_id: v.noteId, section: v.section, label: v.label, body: v.body, version: 1, updated_by: v.by })
      .onConflictDoNothing()
      .returning();
    return row ?? null;
  }
  const [row] = await db
    .update(meetingNoteSections)
    .set({ body: v.body, version: sql`${meetingNoteSections.version} + 1`, updated_by: v.by, updated_at: new Date() })
    .where(and(eq(meetingNoteSections.note_id, v.noteId), eq(meetingNoteSections.section, v.section), eq(meetingNoteSections.version, v.version)))
    .returning();
  return row ?? null;
}

export async function touchNote(db: Database, noteId: number) {
  await db.update(meetingNotes).set({ updated_at: new Date() }).where(eq(meetingNotes.id, noteId));
}

export async function userName(db: Database, id: number | null): Promise<{ id: number; name: string } | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ id: users.id, name: fullName(users) })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The student row is part of the meeting's subject (as SQL over `students`). */
function inSubject(m: Pick<MeetingRow, 'kind' | 'board_id' | 'student_id' | 'school_id' | 'district_id'>): SQL {
  if (m.kind === 'team') return onBoard(m.board_id!);
  if (m.kind === 'student') return eq(students.id, m.student_id!);
  if (m.kind === 'school') return eq(students.school_id, m.school_id!);
  return eq(students.district_id, m.district_id);
}

/** Whether the student belongs to the meeting's subject: on its board (team), the meeting's student, of its school (school meeting), of its district (district meeting). */
export async function studentInSubject(db: Database, m: Pick<MeetingRow, 'kind' | 'board_id' | 'student_id' | 'school_id' | 'district_id'>, studentId: number) {
  const alive = and(eq(students.id, studentId), isNull(students.deleted_at), ne(students.status, 'deleted'));
  const subject = inSubject(m);
  const [row] = await db.select({ id: students.id, school_id: students.school_id }).from(students).where(and(alive, subject)).limit(1);
  return row ?? null;
}

// Recap -------------------------------------------------------------------------------------------

/** Students with notes at the meeting and their key issue. */
export async function studentsDiscussed(db: Database, meetingId: number) {
  return db
    .select({
      student_id: meetingNotes.student_id,
      name: sql<string>`${students.first_name} || ' ' || ${students.last_name}`,
      key_issue: sql<string | null>`(select s.body from ${meetingNoteSections} s where s.note_id = ${meetingNotes.id} and s.section = 'key_issue')`,
    })
    .from(meetingNotes)
    .innerJoin(students, eq(students.id, meetingNotes.student_id))
    .where(eq(meetingNotes.meeting_id, meetingId))
    .orderBy(asc(students.last_name), asc(students.first_name));
}

/** The actions agreed in the meeting: who does what by when. */
export async function actionsOfMeeting(db: Database, meetingId: number) {
  return db
    .select({
      id: actions.id,
      name: actions.name,
      status: actions.status,
      completion_date: actions.completion_date,
      responsible: fullName(users),
      student: sql<string | null>`case when ${students.id} is null then null else ${students.first_name} || ' ' || ${students.last_name} end`,
    })
    .from(actions)
    .innerJoin(users, eq(users.id, actions.responsible_id))
    .leftJoin(students, eq(students.id, actions.student_id))
    .where(eq(actions.meeting_id, meetingId))
    .orderBy(asc(actions.completion_date), asc(actions.id));
}

// The run page's student panel ------------------------------------------------------------------

/** The panel's student when in the scope (not deleted), with whether it is part of the meeting's subject; null out of scope. */
export async function panelStudent(db: Database, scope: TenantScope, m: Pick<MeetingRow, 'kind' | 'board_id' | 'student_id' | 'school_id' | 'district_id'>, studentId: number) {
  const [row] = await db
    .select({
      id: students.id,
      first_name: students.first_name,
      last_name: students.last_name,
      grade: students.grade,
      school_id: students.school_id,
      school_name: schools.name,
      has_picture: sql<boolean>`${students.picture_file_id} is not null`,
      in_subject: sql<boolean>`${inSubject(m)}`,
      grade_label_en: sql<
        string | null
      >`(select ci.label_en from ${configItems} ci join ${configLists} cl on cl.id = ci.list_id where cl.kind = 'grades' and ci.code = ${students.grade} and (cl.school_id = ${students.school_id} or (cl.school_id is null and (cl.district_id = ${students.district_id} or cl.district_id is null))) order by cl.school_id is null, cl.district_id is null limit 1)`,
      grade_label_fr: sql<
        string | null
      >`(select ci.label_fr from ${configItems} ci join ${configLists} cl on cl.id = ci.list_id where cl.kind = 'grades' and ci.code = ${students.grade} and (cl.school_id = ${students.school_id} or (cl.school_id is null and (cl.district_id = ${students.district_id} or cl.district_id is null))) order by cl.school_id is null, cl.district_id is null limit 1)`,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.school_id))
    .where(and(eq(students.id, studentId), visibleStudents(scope)))
    .limit(1);
  return row ?? null;
}

export async function openAlerts(db: Database, studentId: number) {
  return db
    .select({ id: studentAlerts.id, text: studentAlerts.text, created_at: studentAlerts.created_at })
    .from(studentAlerts)
    .where(and(eq(studentAlerts.student_id, studentId), isNull(studentAlerts.closed_at)))
    .orderBy(desc(studentAlerts.created_at), desc(studentAlerts.id))
    .limit(50);
}

/** The student's notes at their last `limit` meetings other than this one (with at least one section), newest first, sections beside each (one statement). */
export async function previousNotes(db: Database, studentId: number, exceptMeetingId: number, limit: number) {
  return db
    .select({
      note_id: meetingNotes.id,
      meeting_id: meetings.id,
      kind: meetings.kind,
      descriptor: meetings.descriptor,
      starts_at: meetings.starts_at,
      sections: sql<{ section: string; body: string; version: number; updated_at: string; updated_by_id: number | null; updated_by_name: string | null }[]>`(
        select json_agg(json_build_object('section', s.section, 'body', s.body, 'version', s.version, 'updated_at', s.updated_at,
          'updated_by_id', s.updated_by, 'updated_by_name', u.first_name || ' ' || u.last_name) order by s.section)
        from ${meetingNoteSections} s left join ${users} u on u.id = s.updated_by where s.note_id = ${meetingNotes.id})`,
    })
    .from(meetingNotes)
    .innerJoin(meetings, eq(meetings.id, meetingNotes.meeting_id))
    .where(
      and(
        eq(meetingNotes.student_id, studentId),
        ne(meetingNotes.meeting_id, exceptMeetingId),
        sql`exists (select 1 from ${meetingNoteSections} s where s.note_id = ${meetingNotes.id})`,
      ),
    )
    .orderBy(desc(meetings.starts_at), desc(meetings.id))
    .limit(limit);
}

export async function openActionsOf(db: Database, studentId: number) {
  return db
    .select({
      id: actions.id,
      name: actions.name,
      status: actions.status,
      completion_date: actions.completion_date,
      responsible_name: fullName(users),
      meeting_id: actions.meeting_id,
    })
    .from(actions)
    .innerJoin(users, eq(users.id, actions.responsible_id))
    .where(and(eq(actions.student_id, studentId), sql`${actions.status} in ('incomplete', 'in_progress')`))
    .orderBy(asc(actions.completion_date), asc(actions.id))
    .limit(100);
}

/** The latest result of each measure the student has results for (latest school year, then latest recorded). */
export async function latestData(db: Database, studentId: number) {
  return db
    .selectDistinctOn([studentDataResults.definition_id], {
      definition_id: studentDataResults.definition_id,
      name: studentDataDefinitions.name,
      school_year: studentDataResults.school_year,
      month: studentDataResults.month,
      label: studentDataResults.label,
      value_number: studentDataResults.value_number,
      value_option: studentDataResults.value_option,
      recorded_at: studentDataResults.recorded_at,
    })
    .from(studentDataResults)
    .innerJoin(studentDataDefinitions, eq(studentDataDefinitions.id, studentDataResults.definition_id))
    .where(eq(studentDataResults.student_id, studentId))
    .orderBy(studentDataResults.definition_id, desc(studentDataResults.school_year), desc(studentDataResults.recorded_at))
    .limit(100);
}
