import { Alert, Anchor } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MeetingRunScreen } from '../../modules/meetings/run/MeetingRunScreen.tsx';

/**
 * A school meeting being run from the district's school profile: `start-school-meeting?meeting=:id`,
 * or `school-meeting-note/:meetingId/:noteId[/:textboxId]` (the same page, its cursor in that textbox).
 */
export function SchoolMeetingRunPage() {
  const { t } = useTranslation();
  const { districtId, schoolId, meetingId, textboxId } = useParams();
  const [search] = useSearchParams();
  const id = Number(meetingId ?? search.get('meeting'));
  if (!Number.isInteger(id) || id <= 0)
    return (
      <Alert color="gray" title={t('meetingRun.noMeetingChosen')}>
        <Anchor component={Link} to={`/district/${districtId}/schools/${schoolId}/school-profile`}>
          {t('meetingRun.backToSchoolProfile')}
        </Anchor>
      </Alert>
    );
  return <MeetingRunScreen key={id} meetingId={id} focusSection={textboxId ? `textbox:${textboxId}` : undefined} />;
}

/** A district meeting being run (`meetings/district-meeting/:meetingId`); a district board's team meeting opens here too. */
export function DistrictMeetingRunPage() {
  const id = Number(useParams().meetingId);
  return <MeetingRunScreen key={id} meetingId={id} />;
}
