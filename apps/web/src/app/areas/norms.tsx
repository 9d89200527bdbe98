import { IconCalendarCog } from '@tabler/icons-react';
import type { RouteObject } from 'react-router';
import { seesWholeDistrict } from '@ss/domain/permissions';
import type { Area } from './area.ts';

const page = (load: () => Promise<Record<string, React.ComponentType>>, name: string): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load())[name] }),
});
const school = () => import('../../pages/school/NormsPage.tsx');
const district = () => import('../../pages/district/MeetingSetupPages.tsx');
const icon = <IconCalendarCog size={18} stroke={1.6} aria-hidden />;

/**
 * Team norms and the district's meeting setup (issue 10, sections 2–3): a school's norms under its
 * configuration, the district's under `meetings/` beside its own meeting lists and its schools' logos.
 */
export const normsArea: Area = {
  school: [{ path: 'configure/norms', ...page(school, 'SchoolNormsPage') }],
  district: [
    { path: 'meetings/setup', ...page(district, 'MeetingSetupPage') },
    { path: 'meetings/norms', ...page(district, 'DistrictNormsPage') },
    { path: 'meetings/district-meeting-descriptors', ...page(district, 'DistrictMeetingDescriptorsPage') },
    { path: 'meetings/school-textboxes', ...page(district, 'SchoolTextboxesPage') },
    { path: 'meetings/logo', ...page(district, 'SchoolLogosPage') },
  ],
  nav: {
    // Everyone in the school reads its norms; its admins and leaders change them (the page says which).
    school: (t, _user, districtId, schoolId) => [{ to: `/school/${districtId}/${schoolId}/configure/norms`, label: t('page.norms'), icon }],
    // The district's meeting setup, for its admins and leaders and those who configure it (the pages read for anyone in it).
    district: (t, user, districtId, district) =>
      district?.abilities.configure || seesWholeDistrict(user, districtId) ? [{ to: `/district/${districtId}/meetings/setup`, label: t('meetingLists.title'), icon }] : [],
  },
};
