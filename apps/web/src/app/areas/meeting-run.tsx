import type { RouteObject } from 'react-router';
import type { Area } from './area.ts';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const school = () => import('../../pages/school/MeetingRunPage.tsx');
const district = () => import('../../pages/district/MeetingRunDistrictPage.tsx');

/**
 * Running a meeting (issue 10, section 1 "Run"; the spec's addresses, section 2): a team meeting on its
 * board (and on one student), an individual student meeting, a district's school meeting from the
 * school profile, a district meeting. The meetings area (meetings.tsx) schedules and lists them; its
 * links come here through `meetingPath`. No sidebar items: a meeting is opened from its list.
 */
export const meetingRunArea: Area = {
  school: [
    { path: 'manage-board-meeting-note/:meetingId', ...page(school, 'TeamMeetingRunPage') },
    { path: 'manage-student-meeting-note/:meetingId/:studentId', ...page(school, 'TeamMeetingRunPage') },
    { path: 'manage-individual-student-meeting/:meetingId', ...page(school, 'StudentMeetingRunPage') },
    // A school meeting as its school's admins and leaders open it (they cannot enter the district workspace).
    { path: 'school-meeting/:meetingId', ...page(school, 'SchoolMeetingInSchoolPage') },
  ],
  district: [
    { path: 'schools/:schoolId/school-profile/start-school-meeting', ...page(district, 'SchoolMeetingRunPage') },
    { path: 'schools/:schoolId/school-profile/school-meeting-note/:meetingId/:noteId', ...page(district, 'SchoolMeetingRunPage') },
    { path: 'schools/:schoolId/school-profile/school-meeting-note/:meetingId/:noteId/:textboxId', ...page(district, 'SchoolMeetingRunPage') },
    { path: 'meetings/district-meeting/:meetingId', ...page(district, 'DistrictMeetingRunPage') },
  ],
};
