/**
 * The web page of each kind of meeting (issue 10): the e-mails link to it and the web app navigates to it, from one function;
 * and the schedule form of each place, which the meetings pages and a board's "schedule a meeting" link both open.
 */
import type { MeetingKind } from './enums.ts';

/** What meetingPath needs of a meeting. */
export interface MeetingPathRef {
  id: number;
  kind: MeetingKind;
  district_id: number;
  school_id: number | null;
}

/**
 * The web page of a meeting (the e-mails link to it, the web app navigates to it). `inSchool` is the
 * school workspace the reader works in, when they read from one: a school's admins and leaders attend
 * its school meetings, and a school's staff the team meetings of integrated boards, but neither may
 * enter the district workspace, so their address is the school's own.
 */
export function meetingPath(m: MeetingPathRef, inSchool?: number): string {
  if (inSchool !== undefined && m.kind !== 'district') {
    if (m.kind === 'school') return `/school/${m.district_id}/${inSchool}/school-meeting/${m.id}`;
    if (m.kind === 'team') return `/school/${m.district_id}/${inSchool}/manage-board-meeting-note/${m.id}`;
  }
  switch (m.kind) {
    case 'team':
      return m.school_id === null ? `/district/${m.district_id}/meetings/district-meeting/${m.id}` : `/school/${m.district_id}/${m.school_id}/manage-board-meeting-note/${m.id}`;
    case 'student':
      return `/school/${m.district_id}/${m.school_id}/manage-individual-student-meeting/${m.id}`;
    case 'school':
      return `/district/${m.district_id}/schools/${m.school_id}/school-profile/start-school-meeting?meeting=${m.id}`;
    case 'district':
      return `/district/${m.district_id}/meetings/district-meeting/${m.id}`;
  }
}

/** Which workspace a schedule page is in: a school's, or a district's (optionally about one of its schools: the school profile). */
export type ScheduleWhere = { district: number; school: number; profile?: undefined } | { district: number; school?: undefined; profile?: number };

/** The schedule form of a place (a school's team or student meeting, a school meeting, a district meeting). */
export const schedulePath = (where: ScheduleWhere, preset?: { board?: number; student?: number }) => {
  if (where.school !== undefined) {
    const q = new URLSearchParams();
    if (preset?.board) q.set('board', String(preset.board));
    if (preset?.student) q.set('student', String(preset.student));
    const query = q.toString();
    return `/school/${where.district}/${where.school}/meetings/schedule${query ? `?${query}` : ''}`;
  }
  return where.profile !== undefined
    ? `/district/${where.district}/schools/${where.profile}/school-profile/schedule-school-meeting`
    : `/district/${where.district}/meetings/schedule-district-meeting`;
};
