/** The plans area's pages (issue 12): `plans`, `plans/configurations` and `plans/bulk-export` in a school's and in a district's workspace. */
import { useParams } from 'react-router';
import { BulkExportScreen } from './BulkExportScreen.tsx';
import { PlansScreen } from './PlansScreen.tsx';
import { TemplatesScreen } from './TemplatesScreen.tsx';

const useSchoolPlace = () => {
  const params = useParams();
  return { district: Number(params.districtId), school: Number(params.schoolId) };
};
const useDistrictPlace = () => ({ district: Number(useParams().districtId) });

export function SchoolPlansPage() {
  return <PlansScreen where={useSchoolPlace()} />;
}

export function DistrictPlansPage() {
  return <PlansScreen where={useDistrictPlace()} />;
}

export function SchoolPlanConfigurationsPage() {
  return <TemplatesScreen where={useSchoolPlace()} />;
}

export function DistrictPlanConfigurationsPage() {
  return <TemplatesScreen where={useDistrictPlace()} />;
}

export function SchoolPlanBulkExportPage() {
  return <BulkExportScreen where={useSchoolPlace()} />;
}

export function DistrictPlanBulkExportPage() {
  return <BulkExportScreen where={useDistrictPlace()} />;
}
