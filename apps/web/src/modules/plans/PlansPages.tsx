/** The plans area's pages (issue 12): `plans` and `plans/configurations` in a school's and in a district's workspace. */
import { useParams } from 'react-router';
import { useSignedInUser } from '../auth/hooks/useCurrentUser.ts';
import { useSchool } from '../schools/hooks/useSchool.ts';
import { schoolPlansEntry } from './access.ts';
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
  const where = useSchoolPlace();
  const user = useSignedInUser();
  // The shell reads the same answer: no second request.
  const school = useSchool(where.school).data;
  return <TemplatesScreen where={where} showBack={schoolPlansEntry(user, where.district, school) === 'plans'} />;
}

export function DistrictPlanConfigurationsPage() {
  return <TemplatesScreen where={useDistrictPlace()} showBack />;
}
