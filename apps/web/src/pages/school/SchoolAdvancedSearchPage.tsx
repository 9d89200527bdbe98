import { useParams } from 'react-router';
import { AdvancedSearch } from '../../modules/advanced-search/components/AdvancedSearch.tsx';

/** school/:districtId/:schoolId/advanced-student-search: the school's students, every filter. */
export function SchoolAdvancedSearchPage() {
  const params = useParams();
  const districtId = Number(params.districtId);
  const schoolId = Number(params.schoolId);
  return <AdvancedSearch key={schoolId} place={{ districtId, schoolId }} />;
}
