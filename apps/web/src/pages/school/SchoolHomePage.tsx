import { useParams } from 'react-router';
import { SchoolOverview } from '../../modules/schools/components/SchoolOverview.tsx';

export function SchoolHomePage() {
  const schoolId = Number(useParams().schoolId);
  return <SchoolOverview schoolId={schoolId} />;
}
