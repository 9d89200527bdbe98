import { useParams } from 'react-router';
import { AccessLogView } from '../../modules/access-log/AccessLogView.tsx';

/** A student's access record (issue 24, section 3), under the student's profile. */
export function StudentAccessLogPage() {
  const params = useParams();
  const id = Number(params.studentId);
  return <AccessLogView studentId={id} profilePath={`/school/${params.districtId}/${params.schoolId}/students/profile/${id}`} />;
}
