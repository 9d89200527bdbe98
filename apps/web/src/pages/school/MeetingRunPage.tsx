import { useNavigate, useParams } from 'react-router';
import { MeetingRunScreen } from '../../modules/meetings/run/MeetingRunScreen.tsx';

/**
 * A team meeting being run on its board (`manage-board-meeting-note/:meetingId`), or the same page
 * opened on one student (`manage-student-meeting-note/:meetingId/:studentId`): picking a student
 * moves to the student's address, so the page can be shared and reloaded where it was.
 */
export function TeamMeetingRunPage() {
  const { districtId, schoolId, meetingId, studentId } = useParams();
  const navigate = useNavigate();
  const id = Number(meetingId);
  return (
    <MeetingRunScreen
      key={id}
      meetingId={id}
      studentId={studentId ? Number(studentId) : null}
      onSelectStudent={(s) => void navigate(`/school/${districtId}/${schoolId}/manage-student-meeting-note/${id}/${s}`, { replace: studentId !== undefined })}
    />
  );
}

/** An individual student meeting being run (`manage-individual-student-meeting/:meetingId`). */
export function StudentMeetingRunPage() {
  const id = Number(useParams().meetingId);
  return <MeetingRunScreen key={id} meetingId={id} />;
}

/** A school meeting opened from its school's workspace (`school-meeting/:meetingId`): the school's admins and leaders attend it. */
export function SchoolMeetingInSchoolPage() {
  const id = Number(useParams().meetingId);
  return <MeetingRunScreen key={id} meetingId={id} />;
}
