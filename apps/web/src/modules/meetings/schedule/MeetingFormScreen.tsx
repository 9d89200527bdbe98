/**
 * The schedule and edit pages of every place: the page's title, the form, and after saving back to the
 * place's meetings. A board or a student in the query string (`?board=`, `?student=`) starts a new
 * meeting about it (the board page's and the profile's entry points).
 */
import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { useMeeting } from '../api.ts';
import { useStudentName } from './student-name.ts';
import { MeetingForm } from './MeetingForm.tsx';
import { meetingsPath, type ScheduleWhere } from './place.ts';

export function MeetingFormScreen({ where, meetingId, title }: { where: ScheduleWhere; meetingId?: number; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = meetingsPath(where);
  const meeting = useMeeting(meetingId ?? null);
  const board = Number(search.get('board')) || undefined;
  const studentId = Number(search.get('student')) || undefined;
  const student = useStudentName(meetingId === undefined ? studentId : undefined);
  const done = () => void navigate(back);

  let body;
  if (meetingId !== undefined && meeting.isPending) body = <LoadingState lines={6} height={48} />;
  else if (meetingId !== undefined && meeting.isError)
    body = (
      <ErrorState
        message={isApiError(meeting.error, 'not_found') ? t('meetings.notFound') : isApiError(meeting.error) ? meeting.error.message : undefined}
        onRetry={() => void meeting.refetch()}
        retrying={meeting.isFetching}
      />
    );
  else if (studentId !== undefined && student.isPending) body = <LoadingState lines={6} height={48} />;
  else
    body = (
      <MeetingForm
        // A reload after a conflict starts the form again from the meeting as it is now.
        key={meeting.data ? `${meeting.data.id}:${meeting.data.version}` : 'new'}
        where={where}
        meeting={meeting.data}
        preset={{ board, student: student.data ?? undefined }}
        onDone={done}
        onCancel={done}
        onReload={() => void meeting.refetch()}
      />
    );

  return (
    <Stack gap="md">
      <PageHeader
        title={title}
        actions={
          <Anchor component={Link} to={back} size="sm">
            {t('meetings.back')}
          </Anchor>
        }
      />
      {body}
    </Stack>
  );
}
