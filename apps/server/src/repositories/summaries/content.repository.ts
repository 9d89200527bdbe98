/**
 * What a digest reports (issue 23, section 2), read with the recipient's scope at send time: a student's name comes
 * only through `visibleStudents(scope)` (a student the recipient may no longer see is left out, or its item unnamed),
 * and the services apply the areas' own policies on top (boards, meetings, plans).
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, isNull, lt, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  actions,
  boardMembers,
  boardMoves,
  boards,
  earlyWarningFlags,
  earlyWarningRules,
  meetingAttendees,
  meetings,
  schools,
  students,
  studentTeachers,
  supportPlanRevisions,
  supportPlanSignatures,
  supportPlans,
  type Database,
} from '@ss/db';
import { FINAL_ACTION_STATUSES } from '@ss/domain';
import type { TenantScope } from '../../lib/actor.ts';
import { visibleActions } from '../actions.repository.ts';
import { inIds } from '../id-list.ts';
import { visibleStudents } from '../student-scope.ts';

/** The digest's window for one type: changes since `since`; things coming until `until`. */
export interface Window {
  since: Date;
  now: Date;
  until: Date;
  /** The previous digest's `until`: coming things before it were announced then. */
  announcedUntil: Date;
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** A student's name when the scope may see the student, else null. */
const visibleName = (scope: TenantScope) =>
  sql<string | null>`(select ${students.first_name} || ' ' || ${students.last_name} from ${students} where ${students.id} = ${actions.student_id} and ${visibleStudents(scope)})`;

/** The places a scope holds, as a condition on a table's district and school columns (false when none). */
function inPlaces(scope: TenantScope, district: SQL | Parameters<typeof inIds>[0], school: Parameters<typeof inIds>[0]): SQL {
  if (scope.all) return sql`true`;
  const parts: SQL[] = [];
  if (scope.wholeDistrictIds.length) parts.push(inIds(district as Parameters<typeof inIds>[0], scope.wholeDistrictIds));
  if (scope.schoolIds.length) parts.push(inIds(school, scope.schoolIds));
  return parts.length ? or(...parts)! : sql`false`;
}

const openAction = notInArray(actions.status, [...FINAL_ACTION_STATUSES]);
/** New since the window's start, or overdue since then (its date passed after the previous digest). */
const newOrNewlyOverdue = (w: Window) => or(gte(actions.created_at, w.since), and(gte(actions.completion_date, isoDate(w.since)), lt(actions.completion_date, isoDate(w.now))))!;

const actionColumns = (scope: TenantScope) => ({
  id: actions.id,
  name: actions.name,
  district_id: actions.district_id,
  school_id: actions.school_id,
  completion_date: actions.completion_date,
  created_at: actions.created_at,
  student: visibleName(scope),
});
export type DigestAction = { id: number; name: string; district_id: number; school_id: number; completion_date: string; created_at: Date; student: string | null };

/** The recipient's own open actions, new or newly overdue. */
export async function ownActions(db: Database, scope: TenantScope, userId: number, w: Window): Promise<DigestAction[]> {
  return db
    .select(actionColumns(scope))
    .from(actions)
    .where(and(eq(actions.responsible_id, userId), visibleActions({ scope, userId }), openAction, newOrNewlyOverdue(w)))
    .orderBy(asc(actions.completion_date), asc(actions.id))
    .limit(100);
}

/** Open actions of the recipient's schools (someone else's), new or newly overdue. */
export async function schoolActions(db: Database, scope: TenantScope, userId: number, w: Window): Promise<DigestAction[]> {
  return db
    .select(actionColumns(scope))
    .from(actions)
    .where(and(ne(actions.responsible_id, userId), inPlaces(scope, actions.district_id, actions.school_id), visibleActions({ scope, userId }), openAction, newOrNewlyOverdue(w)))
    .orderBy(asc(actions.completion_date), asc(actions.id))
    .limit(100);
}

/** Meetings the recipient is invited to: finished since the window's start, or coming before `until` and not announced before. */
export async function invitedMeetings(db: Database, scope: TenantScope, userId: number, w: Window) {
  const held = and(isNotNull(meetings.finished_at), gte(meetings.finished_at, w.since));
  const coming = and(
    eq(meetings.status, 'scheduled'),
    gt(meetings.starts_at, w.now),
    lte(meetings.starts_at, w.until),
    or(gt(meetings.starts_at, w.announcedUntil), gte(meetings.created_at, w.since)),
  );
  return db
    .select({
      id: meetings.id,
      kind: meetings.kind,
      district_id: meetings.district_id,
      school_id: meetings.school_id,
      board_id: meetings.board_id,
      descriptor: meetings.descriptor,
      starts_at: meetings.starts_at,
      finished_at: meetings.finished_at,
      student: sql<
        string | null
      >`(select ${students.first_name} || ' ' || ${students.last_name} from ${students} where ${students.id} = ${meetings.student_id} and ${visibleStudents(scope)})`,
    })
    .from(meetings)
    .innerJoin(meetingAttendees, and(eq(meetingAttendees.meeting_id, meetings.id), eq(meetingAttendees.user_id, userId)))
    .where(or(held, coming))
    .orderBy(asc(meetings.starts_at), asc(meetings.id))
    .limit(100);
}
export type DigestMeeting = Awaited<ReturnType<typeof invitedMeetings>>[number];

/** Students moved since the window's start on the boards the recipient works on (a member, or its creator), students in scope only. */
export async function boardMovesOf(db: Database, scope: TenantScope, userId: number, w: Window) {
  return db
    .select({
      board_id: boards.id,
      title: boards.title,
      district_id: boards.district_id,
      school_id: boards.school_id,
      student_id: students.id,
      student: sql<string>`${students.first_name} || ' ' || ${students.last_name}`,
      student_school_id: students.school_id,
      from_title: boardMoves.from_title,
      to_title: boardMoves.to_title,
      moved_at: boardMoves.moved_at,
    })
    .from(boardMoves)
    .innerJoin(boards, eq(boards.id, boardMoves.board_id))
    .innerJoin(students, and(eq(students.id, boardMoves.student_id), visibleStudents(scope)))
    .where(
      and(
        gte(boardMoves.moved_at, w.since),
        or(eq(boards.created_by, userId), sql`exists (select 1 from ${boardMembers} bm where bm.board_id = ${boards.id} and bm.user_id = ${userId})`),
      ),
    )
    .orderBy(asc(boards.title), asc(boardMoves.moved_at))
    .limit(200);
}
export type DigestMove = Awaited<ReturnType<typeof boardMovesOf>>[number];

const planColumns = (userId: number) => ({
  id: supportPlans.id,
  district_id: supportPlans.district_id,
  school_id: supportPlans.school_id,
  student_id: supportPlans.student_id,
  student: sql<string>`${students.first_name} || ' ' || ${students.last_name}`,
  next_review_date: supportPlans.next_review_date,
  deactivated_at: supportPlans.deactivated_at,
  teaches: sql<boolean>`exists (select 1 from ${studentTeachers} st where st.student_id = ${supportPlans.student_id} and st.user_id = ${userId})`,
});
export type DigestPlan = {
  id: number;
  district_id: number;
  school_id: number;
  student_id: number;
  student: string;
  next_review_date: string | null;
  deactivated_at: string | null;
  teaches: boolean;
};

const planFrom = (db: Database, scope: TenantScope, userId: number) =>
  db
    .select(planColumns(userId))
    .from(supportPlans)
    .innerJoin(students, and(eq(students.id, supportPlans.student_id), visibleStudents(scope)))
    .innerJoin(schools, and(eq(schools.id, supportPlans.school_id), eq(schools.support_plan_enabled, true)));

/** Active plans due for review before `until` (not announced before), in the recipient's schools. */
export async function plansDueForReview(db: Database, scope: TenantScope, userId: number, w: Window): Promise<DigestPlan[]> {
  return planFrom(db, scope, userId)
    .where(
      and(
        isNull(supportPlans.deactivated_at),
        gte(supportPlans.next_review_date, isoDate(w.now)),
        lte(supportPlans.next_review_date, isoDate(w.until)),
        or(gt(supportPlans.next_review_date, isoDate(w.announcedUntil)), gte(supportPlans.updated_at, w.since)),
      ),
    )
    .orderBy(asc(supportPlans.next_review_date), asc(supportPlans.id))
    .limit(100);
}

/** Active final plans whose latest revision was finalised since the window's start and lacks signatures. */
export async function plansAwaitingSignatures(db: Database, scope: TenantScope, userId: number, w: Window): Promise<DigestPlan[]> {
  return planFrom(db, scope, userId)
    .innerJoin(supportPlanRevisions, and(eq(supportPlanRevisions.plan_id, supportPlans.id), eq(supportPlanRevisions.number, supportPlans.revision)))
    .where(
      and(
        isNull(supportPlans.deactivated_at),
        eq(supportPlans.status, 'final'),
        gte(supportPlanRevisions.finalised_at, w.since),
        sql`(select count(*) from ${supportPlanSignatures} s where s.revision_id = ${supportPlanRevisions.id}) < ${supportPlanRevisions.team_size}`,
      ),
    )
    .orderBy(asc(supportPlans.id))
    .limit(100);
}

/** Plans deactivated since the window's start (the change that deactivated them is the plan's latest). */
export async function plansDeactivated(db: Database, scope: TenantScope, userId: number, w: Window): Promise<DigestPlan[]> {
  return planFrom(db, scope, userId)
    .where(and(isNotNull(supportPlans.deactivated_at), gte(supportPlans.updated_at, w.since)))
    .orderBy(asc(supportPlans.id))
    .limit(100);
}

/** Students added to the recipient's schools since the window's start, and those who left them (graduated, archived). */
export async function rosterChanges(db: Database, scope: TenantScope, w: Window) {
  return db
    .select({
      id: students.id,
      district_id: students.district_id,
      school_id: students.school_id,
      name: sql<string>`${students.first_name} || ' ' || ${students.last_name}`,
      status: students.status,
      change: sql<'added' | 'left'>`case when ${students.created_at} >= ${w.since} and ${students.status} = 'active' then 'added' else 'left' end`,
    })
    .from(students)
    .where(
      and(
        visibleStudents(scope),
        or(and(gte(students.created_at, w.since), eq(students.status, 'active')), and(inArray(students.status, ['graduated', 'archived']), gte(students.updated_at, w.since))),
      ),
    )
    .orderBy(asc(students.sort_last_name), asc(students.id))
    .limit(200);
}
export type DigestRosterChange = Awaited<ReturnType<typeof rosterChanges>>[number];

/** Early-warning flags opened since the window's start on students in scope (still open, of active rules). */
export async function newFlags(db: Database, scope: TenantScope, w: Window) {
  return db
    .select({
      id: earlyWarningFlags.id,
      district_id: students.district_id,
      school_id: students.school_id,
      student_id: students.id,
      student: sql<string>`${students.first_name} || ' ' || ${students.last_name}`,
      rule_en: earlyWarningRules.name_en,
      rule_fr: earlyWarningRules.name_fr,
    })
    .from(earlyWarningFlags)
    .innerJoin(earlyWarningRules, and(eq(earlyWarningRules.id, earlyWarningFlags.rule_id), eq(earlyWarningRules.active, true)))
    .innerJoin(students, and(eq(students.id, earlyWarningFlags.student_id), visibleStudents(scope)))
    .where(and(gte(earlyWarningFlags.opened_at, w.since), isNull(earlyWarningFlags.closed_at)))
    .orderBy(asc(students.sort_last_name), asc(earlyWarningFlags.id))
    .limit(200);
}
export type DigestFlag = Awaited<ReturnType<typeof newFlags>>[number];
