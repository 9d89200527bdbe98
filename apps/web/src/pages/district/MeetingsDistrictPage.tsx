import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { MeetingFormScreen } from '../../modules/meetings/schedule/MeetingFormScreen.tsx';
import { MeetingsScreen } from '../../modules/meetings/schedule/MeetingsScreen.tsx';

/** `meetings/schedule`: the district's school meetings and district meetings, with its schools as a filter. */
export function MeetingsDistrictPage() {
  const { t } = useTranslation();
  const district = Number(useParams().districtId);
  return (
    <MeetingsScreen where={{ district }} header={(button) => <PageHeader title={t('page.districtMeetings')} description={t('meetings.districtDescription')} actions={button} />} />
  );
}

/** `meetings/schedule-district-meeting`. */
export function MeetingScheduleDistrictPage() {
  const { t } = useTranslation();
  return <MeetingFormScreen where={{ district: Number(useParams().districtId) }} title={t('meetings.scheduleDistrictMeeting')} />;
}

/** `meetings/edit-district-meeting/:id` (a district meeting, or a district board's team meeting). */
export function MeetingEditDistrictPage() {
  const { t } = useTranslation();
  const params = useParams();
  return <MeetingFormScreen where={{ district: Number(params.districtId) }} meetingId={Number(params.id)} title={t('page.editMeeting')} />;
}
