/** The web page of each kind of meeting (issue 10): the e-mails link to it and the web app navigates to it, from one function. */
import type { MeetingKind } from './enums.ts';

/** What meetingPath needs of a meeting. */
export interface MeetingPathRef {
  id: number;
  kind: MeetingKind;
  district_id: number;
  school_id: number | null;
}

/** The web page of a meeting (the e-mails link to it, the web app navigates to it). */
export function meetingPath(m: MeetingPathRef): string {
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
