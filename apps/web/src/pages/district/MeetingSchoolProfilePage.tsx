import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MeetingFormScreen } from '../../modules/meetings/schedule/MeetingFormScreen.tsx';
import { SchoolProfileScreen } from '../../modules/meetings/schedule/SchoolProfileScreen.tsx';

const usePlace = () => {
  const params = useParams();
  return { district: Number(params.districtId), profile: Number(params.schoolId) };
};

/** `schools/:schoolId/school-profile`: the school, its contacts and its school meetings. */
export function MeetingSchoolProfilePage() {
  const place = usePlace();
  return <SchoolProfileScreen districtId={place.district} schoolId={place.profile} />;
}

/** `schools/:schoolId/school-profile/schedule-school-meeting`. */
export function MeetingScheduleSchoolPage() {
  const { t } = useTranslation();
  return <MeetingFormScreen where={usePlace()} title={t('page.scheduleSchoolMeeting')} />;
}

/** `schools/:schoolId/school-profile/edit-school-meeting/:id`. */
export function MeetingEditSchoolPage() {
  const { t } = useTranslation();
  return <MeetingFormScreen where={usePlace()} meetingId={Number(useParams().id)} title={t('page.editSchoolMeeting')} />;
}
