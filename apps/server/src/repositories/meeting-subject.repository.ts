/**
 * A meeting's subject (issue 10, section 1): a board's students (team meeting), one student, a
 * school or a district; which students belong to it, and its celebrations.
 */
import { and, desc, eq, gt, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { boardGradeRules, boardPlacements, boards, boardTeacherRules, celebrations, schools, students, studentTeachers, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';
import type { MeetingRow } from './meetings.repository.ts';
import { studentScope } from './student-scope.ts';

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

/** The student row is part of the meeting's subject (as SQL over `students`). */
export function inSubject(m: Pick<MeetingRow, 'kind' | 'board_id' | 'student_id' | 'school_id' | 'district_id'>): SQL {
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
