import { IconCalendarEvent } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import type { Area } from './area.ts';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const list = () => import('../../pages/school/MeetingsPage.tsx');
const form = () => import('../../pages/school/MeetingFormPage.tsx');
const district = () => import('../../pages/district/MeetingsDistrictPage.tsx');
const profile = () => import('../../pages/district/MeetingSchoolProfilePage.tsx');
const icon = <IconCalendarEvent size={18} stroke={1.6} aria-hidden />;

/**
 * The meeting schedule (issue 10 §1): a school's meetings with their schedule and edit forms; a
 * district's (`meetings/schedule`, its district meetings' forms) and a school's profile in the
 * district with its school meetings. The run pages (`manage-…`, `start-school-meeting`,
 * `meetings/district-meeting/:id`) are the run area's.
 */
export const meetingsArea: Area = {
  school: [
    { path: 'meetings', ...page(list, 'MeetingsPage') },
    { path: 'meetings/schedule', ...page(form, 'MeetingSchedulePage') },
    { path: 'meetings/edit/:id', ...page(form, 'MeetingEditPage') },
  ],
  district: [
    { path: 'meetings/schedule', ...page(district, 'MeetingsDistrictPage') },
    { path: 'meetings/schedule-district-meeting', ...page(district, 'MeetingScheduleDistrictPage') },
    { path: 'meetings/edit-district-meeting/:id', ...page(district, 'MeetingEditDistrictPage') },
    { path: 'schools/:schoolId/school-profile', ...page(profile, 'MeetingSchoolProfilePage') },
    { path: 'schools/:schoolId/school-profile/schedule-school-meeting', ...page(profile, 'MeetingScheduleSchoolPage') },
    { path: 'schools/:schoolId/school-profile/edit-school-meeting/:id', ...page(profile, 'MeetingEditSchoolPage') },
  ],
  nav: {
    district: (t, _user, districtId) => [{ to: `/district/${districtId}/meetings/schedule`, label: t('page.meetings'), icon }],
    school: (t, _user, districtId, schoolId) => [{ to: `/school/${districtId}/${schoolId}/meetings`, label: t('page.meetings'), icon }],
  },
};
