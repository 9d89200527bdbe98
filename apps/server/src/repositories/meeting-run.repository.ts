/**
 * The run page's student panel (issue 10, section 7): the student, and their notes at earlier
 * meetings. (Their alerts, open actions and latest data come from the repositories of those areas.)
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { configItems, configLists, meetingNotes, meetingNoteSections, meetings, schools, students, users, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';
import type { MeetingRow } from './meetings.repository.ts';
import { inSubject } from './meeting-subject.repository.ts';
import { visibleStudents } from './student-scope.ts';

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

/** The student's notes at their last `limit` meetings other than this one (with at least one section), newest first, sections beside each (one statement). */
export async function previousNotes(db: Database, studentId: number, exceptMeetingId: number, limit: number) {
  return db
    .select({
      note_id: meetingNotes.id,
      meeting_id: meetings.id,
      kind: meetings.kind,
      descriptor: meetings.descriptor,
      starts_at: meetings.starts_at,
      district_id: meetingNotes.district_id,
      sections: sql<
        {
          section: string;
          body: string;
          version: number;
          updated_at: string;
          updated_by_id: number | null;
          updated_by_name: string | null;
          restricted: boolean;
          restricted_by: number | null;
          restricted_at: string | null;
          restricted_people: number[];
        }[]
      >`(
        select json_agg(json_build_object('section', s.section, 'body', s.body, 'version', s.version, 'updated_at', s.updated_at,
          'updated_by_id', s.updated_by, 'updated_by_name', u.first_name || ' ' || u.last_name,
          'restricted', s.restricted, 'restricted_by', s.restricted_by, 'restricted_at', s.restricted_at, 'restricted_people', s.restricted_people) order by s.section)
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
