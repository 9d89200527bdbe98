import { useParams } from 'react-router';
import { AdvancedSearch } from '../../modules/advanced-search/components/AdvancedSearch.tsx';

/** district/:districtId/advanced-student-search: the students of every school the user holds in the district. */
export function DistrictAdvancedSearchPage() {
  const districtId = Number(useParams().districtId);
  return <AdvancedSearch key={districtId} place={{ districtId }} />;
}
