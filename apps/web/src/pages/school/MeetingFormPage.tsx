import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MeetingFormScreen } from '../../modules/meetings/schedule/MeetingFormScreen.tsx';

const useWhere = () => {
  const params = useParams();
  return { district: Number(params.districtId), school: Number(params.schoolId) };
};

/** `meetings/schedule`: a team meeting on a board or an individual student meeting (`?board=`, `?student=` preset it). */
export function MeetingSchedulePage() {
  const { t } = useTranslation();
  return <MeetingFormScreen where={useWhere()} title={t('page.scheduleMeeting')} />;
}

/** `meetings/edit/:id`. */
export function MeetingEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return <MeetingFormScreen where={useWhere()} meetingId={id} title={t('page.editMeeting')} />;
}
